#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// A recognizer subclass declaring `init()` without `override`, as UIKit code does: it compiles only when
/// `UIGestureRecognizer.init()` is a convenience initializer, as the SDK imports it.
final class NamedPanGestureRecognizer: UIPanGestureRecognizer {
    init() {
        super.init(target: nil, action: nil)
        name = "NamedPan"
    }
}

/// Records a pinch's or rotation's value at each action.
@MainActor final class TwoFingerLog {
    private(set) var states: [UIGestureRecognizer.State] = []
    private(set) var values: [CGFloat] = []
    private(set) var velocities: [CGFloat] = []

    var handler: @MainActor (UIGestureRecognizer) -> Void {
        { [weak self] recognizer in
            self?.states.append(recognizer.state)
            if let pinch = recognizer as? UIPinchGestureRecognizer {
                self?.values.append(pinch.scale)
                self?.velocities.append(pinch.velocity)
            } else if let rotation = recognizer as? UIRotationGestureRecognizer {
                self?.values.append(rotation.rotation)
                self?.velocities.append(rotation.velocity)
            }
        }
    }
}

@MainActor
@Suite("UIPinchGestureRecognizer, UIRotationGestureRecognizer and multi-touch simulation", .headlessHygiene)
struct PinchAndRotationTests {
    @Test("a subclass's own init() needs no override; the recognizer it makes works")
    func subclassInit() {
        let window = InputTestSupport.makeWindow()
        let pan = NamedPanGestureRecognizer()
        let log = GestureLog()
        pan.addHeadlessHandler(log.handler)
        window.addGestureRecognizer(pan)
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 100, y: 100))
        drag.move(by: CGPoint(x: 0, y: 40), duration: 0.1, steps: 4)
        drag.end()
        #expect(pan.name == "NamedPan")
        #expect(log.states.first == .began)
    }

    @Test("pinch scale = current distance / initial distance; velocity in scale per second")
    func pinchScale() {
        let window = InputTestSupport.makeWindow()
        let log = TwoFingerLog()
        let pinch = UIPinchGestureRecognizer(headlessHandler: log.handler)
        window.addGestureRecognizer(pinch)
        #expect(pinch.scale == 1)
        let fingers = window.beginSimulatedTouches(at: [CGPoint(x: 150, y: 400), CGPoint(x: 250, y: 400)])
        fingers.transform(scale: 2, duration: 0.25, steps: 10)  // 100 pt apart → 200 pt, steadily
        #expect(log.states.first == .began)
        #expect(log.states.dropFirst().allSatisfy { $0 == .changed })
        #expect(isClose(pinch.scale, 2, tolerance: 1e-9))
        #expect(isClose(log.values.first ?? 0, 1.1, tolerance: 1e-9), "began after 10 pt: scale already 1.1")
        // The distance grows 400 pt/s → 4 scale per second.
        #expect(isClose(pinch.velocity, 4, tolerance: 1e-6))
        #expect(isClose(pinch.location(in: nil), CGPoint(x: 200, y: 400)))
        fingers.end()
        #expect(log.states.last == .ended)
        #expect(isClose(log.values.last ?? 0, 2, tolerance: 1e-9))
        #expect(pinch.scale == 1, "reset after the gesture")
    }

    @Test("setting scale to 1 in each action gives incremental factors whose product is the total")
    func incrementalScale() {
        let window = InputTestSupport.makeWindow()
        var product: CGFloat = 1
        let pinch = UIPinchGestureRecognizer(headlessHandler: { recognizer in
            guard let pinch = recognizer as? UIPinchGestureRecognizer, pinch.state != .ended else { return }
            product *= pinch.scale
            pinch.scale = 1
        })
        window.addGestureRecognizer(pinch)
        let fingers = window.beginSimulatedTouches(at: [CGPoint(x: 100, y: 300), CGPoint(x: 300, y: 300)])
        fingers.transform(scale: 0.5, duration: 0.2, steps: 8)
        fingers.end()
        #expect(isClose(product, 0.5, tolerance: 1e-9))
    }

    @Test("one finger never pinches; small changes stay below the hysteresis")
    func oneFingerAndHysteresis() {
        let window = InputTestSupport.makeWindow()
        let log = TwoFingerLog()
        window.addGestureRecognizer(UIPinchGestureRecognizer(headlessHandler: log.handler))
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 100, y: 100))
        drag.move(by: CGPoint(x: 100, y: 100), duration: 0.1, steps: 5)
        drag.end()
        HeadlessClock.main.advance(by: 1)
        let fingers = window.beginSimulatedTouches(at: [CGPoint(x: 150, y: 400), CGPoint(x: 250, y: 400)])
        fingers.transform(scale: 1.07, duration: 0.1, steps: 4)  // 7 pt < 8 pt
        fingers.end()
        #expect(log.states.isEmpty)
    }

    @Test("rotation: the angle the fingers turned, clockwise positive, accumulating past π")
    func rotationAngle() {
        let window = InputTestSupport.makeWindow()
        let log = TwoFingerLog()
        let rotation = UIRotationGestureRecognizer(headlessHandler: log.handler)
        window.addGestureRecognizer(rotation)
        let fingers = window.beginSimulatedTouches(at: [CGPoint(x: 150, y: 400), CGPoint(x: 250, y: 400)])
        fingers.transform(rotation: .pi / 2, duration: 0.5, steps: 30)
        #expect(log.states.first == .began)
        #expect(isClose(rotation.rotation, .pi / 2, tolerance: 1e-9))
        #expect(isClose(rotation.velocity, .pi, tolerance: 1e-6), "π/2 over 0.5 s")
        // Second finger below the first: clockwise on screen.
        #expect(isClose(fingers.locations[1], CGPoint(x: 200, y: 450), tolerance: 1e-9))
        fingers.transform(rotation: .pi, duration: 0.5, steps: 30)
        #expect(isClose(rotation.rotation, 3 * .pi / 2, tolerance: 1e-9))
        fingers.transform(rotation: -2 * .pi, duration: 1, steps: 60)
        #expect(isClose(rotation.rotation, -.pi / 2, tolerance: 1e-9))
        fingers.cancel()
        #expect(log.states.last == .cancelled)
    }

    @Test("pinch and rotation on one view recognize together only when a delegate allows it")
    func simultaneous() {
        for allowed in [false, true] {
            let window = InputTestSupport.makeWindow()
            let pinchLog = TwoFingerLog()
            let rotationLog = TwoFingerLog()
            let pinch = UIPinchGestureRecognizer(headlessHandler: pinchLog.handler)
            let rotation = UIRotationGestureRecognizer(headlessHandler: rotationLog.handler)
            let delegate = ConfigurableGestureDelegate()
            delegate.simultaneous = allowed
            pinch.delegate = delegate
            window.addGestureRecognizer(pinch)
            window.addGestureRecognizer(rotation)
            let fingers = window.beginSimulatedTouches(at: [CGPoint(x: 150, y: 400), CGPoint(x: 250, y: 400)])
            fingers.transform(scale: 1.5, rotation: 0.6, duration: 0.3, steps: 12)
            fingers.end()
            #expect(pinchLog.states.last == .ended)
            #expect(rotationLog.states.isEmpty != allowed, "allowed: \(allowed)")
        }
    }

    @Test("lifting one finger ends the pinch; the other finger alone does nothing more")
    func liftOneFinger() {
        let window = InputTestSupport.makeWindow()
        let log = TwoFingerLog()
        let pinch = UIPinchGestureRecognizer(headlessHandler: log.handler)
        window.addGestureRecognizer(pinch)
        let fingers = window.beginSimulatedTouches(at: [CGPoint(x: 150, y: 400), CGPoint(x: 250, y: 400)])
        fingers.transform(scale: 1.5, duration: 0.1, steps: 5)
        fingers.liftFinger(1)
        #expect(log.states.last == .ended)
        let count = log.states.count
        fingers.move(by: CGPoint(x: 30, y: 0))
        #expect(fingers.isActive)
        #expect(!fingers.isFingerDown(1))
        fingers.end()
        #expect(log.states.count == count)
        #expect(!fingers.isActive)
        #expect(pinch.state == .possible)
    }

    @Test("a new tap cancels fingers still down; bad input to the simulation is ignored")
    func badInputAndReplacement() {
        let window = InputTestSupport.makeWindow()
        let log = TwoFingerLog()
        let pinch = UIPinchGestureRecognizer(headlessHandler: log.handler)
        window.addGestureRecognizer(pinch)
        let empty = window.beginSimulatedTouches(at: [])
        #expect(!empty.isActive)
        empty.transform(scale: 2)
        let fingers = window.beginSimulatedTouches(at: [CGPoint(x: 150, y: 400), CGPoint(x: CGFloat.nan, y: 1)])
        #expect(fingers.locations[1] == .zero)
        fingers.move(to: [CGPoint(x: 1, y: 1)])  // wrong count
        fingers.move(to: [CGPoint(x: CGFloat.infinity, y: 1), CGPoint(x: 1, y: 1)])  // not finite
        #expect(fingers.locations[0] == CGPoint(x: 150, y: 400))
        fingers.transform(scale: CGFloat.nan, rotation: CGFloat.infinity)
        #expect(log.states.isEmpty)
        fingers.transform(scale: 0.5, duration: 0.1, steps: 4)
        #expect(log.states.first == .began)
        window.simulateTap(at: CGPoint(x: 10, y: 10))
        #expect(log.states.last == .cancelled)
        #expect(!fingers.isActive)
    }

    @Test("recognizers and views of a finished multi-touch gesture are released")
    func noLeaks() {
        let window = InputTestSupport.makeWindow()
        weak var weakPinch: UIPinchGestureRecognizer?
        weak var weakRotation: UIRotationGestureRecognizer?
        weak var weakView: UIView?
        do {
            let view = InputTestSupport.addView(CGRect(x: 0, y: 0, width: 400, height: 800), to: window)
            let pinch = UIPinchGestureRecognizer()
            let rotation = UIRotationGestureRecognizer()
            view.addGestureRecognizer(pinch)
            view.addGestureRecognizer(rotation)
            weakPinch = pinch
            weakRotation = rotation
            weakView = view
            let fingers = window.beginSimulatedTouches(at: [CGPoint(x: 150, y: 400), CGPoint(x: 250, y: 400)])
            fingers.transform(scale: 1.5, rotation: 0.5, duration: 0.1, steps: 5)
            view.removeFromSuperview()
            fingers.end()
        }
        HeadlessClock.main.runUntilIdle(maximumDuration: 2)
        window.simulateTap(at: CGPoint(x: 5, y: 5))  // a later sequence drops leftovers
        #expect(weakPinch == nil)
        #expect(weakRotation == nil)
        #expect(weakView == nil)
    }
}
#endif
