#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// A sheet's ``SheetConfiguration`` plus what only declarative callers need (the SwiftUI modifiers build one from
/// the modifiers on the sheet's content): ``makeTransition()`` creates the ``SheetTransition`` for a new
/// presentation, and ``apply(to:replacing:)`` moves a live sheet to new options, changing only what changed
/// between the two, animated as ``SheetPresentationController/animateChanges(_:)`` does.
///
/// The knobs are the configuration's, with its defaults, read and written by name (`options.detents`) through
/// ``subscript(dynamicMember:)``.
@dynamicMemberLookup
package struct SheetOptions {
    /// The sheet's knobs.
    public var configuration = SheetConfiguration()
    /// Refuses user dismissal (a swipe or a tap only reports an attempt); sets the presented controller's
    /// `isModalInPresentation`. Default `false`.
    public var isModalInPresentation = false
    /// Makes the first scroll view inside the content (breadth-first) the tracked scroll view, as UIKit's
    /// sheets do for a SwiftUI `ScrollView` or `List`. Default `true`.
    public var tracksContentScrollView = true
    /// A user tried to dismiss while ``isModalInPresentation`` refuses it (ask to discard changes, say). Called by
    /// ``PresentationCoordinator``-driven sheets (the SwiftUI modifiers); UIKit callers use the delegate's
    /// `presentationControllerDidAttemptToDismiss(_:)`. Default `nil`.
    public var onAttemptToDismiss: (@MainActor () -> Void)?

    /// Options with every default.
    public init() {}

    /// A knob of ``configuration`` by its name: `options.detents`, `options.prefersGrabberVisible`, ….
    public subscript<Value>(dynamicMember key: WritableKeyPath<SheetConfiguration, Value>) -> Value {
        get { configuration[keyPath: key] }
        set { configuration[keyPath: key] = newValue }
    }

    /// A new transition carrying these options.
    @MainActor public func makeTransition() -> SheetTransition {
        let transition = SheetTransition(configuration: configuration)
        let isModalInPresentation = isModalInPresentation
        transition.configure = { sheet in
            sheet.presentedViewController.isModalInPresentation = isModalInPresentation
        }
        return transition
    }

    /// Moves a presented sheet from `old` to these options: only the knobs that differ between `old` and these
    /// change (``SheetConfiguration/mergingChanges(from:to:)``), so calling it on every SwiftUI update costs nothing
    /// when nothing changed and never undoes a detent the user dragged to.
    @MainActor public func apply(to sheet: SheetPresentationController, replacing old: SheetOptions) {
        sheet.apply(configuration, replacing: old.configuration)
        sheet.presentedViewController.isModalInPresentation = isModalInPresentation
    }

    /// Sets `sheet.trackedScrollView` to the first vertical scroll view in the presented view, in the order of
    /// ``SheetConfiguration/discoversContentScrollView`` (the sheet's own search, which runs at each touch even
    /// without this), when ``tracksContentScrollView`` is on and none is tracked yet. SwiftUI creates its scroll
    /// views lazily: call it after layout (the SwiftUI modifiers do, on every update).
    @MainActor public func trackContentScrollView(of sheet: SheetPresentationController) {
        guard tracksContentScrollView, sheet.trackedScrollView == nil,
            let root = sheet.presentedViewController.viewIfLoaded
        else { return }
        if let scrollView = ScrollViewDiscovery.firstVerticalScrollView(in: root) {
            sheet.trackedScrollView = scrollView
        }
    }
}
#endif
