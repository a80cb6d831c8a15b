#if os(Linux)
import Foundation

/// The system sheet (UIKit's `UISheetPresentationController`, iOS 15+), used for `.pageSheet`,
/// `.formSheet` and `.automatic` on iPhone.
///
/// Minimal model: the sheet keeps the presenting view (no appearance callbacks for the presenter), sits
/// 10 pt below the top safe area at the `.large()` detent or at half the container at `.medium()`, and
/// changes detent with `selectedDetentIdentifier` / `animateChanges(_:)`. No grabber, dimming or
/// swipe-to-dismiss is modelled (Transitions' own sheet is the tested one).
@preconcurrency @MainActor open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at (UIKit's `UISheetPresentationController.Detent`).
    @preconcurrency @MainActor public class Detent: NSObject {
        let identifierStorage: Identifier
        let fraction: CGFloat

        init(identifier: Identifier, fraction: CGFloat) {
            identifierStorage = identifier
            self.fraction = fraction
            super.init()
        }

        /// The detent's identifier.
        public var identifier: Identifier { identifierStorage }

        /// About half the container's height.
        public class func medium() -> Detent { Detent(identifier: .medium, fraction: 0.5) }

        /// The full height below the top safe area.
        public class func large() -> Detent { Detent(identifier: .large, fraction: 1) }

        /// Names a detent (UIKit's `UISheetPresentationController.Detent.Identifier`).
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            /// The identifier's name.
            public var rawValue: String
            /// An identifier from its name.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// An identifier from its name.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The medium detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The large detent.
            public static let large = Identifier("com.apple.UIKit.large")
        }
    }

    /// The detents; default `[.large()]`.
    open var detents: [Detent] = [.large()]

    /// The current detent's identifier; `nil` means the smallest detent.
    open var selectedDetentIdentifier: Detent.Identifier?

    /// The largest detent that does not dim what is behind; default `nil` (stored only).
    open var largestUndimmedDetentIdentifier: Detent.Identifier?

    /// Whether a grabber shows; default `false` (stored only).
    open var prefersGrabberVisible: Bool = false

    /// Corner radius of the sheet; `nil` uses the system's (stored only).
    open var preferredCornerRadius: CGFloat?

    /// Whether scrolling expands the sheet at the edge; default `true` (stored only).
    open var prefersScrollingExpandsWhenScrolledToEdge: Bool = true

    /// Whether the sheet follows the page size; default `true` (stored only).
    open var prefersPageSizing: Bool = true

    /// Whether the sheet attaches to the edge in compact height; default `false` (stored only).
    open var prefersEdgeAttachedInCompactHeight: Bool = false

    /// Whether the width follows `preferredContentSize` when edge-attached; default `false` (stored only).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool = false

    /// Animates changes to the sheet's properties (the presented view moves to the new detent).
    open func animateChanges(_ changes: () -> Void) {
        changes()
        let frame = frameOfPresentedViewInContainerView
        UIView.animate(withDuration: 0.3, delay: 0, options: [], animations: { self.presentedView?.frame = frame })
    }

    /// Keeps the presenting view; the presenting controller gets no appearance callbacks.
    open override var shouldRemovePresentersView: Bool { false }

    /// The sheet's frame for the selected (else smallest) detent.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let top = container.safeAreaInsets.top + 10
        let full = max(container.bounds.height - top, 0)
        let detent =
            detents.first { $0.identifier == selectedDetentIdentifier }
            ?? detents.min { $0.fraction < $1.fraction }
        let height = full * (detent?.fraction ?? 1)
        return CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
    }
}
#endif
