#if os(Linux)
import Foundation

/// Hook between `UIView` (headless-core) and `UIGestureRecognizer` (headless-input): the view tells an
/// attached or detached recognizer its new view, since Linux has no category to set it otherwise.
@MainActor protocol HeadlessGestureAttachable: AnyObject {
    /// Called after the recognizer was added to `view`, or with `nil` after it was removed.
    func headlessViewDidChange(to view: UIView?)
}

extension UIView {
    func attachGesture(_ recognizer: UIGestureRecognizer) {
        guard !gestureRecognizerStorage.contains(where: { $0 === recognizer }) else { return }
        HeadlessGestureRegistry.owner(of: recognizer)?.detachGesture(recognizer)
        gestureRecognizerStorage.append(recognizer)
        HeadlessGestureRegistry.setOwner(self, of: recognizer)
        recognizer.headlessViewDidChange(to: self)
    }

    func detachGesture(_ recognizer: UIGestureRecognizer) {
        guard gestureRecognizerStorage.contains(where: { $0 === recognizer }) else { return }
        gestureRecognizerStorage.removeAll { $0 === recognizer }
        HeadlessGestureRegistry.setOwner(nil, of: recognizer)
        recognizer.headlessViewDidChange(to: nil)
    }

    func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
        for recognizer in gestureRecognizerStorage { detachGesture(recognizer) }
        for recognizer in recognizers { attachGesture(recognizer) }
    }
}

/// Which view each recognizer is attached to (weakly), so a recognizer moves instead of being shared.
@MainActor enum HeadlessGestureRegistry {
    private final class WeakView {
        weak var view: UIView?
        init(_ view: UIView?) { self.view = view }
    }

    private static var owners: [ObjectIdentifier: WeakView] = [:]

    static func owner(of recognizer: UIGestureRecognizer) -> UIView? {
        owners[ObjectIdentifier(recognizer)]?.view
    }

    static func setOwner(_ view: UIView?, of recognizer: UIGestureRecognizer) {
        owners = owners.filter { $0.value.view != nil }
        owners[ObjectIdentifier(recognizer)] = view.map(WeakView.init)
    }
}
#endif
