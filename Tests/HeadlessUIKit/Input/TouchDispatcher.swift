#if os(Linux)
import Foundation

/// Delivers simulated touches the way UIKit's `UIApplication.sendEvent` / `UIWindow.sendEvent` do:
/// hit-test at touch-down, the recognizers of the hit view and its ancestors first, then the hit view
/// (its responder chain), honouring `cancelsTouchesInView`, `delaysTouchesBegan`, `delaysTouchesEnded`
/// and `UIScrollView.delaysContentTouches`.
///
/// Several fingers may be down at once (`UIWindow.beginSimulatedTouches(at:)`); they share one `UIEvent`, as
/// UIKit's touch event holds every finger. A new single-finger touch (a tap, a drag) cancels the fingers
/// still down.
@MainActor final class TouchDispatcher {
    /// The one dispatcher.
    static let shared = TouchDispatcher()

    /// UIScrollView's touch-down delay for its content while it waits to see whether a drag begins, in
    /// seconds (UIKit does not document the value; 150 ms is the commonly measured one).
    static let contentTouchDelay: TimeInterval = 0.15

    /// Longest gap between two taps that still counts them as one multi-tap, in seconds (unconfirmed).
    static let multipleTapInterval: TimeInterval = 0.35

    /// Farthest two taps of a multi-tap may be apart, in points (unconfirmed).
    static let multipleTapDistance: CGFloat = 45

    /// The fingers currently down, in touch-down order.
    private(set) var sequences: [TouchSequence] = []
    /// View deliveries not finished yet (the current one, and touch-ups held by `delaysTouchesEnded`).
    private var records: [ViewTouchRecord] = []
    /// The last lifted touch, for `tapCount`.
    private var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?
    /// Spare storage for `receivers(of:)`, reused from event to event so that dispatch does not allocate.
    private var receiverScratch: [UIGestureRecognizer] = []

    private init() {
        GestureEnvironment.shared.afterFlush = { [unowned self] in self.settleViewDeliveries() }
    }

    /// For `HeadlessEnvironment.reset()`: cancels the fingers still down (as the system cancels touches) and
    /// forgets the last tap, so a test's first tap is not counted as a repeat of an earlier test's.
    func resetForEnvironment() {
        while let down = sequences.last { cancel(down) }
        lastTap = nil
    }

    // MARK: - Sequence steps

    /// Whether the finger of `sequence` is still down.
    func isDown(_ sequence: TouchSequence) -> Bool {
        sequences.containsIdentical(sequence)
    }

    /// A finger touches down at `point` (window coordinates); returns its sequence. Unless `joining`, the
    /// fingers still down are cancelled first; a joining finger shares their event and gesture sequence.
    @discardableResult
    func touchDown(at point: CGPoint, in window: UIWindow, joining: Bool = false) -> TouchSequence {
        if !joining {
            while let down = sequences.last { cancel(down) }
        }
        let environment = GestureEnvironment.shared
        let now = HeadlessClock.main.now
        let touch = UITouch()
        touch.windowLocation = point
        touch.previousWindowLocation = point
        touch.timestamp = now
        touch.phase = .began
        touch.touchWindow = window
        let sharedEvent = sequences.first?.event
        touch.tapCount = sharedEvent == nil ? nextTapCount(at: point, time: now) : 1
        let event = sharedEvent ?? UIEvent()
        event.eventTouches.insert(touch)
        event.eventTimestamp = now
        let hitView = window.hitTest(point, with: event)
        touch.hitView = hitView
        let recognizers = collectRecognizers(from: hitView, touch: touch, event: event)
        touch.receivingRecognizers = recognizers
        let sequence = TouchSequence(touch: touch, event: event, window: window)
        sequences.append(sequence)
        let touches = sequence.touches
        let record = hitView.map { ViewTouchRecord(view: $0, touch: touch, touches: touches, event: event) }
        if let record {
            records.append(record)
            sequence.record = record
        }
        environment.performProcessing {
            if sharedEvent == nil {
                environment.beginSequence(with: recognizers)
            } else {
                environment.joinSequence(with: recognizers)
            }
            for recognizer in recognizers where environment.isReceiving(recognizer) {
                recognizer.trackedTouches.append(touch)
                recognizer.touchesBegan(touches, with: event)
            }
            cancelViewTouchesIfRecognized()
            guard let record, record.stage == .new else { return }
            if let scrollView = delayingScrollView(for: record.view, recognizers: recognizers) {
                record.stage = .waitingForScrollDelay
                record.delayingScrollView = scrollView
                HeadlessClock.main.schedule(after: Self.contentTouchDelay) { [weak self, weak record] in
                    guard let self, let record, record.stage == .waitingForScrollDelay else { return }
                    GestureEnvironment.shared.performProcessing { self.deliverBegan(record) }
                }
            } else if environment.hasUndecidedRecognizer(delaying: false) {
                record.stage = .waitingForRecognizers
            } else {
                deliverBegan(record)
            }
        }
        return sequence
    }

    /// The finger of `sequence` moves to `point` (window coordinates) at the clock's current time.
    func move(_ sequence: TouchSequence, to point: CGPoint) {
        guard isDown(sequence) else { return }
        let touch = sequence.touch
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = point
        touch.timestamp = HeadlessClock.main.now
        touch.phase = .moved
        sequence.event.eventTimestamp = touch.timestamp
        let environment = GestureEnvironment.shared
        environment.performProcessing {
            var receivers = takeReceivers(of: touch)
            for recognizer in receivers {
                recognizer.touchesMoved(sequence.touches, with: sequence.event)
            }
            returnReceivers(&receivers)
            cancelViewTouchesIfRecognized()
            if let record = sequence.record, record.stage == .delivered {
                record.view.touchesMoved(sequence.touches, with: sequence.event)
            }
        }
    }

    /// The finger of `sequence` lifts (`cancelled == false`) or the system cancels it.
    func finish(_ sequence: TouchSequence, cancelled: Bool) {
        guard isDown(sequence) else { return }
        let touch = sequence.touch
        let now = HeadlessClock.main.now
        touch.previousWindowLocation = touch.windowLocation
        touch.timestamp = now
        touch.phase = cancelled ? .cancelled : .ended
        sequence.event.eventTimestamp = now
        let environment = GestureEnvironment.shared
        environment.performProcessing {
            var receivers = takeReceivers(of: touch)
            for recognizer in receivers {
                if cancelled {
                    recognizer.touchesCancelled(sequence.touches, with: sequence.event)
                } else {
                    recognizer.touchesEnded(sequence.touches, with: sequence.event)
                }
                recognizer.lastWindowLocation = recognizer.currentWindowLocation
                recognizer.trackedTouches.removeAll { $0 === touch }
            }
            returnReceivers(&receivers)
            cancelViewTouchesIfRecognized()
            if let record = sequence.record {
                if cancelled {
                    cancelView(record)
                } else {
                    finishView(record)
                }
            }
            sequences.removeAll { $0 === sequence }
            if sequences.isEmpty {
                if !cancelled { lastTap = (now, touch.windowLocation, touch.tapCount) }
                environment.endSequence()
            } else {
                // The other fingers' later events no longer hold this one.
                sequence.event.eventTouches.remove(touch)
            }
        }
    }

    /// System cancel of a sequence (a newer touch replaced it).
    private func cancel(_ sequence: TouchSequence) {
        finish(sequence, cancelled: true)
    }

    // MARK: - Helpers

    /// The recognizers still receiving `touch`, listed before any of them is called (so that one changing
    /// another's state mid-event does not change who gets this event). The list lives in reused storage:
    /// hand it back with `returnReceivers(_:)`. A nested dispatch finds the storage taken and uses its own.
    func takeReceivers(of touch: UITouch) -> [UIGestureRecognizer] {
        var result = receiverScratch
        receiverScratch = []
        let environment = GestureEnvironment.shared
        for recognizer in touch.receivingRecognizers
        where environment.isReceiving(recognizer) && recognizer.trackedTouches.containsIdentical(touch) {
            result.append(recognizer)
        }
        return result
    }

    /// Empties a list from `takeReceivers(of:)` and keeps its storage for the next event.
    func returnReceivers(_ receivers: inout [UIGestureRecognizer]) {
        receivers.removeAll(keepingCapacity: true)
        if receivers.capacity > receiverScratch.capacity { swap(&receivers, &receiverScratch) }
    }

    private func nextTapCount(at point: CGPoint, time: TimeInterval) -> Int {
        guard let lastTap, time - lastTap.time <= Self.multipleTapInterval,
            TouchGeometry.distance(point, lastTap.location) <= Self.multipleTapDistance
        else { return 1 }
        return lastTap.count + 1
    }

    /// The recognizers of the hit view and its ancestors (nearest first) that agree to receive the touch:
    /// the delegate's event question, the recognizer's own `shouldReceive(_:)`, then the delegate's touch
    /// question.
    private func collectRecognizers(from hitView: UIView?, touch: UITouch, event: UIEvent) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var view = hitView
        while let current = view {
            for recognizer in current.gestureRecognizers ?? [] where recognizer.isEnabled {
                guard !result.contains(where: { $0 === recognizer }) else { continue }
                if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: event) {
                    continue
                }
                guard recognizer.shouldReceive(event) else { continue }
                if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) {
                    continue
                }
                result.append(recognizer)
            }
            view = current.superview
        }
        return result
    }

    /// The nearest scroll view above `hitView` that delays its content's touches while its pan decides.
    private func delayingScrollView(for hitView: UIView, recognizers: [UIGestureRecognizer]) -> UIScrollView? {
        guard let scrollView = nearestScrollView(above: hitView), scrollView.delaysContentTouches,
            scrollView.isScrollEnabled,
            recognizers.contains(where: { $0 === scrollView.panGestureRecognizer })
        else { return nil }
        return scrollView
    }

    /// The nearest `UIScrollView` strictly above `view`.
    func nearestScrollView(above view: UIView) -> UIScrollView? {
        var candidate = view.superview
        while let current = candidate {
            if let scrollView = current as? UIScrollView { return scrollView }
            candidate = current.superview
        }
        return nil
    }

    /// The content view inside `scrollView` that has already received the current touch, if any.
    func contentViewHoldingTouch(in scrollView: UIScrollView) -> UIView? {
        for sequence in sequences {
            guard let record = sequence.record, record.stage == .delivered || record.stage == .endedHeld,
                record.view !== scrollView, record.view.isDescendant(of: scrollView)
            else { continue }
            return record.view
        }
        return nil
    }

    // MARK: - View delivery

    private func deliverBegan(_ record: ViewTouchRecord) {
        guard
            record.stage == .waitingForScrollDelay || record.stage == .waitingForRecognizers
                || record.stage == .new
        else { return }
        if let scrollView = nearestScrollView(above: record.view),
            !scrollView.touchesShouldBegin(record.touches, with: record.event, in: record.view)
        {
            record.stage = .done
            return
        }
        record.stage = .delivered
        record.view.touchesBegan(record.touches, with: record.event)
    }

    private func finishView(_ record: ViewTouchRecord) {
        if record.stage == .waitingForScrollDelay || record.stage == .waitingForRecognizers {
            deliverBegan(record)
        }
        guard record.stage == .delivered else {
            record.stage = .done
            return
        }
        if GestureEnvironment.shared.hasUndecidedRecognizer(delaying: true) {
            record.stage = .endedHeld
        } else {
            record.stage = .done
            record.view.touchesEnded(record.touches, with: record.event)
        }
    }

    private func cancelView(_ record: ViewTouchRecord) {
        let wasDelivered = record.stage == .delivered || record.stage == .endedHeld
        record.stage = .done
        if wasDelivered { record.view.touchesCancelled(record.touches, with: record.event) }
    }

    /// Recognizers that just began or recognized with `cancelsTouchesInView` cancel the view deliveries of
    /// the touches they receive.
    func cancelViewTouchesIfRecognized() {
        let cancelling = GestureEnvironment.shared.touchCancellingRecognizers
        guard !cancelling.isEmpty else { return }
        for record in records where record.stage != .done {
            let receivers = record.touch.receivingRecognizers
            if cancelling.contains(where: { recognizer in receivers.contains { $0 === recognizer } }) {
                cancelView(record)
            }
        }
        records.removeAll { $0.stage == .done }
    }

    /// After actions: cancel for new recognitions, release touch-downs and touch-ups that were waiting for
    /// recognizers to decide.
    private func settleViewDeliveries() {
        cancelViewTouchesIfRecognized()
        let environment = GestureEnvironment.shared
        for record in records where record.stage == .waitingForRecognizers {
            if !environment.hasUndecidedRecognizer(delaying: false) { deliverBegan(record) }
        }
        for record in records where record.stage == .waitingForScrollDelay {
            // The scroll view's pan gave up (e.g. a drag across its only axis): no reason to wait longer.
            if let scrollView = record.delayingScrollView,
                scrollView.panGestureRecognizer.storedState == .failed
            {
                deliverBegan(record)
            }
        }
        for record in records where record.stage == .endedHeld {
            if !environment.hasUndecidedRecognizer(delaying: true) {
                record.stage = .done
                record.view.touchesEnded(record.touches, with: record.event)
            }
        }
        records.removeAll { $0.stage == .done }
    }
}

/// One finger from touch-down to lift-off.
@MainActor final class TouchSequence {
    let touch: UITouch
    /// `[touch]` as the set that `touchesMoved(_:with:)` and its siblings take, built once per sequence.
    let touches: Set<UITouch>
    let event: UIEvent
    weak var window: UIWindow?
    var record: ViewTouchRecord?

    init(touch: UITouch, event: UIEvent, window: UIWindow) {
        self.touch = touch
        self.touches = [touch]
        self.event = event
        self.window = window
    }
}

/// The delivery of one touch to its hit view.
@MainActor final class ViewTouchRecord {
    enum Stage {
        case new, waitingForScrollDelay, waitingForRecognizers, delivered, endedHeld, done
    }

    let view: UIView
    let touch: UITouch
    /// `[touch]`, shared with the touch's sequence.
    let touches: Set<UITouch>
    let event: UIEvent
    var stage: Stage = .new
    weak var delayingScrollView: UIScrollView?

    init(view: UIView, touch: UITouch, touches: Set<UITouch>, event: UIEvent) {
        self.view = view
        self.touch = touch
        self.touches = touches
        self.event = event
    }
}
#endif
