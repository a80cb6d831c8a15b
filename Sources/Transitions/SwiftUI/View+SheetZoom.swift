#if canImport(SwiftUI) && os(iOS)
import SwiftUI
import UIKit

extension View {
    /// Makes the enclosing Transitions sheet grow out of the view marked with `transitionsZoomSource(id:in:)` when it
    /// presents, and close back into it (where it is then) when it is dismissed, as SwiftUI's `.sheet` content does
    /// with `.navigationTransition(.zoom(sourceID:in:))` on iOS 26, on every iOS. The source may be a toolbar item's
    /// label. A source that is not on screen gives the plain sheet. Sets ``SheetConfiguration/zoomSource``.
    /// - Parameters:
    ///   - sourceID: The identifier given to `transitionsZoomSource(id:in:)`.
    ///   - namespace: Its namespace. Default `nil`.
    public func sheetZoom<ID: Hashable>(sourceID: ID, in namespace: AnyHashable? = nil) -> some View {
        let key = SheetZoomSourceKey(id: AnyHashable(sourceID), namespace: namespace)
        return transitionsSheetConfiguration { configuration in
            configuration.zoomSource = .view { _ in ZoomSourceRegistry.shared.view(for: key.id, in: key.namespace) }
        }
    }
}

/// A zoom source's identifier and namespace, carried into the main actor's closures. `@unchecked Sendable`: both are
/// immutable and only hashed and compared there (the registry's lookup), never mutated.
private struct SheetZoomSourceKey: @unchecked Sendable {
    let id: AnyHashable
    let namespace: AnyHashable?
}
#endif
