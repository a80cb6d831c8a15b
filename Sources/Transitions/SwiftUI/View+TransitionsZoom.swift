#if canImport(SwiftUI) && os(iOS)
import SwiftUI
import UIKit

extension View {
    /// Marks this view as the source a Transitions zoom grows from and flies back into (in the spirit of iOS
    /// 18's `matchedTransitionSource(id:in:)`). While the zoom flies, this view is hidden, as the system zoom
    /// hides its source.
    /// - Parameters:
    ///   - id: The source's identifier; pass the same to `transitionsZoom(…sourceID:in:…)`.
    ///   - namespace: Keeps identical ids of different screens apart: a SwiftUI `Namespace.ID` (iOS 14) or any
    ///     `Hashable`. Default `nil`.
    public func transitionsZoomSource<ID: Hashable>(id: ID, in namespace: AnyHashable? = nil) -> some View {
        modifier(ZoomSourceModifier(id: AnyHashable(id), namespace: namespace))
    }

    /// Presents `content` zooming from the source marked with `sourceID` while `isPresented` is `true`; drag it
    /// down to zoom back into the source's current frame (which sets `isPresented` to `false`).
    /// - Parameters:
    ///   - isPresented: Whether the destination is shown.
    ///   - sourceID: The identifier given to `transitionsZoomSource(id:in:)`.
    ///   - namespace: Its namespace. Default `nil`.
    ///   - options: The zoom's options (drag start rule, alignment rect, dimming, spring, radii).
    ///   - onDismiss: Called once the destination is gone.
    ///   - content: The destination.
    public func transitionsZoom<ID: Hashable, Content: View>(
        isPresented: Binding<Bool>, sourceID: ID, in namespace: AnyHashable? = nil,
        options: ZoomTransition.Options = ZoomTransition.Options(), onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        let source = AnyHashable(sourceID)
        return background(
            ZoomPresenterView(
                request: isPresented.wrappedValue ? AnyHashable(true) : nil,
                clearRequest: { isPresented.wrappedValue = false },
                sourceID: { _ in source }, namespace: namespace, options: options,
                onDismiss: onDismiss, content: { _ in content() }))
    }

    /// Presents a destination for `item` zooming from the source marked with `sourceID(item)` — a photo grid
    /// opening the tapped photo. Replacing the item zooms the first back, then opens the new one.
    /// - Parameters:
    ///   - item: The item shown; its `id` identifies the presentation.
    ///   - sourceID: The source identifier for an item (often its `id`).
    ///   - namespace: The sources' namespace. Default `nil`.
    ///   - options: The zoom's options.
    ///   - onDismiss: Called once each destination is gone.
    ///   - content: The destination for an item.
    public func transitionsZoom<Item: Identifiable, ID: Hashable, Content: View>(
        item: Binding<Item?>, sourceID: @escaping (Item) -> ID, in namespace: AnyHashable? = nil,
        options: ZoomTransition.Options = ZoomTransition.Options(), onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let current = item.wrappedValue
        return background(
            ZoomPresenterView(
                request: current.map { AnyHashable($0.id) }, clearRequest: { item.wrappedValue = nil },
                sourceID: { id in current.flatMap { AnyHashable($0.id) == id ? AnyHashable(sourceID($0)) : nil } },
                namespace: namespace, options: options, onDismiss: onDismiss,
                content: { id in current.flatMap { AnyHashable($0.id) == id ? content($0) : nil } }))
    }
}

/// `transitionsZoom`'s view: a hosted presenter whose transition finds its source in the registry.
struct ZoomPresenterView<Content: View>: View {
    let request: AnyHashable?
    let clearRequest: () -> Void
    let sourceID: (AnyHashable) -> AnyHashable?
    let namespace: AnyHashable?
    let options: ZoomTransition.Options
    let onDismiss: (() -> Void)?
    let content: (AnyHashable) -> Content

    var body: some View {
        HostedPresenterView(
            presentation: HostedPresentation(
                request: request, clearRequest: clearRequest, onDismiss: onDismiss, content: content,
                prepare: { id in
                    let transition = ZoomTransition(
                        options: options, sourceID: sourceID(id) ?? id, in: namespace, registry: .shared)
                    return (transition, { $0 })
                }))
    }
}

/// Registers a `ZoomSourceMarkerView` behind the source and hides the source while the zoom hides the marker.
private struct ZoomSourceModifier: ViewModifier {
    let id: AnyHashable
    let namespace: AnyHashable?
    @State private var isHidden = false

    func body(content: Content) -> some View {
        content
            .opacity(isHidden ? 0 : 1)
            .background(ZoomSourceMarker(id: id, namespace: namespace) { isHidden = $0 })
    }
}

private struct ZoomSourceMarker: UIViewRepresentable {
    let id: AnyHashable
    let namespace: AnyHashable?
    let onHiddenChange: @MainActor (Bool) -> Void

    func makeUIView(context: Context) -> ZoomSourceMarkerView {
        let marker = ZoomSourceMarkerView()
        marker.isUserInteractionEnabled = false
        return marker
    }

    func updateUIView(_ marker: ZoomSourceMarkerView, context: Context) {
        marker.onHiddenChange = onHiddenChange
        ZoomSourceRegistry.shared.register(marker, id: id, in: namespace)
    }

    static func dismantleUIView(_ marker: ZoomSourceMarkerView, coordinator: ()) {
        marker.onHiddenChange = nil
    }
}
#endif
