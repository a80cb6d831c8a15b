#if os(Linux)
import Foundation

/// A path that can be built (Core Graphics' `CGMutablePath`). Every `transform` maps the added points
/// before they are stored. Arcs and ellipses become cubic Bézier segments of at most 90° each, with
/// control points at `4/3 · tan(θ/4)` of the radius, the usual construction (its radial error is below
/// 0.03 % of the radius).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() {
        super.init(elements: [])
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(PathElement.move(point).applying(transform))
    }

    /// A line from the current point to `point` (a move when the path is empty, as Core Graphics logs).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard !elements.isEmpty else { return move(to: point, transform: transform) }
        elements.append(PathElement.line(point).applying(transform))
    }

    /// A move to the first point and lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// A quadratic Bézier curve to `end` with control point `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        if elements.isEmpty { move(to: control, transform: transform) }
        elements.append(PathElement.quad(control, end).applying(transform))
    }

    /// A cubic Bézier curve to `end` with control points `control1` and `control2`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        if elements.isEmpty { move(to: control1, transform: transform) }
        elements.append(PathElement.cubic(control1, control2, end).applying(transform))
    }

    /// A closed rectangle: a new subpath from the origin corner round the other three.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(
            between: [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                CGPoint(x: r.minX, y: r.maxY),
            ], transform: transform)
        closeSubpath()
    }

    /// Several closed rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        PathGeometry.appendEllipse(in: r, to: self, transform: transform)
    }

    /// A closed rectangle with elliptical corners (`cornerWidth` and `cornerHeight` clamped to 0…half the side).
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let cw = min(max(cornerWidth.isFinite ? cornerWidth : 0, 0), r.width / 2)
        let ch = min(max(cornerHeight.isFinite ? cornerHeight : 0, 0), r.height / 2)
        PathGeometry.appendRoundedRect(r, radii: [CGSize(width: cw, height: ch)], to: self, transform: transform)
    }

    /// An arc of a circle, in Core Graphics' sense of `clockwise` (in a flipped, y-down space such as
    /// UIKit's, `clockwise == true` turns counterclockwise on screen). Angles are in radians from the
    /// positive x axis. A line joins the current point to the arc's start. A difference of 2π or more draws
    /// the whole circle.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let sweep = PathGeometry.sweep(from: startAngle, to: endAngle, decreasing: clockwise)
        PathGeometry.appendArc(
            center: center, radius: radius, start: startAngle, sweep: sweep, to: self, transform: transform)
    }

    /// An arc of `delta` radians (positive: increasing angles) from `startAngle`.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
    ) {
        PathGeometry.appendArc(
            center: center, radius: radius, start: startAngle, sweep: delta, to: self, transform: transform)
    }

    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to the line from
    /// there to `tangent2End`, preceded by a line to its first tangent point. Collinear points (or a zero
    /// radius) add a line to `tangent1End`.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        PathGeometry.appendTangentArc(
            from: PathGeometry.currentPoint(of: elements, transformedBy: transform.inverted()),
            corner: tangent1End, to: tangent2End, radius: radius, path: self, transform: transform)
    }

    /// Appends `path`'s elements, mapped through `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += path.elements.map { $0.applying(transform) }
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard let last = elements.last, last != .close else { return }
        elements.append(.close)
    }
}
#endif
