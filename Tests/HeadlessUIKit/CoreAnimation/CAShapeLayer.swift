#if os(Linux)
import Foundation

/// A layer that draws a path (Core Animation's `CAShapeLayer`). HeadlessUIKit renders nothing; it keeps the
/// shape's model values with Core Animation's defaults, and its animatable ones (`path`, `fillColor`,
/// `strokeColor`, `strokeStart`, `strokeEnd`, `lineWidth`, `lineDashPhase`, `miterLimit`) show explicit
/// animations' values in `presentation()`. A `path` animation interpolates point by point between paths with
/// the same elements; paths that differ in structure switch at once (Core Animation leaves that undefined).
open class CAShapeLayer: CALayer {
    /// The shape; default `nil`. Animatable.
    open var path: CGPath? {
        get { store.shape.path }
        set { store.shape.path = newValue }
    }

    /// The fill color; default opaque black. `nil` fills nothing. Animatable.
    open var fillColor: CGColor? {
        get { store.shape.fillColor }
        set { store.shape.fillColor = newValue }
    }

    /// How the inside of the path is decided; default `.nonZero`.
    open var fillRule: CAShapeLayerFillRule {
        get { store.shape.fillRule }
        set { store.shape.fillRule = newValue }
    }

    /// The stroke color; default `nil` (no stroke). Animatable.
    open var strokeColor: CGColor? {
        get { store.shape.strokeColor }
        set { store.shape.strokeColor = newValue }
    }

    /// Where stroking starts, as a fraction 0…1 of the path's length; default 0. Animatable.
    open var strokeStart: CGFloat {
        get { store.shape.strokeStart }
        set { store.shape.strokeStart = newValue }
    }

    /// Where stroking ends, as a fraction 0…1 of the path's length; default 1. Animatable.
    open var strokeEnd: CGFloat {
        get { store.shape.strokeEnd }
        set { store.shape.strokeEnd = newValue }
    }

    /// The stroke width in points; default 1. Animatable.
    open var lineWidth: CGFloat {
        get { store.shape.lineWidth }
        set { store.shape.lineWidth = newValue }
    }

    /// The miter limit; default 10. Animatable.
    open var miterLimit: CGFloat {
        get { store.shape.miterLimit }
        set { store.shape.miterLimit = newValue }
    }

    /// The end style of stroked lines; default `.butt`.
    open var lineCap: CAShapeLayerLineCap {
        get { store.shape.lineCap }
        set { store.shape.lineCap = newValue }
    }

    /// The join style of stroked segments; default `.miter`.
    open var lineJoin: CAShapeLayerLineJoin {
        get { store.shape.lineJoin }
        set { store.shape.lineJoin = newValue }
    }

    /// Where the dash pattern starts, in points; default 0. Animatable.
    open var lineDashPhase: CGFloat {
        get { store.shape.lineDashPhase }
        set { store.shape.lineDashPhase = newValue }
    }

    /// Alternating painted and unpainted lengths in points; default `nil` (a solid line).
    open var lineDashPattern: [NSNumber]? {
        get { store.shape.lineDashPattern }
        set { store.shape.lineDashPattern = newValue }
    }
}

/// A shape layer's fill rule (Core Animation's `CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The rule's Core Animation name.
    public var rawValue: String
    /// A rule.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Non-zero winding (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Even-odd.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A shape layer's line cap (Core Animation's `CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The cap's Core Animation name.
    public var rawValue: String
    /// A cap.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Round.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square, extended by half the line width.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// A shape layer's line join (Core Animation's `CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The join's Core Animation name.
    public var rawValue: String
    /// A join.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Mitered (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Bevelled.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
#endif
