#if canImport(SwiftUI) && os(iOS)
import SwiftUI
import UIKit

extension View {
    /// Pushes and pops this destination of a `NavigationStack` or `NavigationView` with the Transitions zoom,
    /// from the view marked `transitionsZoomSource(id: sourceID, in: namespace)` — iOS 18's
    /// `.navigationTransition(.zoom(sourceID:in:))`, on iOS 13 and later (`NavigationStack` needs iOS 16). Apply
    /// it to the destination view, as that modifier (``ZoomPushTransition`` describes the push, the pop, the drag
    /// down and the back swipes):
    /// ```swift
    /// NavigationLink(value: photo) {
    ///     Thumbnail(photo).transitionsZoomSource(id: photo.id, in: namespace)
    /// }
    /// .navigationDestination(for: Photo.self) { photo in
    ///     PhotoDetail(photo).transitionsNavigationZoom(sourceID: photo.id, in: namespace)
    /// }
    /// ```
    /// How: an invisible child controller in the destination's hosting controller finds the navigation
    /// controller SwiftUI pushed it into, when it joins its parent and each time it appears, and gives the
    /// destination a ``ZoomPushTransition`` there (SwiftUI's own navigation delegate stays in place behind a
    /// forwarding delegate and keeps receiving every call). The push itself zooms only if SwiftUI builds the
    /// destination's views before UIKit asks for the push's animator; otherwise the push is SwiftUI's standard
    /// slide and the pop, the drag down and the back swipes zoom. This was type-checked against the iOS SDKs but
    /// not run in a SwiftUI app: see docs/swiftui.md, "Zoom pushes in a navigation stack".
    /// - Parameters:
    ///   - sourceID: The identifier given to `transitionsZoomSource(id:in:)`.
    ///   - namespace: Its namespace. Default `nil`.
    ///   - options: The zoom's options (drag start rule, dimming, spring, radii); changes apply from the next motion.
    public func transitionsNavigationZoom<ID: Hashable>(
        sourceID: ID, in namespace: AnyHashable? = nil, options: ZoomTransition.Options = ZoomTransition.Options()
    ) -> some View {
        background(NavigationZoomAnchor(sourceID: AnyHashable(sourceID), namespace: namespace, options: options))
    }
}

/// The destination's invisible ``NavigationTransitionAnchor``, adopting a zoom push from the registry's source.
private struct NavigationZoomAnchor: UIViewControllerRepresentable {
    let sourceID: AnyHashable
    let namespace: AnyHashable?
    let options: ZoomTransition.Options

    final class Coordinator {
        /// The transition this anchor made (options updates go to it only).
        weak var made: ZoomPushTransition?
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIViewController(context: Context) -> NavigationTransitionAnchor {
        let coordinator = context.coordinator
        let (sourceID, namespace, options) = (sourceID, namespace, options)
        return NavigationTransitionAnchor {
            let push = ZoomPushTransition(
                zoom: ZoomTransition(options: options, sourceID: sourceID, in: namespace, registry: .shared))
            coordinator.made = push
            return push
        }
    }

    func updateUIViewController(_ anchor: NavigationTransitionAnchor, context: Context) {
        if let made = context.coordinator.made, anchor.adopted === made { made.options = options }
    }
}
#endif
