import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Insets of a rectangle on its four edges, in points (pt).
///
/// The platform-neutral counterpart of `UIEdgeInsets`, used by the core for safe-area insets and
/// margins. Values are stored as given; use ``sanitized`` before doing arithmetic with insets that
/// come from outside (non-finite or negative edges become 0).
package struct LayoutInsets: Hashable, Sendable {
    /// Inset of the top edge, pt.
    public var top: CGFloat
    /// Inset of the left edge, pt.
    public var left: CGFloat
    /// Inset of the bottom edge, pt.
    public var bottom: CGFloat
    /// Inset of the right edge, pt.
    public var right: CGFloat

    /// Creates insets; every edge defaults to 0 pt.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = LayoutInsets()

    /// `left + right`, pt.
    public var horizontal: CGFloat { left + right }

    /// `top + bottom`, pt.
    public var vertical: CGFloat { top + bottom }

    /// These insets with every edge that is NaN, infinite or negative replaced by 0.
    ///
    /// Insets come from the platform (safe areas, keyboard frames) and a bad value must never turn into
    /// a NaN frame; 0 is the neutral choice.
    public var sanitized: LayoutInsets {
        LayoutInsets(
            top: Self.sanitizedEdge(top),
            left: Self.sanitizedEdge(left),
            bottom: Self.sanitizedEdge(bottom),
            right: Self.sanitizedEdge(right))
    }

    private static func sanitizedEdge(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }
}
