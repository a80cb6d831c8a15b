import Foundation

/// The decisions behind a *declarative* presentation: an app states what should be presented (SwiftUI's
/// `isPresented` or `item`), UIKit presents and dismisses one thing at a time, and users dismiss by themselves.
/// This state machine reconciles the two without ever presenting twice or losing a request.
///
/// Feed it the app's requests (``request(_:)``) and UIKit's outcomes (``presentationDidEnd(_:completed:)``,
/// ``dismissalDidEnd(_:)``); perform the ``Effect``s it returns, in order. The rules:
/// - One presentation at a time. A new request while something is presented dismisses it first, then presents
///   the new one (a "double sheet": the first is completely gone before the second appears).
/// - Requests made while a transition runs are not lost and not acted on mid-transition: the latest one wins
///   when the transition ends (turning `isPresented` on and off during the presentation dismisses right after
///   it; on, off, on during a dismissal presents again once the dismissal is over).
/// - A dismissal the machine did not ask for (the user swiped, tapped the dimming, escaped with VoiceOver, or
///   other code called `dismiss`) clears the request that showed it, so `isPresented` becomes `false` and
///   `item` `nil`, as SwiftUI does — unless the app has already asked for something else meanwhile.
/// - A presentation UIKit refused (the presenter was not in a window, or was busy) leaves the request pending:
///   ``retry()`` (when the presenter appears) tries again. Nothing is retried in a loop.
/// - A dismissal UIKit refused (another transition involving the controller was running: other code dismissing
///   it, something being presented over it) leaves it on screen and waits: ``dismissalWasRefused(_:)``, then
///   ``blockingTransitionDidEnd()`` applies the latest request (dismiss now, or nothing if the app asked for it
///   again meanwhile). If the controller went away meanwhile, ``dismissalDidEnd(_:)`` reports it as usual.
///
/// `ID` identifies what is presented: `Bool`'s `true` for `isPresented`, the item's identity for `item`.
package struct PresentationRequests<ID: Hashable> {
    /// What UIKit is doing with this presentation.
    package enum Phase: Hashable {
        /// Nothing presented.
        case idle
        /// A presentation of `ID` was started and has not finished.
        case presenting(ID)
        /// `ID` is on screen.
        case presented(ID)
        /// A dismissal of `ID` that this machine asked for is running.
        case dismissing(ID)
    }

    /// What to do, in order.
    package enum Effect: Hashable {
        /// Present `ID` (then report `PresentationRequests.presentationDidEnd(_:completed:)`).
        case present(ID)
        /// Dismiss `ID` (then report `PresentationRequests.dismissalDidEnd(_:)`).
        case dismiss(ID)
        /// `ID` went away without being asked to: reset the app's request (`isPresented = false`, `item = nil`).
        case clearRequest(ID)
        /// `ID` is gone (SwiftUI's `onDismiss`). Sent once per presentation that reached the screen or started.
        case didDismiss(ID)
    }

    /// What UIKit is doing.
    public private(set) var phase: Phase = .idle
    /// The latest request: what should be presented when nothing is in flight.
    public private(set) var requested: ID?
    /// Whether the last presentation was refused and waits for ``retry()``.
    public private(set) var isWaitingForPresenter = false
    /// Whether a dismissal UIKit refused waits for ``blockingTransitionDidEnd()`` (the controller is still on
    /// screen, ``phase`` is ``Phase/presented(_:)``).
    public private(set) var isDismissalBlocked = false

    /// An idle machine with nothing requested.
    public init() {}

    /// The app now wants `id` presented (`nil`: nothing).
    public mutating func request(_ id: ID?) -> [Effect] {
        requested = id
        if id == nil { isWaitingForPresenter = false }
        return reconcile()
    }

    /// The presenter may be able to present now (it appeared, or moved to a window): retries a refused
    /// presentation. Does nothing otherwise.
    public mutating func retry() -> [Effect] {
        guard isWaitingForPresenter else { return [] }
        isWaitingForPresenter = false
        return reconcile()
    }

    /// UIKit finished presenting `id`: `completed` is false when the presentation was refused or cancelled.
    /// An outcome for something this machine is not presenting is ignored.
    public mutating func presentationDidEnd(_ id: ID, completed: Bool) -> [Effect] {
        guard phase == .presenting(id) else { return [] }
        if completed {
            phase = .presented(id)
            return reconcile()
        }
        phase = .idle
        isWaitingForPresenter = requested != nil
        return []
    }

    /// UIKit refused to dismiss `id`: another transition involving the controller is running (UIKit logs
    /// "Attempt to dismiss from view controller … while a presentation or dismiss is in progress" and never
    /// calls the completion). `id` stays on screen (``phase`` goes back to ``Phase/presented(_:)``) and the
    /// dismissal waits for ``blockingTransitionDidEnd()``. Ignored unless `id` is being dismissed.
    public mutating func dismissalWasRefused(_ id: ID) -> [Effect] {
        guard phase == .dismissing(id) else { return [] }
        phase = .presented(id)
        isDismissalBlocked = true
        return []
    }

    /// The transition that blocked a dismissal ended: the latest request wins — the dismissal is asked for
    /// again if it is still wanted (or the next item's dismissal, if the item changed meanwhile). Does nothing
    /// unless a dismissal is blocked. Report a controller that went away meanwhile with ``dismissalDidEnd(_:)``
    /// first.
    public mutating func blockingTransitionDidEnd() -> [Effect] {
        guard isDismissalBlocked else { return [] }
        isDismissalBlocked = false
        return reconcile()
    }

    /// `id` is no longer presented, whoever dismissed it. Ignored if `id` is not what this machine shows.
    public mutating func dismissalDidEnd(_ id: ID) -> [Effect] {
        switch phase {
        case .dismissing(id):
            phase = .idle
            return [.didDismiss(id)] + reconcile()
        case .presented(id), .presenting(id):
            // Not asked for here (or asked for, refused, and done by someone else meanwhile).
            phase = .idle
            isDismissalBlocked = false
            var effects: [Effect] = []
            if requested == id {
                requested = nil
                effects.append(.clearRequest(id))
            }
            effects.append(.didDismiss(id))
            return effects + reconcile()
        default:
            return []
        }
    }

    private mutating func reconcile() -> [Effect] {
        switch phase {
        case .idle:
            guard let requested, !isWaitingForPresenter else { return [] }
            phase = .presenting(requested)
            return [.present(requested)]
        case .presented(let shown) where shown != requested:
            guard !isDismissalBlocked else { return [] }
            phase = .dismissing(shown)
            return [.dismiss(shown)]
        case .presented, .presenting, .dismissing:
            return []
        }
    }
}

extension PresentationRequests: Sendable where ID: Sendable {}
extension PresentationRequests.Phase: Sendable where ID: Sendable {}
extension PresentationRequests.Effect: Sendable where ID: Sendable {}
