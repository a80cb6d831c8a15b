#if os(Linux)
import Foundation

/// Ties an item to an anchor point or to another item (UIKit's `UIAttachmentBehavior`).
///
/// With `frequency` 0 (the default) the attachment is rigid: after each step the attached points are put
/// back at `length` apart and the velocity along the attachment is removed (split by inverse mass between
/// two items). With a frequency it is a spring: `k = m·(2πf)²` and damping ratio `damping`, acting along
/// the attachment. Attachment points are the centers plus their offsets; rotation does not move them here.
@preconcurrency @MainActor open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the item is attached to.
    public enum AttachmentType: Int, Sendable {
        /// Another item.
        case items = 0
        /// A point.
        case anchor = 1
    }

    /// The attached items (one for an anchor attachment, two otherwise).
    open private(set) var items: [any UIDynamicItem]
    /// What the attachment ties to.
    public let attachedBehaviorType: AttachmentType
    /// The anchor point, in the reference view's coordinates (anchor attachments).
    open var anchorPoint: CGPoint {
        didSet { dynamicAnimator?.resume() }
    }
    /// The distance kept between the attached points; initially their distance at creation.
    open var length: CGFloat {
        didSet { dynamicAnimator?.resume() }
    }
    /// Damping ratio of a springy attachment; default 0.
    open var damping: CGFloat = 0
    /// Oscillation frequency in hertz of a springy attachment; 0 (default) makes it rigid.
    open var frequency: CGFloat = 0
    /// Resistance to rotation about the attachment point; default 0 (stored).
    open var frictionTorque: CGFloat = 0
    private let offsets: (UIOffset, UIOffset)

    /// `item`'s center attached to `point`.
    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// The point `offset` from `item`'s center attached to `point`.
    public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        items = [item]
        attachedBehaviorType = .anchor
        anchorPoint = point
        offsets = (offset, .zero)
        let start = CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical)
        length = Self.finiteDistance(start, point)
        super.init()
    }

    /// The centers of two items attached.
    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Points of two items attached, each `offset` from its center.
    public init(
        item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem,
        offsetFromCenter offset2: UIOffset
    ) {
        items = [item1, item2]
        attachedBehaviorType = .items
        anchorPoint = .zero
        offsets = (offset1, offset2)
        let a = CGPoint(x: item1.center.x + offset1.horizontal, y: item1.center.y + offset1.vertical)
        let b = CGPoint(x: item2.center.x + offset2.horizontal, y: item2.center.y + offset2.vertical)
        length = Self.finiteDistance(a, b)
        super.init()
    }

    private static func finiteDistance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let d = hypot(a.x - b.x, a.y - b.y)
        return d.isFinite ? d : 0
    }

    override var dynamicItems: [any UIDynamicItem] { items }

    /// The two ends: the first item's body, and the other item's body or the anchor.
    private func ends(in world: DynamicsWorld) -> (DynamicsBody, DynamicsBody?, CGPoint, CGPoint)? {
        guard let first = items.first else { return nil }
        let a = world.body(for: first)
        let pointA = CGPoint(x: a.position.x + offsets.0.horizontal, y: a.position.y + offsets.0.vertical)
        guard attachedBehaviorType == .items, items.count == 2 else { return (a, nil, pointA, anchorPoint) }
        let b = world.body(for: items[1])
        return (a, b, pointA, CGPoint(x: b.position.x + offsets.1.horizontal, y: b.position.y + offsets.1.vertical))
    }

    override func applyForces(in world: DynamicsWorld, dt: Double) {
        guard frequency > 0, frequency.isFinite, let (a, b, pa, pb) = ends(in: world) else { return }
        let dx = pb.x - pa.x
        let dy = pb.y - pa.y
        let distance = hypot(dx, dy)
        guard distance > 1e-9 else { return }
        let n = CGVector(dx: dx / distance, dy: dy / distance)
        let omega = 2 * CGFloat.pi * frequency
        let relative = CGVector(
            dx: (b?.velocity.dx ?? 0) - a.velocity.dx, dy: (b?.velocity.dy ?? 0) - a.velocity.dy)
        let along = relative.dx * n.dx + relative.dy * n.dy
        // Acceleration of `a` towards `b` (per unit mass of a lone item); shared by inverse mass for two.
        let stretch = distance - max(length, 0)
        let magnitude = omega * omega * stretch + 2 * max(damping, 0) * omega * along
        let share = b.map { $0.inverseMass / max(a.inverseMass + $0.inverseMass, 1e-9) } ?? 1
        if !a.isAnchored {
            a.acceleration.dx += n.dx * magnitude * (b == nil ? 1 : 2 * share)
            a.acceleration.dy += n.dy * magnitude * (b == nil ? 1 : 2 * share)
        }
        if let b, !b.isAnchored {
            b.acceleration.dx -= n.dx * magnitude * 2 * (1 - share)
            b.acceleration.dy -= n.dy * magnitude * 2 * (1 - share)
        }
    }

    override func applyConstraints(in world: DynamicsWorld, dt: Double) {
        guard frequency <= 0 || !frequency.isFinite, let (a, b, pa, pb) = ends(in: world) else { return }
        let dx = pb.x - pa.x
        let dy = pb.y - pa.y
        let distance = hypot(dx, dy)
        guard distance > 1e-9 else { return }
        let n = CGVector(dx: dx / distance, dy: dy / distance)
        let error = distance - max(length, 0)
        let wa = a.inverseMass
        let wb = b?.inverseMass ?? 0
        let total = b == nil ? (wa > 0 ? wa : 0) : wa + wb
        guard total > 0 else { return }
        let shareA = b == nil ? 1 : wa / total
        let shareB = b == nil ? 0 : wb / total
        a.position.x += n.dx * error * shareA
        a.position.y += n.dy * error * shareA
        b?.position.x -= n.dx * error * shareB
        b?.position.y -= n.dy * error * shareB
        let relative = CGVector(
            dx: (b?.velocity.dx ?? 0) - a.velocity.dx, dy: (b?.velocity.dy ?? 0) - a.velocity.dy)
        let along = relative.dx * n.dx + relative.dy * n.dy
        a.velocity.dx += n.dx * along * shareA
        a.velocity.dy += n.dy * along * shareA
        b?.velocity.dx -= n.dx * along * shareB
        b?.velocity.dy -= n.dy * along * shareB
    }

    override func isSettled(in world: DynamicsWorld) -> Bool {
        guard frequency > 0, let (_, _, pa, pb) = ends(in: world) else { return true }
        return abs(hypot(pb.x - pa.x, pb.y - pa.y) - max(length, 0)) < 0.5
    }
}
#endif
