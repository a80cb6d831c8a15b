#if os(Linux)
import Foundation

/// Several simulated fingers on the screen at once, from `UIWindow.beginSimulatedTouches(at:)` to `end()` or
/// `cancel()` (Linux-only; not part of UIKit): pinches, rotations, two-finger pans and presses.
///
/// The fingers touch down one after the other at the same clock instant, sharing one `UIEvent`; each one
/// is hit-tested on its own, so it reaches the recognizers of its own hit view and its ancestors. A move
/// delivers one touch event in which every finger has moved, and, like `SimulatedDrag`, advances
/// `HeadlessClock.main` by `duration / steps` before each event. A later tap or single-finger drag cancels
/// the fingers still down; once every finger is up, further calls do nothing.
@MainActor public final class SimulatedTouches {
    /// The most fingers one simulation may put down (a hand's worth); extra points are ignored.
    public static let maximumFingers = 10

    private var fingers: [TouchSequence?]

    /// Where each finger is, in window coordinates, in the order given to `beginSimulatedTouches(at:)`
    /// (a lifted finger keeps its last location).
    public private(set) var locations: [CGPoint]

    init(fingers: [TouchSequence], locations: [CGPoint]) {
        self.fingers = fingers
        self.locations = locations
    }

    /// Whether at least one finger is still down.
    public var isActive: Bool { fingers.contains { $0.map { TouchDispatcher.shared.isDown($0) } ?? false } }

    /// Whether the finger at `index` is still down; out-of-range indices read `false`.
    public func isFingerDown(_ index: Int) -> Bool {
        guard fingers.indices.contains(index), let sequence = fingers[index] else { return false }
        return TouchDispatcher.shared.isDown(sequence)
    }

    /// The fingers' centroid (of those still down; of all when none is), in window coordinates.
    public var centroid: CGPoint {
        let down = locations.indices.filter { isFingerDown($0) }
        let indices = down.isEmpty ? Array(locations.indices) : down
        guard !indices.isEmpty else { return .zero }
        let sum = indices.reduce(CGPoint.zero) { CGPoint(x: $0.x + locations[$1].x, y: $0.y + locations[$1].y) }
        return CGPoint(x: sum.x / CGFloat(indices.count), y: sum.y / CGFloat(indices.count))
    }

    /// Moves every finger in a straight line to its point in `points` (window coordinates, one per finger
    /// given at the start) over `duration` seconds, as `steps` touch events. A list of another length, or
    /// with a non-finite point, is ignored; durations and steps are sanitized as `SimulatedDrag` does.
    public func move(to points: [CGPoint], duration: TimeInterval = 1.0 / 60, steps: Int = 1) {
        guard points.count == locations.count, points.allSatisfy(TouchGeometry.isFinite) else { return }
        let start = locations
        perform(duration: duration, steps: steps) { index, fraction in
            CGPoint(
                x: start[index].x + (points[index].x - start[index].x) * fraction,
                y: start[index].y + (points[index].y - start[index].y) * fraction)
        }
    }

    /// Moves every finger by `translation` points (a multi-finger pan); see `move(to:duration:steps:)`.
    public func move(by translation: CGPoint, duration: TimeInterval = 1.0 / 60, steps: Int = 1) {
        guard TouchGeometry.isFinite(translation) else { return }
        move(
            to: locations.map { CGPoint(x: $0.x + translation.x, y: $0.y + translation.y) }, duration: duration,
            steps: steps)
    }

    /// Pinches and turns the fingers around their centroid: at the end every finger's offset from the
    /// centroid is multiplied by `scale` and turned by `rotation` radians (positive clockwise on screen),
    /// both changing linearly over the `steps` events (so fingers move along arcs, not chords). A pinch
    /// recognizer then reads `scale` (plus what it saw before), a rotation recognizer `rotation`.
    /// Non-finite or non-positive scales count as 1, non-finite rotations as 0.
    public func transform(
        scale: CGFloat = 1, rotation: CGFloat = 0, duration: TimeInterval = 0.25, steps: Int = 15
    ) {
        let finalScale = scale.isFinite && scale > 0 ? scale : 1
        let finalRotation = rotation.isFinite ? rotation : 0
        let center = centroid
        let start = locations
        perform(duration: duration, steps: steps) { index, fraction in
            let factor = 1 + (finalScale - 1) * fraction
            let angle = finalRotation * fraction
            let dx = start[index].x - center.x
            let dy = start[index].y - center.y
            return CGPoint(
                x: center.x + factor * (dx * cos(angle) - dy * sin(angle)),
                y: center.y + factor * (dx * sin(angle) + dy * cos(angle)))
        }
    }

    /// Lifts one finger (the others stay down). Out-of-range indices and lifted fingers are ignored.
    public func liftFinger(_ index: Int) {
        guard isFingerDown(index), let sequence = fingers[index] else { return }
        fingers[index] = nil
        TouchDispatcher.shared.finish(sequence, cancelled: false)
    }

    /// Lifts every finger still down, one event each, in touch-down order.
    public func end() {
        for index in fingers.indices { liftFinger(index) }
    }

    /// The system cancels every finger still down (pinches and rotations go to `.cancelled`).
    public func cancel() {
        for index in fingers.indices {
            guard isFingerDown(index), let sequence = fingers[index] else { continue }
            fingers[index] = nil
            TouchDispatcher.shared.finish(sequence, cancelled: true)
        }
    }

    /// Runs `steps` events over `duration`; `position(index, fraction)` gives each finger's point.
    private func perform(
        duration: TimeInterval, steps: Int, position: (Int, CGFloat) -> CGPoint
    ) {
        guard isActive else { return }
        let count = min(max(steps, 1), SimulatedDrag.maximumSteps)
        let total = duration.isFinite && duration > 0 ? duration : 0
        for step in 1...count {
            guard isActive else { return }
            if total > 0 { HeadlessClock.main.advance(by: total / Double(count)) }
            let fraction = CGFloat(step) / CGFloat(count)
            var moves: [(sequence: TouchSequence, point: CGPoint)] = []
            for index in locations.indices {
                let point = position(index, fraction)
                guard TouchGeometry.isFinite(point) else { continue }
                locations[index] = point
                if isFingerDown(index), let sequence = fingers[index] { moves.append((sequence, point)) }
            }
            TouchDispatcher.shared.move(moves)
        }
    }
}

extension UIWindow {
    /// Touches down one finger at each of `points` (window coordinates; at most
    /// `SimulatedTouches.maximumFingers`), at the current clock instant, and returns them to move and lift
    /// together. Fingers still down from an earlier touch are cancelled first. Non-finite points are
    /// replaced by `.zero`; an empty list gives an inactive simulation. Linux-only.
    public func beginSimulatedTouches(at points: [CGPoint]) -> SimulatedTouches {
        let starts = points.prefix(SimulatedTouches.maximumFingers).map { TouchGeometry.isFinite($0) ? $0 : .zero }
        var sequences: [TouchSequence] = []
        for (index, point) in starts.enumerated() {
            sequences.append(TouchDispatcher.shared.touchDown(at: point, in: self, joining: index > 0))
        }
        return SimulatedTouches(fingers: sequences, locations: Array(starts))
    }
}
#endif
