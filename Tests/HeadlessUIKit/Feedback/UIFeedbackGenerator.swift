#if os(Linux)
import Foundation

/// The base class of haptic feedback generators (UIKit's `UIFeedbackGenerator`, iOS 10+).
///
/// Nothing vibrates on Linux: every call is recorded in `HeadlessFeedback.events`.
@preconcurrency @MainActor open class UIFeedbackGenerator: NSObject {
    /// The view the feedback is attached to (iOS 17.5+ initializers), held weakly.
    weak var attachedView: UIView?

    /// A generator not attached to a view.
    public override init() {
        super.init()
    }

    /// A generator attached to `view` (iOS 17.5+).
    public convenience init(view: UIView) {
        self.init()
        attachedView = view
    }

    /// Readies the haptic engine to reduce latency; logs `"prepare(<kind>)"`.
    open func prepare() {
        HeadlessFeedback.record("prepare(\(headlessKind))")
    }

    /// The name used in the log: `impact`, `selection` or `notification`.
    var headlessKind: String { "feedback" }
}
#endif
