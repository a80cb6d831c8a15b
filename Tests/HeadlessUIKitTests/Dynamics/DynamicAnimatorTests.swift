#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// UIKit Dynamics on the virtual clock: documented scales (gravity, push), snapping, attachments, collisions,
/// pausing at rest, and memory.
@MainActor @Suite("Dynamics: UIDynamicAnimator and behaviors", .headlessHygiene)
struct DynamicAnimatorTests {
    private let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))

    private func box(_ center: CGPoint, size: CGSize = CGSize(width: 100, height: 100)) -> UIView {
        let view = UIView(frame: CGRect(origin: .zero, size: size))
        view.center = center
        reference.addSubview(view)
        return view
    }

    @Test("gravity 1.0 is 1,000 pt/s²: speed and distance match semi-implicit Euler over the elapsed frames")
    func gravityScale() {
        let item = box(CGPoint(x: 200, y: 100))
        let animator = UIDynamicAnimator(referenceView: reference)
        let probe = UIDynamicItemBehavior(items: [item])
        animator.addBehavior(probe)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        HeadlessClock.main.advance(by: 0.5)
        let dt = 1 / HeadlessClock.main.framesPerSecond
        let frames = (animator.elapsedTime / dt).rounded()
        #expect(frames >= 29 && frames <= 31)
        #expect(abs(probe.linearVelocity(for: item).y - 1000 * frames * dt) < 1e-6)
        // Σ k·g·dt² for k = 1…n: (n(n+1)/2)·g·dt².
        let fallen = frames * (frames + 1) / 2 * 1000 * dt * dt
        #expect(abs(item.center.y - 100 - fallen) < 1e-6)
        #expect(animator.isRunning)
        animator.removeAllBehaviors()
    }

    @Test(
        "a push of 1.0: an instantaneous one gives a unit-mass item 100 pt/s once; a continuous one 100 pt/s² per unit mass"
    )
    func pushScale() {
        let light = box(CGPoint(x: 100, y: 100))
        let heavy = box(CGPoint(x: 100, y: 400), size: CGSize(width: 200, height: 100))
        let animator = UIDynamicAnimator(referenceView: reference)
        let probe = UIDynamicItemBehavior(items: [light, heavy])
        animator.addBehavior(probe)
        let kick = UIPushBehavior(items: [light], mode: .instantaneous)
        kick.pushDirection = CGVector(dx: 1, dy: 0)
        animator.addBehavior(kick)
        let steady = UIPushBehavior(items: [heavy], mode: .continuous)
        steady.setAngle(0, magnitude: 1)
        animator.addBehavior(steady)
        HeadlessClock.main.advance(by: 0.25)
        #expect(abs(probe.linearVelocity(for: light).x - 100) < 1e-9)
        #expect(!kick.active)
        // Mass 2 (200 × 100 pt at density 1): 50 pt/s² for the elapsed time.
        #expect(abs(probe.linearVelocity(for: heavy).x - 50 * animator.elapsedTime) < 1e-6)
        animator.removeAllBehaviors()
    }

    @Test("a snap lands on its point and pauses the animator; damping 0 never overshoots, 0.5 overshoots a little")
    func snap() {
        for (damping, overshoots) in [(CGFloat(0), false), (0.5, true)] {
            let item = box(CGPoint(x: 50, y: 50))
            let animator = UIDynamicAnimator(referenceView: reference)
            let delegate = PauseRecorder()
            animator.delegate = delegate
            let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 250, y: 50))
            snap.damping = damping
            var furthest: CGFloat = 0
            snap.action = { furthest = max(furthest, item.center.x) }
            animator.addBehavior(snap)
            HeadlessClock.main.runUntilIdle(maximumDuration: 10)
            #expect(!animator.isRunning)
            #expect(abs(item.center.x - 250) < 0.5 && abs(item.center.y - 50) < 0.5)
            #expect(delegate.events == ["resume", "pause"])
            #expect((furthest > 251) == overshoots)
            #expect(furthest < 250 + 200 * 0.1)
        }
    }

    @Test(
        "gravity onto the reference bounds: the item rests on the floor and the contact begins once, with a nil identifier"
    )
    func restsOnFloor() {
        let item = box(CGPoint(x: 200, y: 100))
        let animator = UIDynamicAnimator(referenceView: reference)
        let collisions = UICollisionBehavior(items: [item])
        collisions.translatesReferenceBoundsIntoBoundary = true
        let contacts = ContactRecorder()
        collisions.collisionDelegate = contacts
        animator.addBehavior(UIGravityBehavior(items: [item]))
        animator.addBehavior(collisions)
        HeadlessClock.main.runUntilIdle(maximumDuration: 10)
        #expect(!animator.isRunning)
        #expect(item.center.y == 750)
        #expect(contacts.events == ["began boundary nil"])
    }

    @Test("elastic boxes of equal mass exchange velocities head on; a boundary segment stops a falling item")
    func itemCollisionsAndSegments() {
        let left = box(CGPoint(x: 60, y: 300))
        let right = box(CGPoint(x: 340, y: 300))
        let animator = UIDynamicAnimator(referenceView: reference)
        let material = UIDynamicItemBehavior(items: [left, right])
        material.elasticity = 1
        material.addLinearVelocity(CGPoint(x: 300, y: 0), for: left)
        animator.addBehavior(material)
        animator.addBehavior(UICollisionBehavior(items: [left, right]))
        HeadlessClock.main.advance(by: 1)
        #expect(abs(material.linearVelocity(for: left).x) < 1e-9)
        #expect(abs(material.linearVelocity(for: right).x - 300) < 1e-9)
        animator.removeAllBehaviors()

        let faller = box(CGPoint(x: 200, y: 100))
        let second = UIDynamicAnimator(referenceView: reference)
        let shelf = UICollisionBehavior(items: [faller])
        shelf.addBoundary(
            withIdentifier: NSString(string: "shelf"), from: CGPoint(x: 0, y: 400), to: CGPoint(x: 400, y: 400))
        #expect(shelf.boundaryIdentifiers?.count == 1)
        second.addBehavior(UIGravityBehavior(items: [faller]))
        second.addBehavior(shelf)
        HeadlessClock.main.runUntilIdle(maximumDuration: 10)
        #expect(abs(faller.center.y - 350) < 0.5)
    }

    @Test("a rigid attachment keeps its length every step; a springy one settles at its length")
    func attachments() {
        let bob = box(CGPoint(x: 300, y: 100), size: CGSize(width: 20, height: 20))
        let animator = UIDynamicAnimator(referenceView: reference)
        let rope = UIAttachmentBehavior(item: bob, attachedToAnchor: CGPoint(x: 200, y: 100))
        #expect(rope.length == 100)
        var worst: CGFloat = 0
        var lowest: CGFloat = 0
        rope.action = {
            worst = max(worst, abs(hypot(bob.center.x - 200, bob.center.y - 100) - 100))
            lowest = max(lowest, bob.center.y)
        }
        animator.addBehavior(rope)
        animator.addBehavior(UIGravityBehavior(items: [bob]))
        HeadlessClock.main.advance(by: 1)
        #expect(worst < 1e-9)
        // It swings through the bottom of the circle (y = 200) and up the other side (period 2π√(L/g) ≈ 2 s).
        #expect(lowest > 199 && lowest <= 200 + 1e-9)
        #expect(bob.center.x < 200)
        animator.removeAllBehaviors()

        let spring = box(CGPoint(x: 200, y: 500), size: CGSize(width: 20, height: 20))
        let springy = UIDynamicAnimator(referenceView: reference)
        let link = UIAttachmentBehavior(item: spring, attachedToAnchor: CGPoint(x: 200, y: 300))
        link.length = 100
        link.frequency = 2
        link.damping = 0.7
        springy.addBehavior(link)
        HeadlessClock.main.runUntilIdle(maximumDuration: 10)
        #expect(!springy.isRunning)
        #expect(abs(spring.center.y - 400) < 0.5)
    }

    @Test("bad input: NaN gravity and velocities change nothing; a behavior cannot join two animators")
    func badInput() {
        let item = box(CGPoint(x: 100, y: 100))
        let animator = UIDynamicAnimator(referenceView: reference)
        let gravity = UIGravityBehavior(items: [item])
        gravity.gravityDirection = CGVector(dx: CGFloat.nan, dy: 1)
        let material = UIDynamicItemBehavior(items: [item])
        material.addLinearVelocity(CGPoint(x: CGFloat.infinity, y: 0), for: item)
        animator.addBehavior(gravity)
        animator.addBehavior(material)
        let other = UIDynamicAnimator(referenceView: reference)
        other.addBehavior(gravity)
        #expect(other.behaviors.isEmpty)
        HeadlessClock.main.runUntilIdle(maximumDuration: 2)
        #expect(item.center == CGPoint(x: 100, y: 100))
        #expect(!animator.isRunning)
    }

    @Test("an animator, its behaviors and its items go away when released, even mid-simulation")
    func noLeaks() {
        weak var weakAnimator: UIDynamicAnimator?
        weak var weakBehavior: UIGravityBehavior?
        weak var weakItem: UIView?
        do {
            let item = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let animator = UIDynamicAnimator(referenceView: reference)
            let gravity = UIGravityBehavior(items: [item])
            animator.addBehavior(gravity)
            HeadlessClock.main.advance(by: 0.1)
            #expect(animator.isRunning)
            (weakAnimator, weakBehavior, weakItem) = (animator, gravity, item)
        }
        HeadlessClock.main.advance(by: 0.1)
        #expect(weakAnimator == nil && weakBehavior == nil && weakItem == nil)
        #expect(!HeadlessClock.main.hasPendingWork)
    }
}

/// Records an animator's pause and resume callbacks.
@MainActor private final class PauseRecorder: NSObject, UIDynamicAnimatorDelegate {
    var events: [String] = []
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("resume") }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append("pause") }
}

/// Records collision contacts.
@MainActor private final class ContactRecorder: NSObject, UICollisionBehaviorDelegate {
    var events: [String] = []
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
    ) {
        events.append("began boundary \(identifier.map { "\($0)" } ?? "nil")")
    }
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?
    ) {
        events.append("ended boundary")
    }
}
#endif
