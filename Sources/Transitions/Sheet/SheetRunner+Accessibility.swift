#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension SheetRunner {
    /// Shows or hides the grabber as the composed frame says (`SheetComposition.isGrabberVisible`: asked for, and
    /// not where UIKit hides it: "The system automatically hides the grabber at appropriate times, like when the
    /// sheet is full screen in a compact-height size class or when another sheet presents on top of it"), and keeps
    /// it above the content. Touches the view hierarchy only when the visibility changes.
    func applyGrabberVisibility(_ visible: Bool) {
        guard grabberView.isHidden == visible || grabberView.isAccessibilityElement != visible else { return }
        grabberView.isHidden = !visible
        grabberView.isAccessibilityElement = visible
        if grabberView.superview === sheetView { sheetView.bringSubviewToFront(grabberView) }
    }

    /// "Detent 2 of 3" ("…, collapsed" at the smallest, "…, expanded" at the largest), localized: the grabber's
    /// accessibility value and the announcement after a change.
    var accessibilityDetentDescription: String? {
        guard let motion else { return nil }
        let count = motion.metrics.detents.detents.count
        let index = motion.selectedIndex
        let key: LocalizedKey =
            index == count - 1 ? .grabberValueExpanded : (index == 0 ? .grabberValueCollapsed : .grabberValue)
        return TransitionsLocalization.string(key, index + 1, count)
    }

    /// Moves the selection one detent up (`+1`) or down (`-1`), animated, as a user change (delegate called,
    /// announcement posted). Does nothing at either end.
    func selectAdjacentDetent(by step: Int) {
        guard let motion, !motion.isTracking else { return }
        let count = motion.metrics.detents.detents.count
        let target = motion.selectedIndex + step
        guard target >= 0 && target < count else { return }
        send(.selectDetent(index: target, animated: !UIAccessibility.isReduceMotionEnabled, at: now))
        userDidChangeSelection()
        UIAccessibility.post(notification: .announcement, argument: accessibilityDetentDescription)
    }
}
#endif
