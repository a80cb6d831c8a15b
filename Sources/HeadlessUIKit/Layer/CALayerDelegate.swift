#if os(Linux)
import Foundation

/// The layer's delegate (Core Animation's `CALayerDelegate`); every member is optional in UIKit and none is
/// called by HeadlessUIKit, which renders nothing. `UIView` conforms, as in UIKit.
public protocol CALayerDelegate: NSObjectProtocol {}

/// Core Animation's timing protocol; `CALayer` adopts it. HeadlessUIKit stores the values but layer
/// timing does not drive animations (see docs/headless-uikit.md).
public protocol CAMediaTiming {
    /// Start time relative to the parent's time, in seconds.
    var beginTime: CFTimeInterval { get set }
    /// Offset into the active local time, in seconds.
    var timeOffset: CFTimeInterval { get set }
    /// Rate of local time relative to the parent (1 = normal).
    var speed: Float { get set }
}
#endif
