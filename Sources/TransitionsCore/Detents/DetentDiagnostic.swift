import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Why the sheet dropped, changed or replaced a detent it was given (an invalid height, a duplicate identifier,
/// an empty list). Read them from `SheetPresentationController.detentDiagnostics` after the detents are resolved;
/// ``description`` is a sentence meant for logs.
///
/// Equality treats NaN payloads as equal to each other, so a resolution compares equal to itself even
/// when it reports a NaN height.
public enum DetentDiagnostic: Sendable, CustomStringConvertible {
    /// The context's maximum detent value was NaN, infinite or negative; it was treated as 0.
    case invalidMaximumDetentValue(CGFloat)
    /// A detent used an identifier already used by an earlier detent (at `index` in the input list);
    /// it was dropped without being resolved. The first detent with an identifier wins.
    case duplicateIdentifier(Detent.Identifier, index: Int)
    /// A custom detent's resolver returned nil; the detent was dropped.
    case resolverReturnedNil(Detent.Identifier)
    /// The detent is inactive in this context and was left out: ``Detent/medium()`` in compact height (UIKit:
    /// "The system-defined medium detent is inactive in compact height"). Its identifier may stay selected: the
    /// sheet then rests at its smallest active detent and returns to it when the detent is active again.
    case inactiveInContext(Detent.Identifier)
    /// A fitting detent was resolved while the context's fitting height was unknown (nil); dropped.
    case missingFittingHeight(Detent.Identifier)
    /// The detent resolved to NaN or an infinity; dropped.
    case nonFiniteHeight(Detent.Identifier, CGFloat)
    /// The detent resolved to zero or a negative height; dropped.
    case negativeOrZeroHeight(Detent.Identifier, CGFloat)
    /// The detent resolved above the maximum detent value and was lowered to it.
    case clampedToMaximum(Detent.Identifier, from: CGFloat, to: CGFloat)
    /// The detent resolved to the same height (within `DetentResolver.equalHeightTolerance`) as the
    /// earlier detent `kept`, which represents both at `height`.
    case mergedWithEqualHeight(Detent.Identifier, kept: Detent.Identifier, height: CGFloat)
    /// The detent list was empty; the result is the large detent at `fallbackHeight`.
    case emptyDetentList(fallbackHeight: CGFloat)
    /// No detent survived validation; the result is the large detent at `fallbackHeight`.
    case allDetentsInvalid(fallbackHeight: CGFloat)

    /// The identifier of the detent concerned, or nil for diagnostics about the whole list.
    public var identifier: Detent.Identifier? {
        switch self {
        case .duplicateIdentifier(let identifier, _), .resolverReturnedNil(let identifier),
            .inactiveInContext(let identifier),
            .missingFittingHeight(let identifier), .nonFiniteHeight(let identifier, _),
            .negativeOrZeroHeight(let identifier, _), .clampedToMaximum(let identifier, _, _),
            .mergedWithEqualHeight(let identifier, _, _):
            return identifier
        case .invalidMaximumDetentValue, .emptyDetentList, .allDetentsInvalid:
            return nil
        }
    }

    /// One sentence describing what happened and why.
    public var description: String {
        switch self {
        case .invalidMaximumDetentValue(let value):
            return "The maximum detent value \(value) is not a finite, non-negative height; using 0."
        case .duplicateIdentifier(let identifier, let index):
            return "Detent '\(identifier)' at index \(index) repeats an earlier identifier; dropped."
        case .resolverReturnedNil(let identifier):
            return "The resolver of detent '\(identifier)' returned nil; dropped."
        case .inactiveInContext(let identifier):
            return "Detent '\(identifier)' is inactive in this context (medium in compact height); left out."
        case .missingFittingHeight(let identifier):
            return "Detent '\(identifier)' fits its content, but the fitting height is unknown; dropped."
        case .nonFiniteHeight(let identifier, let height):
            return "Detent '\(identifier)' resolved to \(height), which is not finite; dropped."
        case .negativeOrZeroHeight(let identifier, let height):
            return "Detent '\(identifier)' resolved to \(height), which is not positive; dropped."
        case .clampedToMaximum(let identifier, let from, let to):
            return "Detent '\(identifier)' resolved to \(from), above the maximum; clamped to \(to)."
        case .mergedWithEqualHeight(let identifier, let kept, let height):
            return "Detent '\(identifier)' has the same height (\(height)) as '\(kept)'; merged into it."
        case .emptyDetentList(let height):
            return "The detent list is empty; using the large detent (\(height))."
        case .allDetentsInvalid(let height):
            return "No detent resolved to a valid height; using the large detent (\(height))."
        }
    }
}

extension DetentDiagnostic: Hashable {
    /// Equal when the cases, identifiers and payloads match; NaN payloads match each other and 0 matches
    /// −0.
    public static func == (lhs: DetentDiagnostic, rhs: DetentDiagnostic) -> Bool {
        lhs.key == rhs.key
    }

    /// Hashes the same components ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
    }

    private struct Key: Hashable {
        var kind: Int
        var identifier: Detent.Identifier?
        var other: Detent.Identifier?
        var first: UInt64 = 0
        var second: UInt64 = 0
    }

    private var key: Key {
        switch self {
        case .invalidMaximumDetentValue(let value):
            return Key(kind: 0, first: Self.bits(value))
        case .duplicateIdentifier(let identifier, let index):
            return Key(kind: 1, identifier: identifier, first: UInt64(bitPattern: Int64(index)))
        case .resolverReturnedNil(let identifier):
            return Key(kind: 2, identifier: identifier)
        case .inactiveInContext(let identifier):
            return Key(kind: 10, identifier: identifier)
        case .missingFittingHeight(let identifier):
            return Key(kind: 3, identifier: identifier)
        case .nonFiniteHeight(let identifier, let height):
            return Key(kind: 4, identifier: identifier, first: Self.bits(height))
        case .negativeOrZeroHeight(let identifier, let height):
            return Key(kind: 5, identifier: identifier, first: Self.bits(height))
        case .clampedToMaximum(let identifier, let from, let to):
            return Key(kind: 6, identifier: identifier, first: Self.bits(from), second: Self.bits(to))
        case .mergedWithEqualHeight(let identifier, let kept, let height):
            return Key(kind: 7, identifier: identifier, other: kept, first: Self.bits(height))
        case .emptyDetentList(let height):
            return Key(kind: 8, first: Self.bits(height))
        case .allDetentsInvalid(let height):
            return Key(kind: 9, first: Self.bits(height))
        }
    }

    private static func bits(_ value: CGFloat) -> UInt64 {
        let number = Double(value)
        if number.isNaN { return Double.nan.bitPattern }
        return (number == 0 ? 0 : number).bitPattern
    }
}
