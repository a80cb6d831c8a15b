#if os(Linux)
import Foundation

extension NSValue {
    /// A value boxing a rectangle (UIKit's `NSValue(cgRect:)`; corelibs only has `NSValue(rect:)`).
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// The boxed rectangle (UIKit's `cgRectValue`).
    public var cgRectValue: CGRect { rectValue }

    /// A value boxing a point (UIKit's `NSValue(cgPoint:)`).
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// The boxed point (UIKit's `cgPointValue`).
    public var cgPointValue: CGPoint { pointValue }

    /// A value boxing a size (UIKit's `NSValue(cgSize:)`).
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// The boxed size (UIKit's `cgSizeValue`).
    public var cgSizeValue: CGSize { sizeValue }
}
#endif
