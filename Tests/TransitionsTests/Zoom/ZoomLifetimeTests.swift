#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// No leaks: after dismissal every object of the presentation is gone, whatever way it ended.
@MainActor @Suite("Zoom lifetime and leaks", .headlessHygiene)
struct ZoomLifetimeTests {
    /// A zoom transition that remembers the animators it hands out, weakly.
    final class ObservedZoomTransition: ZoomTransition {
        weak var presentingAnimator: AnyObject?
        weak var dismissalAnimator: AnyObject?
        override func makePresentingAnimator(for presented: UIViewController)
            -> (any UIViewControllerAnimatedTransitioning)?
        {
            let animator = super.makePresentingAnimator(for: presented)
            presentingAnimator = animator
            return animator
        }
        override func makeDismissalAnimator(for dismissed: UIViewController)
            -> (any UIViewControllerAnimatedTransitioning)?
        {
            let animator = super.makeDismissalAnimator(for: dismissed)
            dismissalAnimator = animator
            return animator
        }
    }

    struct Weak {
        weak var controller: UIViewController?
        weak var presentation: UIPresentationController?
        weak var transition: ObservedZoomTransition?
        weak var driver: PanToDismissDriver?
        weak var presentingAnimator: AnyObject?
        weak var dismissalAnimator: AnyObject?
        weak var zoomView: UIView?
        weak var dimmingView: UIView?
        weak var container: UIView?
        var allGone: Bool {
            controller == nil && presentation == nil && transition == nil && driver == nil && presentingAnimator == nil
                && dismissalAnimator == nil && zoomView == nil && dimmingView == nil && container == nil
        }
    }

    enum Ending: CaseIterable {
        case programmatic, dragged, notAnimated, cancelledThenProgrammatic, sourceGone, reduceMotion, grabbedOpening
        case pinched
    }

    func cycle(_ fixture: ZoomFixture, ending: Ending) -> Weak {
        var refs = Weak()
        let stage = fixture.stage
        HeadlessAccessibility.setReduceMotionEnabled(ending == .reduceMotion)
        defer { HeadlessAccessibility.setReduceMotionEnabled(false) }
        fixture.sourceIndex = 7
        do {
            let controller = UIViewController()
            let transition = ObservedZoomTransition(sourceViewProvider: fixture.provider)
            transition.options.interactiveDismissShouldBegin = { context in
                _ = controller.view
                return context.willBegin
            }
            stage.root.present(controller, using: transition, animated: ending != .notAnimated)
            stage.advance(0)
            refs.controller = controller
            refs.presentation = controller.presentationController
            refs.transition = transition
            refs.driver = controller.zoomPresentationController?.dismissalDriver
            refs.presentingAnimator = transition.presentingAnimator
            refs.zoomView = controller.zoomPresentationController?.presentedView
            refs.container = refs.zoomView?.superview
            refs.dimmingView = refs.container?.subviews.first
            switch ending {
            case .grabbedOpening:
                stage.advance(0.1)
                let drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: 440))
                drag.move(by: CGPoint(x: 0, y: 300), duration: 0.3, steps: 18)
                drag.end()
            case .programmatic, .notAnimated, .reduceMotion, .sourceGone:
                stage.settle()
                if ending == .sourceGone { fixture.sourceIndex = nil }
                controller.dismiss(animated: ending != .notAnimated)
            case .dragged:
                stage.settle()
                _ = fixture.drag(by: CGPoint(x: 0, y: 300), duration: 0.3)
            case .pinched:
                stage.settle()
                let fingers = stage.window.beginSimulatedTouches(at: [CGPoint(x: 96, y: 400), CGPoint(x: 296, y: 400)])
                fingers.transform(scale: 0.35, rotation: 0.4, duration: 0.3, steps: 18)
                fingers.end()
            case .cancelledThenProgrammatic:
                stage.settle()
                let drag = fixture.drag(by: CGPoint(x: 0, y: 40), duration: 0.3, release: false)
                drag.move(by: .zero, duration: 0.2, steps: 12)
                drag.end()
                stage.advance(0.05)
                controller.dismiss(animated: true)
            }
            stage.settle()
            refs.dismissalAnimator = transition.dismissalAnimator
        }
        stage.settle()
        return refs
    }

    @Test(
        "After dismissal the controller, presentation controller, transition, animators, driver and views are gone",
        arguments: Ending.allCases)
    func noLeaks(ending: Ending) {
        let fixture = ZoomFixture()
        let refs = cycle(fixture, ending: ending)
        #expect(fixture.stage.root.presentedViewController == nil)
        #expect(refs.allGone, "leaked: \(refs)")
        #expect(!fixture.tiles[7].isHidden)
    }

    @Test("1,000 present/dismiss cycles leave nothing behind")
    func thousandCycles() {
        let fixture = ZoomFixture()
        var survivors = 0
        let endings = Ending.allCases
        for i in 0..<1000 {
            let refs = cycle(fixture, ending: endings[i % endings.count])
            if !refs.allGone { survivors += 1 }
        }
        #expect(survivors == 0)
        #expect(fixture.stage.window.subviews.count == 1)  // only the root view is left in the window
        #expect(fixture.tiles.allSatisfy { !$0.isHidden })
    }

    @Test("Plain UIKit: the transition as transitioningDelegate, kept alive by the caller, works too")
    func plainUIKit() {
        let fixture = ZoomFixture()
        let zoom = fixture.makeTransition()
        fixture.detail.modalPresentationStyle = .custom
        fixture.detail.transitioningDelegate = zoom
        fixture.stage.root.present(fixture.detail, animated: true)
        fixture.stage.settle()
        #expect(fixture.detail.zoomPresentationController != nil)
        #expect(fixture.detail.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        _ = fixture.drag(by: CGPoint(x: 0, y: 300), duration: 0.3)
        fixture.stage.settle()
        #expect(!fixture.isPresented)
    }
    /// The documented difference from a full-screen presentation (docs/zoom.md, "The presenting screen"): UIKit's
    /// `.fullScreen` removes the presenter's views "after the presentation completes" and sends it
    /// `viewWillDisappear`/`viewDidDisappear`; the zoom keeps the presenter in the window, silent, because the
    /// grid shows behind a dragged screen and the source must stay measurable.
    @Test("The presenter stays in the window with no appearance callbacks, where .fullScreen removes it")
    func presenterStaysUnlikeFullScreen() {
        let f = ZoomFixture()
        f.stage.root.log.removeAll()
        f.present()
        #expect(f.zoom?.shouldRemovePresentersView == false)
        #expect(f.stage.root.view.window === f.stage.window, "the grid stays in the window under the zoom")
        _ = f.drag(by: CGPoint(x: 0, y: 300), duration: 0.2)
        f.stage.settle()
        #expect(!f.isPresented, "the drag dismissed")
        #expect(f.stage.root.log.isEmpty, "no appearance callbacks for the presenter: \(f.stage.root.log)")

        let plain = UIViewController()
        plain.modalPresentationStyle = .fullScreen
        f.stage.root.present(plain, animated: true)
        f.stage.settle()
        #expect(f.stage.root.view.window == nil, "a full-screen presentation removes the presenter's view")
        #expect(f.stage.root.log == ["viewWillDisappear", "viewDidDisappear"])
        plain.dismiss(animated: false)
        f.stage.settle()
    }
}
#endif
