#if os(Linux)
import Foundation

extension UIGestureRecognizer {
    /// A finger lifting, for a continuous gesture: one in progress ends; a possible one fails, unless a
    /// state is waiting on another recognizer's failure, which then ends it.
    func endContinuousGesture() {
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            state = pendingState == nil ? .failed : .ended
        default:
            break
        }
    }

    /// A cancelled touch, for a continuous gesture: one in progress is cancelled; a possible one fails.
    func cancelContinuousGesture() {
        switch state {
        case .began, .changed:
            state = .cancelled
        case .possible:
            state = .failed
        default:
            break
        }
    }
}
#endif
