#if os(Linux)
import Foundation

/// The corners of a rectangle, for rounded-rect paths (UIKit's `UIRectCorner`).
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    /// The raw bit mask.
    public let rawValue: UInt

    /// A corner set from its raw bit mask.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top-left corner (bit 0).
    public static var topLeft: UIRectCorner { UIRectCorner(rawValue: 1 << 0) }
    /// The top-right corner (bit 1).
    public static var topRight: UIRectCorner { UIRectCorner(rawValue: 1 << 1) }
    /// The bottom-left corner (bit 2).
    public static var bottomLeft: UIRectCorner { UIRectCorner(rawValue: 1 << 2) }
    /// The bottom-right corner (bit 3).
    public static var bottomRight: UIRectCorner { UIRectCorner(rawValue: 1 << 3) }
    /// All corners: every bit set (`UInt.max`), as UIKit defines it, not just the four low bits.
    public static var allCorners: UIRectCorner { UIRectCorner(rawValue: UInt.max) }
}
#endif
