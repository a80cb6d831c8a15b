import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A height at which a sheet can rest, mirroring `UISheetPresentationController.Detent`.
///
/// Heights follow UIKit's custom-detent convention: the height of the sheet **above the bottom safe
/// area**, in points. `.height(198)` shows 198 pt of sheet plus the home-indicator area.
///
/// A detent is a recipe; ``DetentResolver`` turns a list of them into concrete heights for a given
/// ``DetentResolutionContext``, dropping and reporting invalid ones.
///
/// ## Identifiers
/// Every detent has an ``identifier``. Named ones use the identifier given. Unnamed ones get a
/// deterministic default derived from their value, so equal recipes share an identifier and the
/// identifier survives rebuilding the detent list:
/// - `.height(198)` → `"height.198"`, `.height(198.5)` → `"height.198.5"`;
/// - `.fraction(0.5)` → `"fraction.0.5"`;
/// - `.fitting()` → `"fitting"`;
/// - `.custom { … }` → `"custom.<file>:<line>:<column>"` of the call that created it. A closure cannot be
///   compared, so its identity is its place in the source: the same call always gives the same
///   identifier (stable across runs and re-creations), two calls on different lines or columns give
///   different ones. Custom detents created in a loop by one call share an identifier, and the resolver
///   keeps only the first; give them explicit identifiers, as UIKit requires for custom detents.
public struct Detent: Sendable {
    /// The identifier of the detent: its name in `selectedDetentIdentifier`,
    /// `largestUndimmedDetentIdentifier` and in resolutions.
    public let identifier: Identifier

    let kind: Kind

    enum Kind: Sendable {
        case medium
        case large
        case height(CGFloat)
        case fraction(CGFloat)
        case fitting
        case custom(@Sendable (DetentResolutionContext) -> CGFloat?)
    }

    private init(identifier: Identifier, kind: Kind) {
        self.identifier = identifier
        self.kind = kind
    }

    /// UIKit's medium detent: half of ``DetentResolutionContext/maximumDetentValue``.
    ///
    /// UIKit documents the medium detent as about half the height of the screen; half of the largest
    /// sheet height is the same within a few points and keeps `medium ≤ large` on every screen. The value is
    /// not rounded (376.5 pt for a 753 pt maximum): a half point is a whole pixel on 2x and 3x screens.
    /// Identifier ``Identifier/medium``.
    public static func medium() -> Detent {
        Detent(identifier: .medium, kind: .medium)
    }

    /// UIKit's large detent: the full ``DetentResolutionContext/maximumDetentValue`` (the sheet's full
    /// height, below the top safe area and the small gap UIKit leaves there). Identifier
    /// ``Identifier/large``.
    public static func large() -> Detent {
        Detent(identifier: .large, kind: .large)
    }

    /// A fixed height in points above the bottom safe area.
    ///
    /// - Parameters:
    ///   - points: The height, pt. Clamped to the maximum when resolved; NaN, infinite, zero and
    ///     negative heights are dropped (and reported) by ``DetentResolver``.
    ///   - identifier: Defaults to `"height.<points>"`.
    public static func height(_ points: CGFloat, identifier: Identifier? = nil) -> Detent {
        Detent(
            identifier: identifier ?? Identifier("height." + numberDescription(points)),
            kind: .height(points))
    }

    /// A fraction of ``DetentResolutionContext/maximumDetentValue`` (0.5 is the medium height, 1 the
    /// large one). Fractions above 1 are clamped to the maximum; non-positive ones are dropped.
    ///
    /// - Parameters:
    ///   - fraction: The share of the maximum detent value, 0…1 (above 1 is clamped, non-positive is dropped).
    ///   - identifier: Defaults to `"fraction.<fraction>"`.
    public static func fraction(_ fraction: CGFloat, identifier: Identifier? = nil) -> Detent {
        Detent(
            identifier: identifier ?? Identifier("fraction." + numberDescription(fraction)),
            kind: .fraction(fraction))
    }

    /// The height the content needs: ``DetentResolutionContext/fittingHeight``, measured by the UIKit
    /// layer (the content's compressed layout height above the bottom safe area). Dropped and reported
    /// while the fitting height is unknown.
    ///
    /// - Parameter identifier: Defaults to `"fitting"`.
    public static func fitting(identifier: Identifier? = nil) -> Detent {
        Detent(identifier: identifier ?? Identifier("fitting"), kind: .fitting)
    }

    /// A height computed by `resolver` from the context, like UIKit's `.custom(identifier:resolver:)`.
    /// Returning nil leaves the detent out (reported by ``DetentResolver``).
    ///
    /// - Parameters:
    ///   - identifier: Defaults to `"custom.<fileID>:<line>:<column>"` of this call (see "Identifiers"
    ///     above).
    ///   - fileID: The call site's file, captured automatically; do not pass it.
    ///   - line: The call site's line, captured automatically; do not pass it.
    ///   - column: The call site's column, captured automatically; do not pass it.
    ///   - resolver: Called during resolution with a context whose maximum, sizes and insets are finite
    ///     and non-negative (the fitting height is passed as given).
    public static func custom(
        identifier: Identifier? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        resolver: @escaping @Sendable (DetentResolutionContext) -> CGFloat?
    ) -> Detent {
        Detent(
            identifier: identifier ?? Identifier("custom.\(fileID):\(line):\(column)"),
            kind: .custom(resolver))
    }

    /// The raw height (pt above the bottom safe area) of this detent in `context`, before validation:
    /// it may be NaN, infinite, negative, larger than the maximum, or nil (a custom resolver that
    /// returned nil, or `.fitting` with an unknown fitting height).
    public func resolvedValue(in context: DetentResolutionContext) -> CGFloat? {
        switch kind {
        case .medium: return context.maximumDetentValue / 2
        case .large: return context.maximumDetentValue
        case .height(let points): return points
        case .fraction(let fraction): return fraction * context.maximumDetentValue
        case .fitting: return context.fittingHeight
        case .custom(let resolver): return resolver(context)
        }
    }

    /// The shortest text that round-trips `value`, without a trailing `.0` for whole numbers.
    static func numberDescription(_ value: CGFloat) -> String {
        let number = Double(value)
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return String(describing: number)
    }
}

extension Detent: CustomStringConvertible {
    /// `Detent(<identifier>)`.
    public var description: String { "Detent(\(identifier.rawValue))" }
}
