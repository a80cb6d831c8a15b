#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Notices a presentation that ended without a dismissal transition of its own, so that its presentation
/// controller can put back what it changed.
///
/// UIKit ends presentations that way when a controller below dismisses: `dismiss(animated:completion:)` — "calling
/// this method on a view controller lower in the stack dismisses its immediate child view controller and all view
/// controllers above that child on the stack. When this happens, only the top-most view is dismissed in an
/// animated fashion; any intermediate view controllers are simply removed from the stack." Their presentation
/// controllers then get no `dismissalTransitionDidEnd(_:)`. What they do see is their presented view leaving the
/// window. That alone is not the end (a full-screen presentation on top also takes it out of the window for a
/// while), so the watch looks again on the next display frame: if the controller is no longer presented by then
/// (`presentingViewController == nil`), the presentation is over and `onEnd` runs, once per presentation.
@MainActor final class PresentationEndWatch {
    private weak var presented: UIViewController?
    private var onEnd: (@MainActor () -> Void)?
    /// Created when the view leaves the window; a watch that never fires allocates no display link.
    private var nextFrame: FrameDriver?
    /// While a look is pending, the watch and its owner stay alive: UIKit releases the presentation controller as
    /// it removes the controller, and what it changed must still be put back.
    private var pending: (watch: PresentationEndWatch, owner: AnyObject)?

    /// Watches `presented`; `onEnd` runs once if its presentation ends without a transition of its own.
    init(presented: UIViewController, onEnd: @escaping @MainActor () -> Void) {
        self.presented = presented
        self.onEnd = onEnd
    }

    /// The presented view left the window: look again on the next frame, keeping `owner` (the presentation
    /// controller) alive until then.
    func presentedViewLeftWindow(keeping owner: AnyObject) {
        guard onEnd != nil else { return }
        pending = (self, owner)
        if nextFrame == nil { nextFrame = FrameDriver { [weak self] _ in self?.look() } }
        nextFrame?.start()
    }

    /// The presentation ended through its own dismissal (or was cancelled): nothing more to watch.
    func stop() {
        onEnd = nil
        nextFrame?.invalidate()
        nextFrame = nil
        pending = nil
    }

    private func look() {
        nextFrame?.stop()
        let kept = pending  // the owner stays alive until `onEnd` has run
        pending = nil
        // `presentingViewController` is nil once UIKit removed the controller from the presentation stack.
        guard presented?.presentingViewController == nil, let onEnd else { return }
        stop()
        onEnd()
        withExtendedLifetime(kept) {}
    }
}
#endif
