#if os(Linux)
import Foundation

/// A path made of lines and curves (UIKit's `UIBezierPath`), backed by a `CGMutablePath`. Geometry is
/// exact (`bounds`, `currentPoint`, `contains(_:)`, `cgPath`'s elements); drawing calls (`fill()`,
/// `stroke()`, `addClip()`) do nothing, since HeadlessUIKit has no graphics context.
///
/// Rounded rectangles use circular corners of the given radius, clamped to half the shorter side; UIKit
/// draws slightly longer continuous corners, so the outline (not the bounds) differs near the corners.
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
    private var path = CGMutablePath()

    /// An empty path.
    public override init() {
        super.init()
    }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed oval inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A closed rounded rectangle; `cornerRadius` is clamped to 0…half the shorter side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = rect.standardized
        let radius = min(max(cornerRadius.isFinite ? cornerRadius : 0, 0), min(r.width, r.height) / 2)
        PathGeometry.appendRoundedRect(
            r, radii: [CGSize(width: radius, height: radius)], to: path, transform: .identity)
    }

    /// A closed rectangle with only `corners` rounded by `cornerRadii` (each clamped to half its side).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let w = min(max(cornerRadii.width.isFinite ? cornerRadii.width : 0, 0), r.width / 2)
        let h = min(max(cornerRadii.height.isFinite ? cornerRadii.height : 0, 0), r.height / 2)
        let size = CGSize(width: w, height: h)
        let radii = [UIRectCorner.topLeft, .topRight, .bottomRight, .bottomLeft].map {
            corners.contains($0) ? size : .zero
        }
        PathGeometry.appendRoundedRect(r, radii: radii, to: path, transform: .identity)
    }

    /// An open arc; `clockwise` is as seen on screen (UIKit's y-down space), so angles increase when `true`.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// The Core Graphics path: a snapshot of the elements. Setting it replaces them.
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(elements: []) }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// A straight line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// A cubic curve to `endPoint` with two control points.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// A quadratic curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// An arc around `center`, joined to the current point by a line. `clockwise` is as seen on screen:
    /// `true` turns through increasing angles (Core Graphics' flag, inverted for UIKit's flipped space).
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath.
    open func close() { path.closeSubpath() }

    /// Appends another path's elements.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }

    /// Maps every point through `transform`.
    open func apply(_ transform: CGAffineTransform) {
        path = path.mutableCopy(using: [transform]) ?? path
    }

    /// The same outline traversed backwards, subpath by subpath.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.path.elements = PathReversal.reversed(path.elements)
        reversed.copyAttributes(from: self)
        return reversed
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The bounding box of the path's points, control points included (`.null` when empty).
    open var bounds: CGRect { path.boundingBox }

    /// The end of the last element; `.zero` when empty.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside the path under its fill rule (`usesEvenOddFillRule`).
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: - Drawing attributes (stored; nothing is drawn)

    /// The stroke width in points; default 1.
    open var lineWidth: CGFloat = 1
    /// The end style of stroked lines; default `.butt`.
    open var lineCapStyle: CGLineCap = .butt
    /// The join style of stroked segments; default `.miter`.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit; default 10.
    open var miterLimit: CGFloat = 10
    /// The flattening tolerance; default 0.6.
    open var flatness: CGFloat = 0.6
    /// Whether filling and `contains(_:)` use the even-odd rule; default `false` (non-zero winding).
    open var usesEvenOddFillRule: Bool = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// Sets the dash pattern: `count` lengths from `pattern` (`nil` for a solid line), starting at `phase`.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? []
        dashPhase = phase
    }

    /// Reads the dash pattern: copies up to the stored lengths into `pattern`, and writes the count and phase.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern { for (index, value) in dashPattern.enumerated() { pattern[index] = value } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    /// Fills the path in the current graphics context (none on Linux: does nothing).
    open func fill() {}
    /// Strokes the path in the current graphics context (none on Linux: does nothing).
    open func stroke() {}
    /// Fills with a blend mode and alpha (does nothing on Linux).
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {}
    /// Strokes with a blend mode and alpha (does nothing on Linux).
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {}
    /// Intersects the current clipping path with this path (does nothing on Linux).
    open func addClip() {}

    private func copyAttributes(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPattern = other.dashPattern
        dashPhase = other.dashPhase
    }
}

#endif
