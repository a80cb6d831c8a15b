#if os(Linux)
import Foundation

/// A constant acceleration on items (UIKit's `UIGravityBehavior`): a magnitude of 1.0 is 1,000 pt/s², as
/// UIKit documents; the default direction (0, 1) points down the screen.
@preconcurrency @MainActor open class UIGravityBehavior: UIDynamicBehavior {
    /// The items gravity pulls.
    open private(set) var items: [any UIDynamicItem]
    /// The direction and strength (its length is the magnitude); default (0, 1).
    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet { dynamicAnimator?.resume() }
    }

    /// The direction's angle in radians (0 = right, π/2 = down).
    open var angle: CGFloat {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength; 1.0 = 1,000 pt/s².
    open var magnitude: CGFloat {
        get { hypot(gravityDirection.dx, gravityDirection.dy) }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Gravity on `items`.
    public init(items: [any UIDynamicItem]) {
        self.items = items
        super.init()
    }

    /// Sets the direction from an angle (radians) and a magnitude.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        guard angle.isFinite, magnitude.isFinite else { return }
        gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    /// Adds an item.
    open func addItem(_ item: any UIDynamicItem) { insert(item, into: &items) }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) { remove(item, from: &items) }

    override var dynamicItems: [any UIDynamicItem] { items }

    override func applyForces(in world: DynamicsWorld, dt: Double) {
        guard gravityDirection.dx.isFinite, gravityDirection.dy.isFinite else { return }
        for item in items {
            let body = world.body(for: item)
            body.acceleration.dx += gravityDirection.dx * 1000
            body.acceleration.dy += gravityDirection.dy * 1000
        }
    }
}
#endif
