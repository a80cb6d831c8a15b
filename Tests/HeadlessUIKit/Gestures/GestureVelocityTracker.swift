#if os(Linux)
import Foundation

/// Estimates a finger's velocity from its recent positions, as UIKit's pan does "from recent movement".
///
/// The finger is assumed to move in straight lines between samples, and the velocity is its average
/// over the last `window` seconds (or since the first sample, if that is more recent):
/// `v = (p(T) − p(T − window)) / window`, with `p` interpolated between samples. A finger that stopped
/// before lifting therefore reports a velocity near zero, and a fling at constant speed reports that
/// speed exactly. UIKit's own filter is undocumented; the window is HeadlessUIKit's choice.
struct GestureVelocityTracker {
    /// The averaging window, in seconds.
    static let window: TimeInterval = 0.05

    private var samples: [(time: TimeInterval, location: CGPoint)] = []

    /// Forgets every sample.
    mutating func reset() {
        samples.removeAll()
    }

    /// Adds a position (window coordinates) at `time` (seconds); older samples are trimmed.
    mutating func add(_ location: CGPoint, at time: TimeInterval) {
        guard TouchGeometry.isFinite(location), time.isFinite else { return }
        samples.append((time, location))
        let horizon = time - Self.window * 4
        if let firstKept = samples.lastIndex(where: { $0.time <= horizon }), firstKept > 0 {
            samples.removeFirst(firstKept)
        }
    }

    /// The velocity at the latest sample, in points per second (window coordinates); zero with fewer than
    /// two samples or when no time has passed.
    var velocity: CGPoint {
        guard let last = samples.last, let first = samples.first else { return .zero }
        let start = max(last.time - Self.window, first.time)
        let elapsed = last.time - start
        guard elapsed > 1e-9 else { return .zero }
        let origin = location(at: start)
        return CGPoint(x: (last.location.x - origin.x) / elapsed, y: (last.location.y - origin.y) / elapsed)
    }

    /// The interpolated position at `time`; among samples at the same instant the latest one counts.
    private func location(at time: TimeInterval) -> CGPoint {
        guard let after = samples.firstIndex(where: { $0.time > time }) else { return samples.last?.location ?? .zero }
        guard after > 0 else { return samples[0].location }
        let a = samples[after - 1]
        let b = samples[after]
        let span = b.time - a.time
        guard span > 1e-12 else { return b.location }
        let fraction = CGFloat((time - a.time) / span)
        return CGPoint(
            x: a.location.x + (b.location.x - a.location.x) * fraction,
            y: a.location.y + (b.location.y - a.location.y) * fraction)
    }
}
#endif
