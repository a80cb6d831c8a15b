#if os(Linux)
import Foundation

/// The layer's delegate (Core Animation's `CALayerDelegate`); every member is optional in Core Animation
/// and has the "not implemented" behaviour as its default here. `UIView` conforms, as in UIKit.
public protocol CALayerDelegate: NSObjectProtocol {
    /// Updates `layer`'s contents; a delegate that does not implement it has the layer drawn instead (the
    /// default only tells the layer so).
    func display(_ layer: CALayer)
    /// Called before the layer is drawn; default nothing.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out `layer`'s sublayers; default nothing.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on `layer`: `nil` to continue the search, `NSNull()` to stop it; default `nil`.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Default: tells the layer to draw instead (Core Animation's behaviour for a delegate without
    /// `display(_:)`).
    public func display(_ layer: CALayer) { layer.delegateLacksDisplay = true }
    /// Default: nothing.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Default: nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Default: `nil` (continue the search).
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}

/// Something a layer runs for an event (Core Animation's `CAAction`): `CAAnimation` adds itself to the
/// layer; `NSNull` does nothing.
public protocol CAAction {
    /// Runs the action for `event` on `anObject` (a `CALayer` for layer actions).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing (the "no action" marker).
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// Core Animation's timing protocol; `CALayer` adopts it. HeadlessUIKit stores the values but layer
/// timing does not drive animations (see docs/headless-uikit.md).
public protocol CAMediaTiming {
    /// Start time relative to the parent's time, in seconds.
    var beginTime: CFTimeInterval { get set }
    /// Offset into the active local time, in seconds.
    var timeOffset: CFTimeInterval { get set }
    /// Rate of local time relative to the parent (1 = normal).
    var speed: Float { get set }
    /// Seconds per iteration.
    var duration: CFTimeInterval { get set }
    /// Iterations (fractions allowed).
    var repeatCount: Float { get set }
    /// Seconds to repeat for (instead of a count).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration plays forwards, then backwards.
    var autoreverses: Bool { get set }
    /// What shows outside the active time.
    var fillMode: CAMediaTimingFillMode { get set }
}
#endif
