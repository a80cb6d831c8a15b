#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Presents from state: tell it what should be on screen (``request(_:)``) and it presents, dismisses and
/// replaces with ``ModalTransition``s, one at a time, reporting dismissals it did not ask for so the state can
/// follow. The engine of the SwiftUI modifiers (`transitionsSheet(isPresented:…)`, `transitionsZoom(item:…)`),
/// and usable from UIKit for state-driven screens.
///
/// The decisions are `PresentationRequests`' (TransitionsCore): no double presentation, nothing done
/// mid-transition, the latest request wins, a refused presentation waits for ``presenterDidAppear()``, a user
/// dismissal clears the request (``onClearRequest``). This class performs them with UIKit calls:
/// `present(_:using:)` and `dismiss(animated:)` on ``presenter``, and learns of user dismissals from the
/// presentation controller's delegate (a relay that forwards every call to the delegate it replaces).
///
/// A dismissal UIKit refuses because another transition involving the controller runs (other code dismissing
/// it, a sheet replacing it, a controller being presented over it) is detected — UIKit never calls a refused
/// call's completion — and asked for again on the run-loop turn after that transition ends, if it is still
/// wanted; a controller that went away meanwhile is reported as dismissed (``onDismiss``) instead.
///
/// ```swift
/// let coordinator = PresentationCoordinator<Bool>(presenter: self) { _ in
///     .init(viewController: EditorViewController(), transition: SheetTransition(detents: [.medium()]))
/// }
/// coordinator.onClearRequest = { [weak self] _ in self?.isEditing = false }
/// coordinator.request(isEditing ? true : nil)
/// ```
@MainActor public final class PresentationCoordinator<ID: Hashable> {
    /// What to present for an identifier: the controller and the transition to present it with.
    public struct Content {
        /// The controller to present.
        public var viewController: UIViewController
        /// The transition to present it with (retained for the presentation's lifetime by `present(_:using:)`).
        public var transition: ModalTransition

        /// Pairs a controller with its transition.
        public init(viewController: UIViewController, transition: ModalTransition) {
            self.viewController = viewController
            self.transition = transition
        }
    }

    /// The controller presentations start from (held weakly). SwiftUI: an invisible controller in the view.
    public weak var presenter: UIViewController?
    /// Makes the content for an identifier when it is about to be presented.
    public var makeContent: @MainActor (ID) -> Content
    /// Whether presentations and dismissals animate. Default `true`.
    public var animated = true
    /// The request that showed `ID` is over because `ID` was dismissed without being asked to (a swipe, a tap
    /// on the dimming, VoiceOver's escape, or other code's `dismiss`): reset it (`isPresented = false`).
    public var onClearRequest: (@MainActor (ID) -> Void)?
    /// `ID` is gone, whoever dismissed it (SwiftUI's `onDismiss`). Once per presentation.
    public var onDismiss: (@MainActor (ID) -> Void)?
    /// A user tried to dismiss a presentation that refuses it (`isModalInPresentation`): ask to discard changes.
    public var onAttemptToDismiss: (@MainActor (ID) -> Void)?
    /// A sheet's selected detent changed (the user dragged it, or `animateChanges` moved it).
    public var onSelectedDetentChange: (@MainActor (ID, Detent.Identifier?) -> Void)?

    private var requests = PresentationRequests<ID>()
    private var pending: [PresentationRequests<ID>.Effect] = []
    private var isPerforming = false
    private var shown: (id: ID, controller: UIViewController)?
    /// One relay per presentation (UIKit holds delegates weakly): a late call from a presentation on its way out
    /// reaches its own app delegate and is reported with its own identifier, not the next presentation's.
    private var relays: [(controller: WeakController, relay: PresentationDelegateRelay)] = []
    private let blockingWait = BlockingTransitionWait()
    /// The identifier whose request was cleared last (``onClearRequest``), and how many clears there were.
    private var lastCleared: ID?
    private var clearCount = 0

    /// A coordinator presenting from `presenter` what `makeContent` makes.
    public init(presenter: UIViewController?, makeContent: @escaping @MainActor (ID) -> Content) {
        self.presenter = presenter
        self.makeContent = makeContent
    }

    /// What UIKit is doing with the coordinated presentation.
    package var phase: PresentationRequests<ID>.Phase { requests.phase }

    /// The controller presented (or being presented or dismissed) for the current identifier, if any.
    public var presentedViewController: UIViewController? { shown?.controller }

    /// Whether a presentation was refused (the presenter was not in a window, or busy) and waits for
    /// ``presenterDidAppear()``.
    public var isWaitingForPresenter: Bool { requests.isWaitingForPresenter }

    /// The app now wants `id` on screen (`nil`: nothing). Cheap to call on every state change: a request equal
    /// to the current one does nothing.
    public func request(_ id: ID?) {
        let clearsBefore = clearCount
        noticeExternalDismissal()
        // The app's state still naming what was just found dismissed (and cleared, `onClearRequest`) predates that
        // news: presenting it again would bring back what the user just saw go.
        if clearCount != clearsBefore, let cleared = lastCleared, cleared == id {
            retryBlockedDismissalIfUnwatched()
            return
        }
        perform(requests.request(id))
        retryBlockedDismissalIfUnwatched()
    }

    /// The presenter appeared or moved into a window: a refused presentation is tried again.
    public func presenterDidAppear() {
        noticeExternalDismissal()
        perform(requests.retry())
        retryBlockedDismissalIfUnwatched()
    }

    /// Checks whether the presented controller went away without this coordinator's dismissal completing —
    /// dismissed by other code (no delegate call reports that), or taken down with its presenter while a
    /// dismissal of it was refused or running — and, if so, reports it (``onDismiss``; ``onClearRequest`` when
    /// the app still asked for it). Called by ``request(_:)`` and ``presenterDidAppear()``; call it from the
    /// presented controller's `viewDidDisappear(_:)` to learn at once.
    public func noticeExternalDismissal() {
        guard let shown, shown.controller.presentingViewController == nil else { return }
        switch requests.phase {
        case .presented(shown.id), .dismissing(shown.id): perform(requests.dismissalDidEnd(shown.id))
        default: return
        }
    }

    // MARK: - Effects

    private func perform(_ effects: [PresentationRequests<ID>.Effect]) {
        pending.append(contentsOf: effects)
        guard !isPerforming else { return }  // a UIKit call re-entered: the outer loop runs these in order
        isPerforming = true
        defer { isPerforming = false }
        while !pending.isEmpty {
            let effect = pending.removeFirst()
            switch effect {
            case .present(let id): present(id)
            case .dismiss(let id): dismiss(id)
            case .clearRequest(let id):
                lastCleared = id
                clearCount &+= 1
                onClearRequest?(id)
            case .didDismiss(let id):
                if shown?.id == id { shown = nil }
                onDismiss?(id)
            }
        }
    }

    private func present(_ id: ID) {
        guard let presenter else {
            pending.append(contentsOf: requests.presentationDidEnd(id, completed: false))
            return
        }
        let content = makeContent(id)
        let controller = content.viewController
        shown = (id, controller)
        presenter.present(controller, using: content.transition, animated: animated) { [weak self] in
            MainActor.assumeIsolated { self?.presentationDidFinish(id, controller) }
        }
        if controller.presentingViewController == nil {
            // Refused by UIKit (not in a window, already presenting, mid-transition): wait for the presenter.
            shown = nil
            pending.append(contentsOf: requests.presentationDidEnd(id, completed: false))
            return
        }
        installRelay(on: controller, id: id)
    }

    /// The presentation's completion ran. What follows (a dismissal the app asked for meanwhile, say) waits for the
    /// next run-loop turn: a dismissal other code asked for while the controller was still appearing, which UIKit
    /// held until the presentation ended, starts first — and is then seen (`isBeingDismissed`) and waited for,
    /// instead of being refused by UIKit in favour of ours, which never calls its completion.
    private func presentationDidFinish(_ id: ID, _ controller: UIViewController) {
        guard shown?.controller === controller else { return }
        onNextRunLoopTurn { [weak self] in
            guard let self, self.shown?.controller === controller else { return }
            self.perform(self.requests.presentationDidEnd(id, completed: true))
            self.noticeExternalDismissal()  // dismissed by someone else while it was still appearing
        }
    }

    private func dismiss(_ id: ID) {
        guard let controller = shown?.controller, let presenting = controller.presentingViewController else {
            pending.append(contentsOf: requests.dismissalDidEnd(id))
            return
        }
        // Other code is already dismissing it (a sheet replacing it, its own close button): UIKit would refuse.
        guard !controller.isBeingDismissed else { return dismissalWasRefused(id, controller) }
        presenting.dismiss(animated: animated) { [weak self] in
            MainActor.assumeIsolated { self?.dismissalDidFinish(id, controller) }
        }
        guard requests.phase == .dismissing(id) else { return }  // finished at once
        if controller.presentingViewController == nil {
            pending.append(contentsOf: requests.dismissalDidEnd(id))  // gone, without calling back
        } else if controller.isBeingDismissed {
            blockingWait.dismissalDidStart()
        } else {
            // Refused: a transition involving it runs (a presentation over it, its presenter being dismissed).
            dismissalWasRefused(id, controller)
        }
    }

    private func dismissalDidFinish(_ id: ID, _ controller: UIViewController) {
        guard shown?.controller === controller else { return }
        perform(requests.dismissalDidEnd(id))
    }

    /// UIKit refused (or would refuse) to dismiss `controller`: it stays, and the dismissal is asked for again
    /// once the blocking transition ended.
    private func dismissalWasRefused(_ id: ID, _ controller: UIViewController) {
        pending.append(contentsOf: requests.dismissalWasRefused(id))
        blockingWait.arm(around: controller) { [weak self] in self?.blockingTransitionDidEnd() }
    }

    private func blockingTransitionDidEnd() {
        noticeExternalDismissal()  // went away meanwhile: reported as such, the block is over
        perform(requests.blockingTransitionDidEnd())
    }

    /// A blocked dismissal whose wait gave up (no running transition was found) is tried again now.
    private func retryBlockedDismissalIfUnwatched() {
        guard requests.isDismissalBlocked, !blockingWait.isArmed else { return }
        blockingTransitionDidEnd()
    }

    /// Puts the relay in front of the presentation controller's delegate (after UIKit created the controller,
    /// so the transition's own delegate, if any, is what it forwards to).
    private func installRelay(on controller: UIViewController, id: ID) {
        guard let presentationController = controller.presentationController else { return }
        // Relays of presentations that are over (their controllers gone or no longer presented) go.
        relays.removeAll { entry in
            guard let other = entry.controller.value else { return true }
            return other !== controller && other.presentingViewController == nil
        }
        let relay: PresentationDelegateRelay
        if let existing = relays.first(where: { $0.controller.value === controller })?.relay {
            relay = existing
        } else {
            relay = PresentationDelegateRelay()
            relays.append((WeakController(value: controller), relay))
        }
        if presentationController.delegate !== relay {
            relay.forwardee = presentationController.delegate
            presentationController.delegate = relay
        }
        relay.onDidDismiss = { [weak self, weak controller] in
            guard let self, let controller, self.shown?.controller === controller else { return }
            self.perform(self.requests.dismissalDidEnd(id))
        }
        relay.onAttemptToDismiss = { [weak self] in self?.onAttemptToDismiss?(id) }
        relay.onSelectedDetentChange = { [weak self] sheet in
            self?.onSelectedDetentChange?(id, sheet.selectedDetentIdentifier)
        }
    }
}
/// A controller held weakly.
private struct WeakController {
    weak var value: UIViewController?
}
#endif
