#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// The coordinator must dismiss while UIKit refuses because another transition involving the sheet runs (UIKit
/// then never calls the refused dismissal's completion). It never sticks: the sheet goes once the blocking
/// transition ends, `onDismiss` runs once, and later requests work.
@MainActor @Suite("PresentationCoordinator: blocked dismissals", .headlessHygiene)
struct PresentationCoordinatorBlockedDismissalTests {
    @Test(
        "Turned off while other code is already dismissing it: gone once, and the next item is presented",
        arguments: [true, false])
    func alreadyDismissing(animated: Bool) {
        let screen = CoordinatedScreen()
        screen.item = "a"
        screen.stage.settle()
        screen.made["a"]?.dismiss(animated: animated)  // the content's own close button, say
        if animated { screen.stage.advance(0.05) }  // mid-animation; a non-animated one is still pending
        screen.item = nil
        screen.stage.settle()
        #expect(screen.stage.root.presentedViewController == nil)
        #expect(screen.dismissed == ["a"])
        #expect(screen.cleared.isEmpty, "the app had asked for it to go")
        #expect(screen.coordinator.phase == .idle)
        screen.item = "b"
        screen.stage.settle()
        #expect(screen.stage.root.presentedViewController === screen.made["b"], "later requests are not ignored")
    }

    @Test("Item changed while other code dismisses the sheet: the new item appears once the old one is gone")
    func itemChangedWhileDismissing() {
        let screen = CoordinatedScreen()
        screen.item = "a"
        screen.stage.settle()
        screen.made["a"]?.dismiss(animated: true)
        screen.item = "b"  // same run-loop turn: the other dismissal has not started animating
        screen.stage.settle()
        #expect(screen.stage.root.presentedViewController === screen.made["b"])
        #expect(screen.dismissed == ["a"])
        #expect(screen.item == "b")
    }

    @Test("Turned off while another sheet replaces it (replacePresentedSheet): reported gone, the replacement stays")
    func beingReplaced() {
        let screen = CoordinatedScreen()
        screen.item = "a"
        screen.stage.settle()
        let replacement = UIViewController()
        screen.stage.root.replacePresentedSheet(with: replacement, using: SheetTransition(detents: [.medium()]))
        screen.stage.advance(0.05)
        screen.item = nil
        screen.stage.settle()
        #expect(screen.stage.root.presentedViewController === replacement, "not ours to dismiss")
        #expect(screen.dismissed == ["a"])
        #expect(screen.coordinator.phase == .idle)
        #expect(screen.coordinator.presentedViewController == nil)
        replacement.dismiss(animated: true)
        screen.stage.settle()
        screen.item = "b"
        screen.stage.settle()
        #expect(screen.stage.root.presentedViewController === screen.made["b"])
    }

    @Test("Turned off while something is being presented over it: both go once that presentation ended")
    func presentedOnTop() {
        let screen = CoordinatedScreen()
        screen.item = "a"
        screen.stage.settle()
        let alert = UIViewController()
        alert.modalPresentationStyle = .overFullScreen
        screen.made["a"]?.present(alert, animated: true)
        screen.stage.advance(0.05)
        screen.item = nil
        #expect(screen.stage.root.presentedViewController === screen.made["a"], "waits, not mid-transition")
        screen.stage.settle()
        #expect(screen.stage.root.presentedViewController == nil)
        #expect(alert.presentingViewController == nil)
        #expect(screen.dismissed == ["a"])
        #expect(screen.coordinator.phase == .idle)
    }

    @Test("Turned off and on again while blocked: the sheet simply stays (the latest request wins)")
    func onAgainWhileBlocked() {
        let screen = CoordinatedScreen()
        screen.item = "a"
        screen.stage.settle()
        let alert = UIViewController()
        screen.made["a"]?.present(alert, animated: true)
        screen.stage.advance(0.05)
        screen.item = nil
        screen.item = "a"
        screen.stage.settle()
        #expect(screen.stage.root.presentedViewController === screen.made["a"])
        #expect(screen.made["a"]?.presentedViewController === alert)
        #expect(screen.dismissed.isEmpty)
        #expect(screen.coordinator.phase == .presented("a"))
    }

    @Test(
        "Went away while dismissing: nested sheets turned off together, whichever goes first",
        arguments: [true, false])
    func wentAwayWithItsPresenter(outerFirst: Bool) {
        let outer = CoordinatedScreen()
        outer.item = "outer"
        outer.stage.settle()
        let presenter = try! #require(outer.made["outer"])
        let inner = CoordinatedScreen(stage: outer.stage, presenter: presenter)
        inner.item = "inner"
        outer.stage.settle()
        #expect(presenter.presentedViewController === inner.made["inner"])
        if outerFirst {
            outer.item = nil
            inner.item = nil
        } else {
            inner.item = nil
            outer.item = nil
        }
        outer.stage.settle()
        #expect(outer.stage.root.presentedViewController == nil)
        #expect(inner.made["inner"]?.presentingViewController == nil)
        #expect(outer.dismissed == ["outer"])
        #expect(inner.dismissed == ["inner"])
        #expect(inner.coordinator.phase == .idle)
        #expect(outer.coordinator.phase == .idle)
        outer.item = "again"
        outer.stage.settle()
        #expect(outer.stage.root.presentedViewController === outer.made["again"])
    }

    @Test("Nothing is left behind: the blocked sheet and its coordinator are released")
    func noLeaks() {
        let stage = Stage()
        weak var weakContent: UIViewController?
        weak var weakCoordinator: PresentationCoordinator<Bool>?
        do {
            let coordinator = PresentationCoordinator<Bool>(presenter: stage.root) { _ in
                let content = UIViewController()
                weakContent = content
                return .init(viewController: content, transition: SheetTransition())
            }
            weakCoordinator = coordinator
            coordinator.request(true)
            stage.settle()
            weakContent?.dismiss(animated: true)
            coordinator.request(nil)
            stage.settle()
            #expect(coordinator.phase == .idle)
        }
        #expect(weakContent == nil)
        #expect(weakCoordinator == nil)
        #expect(!HeadlessClock.main.hasPendingWork)
    }
}
#endif
