#if os(Linux)
import Foundation

/// An immutable path of lines and curves (Core Graphics' `CGPath`). HeadlessUIKit keeps every element, so
/// a path answers the geometric questions Core Graphics answers (bounding boxes, current point, whether it
/// contains a point under either fill rule, its elements); nothing is ever drawn.
public class CGPath: Hashable, @unchecked Sendable {
    /// The elements, in path coordinates.
    var elements: [PathElement]

    init(elements: [PathElement]) {
        self.elements = elements
    }

    /// A closed rectangle (move to the origin corner, three lines, close, as Core Graphics builds it), mapped
    /// through `transform` when given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// An ellipse inscribed in `rect`: four cubic Bézier quarters.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A rectangle with elliptical corners `cornerWidth` × `cornerHeight` (each clamped to half the side).
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle containing every point of the path, control points included; `.null` when
    /// empty.
    public var boundingBox: CGRect {
        PathGeometry.box(of: elements.lazy.flatMap(\.points))
    }

    /// The smallest rectangle containing the path itself (curves' extremes, not their control points);
    /// `.null` when empty.
    public var boundingBoxOfPath: CGRect {
        PathGeometry.tightBox(of: elements)
    }

    /// The end point of the last element (the subpath's start after a close); `.zero` when empty.
    public var currentPoint: CGPoint {
        PathGeometry.currentPoint(of: elements) ?? .zero
    }

    /// Whether the path is exactly one axis-aligned rectangle; writes it to `rect` when it is.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        guard let found = PathGeometry.rectangle(in: elements) else { return false }
        rect?.pointee = found
        return true
    }

    /// Whether `point`, mapped through `transform`, is inside the path under `rule`. Open subpaths count as
    /// closed; curves are flattened (16 segments each) for the test.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        PathGeometry.contains(point.applying(transform), in: elements, rule: rule)
    }

    /// A copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A copy mapped through `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let t = transform?.pointee ?? .identity
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.elements = elements
        return copy
    }

    /// A mutable copy mapped through `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        let t = transform?.pointee ?? .identity
        let copy = CGMutablePath()
        copy.elements = elements.map { $0.applying(t) }
        return copy
    }

    /// Calls `block` with each element in order (the pointer is valid during the call only).
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { buffer.deallocate() }
        for element in elements {
            for (index, point) in element.points.enumerated() { buffer[index] = point }
            var item = CGPathElement(type: element.type, points: buffer)
            withUnsafePointer(to: &item) { block($0) }
        }
    }

    /// Paths are equal when their elements are (Core Graphics' `CGPathEqualToPath`).
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}
#endif
