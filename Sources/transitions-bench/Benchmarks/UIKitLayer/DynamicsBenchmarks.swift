#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit

/// One simulation step of UIKit Dynamics on HeadlessUIKit: twelve cards under gravity, bouncing between
/// each other and the reference bounds, two of them on springy attachments (a toast stack or a physics
/// alert). The step is what runs every display frame while the animator is running.
@MainActor enum DynamicsBenchmarks {
    /// The scene and its animator; `step()` advances one 60 Hz frame.
    @MainActor final class FallingCards {
        let stage = BenchStage()
        let animator: UIDynamicAnimator
        private var cards: [UIView] = []

        init() {
            let reference = stage.root.view!
            animator = UIDynamicAnimator(referenceView: reference)
            for index in 0..<12 {
                let card = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 50))
                card.center = CGPoint(x: 40 + CGFloat(index % 4) * 100, y: 60 + CGFloat(index / 4) * 70)
                reference.addSubview(card)
                cards.append(card)
            }
            let material = UIDynamicItemBehavior(items: cards)
            material.elasticity = 0.6
            let collisions = UICollisionBehavior(items: cards)
            collisions.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(material)
            animator.addBehavior(UIGravityBehavior(items: cards))
            animator.addBehavior(collisions)
            for card in cards.prefix(2) {
                let spring = UIAttachmentBehavior(item: card, attachedToAnchor: CGPoint(x: card.center.x, y: 20))
                spring.frequency = 1.5
                spring.damping = 0.3
                animator.addBehavior(spring)
            }
        }

        /// One frame of simulation (the animator's own step, as the display link calls it).
        @inline(never) func step() {
            animator.headlessStep(duration: 1.0 / 60)
        }

        var note: String? {
            cards.allSatisfy { $0.center.y.isFinite } ? nil : "WARNING: a card left the finite plane"
        }

        func tearDown() {
            animator.removeAllBehaviors()
            stage.tearDown()
        }
    }

    /// The dynamics step.
    static let all: [Benchmark] = [
        .withFixture(
            "uikit.dynamics.step (12 items: gravity, collisions, 2 springs)", setUp: FallingCards.init,
            operation: { $0.step() }, tearDown: { $0.tearDown() }, note: { $0.note })
    ]
}
#endif
