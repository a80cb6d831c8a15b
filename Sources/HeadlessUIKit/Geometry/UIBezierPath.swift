#if os(Linux)
import Foundation

/// A path made of lines and curves (UIKit's `UIBezierPath`). HeadlessUIKit draws nothing: it tracks the
/// points to give `bounds` and `cgPath` (whose bounding box, like Core Graphics', includes control points).
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
    private var points: [CGPoint] = []
    private var start: CGPoint?

    /// An empty path.
    public override init() {
        super.init()
    }

    /// A rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        appendRect(rect)
    }

    /// An oval inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        appendRect(rect)
    }

    /// A rounded rectangle with `cornerRadius` corners.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        appendRect(rect)
    }

    /// A rectangle with only `corners` rounded by `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        appendRect(rect)
    }

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) {
        start = point
        points.append(point)
    }

    /// A straight line to `point`.
    open func addLine(to point: CGPoint) { points.append(point) }

    /// A cubic curve to `endPoint` with two control points.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        points += [controlPoint1, controlPoint2, endPoint]
    }

    /// A quadratic curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { points += [controlPoint, endPoint] }

    /// An arc around `center` (its bounding box counts the whole circle, a conservative box).
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        points += [
            CGPoint(x: center.x - radius, y: center.y - radius), CGPoint(x: center.x + radius, y: center.y + radius),
        ]
    }

    /// Closes the current subpath.
    open func close() { if let start { points.append(start) } }

    /// Appends another path's points.
    open func append(_ bezierPath: UIBezierPath) { points += bezierPath.points }

    /// Removes every point.
    open func removeAllPoints() {
        points = []
        start = nil
    }

    /// The line width for stroking; default 1 (stored only).
    open var lineWidth: CGFloat = 1

    /// Whether the path has no points.
    open var isEmpty: Bool { points.isEmpty }

    /// The bounding box of the path's points (`.null` when empty).
    open var bounds: CGRect {
        guard let first = points.first else { return .null }
        var box = CGRect(origin: first, size: .zero)
        for point in points.dropFirst() { box = box.union(CGRect(origin: point, size: .zero)) }
        return box
    }

    /// The Core Graphics path.
    open var cgPath: CGPath { CGPath(boundingBox: bounds) }

    private func appendRect(_ rect: CGRect) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        close()
    }
}
#endif
