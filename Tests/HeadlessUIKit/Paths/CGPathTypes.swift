#if os(Linux)
import Foundation

/// The kind of one path element (Core Graphics' `CGPathElementType`).
public enum CGPathElementType: Int32, Sendable {
    /// Starts a subpath; one point.
    case moveToPoint = 0
    /// A straight line; one point.
    case addLineToPoint = 1
    /// A quadratic curve; a control point, then the end point.
    case addQuadCurveToPoint = 2
    /// A cubic curve; two control points, then the end point.
    case addCurveToPoint = 3
    /// Closes the subpath; no points.
    case closeSubpath = 4
}

/// One element of a path, as `CGPath.applyWithBlock(_:)` hands it out (Core Graphics' `CGPathElement`).
/// `points` is valid only during the call.
public struct CGPathElement {
    /// The element's kind.
    public var type: CGPathElementType
    /// Its points: 1 (move, line), 2 (quadratic) or 3 (cubic), control points first.
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// How the inside of a path is decided (Core Graphics' `CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
    /// Inside where the winding number is non-zero (the default).
    case winding = 0
    /// Inside where a ray crosses the path an odd number of times.
    case evenOdd = 1
}

/// How a stroked line ends (Core Graphics' `CGLineCap`).
public enum CGLineCap: Int32, Sendable {
    /// Square end at the end point (the default).
    case butt = 0
    /// Round end.
    case round = 1
    /// Square end extended by half the line width.
    case square = 2
}

/// How stroked segments join (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable {
    /// Mitered (the default).
    case miter = 0
    /// Rounded.
    case round = 1
    /// Bevelled.
    case bevel = 2
}

/// One stored path element, in path coordinates.
enum PathElement: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint)
    case close

    /// The element's points, control points first.
    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quad(let c, let p): return [c, p]
        case .cubic(let c1, let c2, let p): return [c1, c2, p]
        case .close: return []
        }
    }

    /// The same element with every point mapped through `transform`.
    func applying(_ transform: CGAffineTransform) -> PathElement {
        guard !transform.isIdentity else { return self }
        switch self {
        case .move(let p): return .move(p.applying(transform))
        case .line(let p): return .line(p.applying(transform))
        case .quad(let c, let p): return .quad(c.applying(transform), p.applying(transform))
        case .cubic(let c1, let c2, let p):
            return .cubic(c1.applying(transform), c2.applying(transform), p.applying(transform))
        case .close: return .close
        }
    }

    var type: CGPathElementType {
        switch self {
        case .move: return .moveToPoint
        case .line: return .addLineToPoint
        case .quad: return .addQuadCurveToPoint
        case .cubic: return .addCurveToPoint
        case .close: return .closeSubpath
        }
    }

    // Points are Hashable through their coordinates (CGPoint is not Hashable on Apple SDKs).
    func hash(into hasher: inout Hasher) {
        hasher.combine(type.rawValue)
        for point in points {
            hasher.combine(point.x)
            hasher.combine(point.y)
        }
    }

    static func == (lhs: PathElement, rhs: PathElement) -> Bool {
        lhs.type == rhs.type && lhs.points == rhs.points
    }
}
#endif
