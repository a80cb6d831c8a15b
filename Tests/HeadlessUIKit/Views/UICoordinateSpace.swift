#if os(Linux)
import Foundation

/// A coordinate system that can convert points and rectangles to and from another (UIKit's `UICoordinateSpace`, iOS 8+).
@preconcurrency @MainActor public protocol UICoordinateSpace: NSObjectProtocol {
    /// Converts `point` from this space to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `point` from `coordinateSpace` to this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `rect` from this space to `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts `rect` from `coordinateSpace` to this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// The space's bounding rectangle.
    var bounds: CGRect { get }
}

/// Marker for objects whose appearance proxies UIKit supports (UIKit's `UIAppearance`); no proxy is modelled.
@preconcurrency @MainActor public protocol UIAppearance: NSObjectProtocol {}

/// Marker for containers of appearance-customizable objects (UIKit's `UIAppearanceContainer`).
@preconcurrency @MainActor public protocol UIAppearanceContainer: NSObjectProtocol {}

/// Marker for objects in the focus system (UIKit's `UIFocusEnvironment`); focus is not modelled.
@preconcurrency @MainActor public protocol UIFocusEnvironment: NSObjectProtocol {}
#endif
