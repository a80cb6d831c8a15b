#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// What a presented hosting controller shows: the content the presenting view built for it, and the presenting
/// view's environment, which the content sees instead of a fresh one (SwiftUI's `EnvironmentValues` in the app).
struct HostedRoot<Content, Environment> {
    /// The content, as the presenting view last built it.
    var content: Content
    /// The presenting view's environment, as last read.
    var environment: Environment
}

extension HostedRoot: Equatable where Content: Equatable, Environment: Equatable {}

/// The engine of the SwiftUI presenting modifiers, without SwiftUI: one ``PresentationCoordinator``, one host per
/// presentation, and what each host shows. Generic over the content (`AnyView`) and the environment
/// (`EnvironmentValues`) so that Linux tests drive it with plain values.
///
/// What reaches a host, and when (docs/swiftui.md, "The presenting view's environment"):
/// - a host is made with the content and the environment of the presenting view's latest update;
/// - every update of the presenting view — its body ran again because its state or its environment changed —
///   gives the presented host the new content and environment, at once;
/// - a host that is going away (being dismissed, or replaced by the next item) keeps the content it showed, which
///   the presenting view no longer builds, and still follows the environment until it is gone;
/// - a dismissed host is forgotten (it is held weakly meanwhile: UIKit owns it).
@MainActor final class HostedPresentations<Content, Environment> {
    typealias Root = HostedRoot<Content, Environment>

    /// What the presenting view says on an update.
    struct Update {
        /// What should be presented (`nil`: nothing).
        var request: AnyHashable?
        /// The presenting view's environment.
        var environment: Environment
        /// The content for an identifier, built from the presenting view's current state.
        var content: (AnyHashable) -> Content
    }

    /// A controller made to show one presentation, and how to give it a new root.
    struct Host {
        /// The controller presented (a hosting controller in the app).
        var controller: UIViewController
        /// The transition it is presented with.
        var transition: ModalTransition
        /// Shows a root in `controller`.
        var show: @MainActor (Root) -> Void
    }

    private struct Live {
        weak var controller: UIViewController?
        let show: @MainActor (Root) -> Void
        var root: Root
    }

    /// Makes the host of a presentation, showing its first root.
    private let makeHost: @MainActor (AnyHashable, Root) -> Host
    /// The request that showed an identifier is over without being asked to: reset it.
    var onClearRequest: (@MainActor (AnyHashable) -> Void)?
    /// An identifier's presentation is gone (its host already forgotten).
    var onDismiss: (@MainActor (AnyHashable) -> Void)?
    /// A user tried to dismiss a presentation that refuses it.
    var onAttemptToDismiss: (@MainActor (AnyHashable) -> Void)?
    /// A sheet's selected detent changed.
    var onSelectedDetentChange: (@MainActor (AnyHashable, Detent.Identifier?) -> Void)?

    private var coordinator: PresentationCoordinator<AnyHashable>?
    private var latest: Update?
    private var hosts: [AnyHashable: Live] = [:]

    /// An engine whose hosts `makeHost` makes.
    init(makeHost: @escaping @MainActor (AnyHashable, Root) -> Host) {
        self.makeHost = makeHost
    }

    /// The presenting view updated (SwiftUI: `updateUIViewController` of the representable behind it): presents,
    /// dismisses or replaces as `update.request` says, and gives the hosts their new roots.
    func update(presenter: UIViewController, _ update: Update) {
        latest = update
        let existing = Set(hosts.keys)  // a host made by this update already shows it
        let coordinator = self.coordinator ?? makeCoordinator(presenter: presenter)
        coordinator.presenter = presenter
        coordinator.request(update.request)
        for (id, live) in hosts where existing.contains(id) && live.controller != nil {
            var root = live.root
            root.environment = update.environment
            if id == update.request { root.content = update.content(id) }
            hosts[id]?.root = root
            live.show(root)
        }
    }

    /// The presenting view appeared: a presentation refused before is tried again.
    func presenterDidAppear() {
        coordinator?.presenterDidAppear()
    }

    /// A host disappeared: if it was dismissed by other code, the request is reset.
    func hostDidDisappear() {
        coordinator?.noticeExternalDismissal()
    }

    /// The controllers of the presentations that have a live host, by identifier.
    var hostedControllers: [AnyHashable: UIViewController] {
        hosts.compactMapValues { $0.controller }
    }

    private func makeCoordinator(presenter: UIViewController) -> PresentationCoordinator<AnyHashable> {
        let coordinator = PresentationCoordinator<AnyHashable>(presenter: presenter) { [unowned self] id in
            let update = self.latest!  // set: the coordinator exists only after an update
            let root = Root(content: update.content(id), environment: update.environment)
            let host = self.makeHost(id, root)
            self.hosts[id] = Live(controller: host.controller, show: host.show, root: root)
            return .init(viewController: host.controller, transition: host.transition)
        }
        coordinator.onClearRequest = { [weak self] id in self?.onClearRequest?(id) }
        coordinator.onDismiss = { [weak self] id in
            self?.hosts[id] = nil
            self?.onDismiss?(id)
        }
        coordinator.onAttemptToDismiss = { [weak self] id in self?.onAttemptToDismiss?(id) }
        coordinator.onSelectedDetentChange = { [weak self] id, detent in self?.onSelectedDetentChange?(id, detent) }
        self.coordinator = coordinator
        return coordinator
    }
}
#endif
