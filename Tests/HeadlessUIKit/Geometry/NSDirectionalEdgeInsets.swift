#if os(Linux)
import Foundation

/// Edge insets that follow the layout direction: `leading`/`trailing` instead of left/right, in points.
public struct NSDirectionalEdgeInsets: Equatable, Sendable, Codable {
    /// Inset from the top edge, in points.
    public var top: CGFloat
    /// Inset from the leading edge (left in left-to-right layouts), in points.
    public var leading: CGFloat
    /// Inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// Inset from the trailing edge (right in left-to-right layouts), in points.
    public var trailing: CGFloat

    /// All-zero insets.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets with the given edge distances, in points.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// All-zero insets.
    public static let zero = NSDirectionalEdgeInsets()
}
#endif
