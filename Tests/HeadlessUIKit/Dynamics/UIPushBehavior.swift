#if os(Linux)
import Foundation

/// A force on items (UIKit's `UIPushBehavior`). UIKit's scale: a magnitude of 1.0 on a 100 × 100 pt item
/// of density 1 accelerates it by 100 pt/s². A continuous push acts every step while `active`; an
/// instantaneous one changes the velocity once (by 100 pt/s per unit of magnitude and of mass) and then
/// sets `active` to `false`.
@preconcurrency @MainActor open class UIPushBehavior: UIDynamicBehavior {
    /// How the force applies.
    public enum Mode: Int, Sendable {
        /// A force applied every step.
        case continuous = 0
        /// A single impulse.
        case instantaneous = 1
    }

    /// The items pushed.
    open private(set) var items: [any UIDynamicItem]
    /// The push's mode.
    public let mode: Mode
    /// Whether the push acts; default `true`. An instantaneous push turns it off once applied; set it
    /// again to push again.
    open var active = true {
        didSet { if active { dynamicAnimator?.resume() } }
    }
    /// The direction and strength (its length is the magnitude); default zero.
    open var pushDirection = CGVector.zero {
        didSet { if active { dynamicAnimator?.resume() } }
    }

    /// The direction's angle in radians.
    open var angle: CGFloat {
        get { atan2(pushDirection.dy, pushDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength (see the class description for the scale).
    open var magnitude: CGFloat {
        get { hypot(pushDirection.dx, pushDirection.dy) }
        set { setAngle(angle, magnitude: newValue) }
    }

    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    /// A push of `mode` on `items`.
    public init(items: [any UIDynamicItem], mode: UIPushBehavior.Mode) {
        self.items = items
        self.mode = mode
        super.init()
    }

    /// Sets the direction from an angle (radians) and a magnitude.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        guard angle.isFinite, magnitude.isFinite else { return }
        pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    /// Where on `item` the force applies, from its center (stored; off-center pushes do not spin items here).
    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: any UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = offset
    }

    /// The offset set for `item`; zero by default.
    open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    /// Adds an item.
    open func addItem(_ item: any UIDynamicItem) { insert(item, into: &items) }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) { remove(item, from: &items) }

    override var dynamicItems: [any UIDynamicItem] { items }

    override var keepsRunning: Bool { active && magnitude > 0 }

    override func applyForces(in world: DynamicsWorld, dt: Double) {
        guard active, pushDirection.dx.isFinite, pushDirection.dy.isFinite else { return }
        for item in items {
            let body = world.body(for: item)
            let scale = 100 * body.inverseMass
            switch mode {
            case .continuous:
                body.acceleration.dx += pushDirection.dx * scale
                body.acceleration.dy += pushDirection.dy * scale
            case .instantaneous:
                body.velocity.dx += pushDirection.dx * scale
                body.velocity.dy += pushDirection.dy * scale
            }
        }
        if mode == .instantaneous { active = false }
    }
}
#endif
