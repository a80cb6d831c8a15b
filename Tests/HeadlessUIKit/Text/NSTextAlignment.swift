#if os(Linux)
import Foundation

/// Horizontal text alignment (raw values as on iOS, where it comes from UIKit's NSText.h).
public enum NSTextAlignment: Int, Sendable {
    /// Left edge.
    case left = 0
    /// Centered.
    case center = 1
    /// Right edge.
    case right = 2
    /// Both edges.
    case justified = 3
    /// The script's natural alignment (left to right here).
    case natural = 4
}

/// What happens to a line that does not fit (raw values as on iOS).
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap between characters.
    case byCharWrapping = 1
    /// Cut off.
    case byClipping = 2
    /// "…line".
    case byTruncatingHead = 3
    /// "line…".
    case byTruncatingTail = 4
    /// "li…ne".
    case byTruncatingMiddle = 5
}
#endif
