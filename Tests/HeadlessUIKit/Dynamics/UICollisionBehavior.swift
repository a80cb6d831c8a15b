#if os(Linux)
import Foundation

/// Keeps items from passing through each other and through boundaries (UIKit's `UICollisionBehavior`).
///
/// Items collide as their unrotated bounds rectangles; they bounce with the larger of the two elasticities
/// (Box2D's restitution rule; UIKit does not document its own), frictionless. Against the reference bounds
/// an item's rectangle stays inside; against a path or segment boundary it collides as the circle of its
/// shorter half-side, against the path's straight edges (curves flattened).
@preconcurrency @MainActor open class UICollisionBehavior: UIDynamicBehavior {
    /// What items collide with.
    public struct Mode: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A mode from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Other items of the behavior.
        public static let items = Mode(rawValue: 1 << 0)
        /// The boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Both (every bit, as UIKit defines it).
        public static let everything = Mode(rawValue: UInt.max)
    }

    /// The items that collide.
    open private(set) var items: [any UIDynamicItem]
    /// What the items collide with; default `.everything`.
    open var collisionMode: Mode = .everything
    /// Whether the reference view's bounds are a boundary; default `false`.
    open var translatesReferenceBoundsIntoBoundary = false
    /// Told when contacts begin and end.
    open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?
    private var referenceInsets = UIEdgeInsets.zero
    private var boundaries: [(identifier: any NSCopying, path: UIBezierPath, cgPath: CGPath)] = []
    private var bodies: [DynamicsBody] = []
    private var touching = DynamicsContacts()
    private var contacts = DynamicsContacts()

    /// Collisions among `items`.
    public init(items: [any UIDynamicItem]) {
        self.items = items
        super.init()
    }

    /// Makes the reference bounds, inset by `insets`, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        translatesReferenceBoundsIntoBoundary = true
        referenceInsets = insets
        dynamicAnimator?.resume()
    }

    /// Adds a boundary along `bezierPath`'s edges under `identifier` (replacing one with an equal identifier).
    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        removeBoundary(withIdentifier: identifier)
        boundaries.append((identifier, bezierPath, bezierPath.cgPath))
        dynamicAnimator?.resume()
    }

    /// Adds a straight boundary from `p1` to `p2`.
    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    /// The path of the boundary under `identifier`.
    open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
        boundaries.first { Self.same($0.identifier, identifier) }?.path
    }

    /// Removes the boundary under `identifier`.
    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        boundaries.removeAll { Self.same($0.identifier, identifier) }
    }

    /// The boundaries' identifiers, or `nil` when there are none.
    open var boundaryIdentifiers: [any NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.identifier) }

    /// Removes every boundary added by identifier.
    open func removeAllBoundaries() { boundaries.removeAll() }

    /// Adds an item.
    open func addItem(_ item: any UIDynamicItem) { insert(item, into: &items) }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) { remove(item, from: &items) }

    override var dynamicItems: [any UIDynamicItem] { items }

    private static func same(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
        if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
        return (a as AnyObject) === (b as AnyObject)
    }

    override func applyConstraints(in world: DynamicsWorld, dt: Double) {
        bodies.removeAll(keepingCapacity: true)
        for item in items { bodies.append(world.body(for: item)) }
        touching.removeAll()
        if collisionMode.contains(.items) { DynamicsCollisions.separate(bodies, touching: &touching) }
        if collisionMode.contains(.boundaries) {
            if translatesReferenceBoundsIntoBoundary, let view = dynamicAnimator?.referenceView {
                let rect = view.bounds.inset(by: referenceInsets)
                for body in bodies { DynamicsCollisions.keep(body, inside: rect, touching: &touching) }
            }
            for (index, boundary) in boundaries.enumerated() {
                for body in bodies {
                    DynamicsCollisions.collide(body, with: boundary.cgPath, boundary: index, touching: &touching)
                }
            }
        }
        reportContacts(touching, world: world)
    }

    private func reportContacts(_ touching: DynamicsContacts, world: DynamicsWorld) {
        guard touching.list != contacts.list else { return }
        let (began, ended) = contacts.changes(to: touching)
        swap(&contacts, &self.touching)
        guard let delegate = collisionDelegate else { return }
        for contact in ended + began {
            let isBegin = began.contains(contact)
            guard let first = world.bodies[contact.first]?.item else { continue }
            switch contact.other {
            case .item(let key):
                guard let second = world.bodies[key]?.item else { continue }
                if isBegin {
                    delegate.collisionBehavior(self, beganContactFor: first, with: second, at: contact.point)
                } else {
                    delegate.collisionBehavior(self, endedContactFor: first, with: second)
                }
            case .boundary(let index):
                let identifier = index < 0 || index >= boundaries.count ? nil : boundaries[index].identifier
                if isBegin {
                    delegate.collisionBehavior(
                        self, beganContactFor: first, withBoundaryIdentifier: identifier, at: contact.point)
                } else {
                    delegate.collisionBehavior(self, endedContactFor: first, withBoundaryIdentifier: identifier)
                }
            }
        }
    }
}

/// Hears contacts beginning and ending (UIKit's `UICollisionBehaviorDelegate`; every method is optional in
/// UIKit, modelled as requirements that do nothing by default). The reference bounds have a `nil` identifier.
@preconcurrency @MainActor public protocol UICollisionBehaviorDelegate: NSObjectProtocol {
    /// Two items touched.
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem,
        at p: CGPoint)
    /// Two items parted.
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem)
    /// An item touched a boundary.
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
    /// An item left a boundary.
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem,
        at p: CGPoint
    ) {}
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem
    ) {}
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
    ) {}
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?
    ) {}
}
#endif
