#if os(Linux)
import Foundation

/// The arbiter between gesture recognizers (UIKit's private "gesture environment").
///
/// It decides whether a recognizer may leave `.possible` (delegate and view `gestureRecognizerShouldBegin`,
/// failure requirements, prevention by a recognizer already in progress), fails the recognizers a new
/// gesture excludes, queues actions and delivers them once the current input event has been processed,
/// and resets finished recognizers when their touches are over.
@MainActor final class GestureEnvironment {
    /// The one environment (HeadlessUIKit models a single touch screen).
    static let shared = GestureEnvironment()

    /// Recognizers taking part in the current touch sequence, plus those still undecided from the last
    /// one (a double-tap waiting for its second tap, a tap waiting for it to fail).
    private(set) var participants: [UIGestureRecognizer] = []
    /// Whether a touch is down.
    private(set) var isSequenceActive = false
    /// Nesting depth of event processing; actions are delivered when it returns to 0.
    private var processingDepth = 0
    /// Transitions whose actions are not delivered yet.
    private var actionQueue: [(UIGestureRecognizer, UIGestureRecognizer.State)] = []
    /// Recognizers that recognized with `cancelsTouchesInView` during the current processing.
    private(set) var touchCancellingRecognizers: [UIGestureRecognizer] = []
    /// Called after each delivery round so the touch dispatcher can release or cancel held view touches.
    var afterFlush: (@MainActor () -> Void)?

    private init() {}

    // MARK: - Sequences

    /// A finger touched down and `recognizers` will receive it. Undecided recognizers left over from the
    /// previous sequence that do not receive this touch fail, finished ones are reset.
    func beginSequence(with recognizers: [UIGestureRecognizer]) {
        performProcessing {
            for leftover in participants where !recognizers.contains(where: { $0 === leftover }) {
                if leftover.storedState == .possible { fail(leftover) }
            }
            resetFinished()
            participants.removeAll { leftover in !recognizers.contains { $0 === leftover } }
            for recognizer in recognizers where !participants.contains(where: { $0 === recognizer }) {
                if recognizer.storedState != .possible { resetRecognizer(recognizer) }
                participants.append(recognizer)
            }
            isSequenceActive = true
        }
    }

    /// Another finger touched down while one is already down (multi-touch): `recognizers` (those of its hit
    /// view) join the sequence. Recognizers already taking part keep their state; a finished recognizer
    /// does not receive the new finger (UIKit resets recognizers only once every finger is up).
    func joinSequence(with recognizers: [UIGestureRecognizer]) {
        performProcessing {
            for recognizer in recognizers where !participants.contains(where: { $0 === recognizer }) {
                if recognizer.storedState != .possible { resetRecognizer(recognizer) }
                participants.append(recognizer)
            }
        }
    }

    /// The last finger lifted or was cancelled; finished recognizers are reset after the actions.
    ///
    /// A recognizer whose view went away during the sequence (the view was deallocated while the finger was
    /// down, so nothing called `removeGestureRecognizer(_:)`) no longer receives the touch and would wait
    /// forever, holding the touch and, through it, the view the touch began in. Apple: attaching a recognizer
    /// to a view is what causes "it to receive touches hit-tested to that view and all of its subviews"
    /// (`addGestureRecognizer(_:)`); without a view it has no touches to decide on, so it is stopped as if
    /// removed from its view (fails, or is cancelled mid-gesture), then reset with the others.
    func endSequence() {
        isSequenceActive = false
        performProcessing {
            for recognizer in participants where recognizer.attachedView == nil { stop(recognizer) }
        }
    }

    /// Whether `recognizer` should still receive touches.
    func isReceiving(_ recognizer: UIGestureRecognizer) -> Bool {
        participants.containsIdentical(recognizer) && !recognizer.storedState.isFinished
            && recognizer.isEnabled && recognizer.attachedView != nil
    }

    /// Runs `body` as part of event processing; queued actions are delivered at the outermost level.
    func performProcessing(_ body: () -> Void) {
        processingDepth += 1
        body()
        processingDepth -= 1
        if processingDepth == 0 { flush() }
    }

    // MARK: - Transitions

    /// Applies a state change requested through `state`'s setter.
    func requestTransition(of recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State) {
        performProcessing {
            applyTransition(of: recognizer, to: newState)
        }
    }

    private func applyTransition(of recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State) {
        let old = recognizer.storedState
        let isPending = recognizer.pendingState != nil
        if !participants.containsIdentical(recognizer) {
            // Set from outside touch handling (tests, timers): track it so it is reset like the others.
            participants.append(recognizer)
        }
        switch (old, newState) {
        case (_, .possible):
            recognizer.storedState = .possible
            recognizer.pendingState = nil
            recognizer.pendingEndAfterBegin = false
        case (.possible, .began) where !isPending, (.possible, .ended) where !isPending:
            attemptBegin(recognizer, as: newState)
        case (.possible, .began) where isPending, (.possible, .changed) where isPending:
            break  // still waiting: the subclass keeps tracking, nothing is reported yet
        case (.possible, .ended) where isPending:
            if recognizer.pendingState == .began { recognizer.pendingEndAfterBegin = true }
        case (.possible, .failed), (.possible, .cancelled):
            fail(recognizer)
        case (.began, .changed), (.changed, .changed):
            recognizer.storedState = .changed
            enqueueAction(recognizer, .changed)
        case (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
            recognizer.storedState = newState
            enqueueAction(recognizer, newState)
        default:
            // Transitions UIKit forbids (e.g. possible → changed): applied as asked, without arbitration.
            recognizer.storedState = newState
            if newState.sendsActions { enqueueAction(recognizer, newState) }
        }
    }

    /// Tries to move `recognizer` from `.possible` to `target` (`.began` or `.ended` for a discrete gesture).
    private func attemptBegin(_ recognizer: UIGestureRecognizer, as target: UIGestureRecognizer.State) {
        guard recognizer.isEnabled else { return }
        let others = participants.filter { $0 !== recognizer }
        if others.contains(where: { requiresFailure(recognizer, of: $0) && hasRecognized($0) }) {
            fail(recognizer)
            return
        }
        if others.contains(where: { requiresFailure(recognizer, of: $0) && $0.storedState == .possible }) {
            recognizer.pendingState = target
            return
        }
        recognizer.pendingState = nil
        guard shouldBegin(recognizer), !isPrevented(recognizer, by: others) else {
            fail(recognizer)
            return
        }
        recognizer.storedState = target
        enqueueAction(recognizer, target)
        didRecognize(recognizer, others: others)
        if target == .began && recognizer.pendingEndAfterBegin {
            recognizer.pendingEndAfterBegin = false
            recognizer.storedState = .ended
            enqueueAction(recognizer, .ended)
        }
    }

    /// Fails `recognizer` (from `.possible`) and lets recognizers waiting for that failure proceed.
    private func fail(_ recognizer: UIGestureRecognizer) {
        guard recognizer.storedState == .possible else { return }
        recognizer.pendingState = nil
        recognizer.pendingEndAfterBegin = false
        recognizer.storedState = .failed
        for waiting in participants where waiting.pendingState != nil && requiresFailure(waiting, of: recognizer) {
            reevaluate(waiting)
        }
    }

    /// A waiting recognizer tries again once a recognizer it depends on has failed.
    private func reevaluate(_ recognizer: UIGestureRecognizer) {
        guard let target = recognizer.pendingState, recognizer.storedState == .possible else { return }
        recognizer.pendingState = nil
        attemptBegin(recognizer, as: target)
    }

    /// After `recognizer` began or recognized: recognizers that required it to fail fail, and those it
    /// excludes (no simultaneous recognition allowed, prevention allowed both ways) fail too.
    private func didRecognize(_ recognizer: UIGestureRecognizer, others: [UIGestureRecognizer]) {
        for other in others where other.storedState == .possible {
            if requiresFailure(other, of: recognizer) {
                fail(other)
            } else if sharesTouches(recognizer, other), !canRecognizeSimultaneously(recognizer, other),
                recognizer.canPrevent(other), other.canBePrevented(by: recognizer)
            {
                fail(other)
            }
        }
        if recognizer.cancelsTouchesInView { touchCancellingRecognizers.append(recognizer) }
    }

    // MARK: - Rules

    /// Whether `recognizer` must wait for `other` to fail: `require(toFail:)`, the subclass methods, or
    /// either delegate.
    func requiresFailure(_ recognizer: UIGestureRecognizer, of other: UIGestureRecognizer) -> Bool {
        if recognizer.explicitFailureRequirements.contains(where: { $0.recognizer === other }) { return true }
        if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer) { return true }
        if let delegate = recognizer.delegate,
            delegate.gestureRecognizer(recognizer, shouldRequireFailureOf: other)
        {
            return true
        }
        if let delegate = other.delegate, delegate.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) {
            return true
        }
        return false
    }

    /// Whether either delegate allows the two to recognize at the same time.
    func canRecognizeSimultaneously(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        if let delegate = first.delegate, delegate.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) {
            return true
        }
        if let delegate = second.delegate,
            delegate.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first)
        {
            return true
        }
        return false
    }

    /// The delegate first, then the recognizer's view and the view the touch started in (each asked once)
    /// through `UIView.gestureRecognizerShouldBegin(_:)`.
    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        let delegate = recognizer.delegate
        if let delegate, !delegate.gestureRecognizerShouldBegin(recognizer) { return false }
        var asked: [UIView] = []
        let candidates = [recognizer.view] + recognizer.trackedTouches.map(\.view)
        for case let view? in candidates where !asked.contains(where: { $0 === view }) {
            asked.append(view)
            if let delegate, (delegate as AnyObject) === view { continue }
            if !view.gestureRecognizerShouldBegin(recognizer) { return false }
        }
        return true
    }

    /// Whether a recognizer already in progress stops `recognizer` from beginning.
    private func isPrevented(_ recognizer: UIGestureRecognizer, by others: [UIGestureRecognizer]) -> Bool {
        others.contains { other in
            other.storedState.isInProgress && sharesTouches(recognizer, other)
                && !canRecognizeSimultaneously(recognizer, other)
                && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
        }
    }

    /// Whether two recognizers compete for the same fingers: they track a common touch, or one of them
    /// tracks none (it waits between the taps of a multi-tap). Fingers on different views reach
    /// different recognizers, which then recognize independently (two scroll views scroll at once).
    private func sharesTouches(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        if first.trackedTouches.isEmpty || second.trackedTouches.isEmpty { return true }
        return first.trackedTouches.contains { touch in second.trackedTouches.containsIdentical(touch) }
    }

    private func hasRecognized(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.storedState.isInProgress || recognizer.storedState == .ended
    }

    // MARK: - Enable, remove, ignore

    /// `isEnabled` turned off: a gesture in progress is cancelled, a possible one fails.
    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        stop(recognizer)
    }

    /// The recognizer left its view: same as disabling it.
    func recognizerWasRemoved(_ recognizer: UIGestureRecognizer) {
        stop(recognizer)
    }

    private func stop(_ recognizer: UIGestureRecognizer) {
        performProcessing {
            if recognizer.storedState.isInProgress {
                recognizer.storedState = .cancelled
                enqueueAction(recognizer, .cancelled)
            } else if recognizer.storedState == .possible && participants.contains(where: { $0 === recognizer }) {
                fail(recognizer)
            }
        }
    }

    /// `ignore(_:for:)`: the touch is no longer delivered to the recognizer.
    func ignore(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
        recognizer.trackedTouches.removeAll { $0 === touch }
        touch.receivingRecognizers.removeAll { $0 === recognizer }
    }

    // MARK: - Actions and reset

    private func enqueueAction(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
        actionQueue.append((recognizer, state))
    }

    /// Delivers queued actions (each handler sees the state of its transition), lets the dispatcher react,
    /// then resets finished recognizers whose touches are over.
    private func flush() {
        processingDepth += 1
        while !actionQueue.isEmpty {
            let (recognizer, state) = actionQueue.removeFirst()
            recognizer.deliveringState = state
            recognizer.sendActions()
            recognizer.deliveringState = nil
        }
        afterFlush?()
        touchCancellingRecognizers.removeAll()
        processingDepth -= 1
        if !isSequenceActive { resetFinished() }
        if !actionQueue.isEmpty { flush() }
    }

    /// Resets finished recognizers (state back to `.possible`, then `reset()`); they stop participating.
    private func resetFinished() {
        let finished = participants.filter { $0.storedState.isFinished }
        participants.removeAll { $0.storedState.isFinished }
        for recognizer in finished {
            resetRecognizer(recognizer)
        }
    }

    /// Puts one recognizer back to `.possible` and calls its `reset()`.
    func resetRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.storedState = .possible
        recognizer.pendingState = nil
        recognizer.pendingEndAfterBegin = false
        if !recognizer.trackedTouches.isEmpty {
            recognizer.lastWindowLocation = recognizer.currentWindowLocation
            recognizer.trackedTouches.removeAll()
        }
        recognizer.reset()
    }

    /// Whether some participant with `delaysTouchesBegan` (or `delaysTouchesEnded` when `ended` is true)
    /// could still recognize.
    func hasUndecidedRecognizer(delaying ended: Bool) -> Bool {
        participants.contains { recognizer in
            recognizer.storedState == .possible && recognizer.isEnabled
                && (ended ? recognizer.delaysTouchesEnded : recognizer.delaysTouchesBegan)
        }
    }
}
#endif
