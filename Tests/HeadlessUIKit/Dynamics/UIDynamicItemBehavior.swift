#if os(Linux)
import Foundation

/// Material and velocity settings for items (UIKit's `UIDynamicItemBehavior`). When several item behaviors
/// name the same item, the one added last wins.
@preconcurrency @MainActor open class UIDynamicItemBehavior: UIDynamicBehavior {
    /// The items configured.
    open private(set) var items: [any UIDynamicItem]
    /// Bounciness in collisions, 0 (none, the default) … 1 (fully elastic).
    open var elasticity: CGFloat = 0
    /// Sliding friction between items in contact; default 0 (stored; collisions here are frictionless).
    open var friction: CGFloat = 0
    /// Mass per area: a 100 × 100 pt item of density 1 (the default) has mass 1.
    open var density: CGFloat = 1
    /// Linear damping: velocity is divided by `1 + resistance · dt` every step; default 0.
    open var resistance: CGFloat = 0
    /// Angular damping, as `resistance`; default 0.
    open var angularResistance: CGFloat = 0
    /// Electric charge for field behaviors; default 0 (stored; fields are not modelled).
    open var charge: CGFloat = 0
    /// Whether the items are fixed in place (they still take part in collisions); default `false`.
    open var isAnchored = false
    /// Whether the items may rotate; default `true`.
    open var allowsRotation = true
    private var pendingLinear: [ObjectIdentifier: CGVector] = [:]
    private var pendingAngular: [ObjectIdentifier: CGFloat] = [:]

    /// A behavior for `items`.
    public init(items: [any UIDynamicItem]) {
        self.items = items
        super.init()
    }

    /// Adds an item.
    open func addItem(_ item: any UIDynamicItem) { insert(item, into: &items) }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) { remove(item, from: &items) }

    /// Adds `velocity` (points per second) to `item`'s linear velocity, and resumes the animator.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        guard velocity.x.isFinite, velocity.y.isFinite, items.contains(where: { $0 === item }) else { return }
        if let animator = dynamicAnimator {
            let body = animator.world.body(for: item)
            body.velocity.dx += velocity.x
            body.velocity.dy += velocity.y
            animator.resume()
        } else {
            let old = pendingLinear[ObjectIdentifier(item)] ?? .zero
            pendingLinear[ObjectIdentifier(item)] = CGVector(dx: old.dx + velocity.x, dy: old.dy + velocity.y)
        }
    }

    /// `item`'s linear velocity in points per second (zero when not simulated).
    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
        if let animator = dynamicAnimator, let body = animator.world.bodies[ObjectIdentifier(item)] {
            return CGPoint(x: body.velocity.dx, y: body.velocity.dy)
        }
        let pending = pendingLinear[ObjectIdentifier(item)] ?? .zero
        return CGPoint(x: pending.dx, y: pending.dy)
    }

    /// Adds `velocity` (radians per second) to `item`'s angular velocity, and resumes the animator.
    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        guard velocity.isFinite, items.contains(where: { $0 === item }) else { return }
        if let animator = dynamicAnimator {
            animator.world.body(for: item).angularVelocity += velocity
            animator.resume()
        } else {
            pendingAngular[ObjectIdentifier(item), default: 0] += velocity
        }
    }

    /// `item`'s angular velocity in radians per second.
    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
        if let animator = dynamicAnimator, let body = animator.world.bodies[ObjectIdentifier(item)] {
            return body.angularVelocity
        }
        return pendingAngular[ObjectIdentifier(item)] ?? 0
    }

    override var dynamicItems: [any UIDynamicItem] { items }

    /// Writes the material onto the bodies and hands over velocities added before the animator ran.
    func applyMaterial(in world: DynamicsWorld) {
        for item in items {
            let body = world.body(for: item)
            body.density = density
            body.resistance = resistance
            body.angularResistance = angularResistance
            body.elasticity = min(max(elasticity, 0), 1)
            body.friction = friction
            body.isAnchored = isAnchored
            body.allowsRotation = allowsRotation
            if let pending = pendingLinear.removeValue(forKey: ObjectIdentifier(item)) {
                body.velocity.dx += pending.dx
                body.velocity.dy += pending.dy
            }
            if let pending = pendingAngular.removeValue(forKey: ObjectIdentifier(item)) {
                body.angularVelocity += pending
            }
        }
    }
}
#endif
