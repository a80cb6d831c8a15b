#if os(Linux)
import Foundation

/// Spring timing for a property animator (UIKit's `UISpringTimingParameters`, iOS 10+).
///
/// Ratio-based springs settle in the animator's duration; physical (`mass:stiffness:damping:`) and
/// perceptual (`duration:bounce:`) springs run until they settle and ignore the animator's duration.
/// The initial velocity is used as Apple documents it ("UISpringTimingParameters.initialVelocity": "For view
/// position animations, both components of the initial velocity vector are considered. Each component
/// specifies the initial rate of change along the respective x and y axes, normalized to the total distance
/// of the animation."): a position's x follows `dx`, its y `dy`; every other property follows `dx`.
@preconcurrency @MainActor open class UISpringTimingParameters: NSObject, @preconcurrency UITimingCurveProvider {
    enum Kind: Equatable {
        case ratio(CGFloat)
        case physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
        case perceptual(duration: TimeInterval, bounce: CGFloat)
    }

    let kind: Kind
    private let velocity: CGVector

    /// The system default spring: a critically damped ratio spring (ratio 1) with zero velocity.
    public override init() {
        (kind, velocity) = (.ratio(1), .zero)
        super.init()
    }

    /// Decoding is not supported on Linux: the default spring.
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    /// A spring with damping ratio `ratio` (1 = no overshoot) and relative initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        (kind, self.velocity) = (.ratio(ratio), velocity)
        super.init()
    }

    /// A physical spring; its settling time replaces the animator's duration.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        (kind, self.velocity) = (.physical(mass: mass, stiffness: stiffness, damping: damping), velocity)
        super.init()
    }

    /// A spring with damping ratio `ratio` and zero initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A perceptual spring (iOS 17+): `duration` in seconds, `bounce` in −1…1.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        (kind, self.velocity) = (.perceptual(duration: duration, bounce: bounce), velocity)
        super.init()
    }

    /// A perceptual spring with zero initial velocity (iOS 17+).
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }

    /// The relative initial velocity (1 = the whole distance per second).
    open var initialVelocity: CGVector { velocity }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// `nil`.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// Encoding is not supported on Linux: does nothing.
    open func encode(with coder: NSCoder) {}

    /// A copy with the same spring.
    open func copy(with zone: NSZone? = nil) -> Any {
        switch kind {
        case let .ratio(ratio): return UISpringTimingParameters(dampingRatio: ratio, initialVelocity: velocity)
        case let .physical(m, k, c):
            return UISpringTimingParameters(mass: m, stiffness: k, damping: c, initialVelocity: velocity)
        case let .perceptual(d, b): return UISpringTimingParameters(duration: d, bounce: b, initialVelocity: velocity)
        }
    }

    /// The runtime curve and its length for an animator of `duration` seconds (the velocity's `dx`).
    func runtimeCurve(forDuration duration: TimeInterval) -> (curve: TimingCurve, length: TimeInterval) {
        runtimeCurve(forDuration: duration, initialVelocity: Double(velocity.dx))
    }

    /// The curve of a position's vertical component (the velocity's `dy`) and its length, when `dy` differs
    /// from `dx`; else `nil`.
    func verticalRuntimeCurve(forDuration duration: TimeInterval) -> (curve: TimingCurve, length: TimeInterval)? {
        let dx = velocity.dx.isFinite ? velocity.dx : 0
        let dy = velocity.dy.isFinite ? velocity.dy : 0
        guard dy != dx else { return nil }
        return runtimeCurve(forDuration: duration, initialVelocity: Double(dy))
    }

    private func runtimeCurve(forDuration duration: TimeInterval, initialVelocity v: Double)
        -> (curve: TimingCurve, length: TimeInterval)
    {
        let model: SpringModel
        let length: TimeInterval
        switch kind {
        case let .ratio(ratio):
            length = duration.isFinite ? max(duration, 0) : 0
            model = SpringModel(dampingRatio: Double(ratio), settlingDuration: length, initialVelocity: v)
        case let .physical(m, k, c):
            model = SpringModel(mass: Double(m), stiffness: Double(k), damping: Double(c), initialVelocity: v)
            length = model.settlingDuration
        case let .perceptual(d, b):
            model = SpringModel(perceptualDuration: d, bounce: Double(b), initialVelocity: v)
            length = model.settlingDuration
        }
        return (.spring(model, duration: length), length)
    }
}
#endif
