#if canImport(SwiftUI) && os(iOS)
import SwiftUI
import UIKit

extension View {
    /// Shows `content` in a panel that is part of this view's screen while `isPresented` is `true`: an
    /// ``EmbeddedSheet`` (FloatingPanel's `addPanel(toParent:)`), not a presentation, so this screen can still
    /// present sheets and alerts while the panel shows, and touches outside the panel reach this view wherever the
    /// configuration does not dim.
    ///
    /// The panel covers this view's frame (give the modifier to a full-screen view for a screen-wide panel) and
    /// keeps this view's environment, as `transitionsSheet(isPresented:detents:edge:selection:onDismiss:content:)` does.
    /// Setting `isPresented` to `false` removes the panel (animated); a drag that removes it (only with
    /// ``EmbeddedSheet/allowsRemovalByDragging``) sets it to `false`. A new `configuration` applies what changed
    /// since the previous one, animated; the user's selection survives updates that do not change it.
    /// - Parameters:
    ///   - isPresented: Whether the panel shows.
    ///   - configuration: The panel's knobs: detents, edge, dimming, grabber, behavior.
    ///   - content: The panel's content.
    public func transitionsPanel<Content: View>(
        isPresented: Binding<Bool>, configuration: SheetConfiguration = SheetConfiguration(),
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        overlay(PanelHostView(isPresented: isPresented, configuration: configuration, content: content))
    }
}

/// `transitionsPanel`'s view: a controller covering the modified view that hosts the panel.
struct PanelHostView<Content: View>: UIViewControllerRepresentable {
    let isPresented: Binding<Bool>
    let configuration: SheetConfiguration
    let content: () -> Content
    /// The hosting view's whole environment, forwarded to the panel's content.
    @Environment(\.self) private var environment

    func makeUIViewController(context: Context) -> PanelHostController { PanelHostController() }

    func updateUIViewController(_ host: PanelHostController, context: Context) {
        let binding = isPresented
        host.onRemoval = { if binding.wrappedValue { binding.wrappedValue = false } }
        host.update(
            isPresented: isPresented.wrappedValue, configuration: configuration,
            root: AnyView(content().environment(\.self, environment)))
    }
}

/// The controller a panel is embedded in: its view covers the modified view and lets touches through.
@MainActor final class PanelHostController: UIViewController {
    let panel = EmbeddedSheet()
    private var hosting: UIHostingController<AnyView>?
    private var lastConfiguration: SheetConfiguration?
    /// The panel left by a drag (or was removed): the binding is cleared.
    var onRemoval: (() -> Void)?

    override func loadView() { view = PassThroughView() }

    func update(isPresented: Bool, configuration: SheetConfiguration, root: AnyView) {
        if let last = lastConfiguration {
            panel.animateChanges {
                panel.configuration = panel.configuration.mergingChanges(from: last, to: configuration)
            }
        } else {
            panel.configuration = configuration
        }
        lastConfiguration = configuration
        if let hosting { hosting.rootView = root }
        let isEmbedded = panel.content != nil
        if isPresented && !isEmbedded {
            let hosting = self.hosting ?? UIHostingController(rootView: root)
            hosting.view.backgroundColor = .systemBackground
            self.hosting = hosting
            panel.onRemoval = { [weak self] in self?.onRemoval?() }
            panel.embed(hosting, in: self)
        } else if !isPresented && isEmbedded {
            panel.remove(animated: true)
        }
    }
}

/// A view that takes no touch itself: only its subviews (the panel) do.
final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
#endif
