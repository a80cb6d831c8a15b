#if os(Linux)
import Foundation

/// The kinds of pointer scrolling a pan recognizer accepts (UIKit's `UIScrollTypeMask`, iOS 13.4+).
/// Scroll-wheel input is never simulated; the value is stored only.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    /// The bit mask.
    public let rawValue: Int

    /// A mask from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Discrete scrolling (a mouse wheel's steps).
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// Continuous scrolling (a trackpad).
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Both kinds.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
#endif
