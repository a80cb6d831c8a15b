import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Detents resolved to heights for one context: ascending, distinct, never empty, with the reasons for
/// everything that was dropped or changed.
package struct DetentResolution: Hashable, Sendable {
    /// The resolved detents, ascending by height. `DetentResolver` never produces an empty list.
    public var detents: [ResolvedDetent]
    /// What the resolver dropped, clamped, merged or replaced, in the order it noticed.
    public var diagnostics: [DetentDiagnostic]

    /// Creates a resolution from detents that are already ascending (not checked).
    public init(detents: [ResolvedDetent], diagnostics: [DetentDiagnostic] = []) {
        self.detents = detents
        self.diagnostics = diagnostics
    }

    /// The lowest detent. If ``detents`` was emptied by hand, the large detent at height 0.
    public var smallest: ResolvedDetent {
        detents.first ?? ResolvedDetent(identifier: .large, height: 0)
    }

    /// The highest detent. If ``detents`` was emptied by hand, the large detent at height 0.
    public var largest: ResolvedDetent {
        detents.last ?? ResolvedDetent(identifier: .large, height: 0)
    }

    /// The position of the detent named `identifier` in ``detents``, or nil.
    public func index(of identifier: Detent.Identifier) -> Int? {
        detents.firstIndex { $0.identifier == identifier }
    }

    /// The index of the selected detent for a selection `identifier`, with UIKit's rule for
    /// `selectedDetentIdentifier`: `nil`, or an identifier that names no detent here, selects the smallest (0).
    public func selectedIndex(for identifier: Detent.Identifier?) -> Int {
        guard let identifier else { return 0 }
        return index(of: identifier) ?? 0
    }

    /// The height (pt) of the detent named `identifier`, or nil if it is not in the resolution.
    public func height(of identifier: Detent.Identifier) -> CGFloat? {
        index(of: identifier).map { detents[$0].height }
    }
}
