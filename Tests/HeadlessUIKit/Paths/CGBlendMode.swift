#if os(Linux)
import Foundation

/// Compositing operations for drawing (Core Graphics' `CGBlendMode`), declared for `fill(with:alpha:)`.
public enum CGBlendMode: Int32, Sendable {
    /// Source over destination (the default).
    case normal = 0
    /// Multiplies.
    case multiply = 1
    /// Screens.
    case screen = 2
    /// Overlays.
    case overlay = 3
    /// Clears.
    case clear = 16
    /// Copies the source.
    case copy = 17
}
#endif
