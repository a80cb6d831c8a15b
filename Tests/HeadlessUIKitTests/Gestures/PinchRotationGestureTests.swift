#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// `UIPinchGestureRecognizer` and `UIRotationGestureRecognizer` with two simulated fingers, as UIKit's header
/// describes them: they begin once the fingers have moved enough, change while two fingers are down and end
/// when both have lifted; scale is relative to the fingers at touch-down, rotation in radians clockwise.
@MainActor
@Suite("Pinch and rotation recognizers", .headlessHygiene)
struct PinchRotationGestureTests {
    @Test("a pinch reports the fingers' distance ratio, its velocity, and ends when both fingers lift")
    func pinchScaleAndVelocity() {
        let window = InputTestSupport.makeWindow()
        let log = GestureLog()
        let pinch = UIPinchGestureRecognizer(headlessHandler: log.handler)
        window.addGestureRecognizer(pinch)
        let fingers = window.beginSimulatedTouches(at: [CGPoint(x: 50, y: 300), CGPoint(x: 350, y: 300)])
        fingers.move(to: [CGPoint(x: 51, y: 300), CGPoint(x: 349, y: 300)], duration: 1.0 / 60)
        #expect(log.states.isEmpty, "2 pt of closing is inside the hysteresis")
        fingers.transform(scale: 0.5, duration: 0.25, steps: 15)
        #expect(log.states.first == .began)
        #expect(log.states.last == .changed)
        #expect(isApproximately(pinch.scale, 0.5 * 298 / 300, tolerance: 1e-6))
        // 149 pt of 298 closed in 0.25 s at a steady rate: −2 × (298/300) scale per second.
        #expect(isApproximately(pinch.velocity, -2 * 298 / 300, tolerance: 1e-3), "velocity \(pinch.velocity)")
        #expect(isApproximately(pinch.location(in: nil), CGPoint(x: 200, y: 300), tolerance: 1e-6))
        fingers.liftFinger(0)
        #expect(log.states.last == .changed, "one finger still down: not over")
        fingers.end()
        #expect(log.states.last == .ended)
        #expect(pinch.state == .possible)
        #expect(pinch.scale == 1, "reset for the next pinch")
    }

    @Test("spreading pinches open (scale > 1); setting the scale re-bases it and resets the velocity")
    func spreadAndSetScale() {
        let window = InputTestSupport.makeWindow()
        let pinch = UIPinchGestureRecognizer()
        window.addGestureRecognizer(pinch)
        let fingers = window.beginSimulatedTouches(at: [CGPoint(x: 150, y: 300), CGPoint(x: 250, y: 300)])
        fingers.transform(scale: 2, duration: 0.2, steps: 12)
        #expect(pinch.state == .changed)
        #expect(isApproximately(pinch.scale, 2, tolerance: 1e-6))
        pinch.scale = 1
        #expect(pinch.velocity == 0)
        fingers.transform(scale: 0.5, duration: 0.1, steps: 6)
        #expect(isApproximately(pinch.scale, 0.5, tolerance: 1e-6))
        fingers.cancel()
        #expect(pinch.state == .possible)
    }

    @Test("one finger lifted before the pinch began fails it; a single finger never pinches")
    func pinchFails() {
        let window = InputTestSupport.makeWindow()
        let log = GestureLog()
        let pinch = UIPinchGestureRecognizer(headlessHandler: log.handler)
        window.addGestureRecognizer(pinch)
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 100, y: 100))
        drag.move(by: CGPoint(x: 0, y: 200), duration: 0.2, steps: 10)
        drag.end()
        let fingers = window.beginSimulatedTouches(at: [CGPoint(x: 50, y: 300), CGPoint(x: 350, y: 300)])
        fingers.liftFinger(1)
        fingers.move(to: [CGPoint(x: 150, y: 300), CGPoint(x: 350, y: 300)])
        fingers.end()
        #expect(log.states.isEmpty)
    }

    @Test("a rotation reports the turn clockwise in radians and its velocity, together with a pinch")
    func rotationWithPinch() {
        let window = InputTestSupport.makeWindow()
        let rotationLog = GestureLog()
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer(headlessHandler: rotationLog.handler)
        let together = SimultaneousDelegate()
        pinch.delegate = together
        rotation.delegate = together
        window.addGestureRecognizer(pinch)
        window.addGestureRecognizer(rotation)
        let fingers = window.beginSimulatedTouches(at: [CGPoint(x: 100, y: 400), CGPoint(x: 300, y: 400)])
        fingers.transform(scale: 0.8, rotation: .pi / 4, duration: 0.25, steps: 15)
        #expect(rotationLog.states.first == .began)
        #expect(isApproximately(rotation.rotation, .pi / 4, tolerance: 1e-6))
        #expect(isApproximately(rotation.velocity, .pi, tolerance: 1e-3), "π/4 in 0.25 s: \(rotation.velocity)")
        #expect(isApproximately(pinch.scale, 0.8, tolerance: 1e-6))
        #expect(pinch.state == .changed, "both recognize at once when the delegate allows it")
        fingers.transform(rotation: .pi, duration: 0.25, steps: 15)
        let unwrapped = isApproximately(rotation.rotation, 1.25 * .pi, tolerance: 1e-6)
        #expect(unwrapped, "unwrapped past π: \(rotation.rotation)")
        fingers.end()
        #expect(rotationLog.states.last == .ended)
    }

    @Test("without simultaneity the first recognizer to begin stops the other")
    func exclusiveByDefault() {
        let window = InputTestSupport.makeWindow()
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        window.addGestureRecognizer(pinch)
        window.addGestureRecognizer(rotation)
        let fingers = window.beginSimulatedTouches(at: [CGPoint(x: 100, y: 400), CGPoint(x: 300, y: 400)])
        fingers.transform(scale: 0.5, duration: 0.25, steps: 15)
        #expect(pinch.state == .changed)
        fingers.transform(rotation: 1, duration: 0.25, steps: 15)
        #expect(rotation.state == .possible || rotation.state == .failed, "rotation: \(rotation.state)")
        fingers.end()
    }
}

/// A delegate letting every pair of recognizers recognize together.
@MainActor private final class SimultaneousDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}
#endif
