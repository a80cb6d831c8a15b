import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A height at which a sheet can rest, mirroring `UISheetPresentationController.Detent`.
///
/// Heights follow UIKit's custom-detent convention: the height of the sheet **above the bottom safe
/// area**, in points. `.height(198)` shows 198 pt of sheet plus the home-indicator area.
///
/// A detent is a recipe; `DetentResolver` turns a list of them into concrete heights for a given
/// ``DetentResolutionContext``, dropping and reporting invalid ones.
///
/// ## Identifiers
/// Every detent has an ``identifier``. Named ones use the identifier given. Unnamed ones get:
/// - `.medium()` / `.large()` → ``Identifier/medium`` / ``Identifier/large`` (UIKit's);
/// - `.height(198)` → `"height.198"`, `.height(198.5)` → `"height.198.5"`; `.fraction(0.5)` → `"fraction.0.5"`;
///   `.fitting()` → `"fitting"`: derived from the value, so equal recipes share an identifier and it survives
///   rebuilding the detent list (these are Transitions' own detent kinds);
/// - `.custom { … }` → a random identifier, as UIKit: "If you don't provide an identifier, the system generates a
///   random identifier" (`UISheetPresentationController.Detent.custom(identifier:resolver:)`). Two custom detents
///   never share one by accident, but a list rebuilt on every update (SwiftUI) makes new ones each time: name a
///   custom detent that is selected or undimmed, or rebuilt, as UIKit's documentation advises.
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
        case custom(@MainActor (DetentResolutionContext) -> CGFloat?)
    }

    private init(identifier: Identifier, kind: Kind) {
        self.identifier = identifier
        self.kind = kind
    }

    /// UIKit's medium detent: 0.56 of ``DetentResolutionContext/maximumDetentValue`` in a container taller than
    /// 568 pt, 0.63 in one at most 568 pt tall (DEVICE-FACTS.md, "The sheet, as UIKit's code defines it", medium:
    /// `UISheetDetentBlockMedium`), inactive in compact height (Apple: "The system-defined medium detent is
    /// inactive in compact height": ``resolvedValue(in:)`` returns nil there and `DetentResolver` leaves it
    /// out, reporting ``DetentDiagnostic/inactiveInContext(_:)``).
    ///
    /// The value is not rounded (421.68 pt for a 753 pt maximum). The container's height is
    /// ``DetentResolutionContext/containerSize``'s.
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
    ///     negative heights are dropped (and reported) by `DetentResolver`.
    ///   - identifier: Defaults to `"height.<points>"`.
    public static func height(_ points: CGFloat, identifier: Identifier? = nil) -> Detent {
        Detent(
            identifier: identifier ?? Identifier("height." + numberDescription(points)),
            kind: .height(points))
    }

    /// A fraction of ``DetentResolutionContext/maximumDetentValue`` (0.56 is the medium height on a phone, 1 the
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
    /// Returning nil leaves the detent out (reported by `DetentResolver`).
    ///
    /// The resolver runs on the main actor, as UIKit's does (the iOS 26.2 SDK declares `custom(identifier:resolver:)`
    /// `@MainActor @preconcurrency`, its resolver not `@Sendable`): it may read views and `@MainActor` properties.
    /// A resolver written for the earlier `@Sendable` signature compiles unchanged (a `@Sendable` function converts
    /// to a main-actor one). A resolution started off the main thread (a background task resolving detents)
    /// waits for the main thread to run the resolver.
    ///
    /// - Parameters:
    ///   - identifier: Defaults to a random identifier (`"custom.<UUID>"`), as UIKit: "If you don't provide an
    ///     identifier, the system generates a random identifier" (see "Identifiers" above).
    ///   - resolver: Called on the main actor during resolution with a context whose maximum, sizes and insets
    ///     are finite and non-negative (the fitting height is passed as given).
    @preconcurrency
    public static func custom(
        identifier: Identifier? = nil, resolver: @escaping @MainActor (DetentResolutionContext) -> CGFloat?
    ) -> Detent {
        Detent(identifier: identifier ?? Identifier("custom." + UUID().uuidString), kind: .custom(resolver))
    }

    /// The detent's value in `context`, in points above the bottom safe area, or `nil` when the detent is inactive
    /// there — UIKit's `resolvedValue(in:)`: "Returns the value of the detent in the provided context, or nil if
    /// the detent is inactive in the provided context." Inactive: ``medium()`` in compact height, a custom
    /// resolver that returned nil, `.fitting` while the fitting height is unknown, and any value that cannot be a
    /// height (NaN, infinite, zero or negative). Values above ``DetentResolutionContext/maximumDetentValue`` come
    /// back lowered to it, as the sheet uses them.
    public func resolvedValue(in context: DetentResolutionContext) -> CGFloat? {
        guard let raw = rawValue(in: context), raw.isFinite, raw > 0 else { return nil }
        let maximum = context.maximumDetentValue
        return maximum.isFinite && maximum >= 0 ? min(raw, maximum) : raw
    }

    /// The raw height before validation (what `DetentResolver` diagnoses): it may be NaN, infinite, negative,
    /// larger than the maximum, or nil (inactive, a custom resolver that returned nil, an unknown fitting height).
    func rawValue(in context: DetentResolutionContext) -> CGFloat? {
        switch kind {
        case .medium:
            guard context.verticalSizeClass != .compact else { return nil }
            let isShort = context.containerSize.height <= SheetDeviceMetrics.compactContainerHeight
            let fraction = isShort ? SheetDeviceMetrics.mediumFractionShortContainer : SheetDeviceMetrics.mediumFraction
            return fraction * context.maximumDetentValue
        case .large: return context.maximumDetentValue
        case .height(let points): return points
        case .fraction(let fraction): return fraction * context.maximumDetentValue
        case .fitting: return context.fittingHeight
        case .custom(let resolver): return Self.resolveOnMainActor(resolver, context)
        }
    }

    /// Runs a custom resolver on the main actor: at once when already there (where the sheet resolves), otherwise
    /// waiting for the main queue.
    private static func resolveOnMainActor(
        _ resolver: @MainActor (DetentResolutionContext) -> CGFloat?, _ context: DetentResolutionContext
    ) -> CGFloat? {
        if MainQueueMark.isCurrent { return MainActor.assumeIsolated { resolver(context) } }
        return DispatchQueue.main.sync { MainActor.assumeIsolated { resolver(context) } }
    }

    /// Whether `other` is the same recipe: the same identifier, kind and value. Custom detents never are (their
    /// resolvers cannot be compared), so a list holding one always counts as changed and is resolved again.
    public func isSameRecipe(as other: Detent) -> Bool {
        guard identifier == other.identifier else { return false }
        switch (kind, other.kind) {
        case (.medium, .medium), (.large, .large), (.fitting, .fitting): return true
        case (.height(let a), .height(let b)), (.fraction(let a), .fraction(let b)):
            return a == b || (a.isNaN && b.isNaN)
        default: return false
        }
    }

    /// Whether two detent lists are the same recipes in the same order (``isSameRecipe(as:)``).
    public static func sameRecipes(_ a: [Detent], _ b: [Detent]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.isSameRecipe(as: $1) }
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

/// Whether code runs on the main queue, the main actor's executor. `Thread.isMainThread` is not enough: where the
/// main queue is drained by `dispatchMain()` (Linux), main-actor code runs on a worker thread.
enum MainQueueMark {
    /// The key marking the main queue (set once, then only read).
    private final class Key: @unchecked Sendable {
        let key = DispatchSpecificKey<Bool>()
        init() { DispatchQueue.main.setSpecific(key: key, value: true) }
    }
    private static let mark = Key()

    /// Whether the caller runs on the main queue (or the main thread).
    static var isCurrent: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: mark.key) == true }
}
