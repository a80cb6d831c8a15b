import Foundation
import TransitionsCore

extension SheetParity {
    /// The velocity grid every release is replayed over, pt/s.
    static let releaseSpeeds: [Double] = [0, 200, 600, 999, 1000, 1500, 3000]

    /// UIKit's release rule, written out here from DEVICE-FACTS.md ("The sheet, as UIKit's code defines it": where a
    /// release goes, dismissal, flick bump, minimum speed) independently of the core's `SheetSnapping`: the
    /// index of the stop a release goes to among `stops` (ascending heights; hidden first when the sheet may dismiss).
    static func uikitStop(height: Double, velocity: Double, stops: [Double]) -> Int {
        let v = abs(velocity) < 250 ? 0 : velocity
        let projected = height + v * 0.099
        func nearest(to point: Double) -> Int {
            var best = 0
            for i in stops.indices where abs(stops[i] - point) < abs(stops[best] - point) { best = i }
            return best
        }
        var chosen = nearest(to: projected)
        let nearFinger = nearest(to: height)
        if abs(v) >= 1000, chosen == nearFinger, (stops[chosen] - height) * v <= 0 {
            chosen = v > 0 ? min(chosen + 1, stops.count - 1) : max(chosen - 1, 0)
        }
        return chosen
    }

    /// UIKit's damping ratio for a release at `speed` pt/s: 0.8 at 1000 pt/s or more, else 1.
    static func uikitDampingRatio(speed: Double) -> Double { abs(speed) >= 1000 ? 0.8 : 1 }

    /// Releases from medium and from large, up and down, over ``releaseSpeeds``, replayed through `SheetMotion`
    /// (a drag that begins and ends at the detent, released at the speed): the stop it settles on (−1 hidden,
    /// 0 medium, 1 large) and the damping ratio of its settle, beside UIKit's.
    static func releaseRows() -> [ParityRow] {
        let metrics = metrics()
        let heights = metrics.detents.detents.map { Double($0.height) }
        let stops = [metrics.hiddenHeight] + heights
        let names = ["medium", "large"]
        var rows: [ParityRow] = []
        for (index, height) in heights.enumerated() {
            for upward in [true, false] {
                for speed in releaseSpeeds {
                    let velocity = upward ? speed : -speed  // height space, up positive
                    let expected = uikitStop(height: height, velocity: velocity, stops: stops) - 1
                    var motion = SheetMotion.resting(metrics: metrics, selectedIndex: index)
                    motion.handle(.dragBegan(at: 0, allowsDismissal: true))
                    motion.handle(.dragEnded(velocity: -velocity, at: 0))  // the finger's, down positive
                    var ratio = Double.nan
                    if case .settling(.spring(let animation), _) = motion.state { ratio = animation.spring.dampingRatio }
                    var time = 0.0
                    while motion.needsFrames && time < 5 {
                        time += 1.0 / 120
                        motion.handle(.tick(at: time))
                    }
                    let ours: Double
                    switch motion.state {
                    case .hidden: ours = -1
                    case .resting(let detent): ours = Double(detent)
                    default: ours = .nan
                    }
                    let label = "\(names[index]) \(upward ? "up" : "down") \(Int(speed)) pt/s"
                    rows.append(
                        ParityRow(
                            quantity: "release \(label): stop (−1 hidden)", measured: Double(expected), ours: ours,
                            tolerance: 0, unit: "", source: "\(Self.motion), where a release goes; flick bump"))
                    // A release from rest starts no settle (the sheet is already there): nothing to compare.
                    guard ratio.isFinite else { continue }
                    rows.append(
                        ParityRow(
                            quantity: "release \(label): damping ratio", measured: uikitDampingRatio(speed: speed),
                            ours: ratio, tolerance: 1e-9, unit: "", source: "\(Self.motion), settle and flick springs"))
                }
            }
        }
        return rows
    }
}
