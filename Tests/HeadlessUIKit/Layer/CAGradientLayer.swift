#if os(Linux)
import Foundation

/// The kind of gradient a `CAGradientLayer` draws (Core Animation's `CAGradientLayerType`).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public var rawValue: String
    /// A type with the given raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Along the line from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Elliptical, centred on `startPoint`, reaching `endPoint`.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around `startPoint`, starting towards `endPoint` (iOS 12+).
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer filled with a color gradient (Core Animation's `CAGradientLayer`).
///
/// The gradient's description is stored with Core Animation's defaults and copied into presentation
/// layers; nothing is drawn. `headlessColor(at:)` evaluates the axial gradient's color along its line,
/// as Core Animation interpolates it (linearly between stops; evenly spaced stops when `locations` is
/// `nil`; the end colors beyond the first and last stop).
open class CAGradientLayer: CALayer {
    /// The stop colors (`CGColor`s); default `nil` (nothing drawn). `UIColor`s are accepted too.
    open var colors: [Any]?
    /// The stop locations in 0…1, one per color; default `nil` (evenly spaced).
    open var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates of the bounds; default (0.5, 0) (the top).
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in unit coordinates of the bounds; default (0.5, 1) (the bottom).
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The kind of gradient; default `.axial`.
    open var type: CAGradientLayerType = .axial

    /// A gradient layer with Core Animation's defaults.
    public required init() {
        super.init()
    }

    /// A copy of `layer`'s values (also its gradient when it is a gradient layer).
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAGradientLayer { copyGradient(from: other) }
    }

    func copyGradient(from other: CAGradientLayer) {
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    /// The on-screen copy, with the gradient's description.
    open override func presentation() -> Self? {
        let copy = super.presentation()
        copy?.copyGradient(from: self)
        return copy
    }

    /// Linux-only: the color of the axial gradient at `fraction` (0 = `startPoint`, 1 = `endPoint`), or
    /// `nil` without colors. Stops without a location are evenly spaced; NaN counts as 0.
    public func headlessColor(at fraction: CGFloat) -> CGColor? {
        let stops: [CGColor] = (colors ?? []).compactMap { ($0 as? UIColor)?.cgColor ?? ($0 as? CGColor) }
        guard let first = stops.first else { return nil }
        guard stops.count > 1 else { return first }
        let positions: [CGFloat] =
            locations?.count == stops.count
            ? locations!.map { CGFloat($0.doubleValue) }
            : stops.indices.map { CGFloat($0) / CGFloat(stops.count - 1) }
        let t = fraction.isNaN ? 0 : fraction
        if t <= positions[0] { return stops[0] }
        for i in 1..<stops.count where t <= positions[i] {
            let span = positions[i] - positions[i - 1]
            let local = span > 0 ? (t - positions[i - 1]) / span : 1
            let a = stops[i - 1].rgba
            let b = stops[i].rgba
            let mixed = zip(a, b).map { $0 + ($1 - $0) * local }
            return CGColor(red: mixed[0], green: mixed[1], blue: mixed[2], alpha: mixed[3])
        }
        return stops[stops.count - 1]
    }
}
#endif
