import Foundation
import TransitionsCore

extension ZoomScenario {
    /// The zoom opened from the tile, tracked frame by frame as the UIKit layer drives the core's `ZoomMotion`:
    /// the part the gesture strips (pinch, edge swipe) share — the opening and a rest before the gesture, and the
    /// landing and a rest after it.
    struct GestureRecorder {
        let geometry: ZoomGeometry
        let spring = ZoomDeviceMotion.flightSpring
        let dt: Double
        var motion = ZoomMotion()
        var time = 0.0
        var frames: [LabeledFrame] = [LabeledFrame(time: 0, zoom: nil, label: "tap tile", group: "rest")]

        /// Opens the zoom from the tile on the flight spring and rests 0.25 s, recording every frame.
        init(options: Options) {
            let bounds = CGRect(origin: .zero, size: ZoomScenario.screen)
            geometry = ZoomGeometry(
                source: ZoomScenario.source, destination: bounds, containerBounds: bounds,
                sourceCornerRadius: CGFloat(ZoomScenario.tileCornerRadius),
                destinationCornerRadius: CGFloat(Phone.screenCornerRadius))
            dt = 1 / options.framesPerSecond
            motion.handle(.open(geometry, spring: spring, style: .spring, at: time))
            while motion.needsFrames && time < 3 {
                time += dt
                if case .landed(let landing) = motion.handle(.tick(at: time)) { motion.settleLanding(landing) }
                record("open", "present")
            }
            rest(0.25, "presented")
        }

        /// Records the frame on screen now.
        mutating func record(_ label: String, _ group: String) {
            frames.append(LabeledFrame(time: time, zoom: motion.frame, label: label, group: group))
        }

        /// Plays a released gesture's settle until it lands, then rests 0.15 s.
        mutating func settle(finishes: Bool) {
            var landed = false
            while !landed && time < 10 {
                time += dt
                if case .landed(let landing) = motion.handle(.tick(at: time)) {
                    motion.settleLanding(landing)
                    landed = true
                }
                record(finishes ? "finish → tile" : "cancel → full screen", finishes ? "dismiss" : "settle")
            }
            rest(0.15, finishes ? "back in grid" : "presented")
        }

        /// Holds still for `duration` s, recording each frame as `label`.
        private mutating func rest(_ duration: Double, _ label: String) {
            for _ in 0..<Int((duration / dt).rounded()) {
                time += dt
                record(label, "rest")
            }
        }
    }
}
