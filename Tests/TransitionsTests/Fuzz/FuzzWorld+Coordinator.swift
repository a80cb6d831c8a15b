#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Transitions
import TransitionsTestSupport

/// The app's `PresentationCoordinator` in a fuzz sequence: its requests and what it reported, per identifier.
@MainActor final class FuzzCoordination {
    let coordinator: PresentationCoordinator<Int>
    /// What the app's state asks for now (cleared to nil when the coordinator says a user dismissed it).
    var request: Int?
    /// Every controller the coordinator was given, with its identifier (held weakly).
    var made: [(id: Int, controller: WeakViewController)] = []
    /// Controllers that were seen presented (by identity).
    var presented: Set<ObjectIdentifier> = []
    /// How many times each identifier's presentation was reported gone (`onDismiss`).
    var dismissals: [Int: Int] = [:]
    /// Controllers the app's state stopped asking for while they were shown (by identity).
    var dismissAsked: Set<ObjectIdentifier> = []
    /// The delegate recorders of the controllers in `dismissAsked` (they outlive their controllers): a dismissal the
    /// coordinator performs while the world settles, releasing the controller before it is noted, is still the app's.
    var dismissAskedRecorders: Set<ObjectIdentifier> = []

    struct WeakViewController { weak var value: UIViewController? }

    init(coordinator: PresentationCoordinator<Int>) { self.coordinator = coordinator }
}

extension FuzzWorld {
    /// The app's state asks the coordinator for `id` (made on first use, presenting from the root).
    func requestFromCoordinator(_ id: Int?) {
        let coordination = coordination ?? makeCoordination()
        if id != coordination.request, let shown = coordination.coordinator.presentedViewController {
            // The app's own dismissal (UIKit reports nothing for it), performed by the coordinator now or once the
            // transition under way ends: noted when it happens (``notePresentedByCoordinator()``).
            coordination.dismissAsked.insert(ObjectIdentifier(shown))
            for watch in dismissWatches where watch.controller === shown {
                coordination.dismissAskedRecorders.insert(ObjectIdentifier(watch.recorder))
            }
        }
        coordination.request = id
        coordination.coordinator.request(id)
        notePresentedByCoordinator()
    }

    private func makeCoordination() -> FuzzCoordination {
        let coordinator = PresentationCoordinator<Int>(presenter: stage.root) { _ in
            preconditionFailure("replaced below")
        }
        let coordination = FuzzCoordination(coordinator: coordinator)
        coordinator.makeContent = { [unowned self, unowned coordination] id in
            let detents: [FuzzDetent] = id % 2 == 0 ? [.medium, .large] : [.height(300)]
            let (controller, transition) = makeSheet(detents: detents, selected: 0, modal: false)
            dismissWatches.append(
                DismissWatch(controller: controller, presenter: stage.root, recorder: transition.recorder))
            coordination.made.append((id, .init(value: controller)))
            return .init(viewController: controller, transition: transition)
        }
        coordinator.onClearRequest = { [unowned coordination] id in
            if coordination.request == id { coordination.request = nil }
        }
        coordinator.onDismiss = { [unowned coordination] id in coordination.dismissals[id, default: 0] += 1 }
        self.coordination = coordination
        return coordination
    }

    /// Records which of the coordinator's controllers are presented now.
    /// Records which of the coordinator's controllers are presented now, and notes the coordinator's dismissals of
    /// those the app stopped asking for as the app's own (once they start).
    func notePresentedByCoordinator() {
        guard let coordination else { return }
        for entry in coordination.made {
            guard let controller = entry.controller.value else { continue }
            let key = ObjectIdentifier(controller)
            if controller.presentingViewController != nil { coordination.presented.insert(key) }
            let leaving = controller.isBeingDismissed || controller.presentingViewController == nil
            if leaving, coordination.dismissAsked.remove(key) != nil { noteAppDismissal(of: [controller]) }
        }
    }

    /// At rest (after the app learned of dismissals it did not ask for, as from `viewDidDisappear`): every
    /// presentation the coordinator made that is gone was reported gone once, and what is on screen is what the
    /// app's state asks for (or the presenter is busy and the coordinator waits for it).
    func checkCoordinatorAtRest() -> String? {
        guard let coordination else { return nil }
        notePresentedByCoordinator()
        let coordinator = coordination.coordinator
        coordinator.noticeExternalDismissal()
        var ended: [Int: Int] = [:]
        for entry in coordination.made {
            guard let controller = entry.controller.value else {
                continue  // released: it was never presented, or its end was counted while it lived
            }
            let wasPresented = coordination.presented.contains(ObjectIdentifier(controller))
            if wasPresented && controller.presentingViewController == nil { ended[entry.id, default: 0] += 1 }
        }
        for (id, count) in ended where (coordination.dismissals[id] ?? 0) < count {
            return "coordinator: \(count) presentation(s) of \(id) ended, onDismiss reported \(coordination.dismissals[id] ?? 0)"
        }
        for (id, count) in coordination.dismissals where count > coordination.made.filter({ $0.id == id }).count {
            return "coordinator: onDismiss(\(id)) reported \(count) times for fewer presentations"
        }
        let shown = coordinator.presentedViewController
        if let shown, shown.presentingViewController == nil {
            return "coordinator still holds a controller that is no longer presented"
        }
        switch coordination.request {
        case nil:
            if shown != nil { return "coordinator asked for nothing, still shows a controller (phase \(coordinator.phase))" }
        case .some:
            if shown == nil && !coordinator.isWaitingForPresenter && stage.root.presentedViewController == nil {
                return "coordinator asked for \(coordination.request!), shows nothing (phase \(coordinator.phase))"
            }
        }
        return nil
    }

    /// Lets the coordinator go and says whether it outlived the sequence.
    func releaseCoordinator() -> String? {
        guard coordination != nil else { return nil }
        let watch = WeakCoordinator(value: coordination?.coordinator)
        coordination = nil
        return watch.value == nil ? nil : "the coordinator leaked"
    }
}

extension FuzzEvent {
    /// A random event of the invariant test: the sheet fuzzer's events and the app's coordinator requests.
    static func randomWithCoordinator(using random: inout SeededGenerator) -> FuzzEvent {
        guard random.chance(0.12) else { return .random(using: &random) }
        return .coordinator(random.chance(0.3) ? nil : random.int(in: 0...2))
    }
}

private struct WeakCoordinator { weak var value: PresentationCoordinator<Int>? }
#endif
