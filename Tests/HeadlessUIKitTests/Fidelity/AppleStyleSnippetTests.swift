#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// Runs the Apple-style snippets: a dimming card presentation with an interruptible animator.
@MainActor @Suite("Apple-style snippets", .headlessHygiene)
struct AppleStyleSnippetTests {
    private func presentCard() -> (UIWindow, UIViewController, CardViewController, CardTransitioningDelegate) {
        let root = UIViewController()
        let window = makeWindow(root: root)
        let delegate = CardTransitioningDelegate()
        let card = CardViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: true)
        HeadlessClock.main.runUntilIdle()
        return (window, root, card, delegate)
    }

    @Test("the card presents at its preferred height with the dimming view faded in alongside")
    func present() {
        let (window, _, card, _) = presentCard()
        #expect(card.view.frame == CGRect(x: 0, y: 844 - 300, width: 390, height: 300))
        #expect(card.appearances == 1)
        let pc = card.presentationController as? CardPresentationController
        #expect(pc?.dimmingAlphaOnScreen == 1)
        #expect(pc?.containerView?.window === window)
    }

    @Test("a preferred content size change resizes the card on the next layout pass")
    func resize() {
        let (_, _, card, _) = presentCard()
        card.preferredContentSize = CGSize(width: 0, height: 400)
        HeadlessClock.main.advance(by: 0)
        #expect(card.view.frame.height == 400)
    }

    @Test("an interruptible dismissal scrubs linearly, cancels back, then finishes")
    func interactiveDismissal() {
        let (_, root, card, delegate) = presentCard()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interactionController = interaction
        card.dismiss(animated: true)
        HeadlessClock.main.advance(by: 0)
        interaction.update(0.5)
        #expect(isApproximately(card.view.layer.presentation()?.frame.minY ?? -1, 544 + 150, tolerance: 1e-6))
        let pc = card.presentationController as? CardPresentationController
        interaction.cancel()
        HeadlessClock.main.runUntilIdle()
        #expect(root.presentedViewController === card)
        #expect(card.view.frame.minY == 544)
        #expect(pc?.dimmingAlphaOnScreen == 1)
        #expect(card.appearances == 2)

        card.dismiss(animated: true)
        HeadlessClock.main.advance(by: 0)
        interaction.update(0.8)
        interaction.finish()
        HeadlessClock.main.runUntilIdle()
        delegate.interactionController = nil
        #expect(root.presentedViewController == nil)
        #expect(card.view.window == nil)
    }

    @Test("the accessibility escape gesture dismisses the card")
    func escape() {
        let (_, root, card, _) = presentCard()
        #expect(card.accessibilityPerformEscape())
        HeadlessClock.main.runUntilIdle()
        #expect(root.presentedViewController == nil)
    }
}
#endif
