#if os(Linux)
import Foundation

/// Hook between `UIView` (headless-core) and `UIGestureRecognizer` (headless-input): the view tells an
/// attached or detached recognizer its new view, since Linux has no category to set it otherwise.
@MainActor protocol HeadlessGestureAttachable: AnyObject {
    /// Called after the recognizer was added to `view`, or with `nil` after it was removed.
    func headlessViewDidChange(to view: UIView?)
}

extension UIView {
    /// Attaches `recognizer`, first detaching it from the view it is attached to (its `attachedView`, held
    /// weakly by the recognizer), so a recognizer moves instead of being shared.
    func attachGesture(_ recognizer: UIGestureRecognizer) {
        guard !gestureRecognizerStorage.containsIdentical(recognizer) else { return }
        recognizer.attachedView?.detachGesture(recognizer)
        gestureRecognizerStorage.append(recognizer)
        recognizer.headlessViewDidChange(to: self)
    }

    func detachGesture(_ recognizer: UIGestureRecognizer) {
        guard let index = gestureRecognizerStorage.firstIndex(where: { $0 === recognizer }) else { return }
        gestureRecognizerStorage.remove(at: index)
        recognizer.headlessViewDidChange(to: nil)
    }

    func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
        for recognizer in gestureRecognizerStorage { detachGesture(recognizer) }
        for recognizer in recognizers { attachGesture(recognizer) }
    }
}
#endif
