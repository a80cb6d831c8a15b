#if os(Linux)
import Foundation

/// Haptics for a changing selection, e.g. a picker ticking (UIKit's `UISelectionFeedbackGenerator`,
/// iOS 10+). Logs `"selectionChanged"` (with `" at (x, y)"` for the location form).
@preconcurrency @MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection tick.
    open func selectionChanged() {
        HeadlessFeedback.record("selectionChanged")
    }

    /// Plays the selection tick at a location in the attached view (iOS 17.5+; spelling unconfirmed).
    open func selectionChanged(at location: CGPoint) {
        HeadlessFeedback.record("selectionChanged at (\(Double(location.x)), \(Double(location.y)))")
    }

    override var headlessKind: String { "selection" }
}
#endif
