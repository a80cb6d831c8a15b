#if os(Linux)
import Foundation

extension UIImage {
    /// How the image's pixels are oriented (UIKit's `UIImage.Orientation`). Left and right orientations
    /// swap the image's width and height in `size`.
    public enum Orientation: Int, Sendable {
        /// The default orientation.
        case up = 0
        /// Rotated 180°.
        case down = 1
        /// Rotated 90° counterclockwise.
        case left = 2
        /// Rotated 90° clockwise.
        case right = 3
        /// Flipped horizontally.
        case upMirrored = 4
        /// Rotated 180° and flipped horizontally.
        case downMirrored = 5
        /// Rotated 90° counterclockwise and flipped vertically.
        case leftMirrored = 6
        /// Rotated 90° clockwise and flipped vertically.
        case rightMirrored = 7

        /// Whether the orientation turns the pixels by a quarter turn (width and height swap).
        var swapsAxes: Bool {
            switch self {
            case .left, .right, .leftMirrored, .rightMirrored: return true
            default: return false
            }
        }
    }

    /// How a resizable image fills the area between its caps (UIKit's `UIImage.ResizingMode`).
    public enum ResizingMode: Int, Sendable {
        /// The interior is tiled (the default of `resizableImage(withCapInsets:)`).
        case tile = 0
        /// The interior is stretched.
        case stretch = 1
    }

    /// Whether the image is drawn with its colors or as a template tinted with the view's `tintColor`
    /// (UIKit's `UIImage.RenderingMode`, iOS 7+).
    public enum RenderingMode: Int, Sendable {
        /// The context decides (image views draw originals, bars draw templates).
        case automatic = 0
        /// Always the original colors.
        case alwaysOriginal = 1
        /// Always a template (only the alpha channel, tinted).
        case alwaysTemplate = 2
    }
}
#endif
