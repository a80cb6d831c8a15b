#if os(Linux)
import Foundation

/// A contact: an item with another item or a boundary (index; −1 for the reference bounds).
struct DynamicsContact: Hashable {
    enum Other: Hashable {
        case item(ObjectIdentifier)
        case boundary(Int)
    }

    let first: ObjectIdentifier
    let other: Other
    /// Where they touch (not part of the identity).
    var point: CGPoint = .zero

    static func == (lhs: DynamicsContact, rhs: DynamicsContact) -> Bool {
        lhs.first == rhs.first && lhs.other == rhs.other
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(first)
        hasher.combine(other)
    }
}

/// The contacts touching in one step, in the order found.
struct DynamicsContacts {
    private(set) var list: [DynamicsContact] = []

    /// Forgets every contact, keeping the storage.
    mutating func removeAll() { list.removeAll(keepingCapacity: true) }

    mutating func insert(_ contact: DynamicsContact) {
        if !list.contains(contact) { list.append(contact) }
    }

    /// Contacts that began (in `next`, not here) and ended (here, not in `next`).
    func changes(to next: DynamicsContacts) -> (began: [DynamicsContact], ended: [DynamicsContact]) {
        (next.list.filter { !list.contains($0) }, list.filter { !next.list.contains($0) })
    }
}

/// Collision resolution: position correction plus a velocity impulse along the contact normal.
@MainActor enum DynamicsCollisions {
    /// How close counts as touching, in points.
    static let contactSlop: CGFloat = 0.5
    /// Impacts slower than this (points per second) do not bounce, so resting items come to rest (Box2D's
    /// restitution threshold, scaled to points: about two frames of gravity).
    static let restitutionThreshold: CGFloat = 30

    /// The elasticity that applies to an impact at `speed` (0 below the threshold).
    static func restitution(_ elasticity: CGFloat, speed: CGFloat) -> CGFloat {
        abs(speed) < restitutionThreshold ? 0 : elasticity
    }

    /// Separates overlapping item rectangles and bounces approaching ones.
    static func separate(_ bodies: [DynamicsBody], touching: inout DynamicsContacts) {
        for i in bodies.indices {
            for j in bodies.indices where j > i {
                let (a, b) = (bodies[i], bodies[j])
                let dx = b.position.x - a.position.x
                let dy = b.position.y - a.position.y
                let px = a.halfExtents.width + b.halfExtents.width - abs(dx)
                let py = a.halfExtents.height + b.halfExtents.height - abs(dy)
                guard px > -contactSlop, py > -contactSlop else { continue }
                let normal = px < py ? CGVector(dx: dx < 0 ? -1 : 1, dy: 0) : CGVector(dx: 0, dy: dy < 0 ? -1 : 1)
                let depth = min(px, py)
                let total = a.inverseMass + b.inverseMass
                if depth > 0, total > 0 {
                    a.position.x -= normal.dx * depth * a.inverseMass / total
                    a.position.y -= normal.dy * depth * a.inverseMass / total
                    b.position.x += normal.dx * depth * b.inverseMass / total
                    b.position.y += normal.dy * depth * b.inverseMass / total
                }
                let approach = (b.velocity.dx - a.velocity.dx) * normal.dx + (b.velocity.dy - a.velocity.dy) * normal.dy
                if approach < 0, total > 0 {
                    let restitution = Self.restitution(max(a.elasticity, b.elasticity), speed: approach)
                    let impulse = -(1 + restitution) * approach / total
                    a.velocity.dx -= impulse * a.inverseMass * normal.dx
                    a.velocity.dy -= impulse * a.inverseMass * normal.dy
                    b.velocity.dx += impulse * b.inverseMass * normal.dx
                    b.velocity.dy += impulse * b.inverseMass * normal.dy
                }
                let point = CGPoint(
                    x: a.position.x + normal.dx * a.halfExtents.width,
                    y: a.position.y + normal.dy * a.halfExtents.height)
                touching.insert(
                    DynamicsContact(
                        first: ObjectIdentifier(a.item), other: .item(ObjectIdentifier(b.item)), point: point))
            }
        }
    }

    /// Keeps `body`'s rectangle inside `rect`, bouncing off its sides.
    static func keep(_ body: DynamicsBody, inside rect: CGRect, touching: inout DynamicsContacts) {
        guard !body.isAnchored, !rect.isNull, rect.width.isFinite, rect.height.isFinite else { return }
        let half = body.halfExtents
        var contact: CGPoint?
        if body.position.x - half.width <= rect.minX + contactSlop {
            body.position.x = max(body.position.x, rect.minX + half.width)
            if body.velocity.dx < 0 { body.velocity.dx *= -restitution(body.elasticity, speed: body.velocity.dx) }
            contact = CGPoint(x: rect.minX, y: body.position.y)
        }
        if body.position.x + half.width >= rect.maxX - contactSlop {
            body.position.x = min(body.position.x, rect.maxX - half.width)
            if body.velocity.dx > 0 { body.velocity.dx *= -restitution(body.elasticity, speed: body.velocity.dx) }
            contact = CGPoint(x: rect.maxX, y: body.position.y)
        }
        if body.position.y - half.height <= rect.minY + contactSlop {
            body.position.y = max(body.position.y, rect.minY + half.height)
            if body.velocity.dy < 0 { body.velocity.dy *= -restitution(body.elasticity, speed: body.velocity.dy) }
            contact = CGPoint(x: body.position.x, y: rect.minY)
        }
        if body.position.y + half.height >= rect.maxY - contactSlop {
            body.position.y = min(body.position.y, rect.maxY - half.height)
            if body.velocity.dy > 0 { body.velocity.dy *= -restitution(body.elasticity, speed: body.velocity.dy) }
            contact = CGPoint(x: body.position.x, y: rect.maxY)
        }
        if let contact {
            touching.insert(DynamicsContact(first: ObjectIdentifier(body.item), other: .boundary(-1), point: contact))
        }
    }

    /// Collides `body`, as the circle of its shorter half-side, with the straight edges of `path`.
    static func collide(_ body: DynamicsBody, with path: CGPath, boundary: Int, touching: inout DynamicsContacts) {
        guard !body.isAnchored else { return }
        let radius = min(body.halfExtents.width, body.halfExtents.height)
        var contact: CGPoint?
        PathGeometry.forEachEdge(of: path.elements) { start, end in
            let ex = end.x - start.x
            let ey = end.y - start.y
            let lengthSquared = ex * ex + ey * ey
            let t =
                lengthSquared > 0
                ? min(max(((body.position.x - start.x) * ex + (body.position.y - start.y) * ey) / lengthSquared, 0), 1)
                : 0
            let closest = CGPoint(x: start.x + ex * t, y: start.y + ey * t)
            let dx = body.position.x - closest.x
            let dy = body.position.y - closest.y
            let distance = hypot(dx, dy)
            guard distance < radius + contactSlop, distance > 1e-9 else { return }
            let normal = CGVector(dx: dx / distance, dy: dy / distance)
            if distance < radius {
                body.position.x += normal.dx * (radius - distance)
                body.position.y += normal.dy * (radius - distance)
            }
            let along = body.velocity.dx * normal.dx + body.velocity.dy * normal.dy
            if along < 0 {
                let bounce = 1 + restitution(body.elasticity, speed: along)
                body.velocity.dx -= bounce * along * normal.dx
                body.velocity.dy -= bounce * along * normal.dy
            }
            contact = closest
        }
        if let contact {
            touching.insert(
                DynamicsContact(first: ObjectIdentifier(body.item), other: .boundary(boundary), point: contact))
        }
    }
}
#endif
