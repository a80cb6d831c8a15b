import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Turns detents and a context into a `DetentResolution`.
///
/// Steps, each reported in `DetentResolution.diagnostics`:
/// 1. A maximum detent value that is NaN, infinite or negative is treated as 0; container sizes and
///    safe-area insets that are NaN, infinite or negative are treated as 0 before custom resolvers see
///    them (the fitting height is passed as given).
/// 2. Detents whose identifier repeats an earlier one are dropped unresolved (the first wins).
/// 3. Each remaining detent is resolved; nil, NaN, infinite, zero and negative heights are dropped.
/// 4. Heights above the maximum are clamped to it.
/// 5. Heights equal within ``equalHeightTolerance`` are merged; the detent earliest in the list keeps
///    its identifier and height.
/// 6. An empty list, or one where nothing survived, becomes the large detent at the maximum.
///
/// With a degenerate maximum of 0 every positive height clamps to 0 and merges into the first valid
/// detent, so the result is one detent of height 0 (or the large detent at 0).
///
/// Cost: O(n log n) for n detents (one sort; identifiers are checked with a `Set`).
package enum DetentResolver {
    /// Heights closer than this (pt) are the same detent: differences below a thousandth of a point are
    /// rounding noise, not a design.
    public static let equalHeightTolerance: CGFloat = 0.001

    /// Resolves `detents` in `context`. Never empty, never traps.
    public static func resolve(_ detents: [Detent], in context: DetentResolutionContext) -> DetentResolution {
        var diagnostics: [DetentDiagnostic] = []
        let context = sanitized(context, diagnostics: &diagnostics)
        let maximum = context.maximumDetentValue
        guard !detents.isEmpty else {
            diagnostics.append(.emptyDetentList(fallbackHeight: maximum))
            return DetentResolution(
                detents: [ResolvedDetent(identifier: .large, height: maximum)], diagnostics: diagnostics)
        }

        var seen = Set<Detent.Identifier>(minimumCapacity: detents.count)
        var candidates: [Candidate] = []
        candidates.reserveCapacity(detents.count)
        for (index, detent) in detents.enumerated() {
            let identifier = detent.identifier
            guard seen.insert(identifier).inserted else {
                diagnostics.append(.duplicateIdentifier(identifier, index: index))
                continue
            }
            guard let raw = detent.rawValue(in: context) else {
                if case .fitting = detent.kind {
                    diagnostics.append(.missingFittingHeight(identifier))
                } else if case .medium = detent.kind {
                    diagnostics.append(.inactiveInContext(identifier))
                } else {
                    diagnostics.append(.resolverReturnedNil(identifier))
                }
                continue
            }
            guard raw.isFinite else {
                diagnostics.append(.nonFiniteHeight(identifier, raw))
                continue
            }
            guard raw > 0 else {
                diagnostics.append(.negativeOrZeroHeight(identifier, raw))
                continue
            }
            var height = raw
            if raw > maximum {
                diagnostics.append(.clampedToMaximum(identifier, from: raw, to: maximum))
                height = maximum
            }
            candidates.append(Candidate(height: height, index: index, identifier: identifier))
        }

        guard !candidates.isEmpty else {
            diagnostics.append(.allDetentsInvalid(fallbackHeight: maximum))
            return DetentResolution(
                detents: [ResolvedDetent(identifier: .large, height: maximum)], diagnostics: diagnostics)
        }
        candidates.sort { ($0.height, $0.index) < ($1.height, $1.index) }
        let resolved = merged(candidates, diagnostics: &diagnostics)
        return DetentResolution(detents: resolved, diagnostics: diagnostics)
    }

    private struct Candidate {
        var height: CGFloat
        var index: Int
        var identifier: Detent.Identifier
    }

    /// Groups ascending candidates whose heights lie within the tolerance of the group's lowest one and
    /// keeps the earliest (by input index) of each group.
    private static func merged(_ candidates: [Candidate], diagnostics: inout [DetentDiagnostic]) -> [ResolvedDetent] {
        var result: [ResolvedDetent] = []
        result.reserveCapacity(candidates.count)
        var groupStart = 0
        while groupStart < candidates.count {
            var groupEnd = groupStart + 1
            let base = candidates[groupStart].height
            while groupEnd < candidates.count, candidates[groupEnd].height - base <= equalHeightTolerance {
                groupEnd += 1
            }
            var kept = candidates[groupStart]
            for candidate in candidates[groupStart..<groupEnd] where candidate.index < kept.index {
                kept = candidate
            }
            for candidate in candidates[groupStart..<groupEnd] where candidate.index != kept.index {
                diagnostics.append(
                    .mergedWithEqualHeight(candidate.identifier, kept: kept.identifier, height: kept.height))
            }
            result.append(ResolvedDetent(identifier: kept.identifier, height: kept.height))
            groupStart = groupEnd
        }
        return result
    }

    private static func sanitized(
        _ context: DetentResolutionContext, diagnostics: inout [DetentDiagnostic]
    ) -> DetentResolutionContext {
        var context = context
        let maximum = context.maximumDetentValue
        if !(maximum.isFinite && maximum >= 0) {
            diagnostics.append(.invalidMaximumDetentValue(maximum))
            context.maximumDetentValue = 0
        }
        context.containerSize = CGSize(
            width: nonNegative(context.containerSize.width), height: nonNegative(context.containerSize.height))
        context.safeAreaInsets = context.safeAreaInsets.sanitized
        return context
    }

    private static func nonNegative(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }
}
