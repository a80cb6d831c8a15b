import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The pinch with rotation as iOS's zoom does it: dead zone, scale law, turn and focal follow through the ω 45
/// chase, the release rule, and the landing and spring back un-turning.
@Suite("Zoom pinch model")
struct ZoomPinchModelTests {
    static let screen = CGRect(x: 0, y: 0, width: 402, height: 874)
    static let center = CGPoint(x: 201, y: 437)
    static let geometry = ZoomGeometry(
        source: CGRect(x: 40, y: 200, width: 120, height: 120), destination: screen, containerBounds: screen)

    /// A pinch begun at fingers' scale `begin` on the full-screen card at time 0.
    static func model(begin: Double = 0.97) -> ZoomPinchModel {
        ZoomPinchModel(start: geometry.frame(at: 1), fingerScale: begin, rotation: 0, focal: center, time: 0)
    }

    @Test("Nothing begins until the fingers close by 8.7 pt; spreading never begins")
    func deadZone() {
        #expect(!ZoomPinchModel.begins(fingerScale: 1 - 8.6 / 300, startDistance: 300))
        #expect(ZoomPinchModel.begins(fingerScale: 1 - 8.8 / 300, startDistance: 300))
        #expect(!ZoomPinchModel.begins(fingerScale: 1.5, startDistance: 300))
        #expect(ZoomPinchModel.begins(fingerScale: 1 - 8.8 / 100, startDistance: 100), "the dead zone is in points")
        #expect(!ZoomPinchModel.begins(fingerScale: .nan, startDistance: 300))
        #expect(ZoomPinchModel.begins(fingerScale: 0.5, startDistance: .nan), "an unknown spacing counts as 300 pt")
    }

    @Test("Card scale: 1 when spreading, the fingers' ratio inside [0.25, 1], banded below, never under 0.15")
    func scaleLaw() {
        #expect(ZoomPinchModel.cardScale(relativeScale: 1.8) == 1)
        #expect(ZoomPinchModel.cardScale(relativeScale: 0.6) == 0.6)
        let below = ZoomPinchModel.cardScale(relativeScale: 0.2)
        #expect(below < 0.25 && below > 0.2, "banded: \(below)")
        #expect(ZoomPinchModel.cardScale(relativeScale: 0) > 0.15)
        #expect(ZoomPinchModel.cardScale(relativeScale: -5) > 0.15)
        #expect(ZoomPinchModel.cardScale(relativeScale: .nan) == 1)
        #expect(ZoomPinchModel.progress(cardScale: 0.25) == 1)
        #expect(ZoomPinchModel.progress(cardScale: 0.625) == 0.5)
    }

    @Test("The card chases the fingers' scale, turn and focal point, 2–3 frames behind, and catches up")
    func chase() {
        var model = Self.model(begin: 0.97)
        let focal = CGPoint(x: 231, y: 477)
        model.update(fingerScale: 0.97 * 0.6, rotation: 0.5, focal: focal, time: 1.0 / 60)
        #expect(model.currentScale > 0.95, "one frame in it has barely moved: \(model.currentScale)")
        model.advance(to: 3.0 / 60)
        #expect(model.currentScale < 0.9 && model.currentScale > 0.6)
        model.advance(to: 0.5)
        #expect(model.isCaughtUp)
        #expect(isApproximately(model.currentScale, 0.6, tolerance: 0.002))
        #expect(isApproximately(model.currentRotation, 0.5, tolerance: 0.002))
        let frame = model.frame
        #expect(isApproximately(frame.clip.width, 402 * 0.6, tolerance: 1))
        #expect(isApproximately(frame.rotation, 0.5, tolerance: 0.002))
        // The point under the focal point at the start is under the moved focal point now.
        let arm = CGPoint(x: (201 - 201) * 0.6, y: (437 - 437) * 0.6)
        #expect(
            isApproximately(frame.clip.midX, focal.x + arm.x, tolerance: 0.5)
                && isApproximately(frame.clip.midY, focal.y + arm.y, tolerance: 0.5))
        #expect(isApproximately(frame.dimmingAlpha, 1 - ZoomPinchModel.progress(cardScale: 0.6), tolerance: 0.01))
    }

    @Test("A turn about an off-center focal point carries the card's center around it")
    func turnAboutFocal() {
        let focal = CGPoint(x: 101, y: 437)
        var model = ZoomPinchModel(
            start: Self.geometry.frame(at: 1), fingerScale: 0.97, rotation: 0, focal: focal, time: 0)
        model.update(fingerScale: 0.97, rotation: .pi / 2, focal: focal, time: 0.01)
        model.advance(to: 1)
        // The center was 100 pt right of the focal point; a quarter turn clockwise puts it 100 pt below.
        #expect(
            isApproximately(model.frame.clip.midX, 101, tolerance: 0.5)
                && isApproximately(model.frame.clip.midY, 537, tolerance: 0.5))
    }

    @Test("Release: below half the fingers' distance lands; 0.51 springs back; a 200 pt projected drag lands")
    func release() {
        var closed = Self.model()
        closed.update(fingerScale: 0.49, rotation: 0, focal: Self.center, time: 0.1)
        #expect(closed.releaseDecision() == .finish)
        var light = Self.model()
        light.update(fingerScale: 0.51, rotation: 0, focal: Self.center, time: 0.1)
        #expect(light.releaseDecision(velocity: .zero) == .cancel)
        var dragged = Self.model()
        dragged.update(fingerScale: 0.9, rotation: 0, focal: CGPoint(x: 201, y: 437 + 150), time: 0.1)
        #expect(dragged.releaseDecision(velocity: CGPoint(x: 0, y: 600)) == .finish, "150 + 0.099 × 600 = 209 pt")
        #expect(dragged.releaseDecision(velocity: CGPoint(x: 0, y: 400)) == .cancel, "150 + 40 = 190 pt")
        #expect(dragged.releaseDecision(velocity: CGPoint(x: 0, y: CGFloat.nan)) == .cancel)
    }

    @Test("Landing un-turns in step with the scale, ends on the source; a faster pinch lands sooner")
    func landing() {
        func landingTime(speed: Double) -> (Double, ZoomFrame?) {
            var motion = ZoomMotion()
            motion.handle(.open(Self.geometry, spring: ZoomDeviceMotion.flightSpring, style: .immediate, at: 0))
            motion.handle(.pinchBegan(fingerScale: 0.97, rotation: 0, focal: Self.center, at: 0))
            var time = 0.0
            var scale = 0.97
            while scale > 0.45 {
                time += 1.0 / 120
                scale = max(scale - speed / 300 / 120, 0.45)
                motion.handle(.pinchChanged(fingerScale: scale, rotation: 0.4, focal: Self.center, at: time))
            }
            if speed < 500 { motion.handle(.tick(at: time + 0.5)); time += 0.5 }
            motion.handle(.pinchEnded(toward: Self.geometry, dismissing: true, style: .spring, at: time))
            let start = time
            var half: ZoomFrame?
            while time - start < 3 {
                time += 1.0 / 240
                if case .landed = motion.handle(.tick(at: time)) { return (time - start, half) }
                if half == nil, let frame = motion.frame, frame.clip.width < 402 * 0.45 * 0.5 + 60 { half = frame }
            }
            return (.nan, nil)
        }
        let (slow, halfway) = landingTime(speed: 200)
        let (fast, _) = landingTime(speed: 800)
        #expect(fast < slow, "fast \(fast) s, slow \(slow) s")
        if let halfway { #expect(halfway.rotation > 0 && halfway.rotation < 0.4, "\(halfway.rotation)") }
        var motion = ZoomMotion()
        motion.handle(.open(Self.geometry, spring: ZoomDeviceMotion.flightSpring, style: .immediate, at: 0))
        motion.handle(.pinchBegan(fingerScale: 0.97, rotation: 0, focal: Self.center, at: 0))
        motion.handle(.pinchChanged(fingerScale: 0.4, rotation: 0.4, focal: Self.center, at: 0.1))
        motion.handle(.pinchEnded(toward: Self.geometry, dismissing: true, style: .spring, at: 0.2))
        _ = ZoomMotionTests.run(&motion, from: 0.2)
        #expect(motion.state == .idle)
    }

    @Test("A spring back ends full screen and un-turned")
    func springBack() {
        var motion = ZoomMotion()
        motion.handle(.open(Self.geometry, spring: ZoomDeviceMotion.flightSpring, style: .immediate, at: 0))
        motion.handle(.pinchBegan(fingerScale: 0.97, rotation: 0, focal: Self.center, at: 0))
        motion.handle(.pinchChanged(fingerScale: 0.7, rotation: -0.6, focal: Self.center, at: 0.2))
        motion.handle(.pinchEnded(toward: Self.geometry, dismissing: false, style: .spring, at: 0.3))
        var time = 0.3
        var last: ZoomFrame?
        while time < 3 {
            time += 1.0 / 60
            if case .landed = motion.handle(.tick(at: time)) { break }
            last = motion.frame
        }
        #expect(motion.frame?.rotation == 0)
        #expect(motion.frame?.clip == Self.geometry.frame(at: 1).clip)
        #expect(last.map { abs($0.rotation) < 0.6 } == true)
    }

    @Test("Nonsense fingers never crash and never draw a non-finite card")
    func nonsense() {
        var model = Self.model()
        let values: [Double] = [.nan, .infinity, -.infinity, -1, 0, 1e300]
        var time = 0.0
        for value in values {
            time += 0.01
            model.update(
                fingerScale: value, rotation: value, focal: CGPoint(x: value, y: value), time: time)
            model.advance(to: time + 0.5)
            time += 0.5
            let frame = model.frame
            #expect(frame.clip.width.isFinite && frame.clip.midX.isFinite && frame.rotation.isFinite)
            _ = model.releaseDecision(velocity: CGPoint(x: value, y: value))
        }
        let bad = ZoomPinchModel(
            start: Self.geometry.frame(at: 1), fingerScale: .nan, rotation: .nan, focal: CGPoint(x: CGFloat.nan, y: 1),
            time: .nan)
        #expect(bad.frame.clip == Self.geometry.frame(at: 1).clip)
    }
}
