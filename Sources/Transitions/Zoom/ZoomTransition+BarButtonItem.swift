#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension ZoomTransition {
    /// Where a zoom grows from and flies back to: a view, or a bar button item's view in its bar (iOS 26's
    /// `zoom(options:sourceBarButtonItemProvider:)`).
    public enum Source {
        /// The view a provider returns (see ``SourceViewProvider``).
        case view(SourceViewProvider)
        /// The view showing the bar button item a provider returns (see
        /// ``ZoomTransition/init(options:sourceBarButtonItemProvider:)``).
        case barButtonItem(@MainActor (Context) -> UIBarButtonItem?)
    }

    /// A zoom from a bar button item and back into it, like iOS 26's
    /// `UIViewController.Transition.zoom(options:sourceBarButtonItemProvider:)`: the provider is asked whenever the
    /// zoom needs its source (at the start, and again when it flies back), and the zoom grows from — and lands in —
    /// the view showing that item in its navigation bar or toolbar, wherever it is then. An item not shown in a
    /// bar (or `nil`) gives the fallback (the zoom shrinks and fades at the center).
    ///
    /// The item's view is its `customView`, else the view UIKit shows it with (not public API before iOS 26; read
    /// through key-value coding as `view`).
    ///
    /// - Parameters:
    ///   - options: Appearance and interaction options. Default ``Options/init()``.
    ///   - sourceBarButtonItemProvider: Returns the bar button item to zoom from and back into.
    public convenience init(
        options: Options = Options(),
        sourceBarButtonItemProvider: @escaping @MainActor (Context) -> UIBarButtonItem?
    ) {
        self.init(options: options) { context in
            sourceBarButtonItemProvider(context).flatMap(ZoomTransition.barView(of:))
        }
    }

    /// The view showing `item` in its bar, or `nil` when it is not on screen.
    static func barView(of item: UIBarButtonItem) -> UIView? {
        #if canImport(UIKit)
        let view = item.customView ?? (item.value(forKey: "view") as? UIView)
        #else
        let view: UIView? = item.headlessItemView
        #endif
        return view?.window == nil ? nil : view
    }
}
#endif
