#if os(Linux)
import Foundation

extension TouchDispatcher {
    /// Several fingers move in one touch event (multi-touch), each to its point (window coordinates), at
    /// the clock's current time. Every recognizer receives one `touchesMoved(_:with:)` with the moved
    /// touches it tracks, after all of them have their new locations (so a pinch sees both fingers move at
    /// once); hit views receive their own touches. Fingers no longer down are skipped.
    func move(_ moves: [(sequence: TouchSequence, point: CGPoint)]) {
        let moving = moves.filter { isDown($0.sequence) }
        guard let event = moving.first?.sequence.event else { return }
        let now = HeadlessClock.main.now
        for (sequence, point) in moving {
            let touch = sequence.touch
            touch.previousWindowLocation = touch.windowLocation
            touch.windowLocation = point
            touch.timestamp = now
            touch.phase = .moved
        }
        event.eventTimestamp = now
        let movedTouches = Set(moving.map(\.sequence.touch))
        let environment = GestureEnvironment.shared
        environment.performProcessing {
            var receivers: [UIGestureRecognizer] = []
            for (sequence, _) in moving {
                var forTouch = takeReceivers(of: sequence.touch)
                for recognizer in forTouch where !receivers.containsIdentical(recognizer) {
                    receivers.append(recognizer)
                }
                returnReceivers(&forTouch)
            }
            for recognizer in receivers where environment.isReceiving(recognizer) {
                let touches = movedTouches.filter { touch in recognizer.trackedTouches.containsIdentical(touch) }
                if !touches.isEmpty { recognizer.touchesMoved(touches, with: event) }
            }
            cancelViewTouchesIfRecognized()
            for (sequence, _) in moving {
                if let record = sequence.record, record.stage == .delivered {
                    record.view.touchesMoved(sequence.touches, with: sequence.event)
                }
            }
        }
    }
}
#endif
