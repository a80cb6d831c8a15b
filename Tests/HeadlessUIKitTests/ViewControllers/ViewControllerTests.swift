#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// View loading, window appearance, containment, content size and traits.
@MainActor @Suite("UIViewController", .headlessHygiene)
struct ViewControllerTests {
    @Test("the view loads lazily through loadView then viewDidLoad")
    func viewLoading() {
        final class Controller: UIViewController {
            var events: [String] = []
            override func loadView() {
                events.append("loadView")
                view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            override func viewDidLoad() { events.append("viewDidLoad") }
        }
        let controller = Controller()
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        _ = controller.view
        _ = controller.view
        #expect(controller.events == ["loadView", "viewDidLoad"])
        #expect(controller.view.next === controller)
    }

    @Test("a window's root controller appears: will and isAppearing now, did on the next turn")
    func rootAppearance() {
        let log = CallLog()
        let root = LoggingViewController("root", log: log)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        #expect(log.entries == ["root.viewDidLoad", "root.viewWillAppear", "root.viewIsAppearing"])
        HeadlessClock.main.advance(by: 0)
        #expect(log.entries.last == "root.viewDidAppear")
        #expect(root.view.frame == window.bounds)
        #expect(window.isKeyWindow)
    }

    @Test("children receive forwarded appearance callbacks and containment callbacks")
    func containment() {
        let log = CallLog()
        let parent = UIViewController()
        let child = LoggingViewController("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let window = makeWindow(root: parent)
        #expect(child.parent === parent)
        #expect(log.entries.contains("child.viewWillAppear"))
        #expect(log.entries.last == "child.viewDidAppear")
        #expect(child.traitCollection == window.traitCollection)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty)
    }

    @Test("preferredContentSize changes reach the parent or the presentation controller")
    func preferredContentSize() {
        final class ObservingPresentationController: UIPresentationController {
            var changes = 0
            override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
                changes += 1
            }
        }
        final class Parent: UIViewController {
            var changes = 0
            override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
                changes += 1
            }
        }
        let parent = Parent()
        let child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 0, height: 226)
        #expect(parent.changes == 1)
        child.preferredContentSize = CGSize(width: 0, height: 226)
        #expect(parent.changes == 1, "unchanged values are not reported")

        let f = PresentationFixture()
        var observing: ObservingPresentationController?
        f.delegate.presentationControllerFactory = { presented, presenting in
            let pc = ObservingPresentationController(presentedViewController: presented, presenting: presenting)
            observing = pc
            return pc
        }
        f.presentAndSettle()
        let afterPresentation = observing?.changes ?? -1
        #expect(afterPresentation == 1, "§14.1 step 5")
        f.presented.preferredContentSize = CGSize(width: 0, height: 219)
        #expect(observing?.changes == afterPresentation + 1)
        #expect(observing?.preferredContentSize == CGSize(width: 0, height: 219))
    }

    @Test("overrideTraitCollection reaches the presented controller")
    func overrideTraits() {
        let f = PresentationFixture()
        f.presentAndSettle()
        #expect(f.presented.traitCollection.horizontalSizeClass == .compact)
        f.presentationController?.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
        #expect(f.presented.traitCollection.horizontalSizeClass == .regular)
        #expect(f.presented.view.traitCollection.horizontalSizeClass == .regular)
        #expect(f.presenting.traitCollection.horizontalSizeClass == .compact)
    }

    @Test("the adaptive delegate is asked during present; isModalInPresentation is stored")
    func adaptiveDelegate() {
        final class Adaptive: NSObject, UIAdaptivePresentationControllerDelegate {
            var asked: [String] = []
            func adaptivePresentationStyle(
                for controller: UIPresentationController, traitCollection: UITraitCollection
            ) -> UIModalPresentationStyle {
                asked.append("adaptivePresentationStyle(for:traitCollection:)")
                return .none
            }
        }
        let f = PresentationFixture()
        let adaptive = Adaptive()
        f.delegate.presentationControllerFactory = { presented, presenting in
            let pc = UIPresentationController(presentedViewController: presented, presenting: presenting)
            pc.delegate = adaptive
            return pc
        }
        f.presented.isModalInPresentation = true
        f.presentAndSettle()
        #expect(adaptive.asked == ["adaptivePresentationStyle(for:traitCollection:)"])
        #expect(f.presented.isModalInPresentation)
        let defaults = UIPresentationController(presentedViewController: UIViewController(), presenting: nil)
        #expect(Adaptive().presentationControllerShouldDismiss(defaults))
    }

    @Test("the transition coordinator exists during an animated transition and runs alongside animations")
    func alongsideAnimations() {
        final class Presented: UIViewController {
            var coordinatorDuringWillAppear: (any UIViewControllerTransitionCoordinator)?
            let badge = UIView()
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                coordinatorDuringWillAppear = transitionCoordinator
                badge.alpha = 0
                transitionCoordinator?.animate(alongsideTransition: { _ in self.badge.alpha = 1 })
            }
        }
        let f = PresentationFixture()
        let presented = Presented()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = f.delegate
        presented.view.addSubview(presented.badge)
        f.presenting.present(presented, animated: true)
        HeadlessClock.main.advance(by: 0)
        #expect(presented.coordinatorDuringWillAppear?.transitionDuration == 0.4)
        HeadlessClock.main.advance(by: 0.2)
        #expect(isApproximately(CGFloat(presented.badge.layer.presentation()?.opacity ?? -1), 0.5, tolerance: 0.01))
        HeadlessClock.main.runUntilIdle()
        #expect(presented.badge.alpha == 1)
    }
}
#endif
