#if os(Linux)
import Foundation

/// Inset distances for the four edges of a rectangle, in points (UIKit's `UIEdgeInsets`).
///
/// Equatable, Codable and Sendable like UIKit's; deliberately not Hashable (UIKit's is not either).
public struct UIEdgeInsets: Equatable, Sendable, Codable {
    /// Inset from the top edge, in points.
    public var top: CGFloat
    /// Inset from the left edge, in points.
    public var left: CGFloat
    /// Inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// Inset from the right edge, in points.
    public var right: CGFloat

    /// All-zero insets.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Insets with the given edge distances, in points.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// All-zero insets.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// This rectangle with its edges moved inwards by `insets`.
    ///
    /// The origin moves by (`left`, `top`) and the size shrinks by (`left + right`, `top + bottom`);
    /// like UIKit, a negative result is standardized by Core Graphics' rules (the rectangle becomes null
    /// when its width or height would be negative).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let width = width - insets.left - insets.right
        let height = height - insets.top - insets.bottom
        if width < 0 || height < 0 || !width.isFinite || !height.isFinite { return .null }
        return CGRect(x: minX + insets.left, y: minY + insets.top, width: width, height: height)
    }
}

/// A horizontal and vertical offset, in points (UIKit's `UIOffset`).
public struct UIOffset: Equatable, Sendable, Codable {
    /// Horizontal offset, in points.
    public var horizontal: CGFloat
    /// Vertical offset, in points.
    public var vertical: CGFloat

    /// A zero offset.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// An offset with the given components, in points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The zero offset.
    public static let zero = UIOffset()
}
#endif
