#if os(Linux)
import Foundation

/// An animation of one layer property named by a key path (Core Animation's `CAPropertyAnimation`).
///
/// Key paths HeadlessUIKit presents: `position` (`.x`, `.y`), `bounds` (`.origin.x`/`.y`,
/// `.size`, `.size.width`/`.height`), `transform`, `opacity`, `cornerRadius`, `backgroundColor`,
/// `borderWidth`, `borderColor`, `shadowOpacity`, `shadowRadius`, `shadowOffset`, `CAShapeLayer`'s
/// `path` (between paths with the same elements, point by point), `fillColor`, `strokeColor`,
/// `strokeStart`, `strokeEnd`, `lineWidth`, `lineDashPhase`, `miterLimit`, and the transform function key
/// paths (`transform.scale(.x/.y/.z)`, `transform.rotation(.x/.y/.z)`, `transform.translation(.x/.y/.z)`;
/// see `TransformKeyPath`). Others run and call their delegate but change no presented value.
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path; `nil` animates nothing.
    open var keyPath: String?
    /// Whether the value is added to the model value instead of replacing it; default `false`.
    open var isAdditive: Bool = false
    /// Whether repeats build on the previous iteration's end value; default `false` (stored only).
    open var isCumulative: Bool = false

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// Writes `value` (components of the key path's slot) into `store`, added to the model's when additive.
    func apply(_ value: [Double], into store: inout LayerStore) {
        if let keyPath, let part = TransformKeyPath(keyPath) {
            store.transform = part.applying(value, additive: isAdditive, to: store.transform)
            return
        }
        guard let keyPath, let slot = LayerKeyPathSlot(keyPath) else { return }
        var components = store[slot.key]
        let range = slot.range ?? 0..<components.count
        guard range.upperBound <= components.count, value.count == range.count else { return }
        for (offset, index) in range.enumerated() {
            components[index] = isAdditive ? components[index] + value[offset] : value[offset]
        }
        store[slot.key] = components
    }

    /// The model's components for this key path (what a missing from/to value means).
    func modelValue(_ model: LayerStore) -> [Double]? {
        if let keyPath, let part = TransformKeyPath(keyPath) { return part.value(in: model.transform) }
        guard let keyPath, let slot = LayerKeyPathSlot(keyPath) else { return nil }
        let components = model[slot.key]
        let range = slot.range ?? 0..<components.count
        guard range.upperBound <= components.count else { return nil }
        return Array(components[range])
    }
}

/// A from/to/by animation of one property (Core Animation's `CABasicAnimation`). The pairs follow Core
/// Animation's documented rules: from+to, from+by (to = from + by), by+to (from = to − by); a single from
/// or to animates against the model value; a single by animates from the model value by that amount.
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value (a number, `CGPoint`, `CGSize`, `CGRect`, `CATransform3D` or `CGColor`).
    open var fromValue: Any?
    /// The end value.
    open var toValue: Any?
    /// The change.
    open var byValue: Any?

    override func contributions(atLocalTime local: Double, model: LayerStore, into store: inout LayerStore) {
        guard let progress = iterationProgress(atLocalTime: local), let current = modelValue(model) else { return }
        guard let (from, to) = endpoints(model: current) else { return }
        let f = curve(progress)
        apply(zip(from, to).map { $0 + ($1 - $0) * f }, into: &store)
    }

    /// The eased fraction (the spring subclass replaces it).
    func curve(_ progress: Double) -> Double { timedFraction(progress) }

    func endpoints(model: [Double]) -> ([Double], [Double])? {
        let from = animationComponents(fromValue)
        let to = animationComponents(toValue)
        let by = animationComponents(byValue)
        let base = isAdditive ? model.map { _ in 0.0 } : model
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, zip(from, by).map(+))
        case let (nil, to?, by?): return (zip(to, by).map(-), to)
        case let (from?, nil, nil): return (from, base)
        case let (nil, to?, nil): return (base, to)
        case let (nil, nil, by?): return (base, zip(base, by).map(+))
        default: return nil
        }
    }
}

/// A spring from `fromValue` to `toValue` (Core Animation's `CASpringAnimation`; Apple: "An animation that
/// applies a spring-like force to a layer’s properties."): the damped harmonic oscillator
/// `m·x'' + c·x' + k·x = 0` with `mass`, `stiffness`, `damping` and `initialVelocity`, solved in closed form
/// (`SpringModel`) for the displacement from `toValue` measured in animated distances (`toValue − fromValue`
/// is 1), so one spring gives one curve whatever the distance; `duration` still bounds the animation, as in
/// Core Animation (set it to `settlingDuration`). The same parameters give the same curve as the core's
/// `SpringCurve(mass:stiffness:damping:)` with `initialVelocity × distance` in points per second (pinned by
/// the test "CASpringAnimation and SpringCurve draw the same curve").
open class CASpringAnimation: CABasicAnimation {
    /// Apple: "The mass of the object attached to the end of the spring. Must be greater than 0. Defaults to
    /// one." Other values count as 1.
    open var mass: CGFloat = 1
    /// Apple: "The spring stiffness coefficient. Must be greater than 0. Defaults to 100." Other values count
    /// as 100.
    open var stiffness: CGFloat = 100
    /// Apple: "The damping coefficient. Must be greater than or equal to 0. Defaults to 10." Other values
    /// count as 0.
    open var damping: CGFloat = 10
    /// Apple: "The initial velocity of the object attached to the spring." "Defaults to `0`, which represents
    /// an unmoving object. Negative values represent the object moving away from the spring attachment point,
    /// positive values represent the object moving towards the spring attachment point." In animated
    /// distances per second (1: the whole distance from `fromValue` to `toValue` in one second, the unit of
    /// `UISpringTimingParameters.initialVelocity`); non-finite values count as 0.
    open var initialVelocity: CGFloat = 0

    /// Apple: "Returns the estimated duration required for the spring system to be considered at rest. The
    /// duration is evaluated for the current animation parameters." HeadlessUIKit's rest threshold: the spring
    /// stays within 0.1 % of the distance of its target (Apple does not document Core Animation's); capped at
    /// 60 s.
    open var settlingDuration: CFTimeInterval {
        model.settlingDuration
    }

    var model: SpringModel {
        SpringModel(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity))
    }

    override func curve(_ progress: Double) -> Double {
        model.progress(atTime: progress * iterationDuration)
    }
}
#endif
