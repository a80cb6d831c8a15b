#if os(Linux)
import Foundation

/// One simulated item: its state, in the reference view's coordinates, and its material.
@MainActor final class DynamicsBody {
    let item: any UIDynamicItem
    var position: CGPoint
    var velocity = CGVector.zero
    var angle: CGFloat
    var angularVelocity: CGFloat = 0
    let size: CGSize
    /// Acceleration gathered this step, in points per second squared.
    var acceleration = CGVector.zero
    var density: CGFloat = 1
    var resistance: CGFloat = 0
    var angularResistance: CGFloat = 0
    var elasticity: CGFloat = 0
    var friction: CGFloat = 0
    var allowsRotation = true
    var isAnchored = false

    init(item: any UIDynamicItem) {
        self.item = item
        position = item.center
        angle = atan2(item.transform.b, item.transform.a)
        size = item.bounds.size
    }

    /// Mass in UIKit's units: a 100 × 100 pt item of density 1 weighs 1 (UIPushBehavior's documented scale).
    var mass: CGFloat { max(density, 0.0001) * max(size.width * size.height, 1) / 10_000 }
    /// 0 for anchored items, which nothing moves.
    var inverseMass: CGFloat { isAnchored ? 0 : 1 / mass }
    /// Half the size: the item's collision box (rotation is not taken into account).
    var halfExtents: CGSize { CGSize(width: size.width / 2, height: size.height / 2) }

    func resetMaterial() {
        (density, resistance, angularResistance, elasticity, friction) = (1, 0, 0, 0, 0)
        (allowsRotation, isAnchored) = (true, false)
    }
}

/// The bodies an animator simulates, keyed by item identity, with the integration step.
@MainActor final class DynamicsWorld {
    private(set) var bodies: [ObjectIdentifier: DynamicsBody] = [:]
    /// The bodies in the order their items joined (so every step visits them in the same order).
    private(set) var orderedBodies: [DynamicsBody] = []

    /// The body of `item`, created from its current center, bounds and transform when new.
    func body(for item: any UIDynamicItem) -> DynamicsBody {
        let key = ObjectIdentifier(item)
        if let body = bodies[key] { return body }
        let body = DynamicsBody(item: item)
        bodies[key] = body
        orderedBodies.append(body)
        return body
    }

    /// Keeps bodies for exactly `items` (new ones read their state now). Called when behaviors or their
    /// items change, not every step.
    func sync(items: [any UIDynamicItem]) {
        let keys = Set(items.map { ObjectIdentifier($0) })
        for body in orderedBodies where !keys.contains(ObjectIdentifier(body.item)) {
            bodies[ObjectIdentifier(body.item)] = nil
        }
        orderedBodies.removeAll { !keys.contains(ObjectIdentifier($0.item)) }
        for item in items { _ = body(for: item) }
    }

    /// Re-reads an item's center and transform (`UIDynamicAnimator.updateItem(usingCurrentState:)`).
    func reload(_ item: any UIDynamicItem) {
        guard let body = bodies[ObjectIdentifier(item)] else { return }
        body.position = item.center
        body.angle = atan2(item.transform.b, item.transform.a)
    }

    /// Semi-implicit Euler: velocity from the gathered acceleration, then linear resistance
    /// (`v ← v / (1 + resistance·dt)`), then position. Anchored items do not move.
    func integrate(dt: CGFloat) {
        for body in orderedBodies {
            defer { body.acceleration = .zero }
            guard !body.isAnchored else {
                (body.velocity, body.angularVelocity) = (.zero, 0)
                continue
            }
            var v = body.velocity
            v.dx += body.acceleration.dx * dt
            v.dy += body.acceleration.dy * dt
            let damping = 1 / (1 + max(body.resistance, 0) * dt)
            body.velocity = CGVector(dx: v.dx * damping, dy: v.dy * damping)
            body.position.x += body.velocity.dx * dt
            body.position.y += body.velocity.dy * dt
            if body.allowsRotation {
                body.angularVelocity /= 1 + max(body.angularResistance, 0) * dt
                body.angle += body.angularVelocity * dt
            } else {
                body.angularVelocity = 0
            }
        }
    }

    /// Writes positions and rotations back to the items.
    func writeBack() {
        for body in orderedBodies {
            guard body.position.x.isFinite, body.position.y.isFinite else {
                body.position = body.item.center
                body.velocity = .zero
                continue
            }
            if body.item.center != body.position { body.item.center = body.position }
            let rotation = CGAffineTransform(rotationAngle: body.angle)
            if body.allowsRotation, body.item.transform != rotation, body.angle.isFinite {
                body.item.transform = rotation
            }
        }
    }

    /// Whether everything is still: every speed under 0.5 pt/s and every spin under 0.01 rad/s.
    var isAtRest: Bool {
        for body in orderedBodies
        where hypot(body.velocity.dx, body.velocity.dy) >= 0.5 || abs(body.angularVelocity) >= 0.01 {
            return false
        }
        return true
    }
}
#endif
