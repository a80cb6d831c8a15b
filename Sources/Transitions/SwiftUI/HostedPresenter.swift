#if canImport(SwiftUI) && os(iOS)
import SwiftUI
import UIKit

/// What the SwiftUI presenting modifiers have in common: a request (`nil`: nothing), a way to clear it, the
/// content for an identifier, and the transition to present it with.
struct HostedPresentation<Content: View> {
    var request: AnyHashable?
    var clearRequest: () -> Void
    var onDismiss: (() -> Void)?
    var content: (AnyHashable) -> Content
    /// Called once per presentation: the transition, and how to decorate the content (environment).
    var prepare: @MainActor (AnyHashable) -> (transition: ModalTransition, decorate: (AnyView) -> AnyView)
    /// Called on every SwiftUI update while `request` is presented (live option changes).
    var refresh: @MainActor (AnyHashable) -> Void = { _ in }
    /// Called after each layout of the presented content.
    var didLayOut: @MainActor (AnyHashable) -> Void = { _ in }
    /// Called when a user tried to dismiss a presentation that refuses it.
    var attemptToDismiss: @MainActor (AnyHashable) -> Void = { _ in }
    /// Called when `id`'s presentation is gone (before `onDismiss`).
    var didDismiss: @MainActor (AnyHashable) -> Void = { _ in }
    /// Called when the sheet's selected detent changed.
    var selectedDetentChanged: @MainActor (Detent.Identifier?) -> Void = { _ in }
}

/// Puts an anchor in the hierarchy and drives the presentations from `presentation`, handing them the presenting
/// view's environment.
struct HostedPresenterView<Content: View>: View {
    let presentation: HostedPresentation<Content>
    /// The presenting view's whole environment (this view is its background). Reading it runs `body` again on any
    /// change of it, which is how new values reach the presented content.
    @Environment(\.self) private var environment
    @State private var box = HostedPresenterBox<Content>()

    var body: some View {
        let environment = self.environment
        PresentationAnchor { anchor in
            box.update(anchor: anchor, presentation: presentation, environment: environment)
        }
        .frame(width: 0, height: 0)
    }
}

/// Keeps the presentations and their hosting controllers across SwiftUI updates; the decisions are
/// ``HostedPresentations``'.
@MainActor final class HostedPresenterBox<Content: View> {
    private typealias Engine = HostedPresentations<AnyView, EnvironmentValues>
    private var engine: Engine?
    private var presentation: HostedPresentation<Content>?

    nonisolated init() {}

    func update(
        anchor: PresentationAnchorController, presentation: HostedPresentation<Content>, environment: EnvironmentValues
    ) {
        self.presentation = presentation
        let engine = self.engine ?? makeEngine(anchor: anchor)
        engine.update(
            presenter: anchor,
            .init(
                request: presentation.request, environment: environment,
                content: { AnyView(presentation.content($0)) }))
        if let id = presentation.request, engine.hostedControllers[id] != nil { presentation.refresh(id) }
    }

    private func makeEngine(anchor: PresentationAnchorController) -> Engine {
        let engine = Engine { [unowned self] id, root in self.makeHost(id, root) }
        anchor.onAvailable = { [weak engine] in engine?.presenterDidAppear() }
        engine.onClearRequest = { [weak self] _ in
            // Often noticed inside a SwiftUI update (updateUIViewController): write the binding after it.
            Task { @MainActor [weak self] in self?.presentation?.clearRequest() }
        }
        engine.onDismiss = { [weak self] id in
            self?.presentation?.didDismiss(id)
            self?.presentation?.onDismiss?()
        }
        engine.onAttemptToDismiss = { [weak self] id in self?.presentation?.attemptToDismiss(id) }
        engine.onSelectedDetentChange = { [weak self] id, detent in
            // Only the sheet the selection binding is for now: one still leaving after the item changed reports
            // a detent of its own, which the new item's sheet may not have.
            guard let presentation = self?.presentation, presentation.request == id else { return }
            presentation.selectedDetentChanged(detent)
        }
        self.engine = engine
        return engine
    }

    private func makeHost(_ id: AnyHashable, _ root: Engine.Root) -> Engine.Host {
        let prepared = presentation!.prepare(id)
        let decorate = prepared.decorate
        let host = PresentedHostingController<HostedRootView>(
            rootView: HostedRootView(root: root, decorate: decorate, dismiss: TransitionsDismissAction {}))
        let dismiss = TransitionsDismissAction { [weak self, weak host] in
            guard let self, let host else { return }
            self.contentAskedToDismiss(host)
        }
        host.view.backgroundColor = .systemBackground
        host.onLayout = { [weak self] in self?.presentation?.didLayOut(id) }
        host.onDisappear = { [weak self] in self?.engine?.hostDidDisappear() }
        let show: @MainActor (Engine.Root) -> Void = { [weak host] root in
            guard let host else { return }
            host.rootView = HostedRootView(root: root, decorate: decorate, dismiss: dismiss)
            // UIKit-drawn parts (the background, UIKit views inside) follow the forwarded color scheme too.
            host.overrideUserInterfaceStyle = root.environment.colorScheme == .dark ? .dark : .light
        }
        show(root)
        return .init(controller: host, transition: prepared.transition, show: show)
    }

    /// `transitionsDismiss` was called in `host`'s content: clears the request if it still shows that content.
    private func contentAskedToDismiss(_ host: UIViewController) {
        guard let presentation, let request = presentation.request,
            engine?.hostedControllers[request] === host
        else { return }
        presentation.clearRequest()
    }
}

/// The root of a presented hosting controller: the content, in the presenting view's whole environment
/// (environment values, `@EnvironmentObject`s, `@Observable` models placed with `environment(_:)`, color scheme,
/// dynamic type, locale…), with this presentation's own values on top: `transitionsDismiss`, and the sheet
/// options' target (`decorate`; none for a zoom, not the enclosing sheet's).
struct HostedRootView: View {
    let root: HostedRoot<AnyView, EnvironmentValues>
    let decorate: (AnyView) -> AnyView
    let dismiss: TransitionsDismissAction

    var body: some View {
        decorate(root.content)
            .environment(\.transitionsSheet, nil)
            .environment(\.transitionsDismiss, dismiss)
            .environment(\.self, root.environment)
    }
}
#endif
