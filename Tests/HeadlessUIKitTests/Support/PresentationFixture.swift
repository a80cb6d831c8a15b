#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit

/// A window, a presenting and a presented controller, and a logging custom transition set-up.
@MainActor final class PresentationFixture {
    let log = CallLog()
    let window: UIWindow
    let presenting: LoggingViewController
    let presented: LoggingViewController
    let delegate: LoggingTransitioningDelegate
    let presentAnimator: SlideAnimator
    let dismissAnimator: SlideAnimator
    private(set) weak var presentationController: LoggingPresentationController?
    var removesPresenter = false

    init(presentDuration: TimeInterval = 0.4, dismissDuration: TimeInterval = 0.4) {
        presenting = LoggingViewController("presenting", log: log)
        presented = LoggingViewController("presented", log: log)
        window = makeWindow(root: presenting)
        delegate = LoggingTransitioningDelegate(log: log)
        presentAnimator = SlideAnimator(log: log, isPresenting: true, duration: presentDuration)
        dismissAnimator = SlideAnimator(log: log, isPresenting: false, duration: dismissDuration)
        delegate.presentAnimator = presentAnimator
        delegate.dismissAnimator = dismissAnimator
        delegate.presentationControllerFactory = { [unowned self] presented, presenting in
            let pc = LoggingPresentationController(presented: presented, presenting: presenting, log: self.log)
            pc.removesPresenter = self.removesPresenter
            self.presentationController = pc
            return pc
        }
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        log.clear()
    }

    /// Presents and runs the clock until everything settled.
    func presentAndSettle(animated: Bool = true) {
        presenting.present(presented, animated: animated) { self.log.record("present.completion") }
        HeadlessClock.main.runUntilIdle()
    }
}
#endif
