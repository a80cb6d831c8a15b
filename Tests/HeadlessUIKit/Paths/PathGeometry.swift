#if os(Linux)
import Foundation

/// The geometry behind `CGPath`: arcs as cubic Béziers, bounding boxes, flattening and point containment.
enum PathGeometry {
    /// Segments per curve when flattening for containment tests.
    static let flatteningSegments = 16

    // MARK: - Building

    /// The signed sweep of an arc from `start` to `end`: decreasing angles when `decreasing`. A difference
    /// of a full turn or more is a full turn; otherwise the sweep wraps into (0, 2π) in its direction.
    static func sweep(from start: CGFloat, to end: CGFloat, decreasing: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        let difference = end - start
        guard difference.isFinite else { return 0 }
        if decreasing {
            if difference <= -turn { return -turn }
            var d = difference.truncatingRemainder(dividingBy: turn)
            if d > 0 { d -= turn }
            return d
        }
        if difference >= turn { return turn }
        var d = difference.truncatingRemainder(dividingBy: turn)
        if d < 0 { d += turn }
        return d
    }

    /// Appends an arc of `sweep` radians from `start`: a line (or a move, on an empty path) to its first
    /// point, then cubic segments of at most 90°.
    static func appendArc(
        center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat, to path: CGMutablePath,
        transform: CGAffineTransform
    ) {
        guard radius.isFinite, start.isFinite, sweep.isFinite, center.x.isFinite, center.y.isFinite else { return }
        let r = abs(radius)
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + r * snappedCos(angle), y: center.y + r * snappedSin(angle))
        }
        let first = point(start)
        if path.elements.isEmpty || path.elements.last == .close {
            path.move(to: first, transform: transform)
        } else {
            path.addLine(to: first, transform: transform)
        }
        let count = max(Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)), 1)
        let step = sweep / CGFloat(count)
        let k = 4 / 3 * tan(step / 4) * r
        for index in 0..<count {
            let a0 = start + step * CGFloat(index)
            let a1 = a0 + step
            let p0 = point(a0)
            let p1 = point(a1)
            let c1 = CGPoint(x: p0.x - k * snappedSin(a0), y: p0.y + k * snappedCos(a0))
            let c2 = CGPoint(x: p1.x + k * snappedSin(a1), y: p1.y - k * snappedCos(a1))
            path.addCurve(to: p1, control1: c1, control2: c2, transform: transform)
        }
    }

    /// Appends a closed ellipse inscribed in `rect`, starting at its right-middle point and turning through
    /// increasing angles, as Core Graphics does.
    static func appendEllipse(in rect: CGRect, to path: CGMutablePath, transform: CGAffineTransform) {
        guard rect.width.isFinite, rect.height.isFinite, !rect.isNull else { return }
        let scale = CGAffineTransform(translationX: rect.midX, y: rect.midY)
            .scaledBy(x: rect.width / 2, y: rect.height / 2)
        let unit = CGMutablePath()
        appendArc(center: .zero, radius: 1, start: 0, sweep: 2 * .pi, to: unit, transform: .identity)
        let combined = scale.concatenating(transform)
        path.move(to: CGPoint(x: 1, y: 0), transform: combined)
        for element in unit.elements.dropFirst() { path.elements.append(element.applying(combined)) }
        path.closeSubpath()
    }

    /// Appends a closed rectangle whose corners (top-left, top-right, bottom-right, bottom-left; one size
    /// for all when `radii` has one) are quarter ellipses.
    static func appendRoundedRect(
        _ r: CGRect, radii: [CGSize], to path: CGMutablePath, transform: CGAffineTransform
    ) {
        guard r.width.isFinite, r.height.isFinite, !r.isNull else { return }
        let corner = { (index: Int) -> CGSize in radii.count == 4 ? radii[index] : radii.first ?? .zero }
        let (tl, tr, br, bl) = (corner(0), corner(1), corner(2), corner(3))
        path.move(to: CGPoint(x: r.minX + tl.width, y: r.minY), transform: transform)
        path.addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY), transform: transform)
        quarter(center: CGPoint(x: r.maxX - tr.width, y: r.minY + tr.height), size: tr, from: -.pi / 2, path, transform)
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height), transform: transform)
        quarter(center: CGPoint(x: r.maxX - br.width, y: r.maxY - br.height), size: br, from: 0, path, transform)
        path.addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY), transform: transform)
        quarter(center: CGPoint(x: r.minX + bl.width, y: r.maxY - bl.height), size: bl, from: .pi / 2, path, transform)
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height), transform: transform)
        quarter(center: CGPoint(x: r.minX + tl.width, y: r.minY + tl.height), size: tl, from: .pi, path, transform)
        path.closeSubpath()
    }

    /// A quarter ellipse (increasing angles from `start`) as one cubic; nothing for a zero-size corner.
    private static func quarter(
        center: CGPoint, size: CGSize, from start: CGFloat, _ path: CGMutablePath, _ transform: CGAffineTransform
    ) {
        guard size.width > 0, size.height > 0 else { return }
        let k = 4 / 3 * tan(CGFloat.pi / 8)
        func point(_ a: CGFloat) -> CGPoint {
            CGPoint(x: center.x + size.width * snappedCos(a), y: center.y + size.height * snappedSin(a))
        }
        let end = start + .pi / 2
        let p0 = point(start)
        let p1 = point(end)
        let c1 = CGPoint(
            x: p0.x - k * size.width * snappedSin(start), y: p0.y + k * size.height * snappedCos(start))
        let c2 = CGPoint(x: p1.x + k * size.width * snappedSin(end), y: p1.y - k * size.height * snappedCos(end))
        path.addCurve(to: p1, control1: c1, control2: c2, transform: transform)
    }

    /// Appends an arc tangent to the lines p0→corner and corner→p2 (Core Graphics' `addArc(tangent1End:…)`).
    static func appendTangentArc(
        from p0: CGPoint?, corner: CGPoint, to p2: CGPoint, radius: CGFloat, path: CGMutablePath,
        transform: CGAffineTransform
    ) {
        guard let p0 else { return path.move(to: corner, transform: transform) }
        let v1 = CGVector(dx: p0.x - corner.x, dy: p0.y - corner.y)
        let v2 = CGVector(dx: p2.x - corner.x, dy: p2.y - corner.y)
        let l1 = hypot(v1.dx, v1.dy)
        let l2 = hypot(v2.dx, v2.dy)
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard radius > 0, radius.isFinite, l1 > 0, l2 > 0, abs(cross) > 1e-9 * l1 * l2 else {
            return path.addLine(to: corner, transform: transform)
        }
        let u1 = CGVector(dx: v1.dx / l1, dy: v1.dy / l1)
        let u2 = CGVector(dx: v2.dx / l2, dy: v2.dy / l2)
        let angle = acos(max(-1, min(1, u1.dx * u2.dx + u1.dy * u2.dy)))
        let along = radius / tan(angle / 2)
        let start = CGPoint(x: corner.x + u1.dx * along, y: corner.y + u1.dy * along)
        let end = CGPoint(x: corner.x + u2.dx * along, y: corner.y + u2.dy * along)
        let bisector = CGVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
        let bl = hypot(bisector.dx, bisector.dy)
        let distance = radius / sin(angle / 2)
        let center = CGPoint(x: corner.x + bisector.dx / bl * distance, y: corner.y + bisector.dy / bl * distance)
        let a0 = atan2(start.y - center.y, start.x - center.x)
        let a1 = atan2(end.y - center.y, end.x - center.x)
        var sweep = a1 - a0
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        appendArc(center: center, radius: radius, start: a0, sweep: sweep, to: path, transform: transform)
    }

    /// cos and sin with rounding noise below 1e-12 removed, so quarter turns land on exact coordinates.
    static func snappedCos(_ angle: CGFloat) -> CGFloat { snapped(cos(angle)) }
    static func snappedSin(_ angle: CGFloat) -> CGFloat { snapped(sin(angle)) }
    private static func snapped(_ value: CGFloat) -> CGFloat {
        if abs(value) < 1e-12 { return 0 }
        if abs(abs(value) - 1) < 1e-12 { return value < 0 ? -1 : 1 }
        return value
    }

    // MARK: - Queries

    /// The end point of the last element; the subpath's start after a close; `nil` when empty. Mapped
    /// through `transform` when given.
    static func currentPoint(of elements: [PathElement], transformedBy transform: CGAffineTransform = .identity)
        -> CGPoint?
    {
        var subpathStart: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let p):
                subpathStart = p
                current = p
            case .close: current = subpathStart
            default: current = element.points.last
            }
        }
        return current?.applying(transform)
    }

    /// The bounding box of `points`; `.null` when there are none.
    static func box<S: Sequence>(of points: S) -> CGRect where S.Element == CGPoint {
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity
        for p in points {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The bounding box of the curve itself: end points plus each curve's interior extremes.
    static func tightBox(of elements: [PathElement]) -> CGRect {
        var points: [CGPoint] = []
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                points.append(p)
                (current, start) = (p, p)
            case .line(let p):
                points.append(p)
                current = p
            case .quad(let c, let p):
                for t in quadExtremes(current, c, p) { points.append(quadPoint(current, c, p, t)) }
                points.append(p)
                current = p
            case .cubic(let c1, let c2, let p):
                for t in cubicExtremes(current, c1, c2, p) { points.append(cubicPoint(current, c1, c2, p, t)) }
                points.append(p)
                current = p
            case .close: current = start
            }
        }
        return box(of: points)
    }

    /// The one rectangle the elements draw, if they draw exactly one axis-aligned rectangle.
    static func rectangle(in elements: [PathElement]) -> CGRect? {
        var corners: [CGPoint] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let p) where index == 0: corners.append(p)
            case .line(let p): corners.append(p)
            case .close where index == elements.count - 1: break
            default: return nil
            }
        }
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4 else { return nil }
        let box = box(of: corners)
        let expected = [
            CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
            CGPoint(x: box.maxX, y: box.maxY), CGPoint(x: box.minX, y: box.maxY),
        ]
        let allCorners = expected.allSatisfy { corners.contains($0) }
        let sidesAligned = (0..<4).allSatisfy { i in
            let a = corners[i]
            let b = corners[(i + 1) % 4]
            return a.x == b.x || a.y == b.y
        }
        return allCorners && sidesAligned ? box : nil
    }

    /// Whether `point` is inside the (implicitly closed) subpaths under `rule`.
    static func contains(_ point: CGPoint, in elements: [PathElement], rule: CGPathFillRule) -> Bool {
        var winding = 0
        var crossings = 0
        forEachEdge(of: elements) { a, b in
            guard (a.y <= point.y) != (b.y <= point.y) else { return }
            let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
            guard x > point.x else { return }
            crossings += 1
            winding += b.y > a.y ? 1 : -1
        }
        return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
    }

    /// Calls `body` with each straight edge of the flattened path, closing every subpath.
    static func forEachEdge(of elements: [PathElement], _ body: (CGPoint, CGPoint) -> Void) {
        var current = CGPoint.zero
        var start = CGPoint.zero
        var open = false
        let n = flatteningSegments
        for element in elements {
            switch element {
            case .move(let p):
                if open { body(current, start) }
                (current, start, open) = (p, p, true)
            case .line(let p):
                body(current, p)
                current = p
            case .quad(let c, let p):
                var previous = current
                for i in 1...n {
                    let next = quadPoint(current, c, p, CGFloat(i) / CGFloat(n))
                    body(previous, next)
                    previous = next
                }
                current = p
            case .cubic(let c1, let c2, let p):
                var previous = current
                for i in 1...n {
                    let next = cubicPoint(current, c1, c2, p, CGFloat(i) / CGFloat(n))
                    body(previous, next)
                    previous = next
                }
                current = p
            case .close:
                body(current, start)
                current = start
                open = false
            }
        }
        if open { body(current, start) }
    }

    // MARK: - Curves

    static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(
            x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// Parameters in (0, 1) where a quadratic's x or y derivative vanishes.
    static func quadExtremes(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)].compactMap { a, b, d in
            let denominator = a - 2 * b + d
            guard denominator != 0 else { return nil }
            let t = (a - b) / denominator
            return t > 0 && t < 1 ? t : nil
        }
    }

    /// Parameters in (0, 1) where a cubic's x or y derivative vanishes (roots of the derivative's quadratic).
    static func cubicExtremes(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var result: [CGFloat] = []
        for (a0, a1, a2, a3) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
            let a = -a0 + 3 * a1 - 3 * a2 + a3
            let b = 2 * (a0 - 2 * a1 + a2)
            let c = a1 - a0
            var roots: [CGFloat] = []
            if abs(a) < 1e-12 {
                if b != 0 { roots.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let s = discriminant.squareRoot()
                    roots += [(-b + s) / (2 * a), (-b - s) / (2 * a)]
                }
            }
            result += roots.filter { $0 > 0 && $0 < 1 }
        }
        return result
    }
}
#endif
