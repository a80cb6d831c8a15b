import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A detent resolved to a concrete height.
package struct ResolvedDetent: Hashable, Sendable {
    /// The detent's identifier.
    public var identifier: Detent.Identifier
    /// The sheet height above the bottom safe area, pt. Finite and ≥ 0 in every `DetentResolution`
    /// produced by `DetentResolver`.
    public var height: CGFloat

    /// Creates a resolved detent.
    public init(identifier: Detent.Identifier, height: CGFloat) {
        self.identifier = identifier
        self.height = height
    }
}
