#if os(Linux)
import Foundation

/// Cubic Bézier timing for a property animator (UIKit's `UICubicTimingParameters`, iOS 10+).
@preconcurrency @MainActor open class UICubicTimingParameters: NSObject, @preconcurrency UITimingCurveProvider {
    private let curveStorage: UIView.AnimationCurve
    private let point1: CGPoint
    private let point2: CGPoint
    private let isBuiltin: Bool

    /// Core Animation's default curve: control points (0.25, 0.1) and (0.25, 1).
    public override init() {
        (curveStorage, point1, point2, isBuiltin) = (
            .easeInOut, CGPoint(x: 0.25, y: 0.1), CGPoint(x: 0.25, y: 1), false
        )
        super.init()
    }

    /// Decoding is not supported on Linux: the default curve.
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    /// One of UIKit's built-in curves (raw value 7, the keyboard curve, is approximated).
    public init(animationCurve curve: UIView.AnimationCurve) {
        curveStorage = curve
        if case let .cubic(p1, p2) = TimingCurve.forCurve(curve) {
            (point1, point2) = (p1, p2)
        } else {
            (point1, point2) = (.zero, CGPoint(x: 1, y: 1))
        }
        isBuiltin = true
        super.init()
    }

    /// A custom curve through two control points (x values are clamped to 0…1).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        curveStorage = .easeInOut
        self.point1 = CGPoint(x: min(max(point1.x, 0), 1), y: point1.y)
        self.point2 = CGPoint(x: min(max(point2.x, 0), 1), y: point2.y)
        isBuiltin = false
        super.init()
    }

    /// The built-in curve (`.easeInOut` for custom control points).
    open var animationCurve: UIView.AnimationCurve { curveStorage }
    /// The first control point.
    open var controlPoint1: CGPoint { point1 }
    /// The second control point.
    open var controlPoint2: CGPoint { point2 }

    /// `.builtin` for a built-in curve, else `.cubic`.
    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    /// Itself.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// `nil`.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// Encoding is not supported on Linux: does nothing.
    open func encode(with coder: NSCoder) {}

    /// A copy with the same curve.
    open func copy(with zone: NSZone? = nil) -> Any {
        isBuiltin
            ? UICubicTimingParameters(animationCurve: curveStorage)
            : UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2)
    }

    var runtimeCurve: TimingCurve {
        if isBuiltin { return TimingCurve.forCurve(curveStorage) }
        if point1 == .zero && point2 == CGPoint(x: 1, y: 1) { return .linear }
        return .cubic(point1, point2)
    }
}
#endif
