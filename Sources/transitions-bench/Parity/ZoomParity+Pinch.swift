import Foundation
import TransitionsCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomParity {
    /// The two-finger dismissal: pinch with rotation, played through `ZoomPinchModel` and `ZoomMotion` on the
    /// recordings' screen (402 × 874 pt), fingers starting 300 pt apart about the screen's center.
    static func pinchRows() -> [ParityRow] {
        let lacks = "DEVICE-FACTS.md, lacks altogether: pinch"
        let code = "DEVICE-FACTS.md, UIKit's code: pinch commit"
        let landing = "DEVICE-FACTS.md, lacks altogether: pinch landing"
        var rows = [
            ParityRow(
                quantity: "pinch dead zone", measured: 8.7, ours: PinchScenario.deadZone(), tolerance: 0.5, unit: "pt",
                source: lacks)
        ]
        for (ratio, measured) in [(0.9, 0.925), (0.6, 0.618), (0.4, 0.412)] {
            rows.append(
                ParityRow(
                    quantity: "pinch scale at finger ratio \(ratio)", measured: measured,
                    ours: PinchScenario.heldScale(fingerRatio: ratio), tolerance: 0.02, unit: "", source: lacks))
        }
        rows.append(
            ParityRow(
                quantity: "pinch commit (fingers' ratio)", measured: 0.5, ours: PinchScenario.commitRatio(),
                tolerance: 0.02, unit: "", source: code))
        rows.append(
            ParityRow(
                quantity: "pinch landing at rest", measured: 180, ours: PinchScenario.landingTime(closingSpeed: 0) * 1000,
                tolerance: 20, unit: "ms", source: landing))
        rows.append(
            ParityRow(
                quantity: "pinch landing at 800 pt/s", measured: 125,
                ours: PinchScenario.landingTime(closingSpeed: 800) * 1000, tolerance: 20, unit: "ms", source: landing))
        rows.append(
            .relative(
                "pinch tracking ω", measured: 45, ours: PinchScenario.trackingOmega(), relativeTolerance: 0.1,
                unit: "rad/s", source: "DEVICE-FACTS.md, zoom dismissal: tracking lag"))
        rows.append(
            .relative(
                "sheet-from-button catch-up ω (a drag takes the card in flight)", measured: 45,
                ours: 2 * Double.pi / SheetZoomCatchUp.spring.response, relativeTolerance: 0.1, unit: "rad/s",
                source: "DEVICE-FACTS.md, zoom dismissal: tracking lag"))
        rows.append(
            ParityRow(
                quantity: "pinch tracking lag (60 Hz frames)", measured: 2.5, ours: PinchScenario.trackingLagFrames(),
                tolerance: 0.5, unit: "", source: "DEVICE-FACTS.md, zoom dismissal: tracking lag"))
        return rows
    }
}

/// The pinch scenarios of the recordings, played through the core's models.
enum PinchScenario {
    static let screen = CGRect(x: 0, y: 0, width: 402, height: 874)
    static let fingerSpacing = 300.0
    static let frameStep = 1.0 / 120
    static var center: CGPoint { CGPoint(x: screen.midX, y: screen.midY) }

    static var geometry: ZoomGeometry {
        ZoomGeometry(
            source: CGRect(x: 40, y: 200, width: 120, height: 120), destination: screen, containerBounds: screen)
    }

    /// The smallest closing of the fingers (pt) at which the pinch begins, found in 0.01 pt steps.
    static func deadZone() -> Double {
        for step in 0...5000 {
            let closing = Double(step) / 100
            if ZoomPinchModel.begins(fingerScale: 1 - closing / fingerSpacing, startDistance: fingerSpacing) {
                return closing
            }
        }
        return .nan
    }

    /// A pinch closing at `speed` pt/s from touch-down to `ratio`, sampled every `frameStep`; returns the motion
    /// and the time it reached the ratio.
    static func pinch(to ratio: Double, speed: Double) -> (ZoomMotion, Double) {
        var motion = ZoomMotion()
        motion.handle(.open(geometry, spring: ZoomDeviceMotion.flightSpring, style: .immediate, at: 0))
        var time = 0.0
        var scale = 1.0
        var began = false
        let step = speed * frameStep / fingerSpacing
        while scale > ratio {
            time += frameStep
            scale = max(scale - step, ratio)
            if !began, ZoomPinchModel.begins(fingerScale: scale, startDistance: fingerSpacing) {
                motion.handle(.pinchBegan(fingerScale: scale, rotation: 0, focal: center, at: time))
                began = true
            } else if began {
                motion.handle(.pinchChanged(fingerScale: scale, rotation: 0, focal: center, at: time))
            }
        }
        return (motion, time)
    }

    /// The card's scale with the fingers held at `fingerRatio` until the chase has caught up.
    static func heldScale(fingerRatio: Double) -> Double {
        var (motion, time) = pinch(to: fingerRatio, speed: 400)
        time += 0.5
        motion.handle(.pinchChanged(fingerScale: fingerRatio, rotation: 0, focal: center, at: time))
        guard let frame = motion.frame else { return .nan }
        return Double(frame.clip.width / screen.width)
    }

    /// The largest fingers' ratio that lands, found in 0.001 steps.
    static func commitRatio() -> Double {
        var ratio = 0.7
        while ratio > 0.2 {
            let (motion, _) = pinch(to: ratio, speed: 400)
            if case .pinching(let model) = motion.state, model.releaseDecision(velocity: .zero) == .finish {
                return ratio
            }
            ratio -= 0.001
        }
        return .nan
    }

    /// Seconds from a release at fingers' ratio 0.45 (closing at `closingSpeed` pt/s until the release, or held
    /// still for half a second when 0) until the card's width first comes within 2 % of its travel to the
    /// source's (98 % of the way, as the landing rows read it).
    static func landingTime(closingSpeed: Double) -> Double {
        var (motion, time) = pinch(to: 0.45, speed: closingSpeed > 0 ? closingSpeed : 400)
        if closingSpeed == 0 {
            time += 0.5
            motion.handle(.pinchChanged(fingerScale: 0.45, rotation: 0, focal: center, at: time))
        }
        guard let released = motion.frame else { return .nan }
        motion.handle(.pinchEnded(toward: geometry, dismissing: true, style: .spring, at: time))
        let target = geometry.frame(at: 0).clip.width
        let travel = released.clip.width - target
        let start = time
        while time - start < 2 {
            time += 1.0 / 1000
            motion.handle(.tick(at: time))
            guard let frame = motion.frame else { return time - start }
            if frame.clip.width - target <= 0.02 * travel { return time - start }
        }
        return .nan
    }

    /// The chase's ω, rad/s.
    static func trackingOmega() -> Double { 2 * Double.pi / ZoomPinchModel.trackingSpring.response }

    /// How many 60 Hz frames the card's scale trails fingers closing at a steady rate, once the chase is steady.
    static func trackingLagFrames() -> Double {
        let rate = 1.0  // fingers' scale per second
        var model = ZoomPinchModel(
            start: geometry.frame(at: 1), fingerScale: 1, rotation: 0, focal: center, time: 0)
        var time = 0.0
        while time < 0.4 {
            time += frameStep
            model.update(fingerScale: 1 - rate * time, rotation: 0, focal: center, time: time)
        }
        let lagInScale = model.currentScale - (1 - rate * time)
        return lagInScale / rate * 60
    }
}
