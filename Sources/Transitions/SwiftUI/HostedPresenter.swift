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

/// Puts an anchor in the hierarchy and drives a ``PresentationCoordinator`` from `presentation`.
struct HostedPresenterView<Content: View>: View {
    let presentation: HostedPresentation<Content>
    @State private var box = HostedPresenterBox<Content>()

    var body: some View {
        PresentationAnchor { anchor in box.update(anchor: anchor, presentation: presentation) }
            .frame(width: 0, height: 0)
    }
}

/// Keeps the coordinator and the hosting controllers across SwiftUI updates.
@MainActor final class HostedPresenterBox<Content: View> {
    private var coordinator: PresentationCoordinator<AnyHashable>?
    private var presentation: HostedPresentation<Content>?
    private var hosts: [AnyHashable: Host] = [:]

    private struct Host {
        weak var controller: PresentedHostingController<AnyView>?
        let decorate: (AnyView) -> AnyView
    }

    nonisolated init() {}

    func update(anchor: PresentationAnchorController, presentation: HostedPresentation<Content>) {
        self.presentation = presentation
        let coordinator = self.coordinator ?? makeCoordinator(anchor: anchor)
        coordinator.presenter = anchor
        coordinator.request(presentation.request)
        guard let id = presentation.request, let host = hosts[id] else { return }
        host.controller?.rootView = host.decorate(AnyView(presentation.content(id)))  // parent state reaches it
        presentation.refresh(id)
    }

    private func makeCoordinator(anchor: PresentationAnchorController) -> PresentationCoordinator<AnyHashable> {
        let coordinator = PresentationCoordinator<AnyHashable>(presenter: anchor) { [unowned self] id in
            let prepared = self.presentation!.prepare(id)
            let host = PresentedHostingController(
                rootView: prepared.decorate(AnyView(self.presentation!.content(id))))
            host.view.backgroundColor = .systemBackground
            host.onLayout = { [weak self] in self?.presentation?.didLayOut(id) }
            host.onDisappear = { [weak self] in self?.coordinator?.noticeExternalDismissal() }
            self.hosts[id] = Host(controller: host, decorate: prepared.decorate)
            return .init(viewController: host, transition: prepared.transition)
        }
        anchor.onAvailable = { [weak coordinator] in coordinator?.presenterDidAppear() }
        coordinator.onClearRequest = { [weak self] _ in
            // Often noticed inside a SwiftUI update (updateUIViewController): write the binding after it.
            Task { @MainActor [weak self] in self?.presentation?.clearRequest() }
        }
        coordinator.onDismiss = { [weak self] id in
            self?.hosts[id] = nil
            self?.presentation?.didDismiss(id)
            self?.presentation?.onDismiss?()
        }
        coordinator.onAttemptToDismiss = { [weak self] id in self?.presentation?.attemptToDismiss(id) }
        coordinator.onSelectedDetentChange = { [weak self] _, detent in
            self?.presentation?.selectedDetentChanged(detent)
        }
        self.coordinator = coordinator
        return coordinator
    }
}
#endif
