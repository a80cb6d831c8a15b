#if os(Linux)
import Foundation

/// Moves an item to a point with a springy finish, straightening its rotation (UIKit's `UISnapBehavior`).
///
/// UIKit does not publish its snap spring. HeadlessUIKit uses a 2 Hz spring whose damping ratio is
/// `1 − 0.7 × damping`: `damping` is UIKit's "amount of oscillation", 0 (none: critically damped) … 1
/// (the most: ratio 0.3), default 0.5 (ratio 0.65, a small overshoot).
@preconcurrency @MainActor open class UISnapBehavior: UIDynamicBehavior {
    private let item: any UIDynamicItem
    /// Where the item's center goes, in the reference view's coordinates.
    open var snapPoint: CGPoint {
        didSet { dynamicAnimator?.resume() }
    }
    /// The oscillation at the end, 0…1; default 0.5.
    open var damping: CGFloat = 0.5

    /// Natural frequency of the snap spring, in radians per second (2 Hz).
    static let angularFrequency: CGFloat = 4 * .pi

    /// Snaps `item` to `point`.
    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var dynamicItems: [any UIDynamicItem] { [item] }

    override func isSettled(in world: DynamicsWorld) -> Bool {
        guard let body = world.bodies[ObjectIdentifier(item)] else { return true }
        return hypot(body.position.x - snapPoint.x, body.position.y - snapPoint.y) < 0.5 && abs(body.angle) < 0.01
    }

    override func applyForces(in world: DynamicsWorld, dt: Double) {
        guard snapPoint.x.isFinite, snapPoint.y.isFinite else { return }
        let body = world.body(for: item)
        let omega = Self.angularFrequency
        let ratio = 1 - 0.7 * min(max(damping.isFinite ? damping : 0.5, 0), 1)
        body.acceleration.dx += -omega * omega * (body.position.x - snapPoint.x) - 2 * ratio * omega * body.velocity.dx
        body.acceleration.dy += -omega * omega * (body.position.y - snapPoint.y) - 2 * ratio * omega * body.velocity.dy
        let step = CGFloat(dt)
        body.angularVelocity += (-omega * omega * body.angle - 2 * ratio * omega * body.angularVelocity) * step
    }
}
#endif
