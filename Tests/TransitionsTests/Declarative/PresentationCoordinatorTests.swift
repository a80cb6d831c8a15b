#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// The engine of the SwiftUI modifiers, on HeadlessUIKit with a plain controller standing in for the hosting
/// controller: state in, UIKit presentations out, user dismissals back into the state.
@MainActor @Suite("PresentationCoordinator", .headlessHygiene)
struct PresentationCoordinatorTests {
    @Test("Setting the state presents the sheet; clearing it dismisses; onDismiss once")
    func presentAndDismissFromState() {
        let screen = CoordinatedScreen()
        screen.item = "a"
        screen.stage.settle()
        #expect(screen.stage.root.presentedViewController === screen.made["a"])
        #expect(screen.coordinator.phase == .presented("a"))
        screen.item = nil
        screen.stage.settle()
        #expect(screen.stage.root.presentedViewController == nil)
        #expect(screen.dismissed == ["a"])
    }

    @Test("A user swipe sets the state back to nil (isPresented = false) and calls onDismiss")
    func userSwipeClearsState() {
        let screen = CoordinatedScreen()
        screen.item = "a"
        screen.stage.settle()
        let sheet = try! #require(screen.made["a"])
        _ = screen.stage.drag(sheet, by: 600, duration: 0.2)
        screen.stage.settle()
        #expect(screen.stage.root.presentedViewController == nil)
        #expect(screen.item == nil)
        #expect(screen.dismissed == ["a"])
        screen.item = "a"  // and it can be shown again
        screen.stage.settle()
        #expect(screen.stage.root.presentedViewController != nil)
    }

    @Test("Replacing the item performs a double sheet: the first is gone before the second appears")
    func replacementIsADoubleSheet() {
        let screen = CoordinatedScreen()
        screen.item = "a"
        screen.stage.settle()
        let first = screen.made["a"]
        screen.item = "b"
        screen.stage.advance(0.1)
        #expect(screen.stage.root.presentedViewController === first, "b waits for a's dismissal")
        #expect(screen.made["b"] == nil)
        screen.stage.settle()
        #expect(screen.stage.root.presentedViewController === screen.made["b"])
        #expect(screen.dismissed == ["a"])
        #expect(screen.item == "b")
    }

    @Test("Toggling during the presentation never presents twice; the latest state wins")
    func togglingMidTransition() {
        let screen = CoordinatedScreen()
        HeadlessDiagnostics.resetWarnings()
        screen.item = "a"
        screen.stage.advance(0.05)
        screen.item = nil
        screen.item = "a"
        screen.item = nil
        screen.stage.settle()
        #expect(screen.stage.root.presentedViewController == nil)
        #expect(screen.made.count == 1, "one controller made: no second presentation")
        #expect(screen.dismissed == ["a"])
        #expect(HeadlessDiagnostics.warnings.isEmpty, "UIKit never had to refuse anything")
    }

    @Test("A presenter not yet in a window: the request waits and is presented when it appears")
    func presenterNotInWindowYet() {
        let stage = Stage()
        let anchor = UIViewController()
        var presented = false
        let coordinator = PresentationCoordinator<Bool>(presenter: anchor) { _ in
            presented = true
            return .init(viewController: UIViewController(), transition: SheetTransition())
        }
        coordinator.request(true)
        #expect(coordinator.isWaitingForPresenter)
        #expect(coordinator.presentedViewController == nil)
        stage.root.addChild(anchor)
        stage.root.view.addSubview(anchor.view)
        anchor.didMove(toParent: stage.root)
        coordinator.presenterDidAppear()
        stage.settle()
        #expect(presented)
        #expect(coordinator.phase == .presented(true))
    }

    @Test("Dismissed by other code (the content calls dismiss): the state follows")
    func externalDismissal() {
        let screen = CoordinatedScreen()
        screen.item = "a"
        screen.stage.settle()
        screen.made["a"]?.dismiss(animated: true)
        screen.stage.settle()
        screen.coordinator.noticeExternalDismissal()
        #expect(screen.item == nil)
        #expect(screen.dismissed == ["a"])
    }

    @Test("A non-dismissible sheet reports the attempt and stays; the app's own delegate still hears it")
    func attemptToDismiss() {
        let stage = Stage()
        final class AppDelegate: NSObject, SheetPresentationControllerDelegate {
            var attempts = 0
            func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
                attempts += 1
            }
        }
        let appDelegate = AppDelegate()
        var attempts: [Bool] = []
        let content = UIViewController()
        content.isModalInPresentation = true
        let coordinator = PresentationCoordinator<Bool>(presenter: stage.root) { _ in
            let sheet = SheetTransition(detents: [.medium()])
            sheet.delegate = appDelegate
            return .init(viewController: content, transition: sheet)
        }
        coordinator.onAttemptToDismiss = { attempts.append($0) }
        coordinator.request(true)
        stage.settle()
        _ = stage.drag(content, by: 500, duration: 0.2)
        stage.settle()
        #expect(stage.root.presentedViewController === content)
        #expect(attempts == [true])
        #expect(appDelegate.attempts == 1)
    }

    @Test("Selected-detent changes by the user reach the state (the selection binding)")
    func selectedDetentReported() {
        let stage = Stage()
        var selections: [Detent.Identifier?] = []
        let content = UIViewController()
        let coordinator = PresentationCoordinator<Bool>(presenter: stage.root) { _ in
            .init(viewController: content, transition: SheetTransition(detents: [.medium(), .large()]))
        }
        coordinator.onSelectedDetentChange = { _, detent in selections.append(detent) }
        coordinator.request(true)
        stage.settle()
        _ = stage.drag(content, by: -300, duration: 0.2)
        stage.settle()
        #expect(selections.last == .large)
    }

    @Test("No leaks: after dismissal the content, its transition and the presentation controller are gone")
    func noLeaks() {
        let stage = Stage()
        weak var weakContent: UIViewController?
        weak var weakTransition: SheetTransition?
        weak var weakPresentation: UIPresentationController?
        let coordinator = PresentationCoordinator<Bool>(presenter: stage.root) { _ in
            let content = UIViewController()
            let transition = SheetTransition()
            weakContent = content
            weakTransition = transition
            return .init(viewController: content, transition: transition)
        }
        coordinator.request(true)
        stage.settle()
        weakPresentation = weakContent?.presentationController
        #expect(weakPresentation != nil)
        coordinator.request(nil)
        stage.settle()
        #expect(weakContent == nil)
        #expect(weakTransition == nil)
        #expect(weakPresentation == nil)
    }
}
#endif
