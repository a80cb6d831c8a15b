#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// No leaks: after dismissal every object of the presentation is gone.
@MainActor @Suite("Sheet lifetime and leaks", .headlessHygiene)
struct SheetLifetimeTests {
    /// A sheet transition that remembers the animators it hands out, weakly.
    final class ObservedSheetTransition: SheetTransition {
        weak var presentingAnimator: AnyObject?
        weak var dismissalAnimator: AnyObject?
        override func makePresentingAnimator(for presented: UIViewController) -> (
            any UIViewControllerAnimatedTransitioning
        )? {
            let animator = super.makePresentingAnimator(for: presented)
            presentingAnimator = animator
            return animator
        }
        override func makeDismissalAnimator(for dismissed: UIViewController) -> (
            any UIViewControllerAnimatedTransitioning
        )? {
            let animator = super.makeDismissalAnimator(for: dismissed)
            dismissalAnimator = animator
            return animator
        }
    }

    struct Weak {
        weak var controller: UIViewController?
        weak var presentation: UIPresentationController?
        weak var transition: ObservedSheetTransition?
        weak var driver: PanToDismissDriver?
        weak var presentingAnimator: AnyObject?
        weak var dismissalAnimator: AnyObject?
        weak var sheetView: UIView?
        var allGone: Bool {
            controller == nil && presentation == nil && transition == nil && driver == nil
                && presentingAnimator == nil && dismissalAnimator == nil && sheetView == nil
        }
    }

    enum Ending: CaseIterable { case programmatic, dragged, tapped, notAnimated }

    func cycle(_ stage: Stage, ending: Ending) -> Weak {
        var refs = Weak()
        do {
            let controller = UIViewController()
            let transition = ObservedSheetTransition(detents: [.medium(), .large()])
            transition.onPositionChange = { _ in _ = controller.view }  // a capturing closure must not leak either
            stage.root.present(controller, using: transition, animated: ending != .notAnimated)
            stage.settle()
            refs.controller = controller
            refs.presentation = controller.presentationController
            refs.transition = transition
            refs.driver = controller.sheet?.dismissalDriver
            refs.presentingAnimator = transition.presentingAnimator
            refs.sheetView = controller.sheet?.presentedView
            switch ending {
            case .programmatic: controller.dismiss(animated: true)
            case .notAnimated: controller.dismiss(animated: false)
            case .dragged: _ = stage.drag(controller, by: 500, duration: 0.3)
            case .tapped: stage.window.simulateTap(at: CGPoint(x: 196, y: 100))
            }
            stage.settle()
            refs.dismissalAnimator = transition.dismissalAnimator
        }
        stage.settle()
        return refs
    }

    @Test(
        "After dismissal the controller, presentation controller, transition, animators and driver are gone",
        arguments: Ending.allCases)
    func noLeaks(ending: Ending) {
        let stage = Stage()
        let refs = cycle(stage, ending: ending)
        #expect(stage.root.presentedViewController == nil)
        #expect(refs.allGone, "leaked: \(refs)")
    }

    @Test("1,000 present/dismiss cycles leave nothing behind")
    func thousandCycles() {
        let stage = Stage()
        var survivors = 0
        for i in 0..<1000 {
            let refs = cycle(stage, ending: i % 3 == 0 ? .dragged : .programmatic)
            if !refs.allGone { survivors += 1 }
        }
        #expect(survivors == 0)
        #expect(stage.window.subviews.count == 1)  // only the root view is left in the window
    }

    @Test("Plain UIKit: the transition as transitioningDelegate kept alive by the caller works too")
    func plainUIKit() {
        let stage = Stage()
        let controller = UIViewController()
        let sheet = SheetTransition(detents: [.medium()])
        controller.modalPresentationStyle = .custom
        controller.transitioningDelegate = sheet
        stage.root.present(controller, animated: true)
        stage.settle()
        #expect(controller.sheet != nil)
        #expect(stage.visibleHeight(controller) > 300)
        controller.dismiss(animated: true)
        stage.settle()
        #expect(stage.root.presentedViewController == nil)
    }
}
#endif
