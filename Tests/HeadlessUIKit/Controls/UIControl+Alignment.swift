#if os(Linux)
import Foundation

extension UIControl {
    /// Horizontal placement of a control's content (UIKit's `UIControl.ContentHorizontalAlignment`).
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centered.
        case center = 0
        /// Against the left edge.
        case left = 1
        /// Against the right edge.
        case right = 2
        /// Stretched to fill.
        case fill = 3
        /// Against the leading edge (iOS 11+).
        case leading = 4
        /// Against the trailing edge (iOS 11+).
        case trailing = 5
    }

    /// Vertical placement of a control's content (UIKit's `UIControl.ContentVerticalAlignment`).
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centered.
        case center = 0
        /// Against the top.
        case top = 1
        /// Against the bottom.
        case bottom = 2
        /// Stretched to fill.
        case fill = 3
    }
}
#endif
