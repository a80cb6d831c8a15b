#if os(Linux)
import Foundation

/// Something UIKit Dynamics can move (UIKit's `UIDynamicItem`): its center and transform are written every
/// simulation step; its bounds give its size (and so its mass).
@preconcurrency @MainActor public protocol UIDynamicItem: NSObjectProtocol {
    /// The item's center, in the reference view's coordinates; written by the animator.
    var center: CGPoint { get set }
    /// The item's size (the origin is ignored); read once when the item joins a behavior.
    var bounds: CGRect { get }
    /// The item's rotation; written by the animator when the item rotates.
    var transform: CGAffineTransform { get set }
    /// The shape collisions use; default `.rectangle`.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
}

extension UIDynamicItem {
    /// `.rectangle`, UIKit's answer when an item does not implement it.
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
}

/// The collision shape of a dynamic item (UIKit's `UIDynamicItemCollisionBoundsType`, iOS 9+).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The item's bounds rectangle.
    case rectangle = 0
    /// The ellipse inscribed in the bounds (simulated as the rectangle here).
    case ellipse = 1
    /// `collisionBoundingPath` (simulated as the rectangle here).
    case path = 2
}
#endif
