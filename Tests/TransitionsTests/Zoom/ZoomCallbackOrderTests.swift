#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// The callback orders a developer logged on iOS for a zoom-from-cell transition, reproduced with the real
/// ZoomTransition: a subclass logs the delegate calls, wrappers log the animators and the interaction controller, and
/// the detail controller logs its lifecycle.
@MainActor @Suite("Zoom: UIKit's logged callback orders", .headlessHygiene)
struct ZoomCallbackOrderTests {
    final class Log {
        var entries: [String] = []
    }

    /// The detail screen of the write-up: logs viewDidLoad and the appearance callbacks.
    final class LoggedDetail: UIViewController {
        let log: Log
        init(log: Log) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            log.entries.append("viewDidLoad")
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.entries.append("viewWillAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.entries.append("viewDidAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.entries.append("viewWillDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log.entries.append("viewDidDisappear")
        }
    }

    /// Logs the animator calls and forwards them to the zoom's own animator.
    final class LoggingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let wrapped: any UIViewControllerAnimatedTransitioning
        let log: Log
        init(_ wrapped: any UIViewControllerAnimatedTransitioning, log: Log) {
            self.wrapped = wrapped
            self.log = log
        }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            log.entries.append("transitionDuration(using:)")
            return wrapped.transitionDuration(using: transitionContext)
        }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            log.entries.append("animateTransition(using:)")
            wrapped.animateTransition(using: transitionContext)
        }
        func animationEnded(_ transitionCompleted: Bool) {
            log.entries.append("animationEnded(_:)")
        }
    }

    /// Logs `startInteractiveTransition(_:)` and forwards it to the zoom's PanToDismissDriver.
    final class LoggingInteractor: NSObject, UIViewControllerInteractiveTransitioning {
        let wrapped: any UIViewControllerInteractiveTransitioning
        let log: Log
        init(_ wrapped: any UIViewControllerInteractiveTransitioning, log: Log) {
            self.wrapped = wrapped
            self.log = log
        }
        func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
            log.entries.append("startInteractiveTransition(_:)")
            wrapped.startInteractiveTransition(transitionContext)
        }
    }

    /// ZoomTransition with every UIKit-facing call logged.
    final class LoggingZoomTransition: ZoomTransition {
        let log = Log()

        override func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            log.entries.append("presentationController(forPresented:presenting:source:)")
            return super.presentationController(forPresented: presented, presenting: presenting, source: source)
        }
        override func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            log.entries.append("animationController(forPresented:presenting:source:)")
            return super.animationController(forPresented: presented, presenting: presenting, source: source)
        }
        override func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        {
            log.entries.append("interactionControllerForPresentation(using:)")
            return super.interactionControllerForPresentation(using: animator)
        }
        override func animationController(forDismissed dismissed: UIViewController)
            -> (any UIViewControllerAnimatedTransitioning)?
        {
            log.entries.append("animationController(forDismissed:)")
            return super.animationController(forDismissed: dismissed)
        }
        override func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        {
            log.entries.append("interactionControllerForDismissal(using:)")
            return super.interactionControllerForDismissal(using: animator).map { LoggingInteractor($0, log: log) }
        }
        override func makePresentingAnimator(for presented: UIViewController)
            -> (any UIViewControllerAnimatedTransitioning)?
        {
            super.makePresentingAnimator(for: presented).map { LoggingAnimator($0, log: log) }
        }
        override func makeDismissalAnimator(for dismissed: UIViewController)
            -> (any UIViewControllerAnimatedTransitioning)?
        {
            super.makeDismissalAnimator(for: dismissed).map { LoggingAnimator($0, log: log) }
        }
    }

    func makeFixture() -> (ZoomFixture, LoggingZoomTransition, LoggedDetail) {
        let fixture = ZoomFixture()
        let transition = LoggingZoomTransition(sourceViewProvider: fixture.provider)
        let detail = LoggedDetail(log: transition.log)
        return (fixture, transition, detail)
    }

    @Test("Present: presentationController → viewDidLoad → animationController → … → viewDidAppear → animationEnded")
    func presentOrder() {
        let (fixture, transition, detail) = makeFixture()
        fixture.stage.root.present(detail, using: transition)
        fixture.stage.settle()
        #expect(
            transition.log.entries == [
                "presentationController(forPresented:presenting:source:)",
                "viewDidLoad",
                "animationController(forPresented:presenting:source:)",
                "interactionControllerForPresentation(using:)",
                "transitionDuration(using:)",
                "viewWillAppear",
                "transitionDuration(using:)",
                "animateTransition(using:)",
                "viewDidAppear",
                "animationEnded(_:)",
            ])
    }

    @Test(
        "Interactive dismiss: animationController(forDismissed:) → … → startInteractiveTransition → viewDidDisappear → animationEnded"
    )
    func interactiveDismissOrder() {
        let (fixture, transition, detail) = makeFixture()
        fixture.stage.root.present(detail, using: transition)
        fixture.stage.settle()
        transition.log.entries.removeAll()
        _ = fixture.drag(by: CGPoint(x: 0, y: 300), duration: 0.4)
        fixture.stage.settle()
        #expect(fixture.stage.root.presentedViewController == nil)
        #expect(
            transition.log.entries == [
                "animationController(forDismissed:)",
                "interactionControllerForDismissal(using:)",
                "transitionDuration(using:)",
                "viewWillDisappear",
                "transitionDuration(using:)",
                "startInteractiveTransition(_:)",
                "viewDidDisappear",
                "animationEnded(_:)",
            ])
    }

    @Test("Programmatic dismiss: no interaction controller, the dismissal animator runs")
    func programmaticDismissOrder() {
        let (fixture, transition, detail) = makeFixture()
        fixture.stage.root.present(detail, using: transition)
        fixture.stage.settle()
        transition.log.entries.removeAll()
        detail.dismiss(animated: true)
        fixture.stage.settle()
        #expect(
            transition.log.entries == [
                "animationController(forDismissed:)",
                "interactionControllerForDismissal(using:)",
                "transitionDuration(using:)",
                "viewWillDisappear",
                "transitionDuration(using:)",
                "animateTransition(using:)",
                "viewDidDisappear",
                "animationEnded(_:)",
            ])
    }
}
#endif
