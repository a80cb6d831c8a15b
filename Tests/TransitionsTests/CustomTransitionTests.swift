#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

// A complete custom transition assembled from the public building blocks — the example from
// docs/custom-transitions.md, compiled and exercised here so it cannot rot.

/// Shows the presented view as a card of 300 pt from the right edge, over a dimming view.
final class SlideInPresentationController: UIPresentationController {
    private let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: bounds.width - 300, y: 0, width: 300, height: bounds.height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.3)
        dimming.frame = containerView.bounds
        dimming.alpha = 0
        containerView.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimming.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimming.removeFromSuperview() }
    }
}

/// Slides the presented view in from the right edge.
final class SlideInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let presented = transitionContext.viewController(forKey: .to),
            let view = transitionContext.view(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        let final = transitionContext.finalFrame(for: presented)
        view.frame = final.offsetBy(dx: final.width, dy: 0)
        transitionContext.containerView.addSubview(view)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                view.frame = final
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Slides the presented view out to the right edge; scrubbed by a percent-driven PanToDismissDriver.
final class SlideOutAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let view = transitionContext.view(forKey: .from) else {
            return transitionContext.completeTransition(false)
        }
        let start = view.frame
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
            animations: {
                view.frame = start.offsetBy(dx: start.width, dy: 0)
            },
            completion: { _ in
                let finished = !transitionContext.transitionWasCancelled
                if finished { view.removeFromSuperview() }
                transitionContext.completeTransition(finished)
            })
    }
}

@MainActor @Suite("Custom transition from the building blocks", .headlessHygiene)
struct CustomTransitionTests {
    func makeTransition() -> ModalTransition {
        ModalTransition(
            presentationController: { presented, presenting in
                SlideInPresentationController(presentedViewController: presented, presenting: presenting)
            },
            presentingAnimator: SlideInAnimator(),
            dismissalAnimator: SlideOutAnimator(),
            interactiveDismissal: PanToDismissDriver(direction: .right))
    }

    @Test("Presents as a 300 pt card from the right; the transition lives exactly as long as the presentation")
    func present() {
        let stage = Stage()
        let panel = UIViewController()
        weak var weakTransition: ModalTransition?
        do {
            let transition = makeTransition()
            weakTransition = transition
            stage.root.present(panel, using: transition)
        }
        stage.advance(0.15)
        let midway = panel.view.layer.presentation()?.frame.minX ?? 0
        #expect(midway > 93 && midway < 393)
        stage.settle()
        #expect(panel.view.frame == CGRect(x: 93, y: 0, width: 300, height: 852))
        #expect(weakTransition != nil)
        panel.dismiss(animated: true)
        stage.settle()
        #expect(weakTransition == nil)
    }

    @Test("Dragging right scrubs the slide-out; past half it finishes, short of it it cancels")
    func percentDrivenDrag() {
        let stage = Stage()
        let panel = RecordingViewController(name: "panel")
        stage.present(panel, using: makeTransition())
        var drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 200, y: 400))
        drag.move(by: CGPoint(x: 90, y: 0), duration: 0.5, steps: 30)
        stage.advance(1.0 / 60)
        let scrubbed = panel.view.layer.presentation()?.frame.minX ?? 0
        #expect(scrubbed > 93 + 40 && scrubbed < 93 + 120)
        drag.end()
        stage.settle()
        #expect(stage.root.presentedViewController === panel)
        #expect(panel.view.frame.minX == 93)
        #expect(panel.log.suffix(3) == ["viewWillDisappear", "viewWillAppear", "viewDidAppear"])

        drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 200, y: 400))
        drag.move(by: CGPoint(x: 200, y: 0), duration: 0.5, steps: 30)
        drag.end()
        stage.settle()
        #expect(stage.root.presentedViewController == nil)
        #expect(panel.log.last == "viewDidDisappear")
    }
}
#endif
