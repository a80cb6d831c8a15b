import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

@Suite("Timing curves and timed animations")
struct TimingCurveTests {
    /// Reference: the Bézier evaluated directly at parameter s gives a point (x, y) the curve must pass through.
    static func point(_ curve: TimingCurve, _ s: Double) -> (x: Double, y: Double) {
        func bezier(_ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        return (
            bezier(Double(curve.controlPoint1.x), Double(curve.controlPoint2.x)),
            bezier(Double(curve.controlPoint1.y), Double(curve.controlPoint2.y))
        )
    }

    @Test(
        "Every curve passes through its Bézier points (solved x → y within 1e-6)",
        arguments: [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .keyboard])
    func matchesBezier(curve: TimingCurve) {
        for step in 0...200 {
            let (x, y) = Self.point(curve, Double(step) / 200)
            expectApproximately(curve.value(at: x), y, tolerance: 1e-6)
        }
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
    }

    @Test("Slope matches the numerical derivative")
    func slope() {
        for curve in [TimingCurve.easeInOut, .keyboard] {
            for t in stride(from: 0.05, through: 0.95, by: 0.05) {
                let numeric = (curve.value(at: t + 1e-5) - curve.value(at: t - 1e-5)) / 2e-5
                expectApproximately(curve.slope(at: t), numeric, tolerance: 1e-3)
            }
        }
    }

    @Test("UIKit raw values map to their curves; the keyboard's curve 7 starts fast")
    func uiKitCurves() {
        #expect(TimingCurve.uiKitCurve(rawValue: 0) == .easeInOut)
        #expect(TimingCurve.uiKitCurve(rawValue: 1) == .easeIn)
        #expect(TimingCurve.uiKitCurve(rawValue: 2) == .easeOut)
        #expect(TimingCurve.uiKitCurve(rawValue: 3) == .linear)
        #expect(TimingCurve.uiKitCurve(rawValue: 7) == .keyboard)
        #expect(TimingCurve.uiKitCurve(rawValue: 42) == .easeInOut)
        #expect(TimingCurve.keyboard.value(at: 0.25) > 0.5)
    }

    @Test("Nonsense: NaN control points fall back to the linear curve's; NaN time gives the end")
    func nonsense() {
        let curve = TimingCurve(
            controlPoint1: CGPoint(x: CGFloat.nan, y: 2), controlPoint2: CGPoint(x: 5, y: CGFloat.nan))
        #expect(curve.controlPoint1 == CGPoint(x: 0, y: 2))
        #expect(curve.controlPoint2 == CGPoint(x: 1, y: 1))
        #expect(TimingCurve.easeInOut.value(at: .nan) == 1)
        #expect(TimingCurve.easeInOut.value(at: -3) == 0)
    }

    @Test("A timed animation runs from start to target in exactly its duration, with the curve's velocity")
    func timedAnimation() {
        var animation = TimedAnimation(from: 100, to: 300, duration: 0.25, curve: .easeInOut)
        #expect(animation.value == 100)
        animation.advance(by: 0.125)
        expectApproximately(animation.value, 200, tolerance: 1e-6)
        let numeric = (animation.value(at: 0.125 + 1e-6) - animation.value(at: 0.125 - 1e-6)) / 2e-6
        expectApproximately(animation.velocity, numeric, tolerance: 0.01)
        animation.advance(by: -1)
        animation.advance(by: .nan)
        #expect(animation.elapsed == 0.125)
        animation.advance(by: 10)
        #expect(animation.isFinished)
        #expect(animation.value == 300)
        #expect(animation.velocity == 0)
    }

    @Test("A timed animation with a nonsense duration or values is at its target at once")
    func timedNonsense() {
        let zero = TimedAnimation(from: 0, to: 50, duration: .nan, curve: .linear)
        #expect(zero.duration == 0)
        #expect(zero.value == 50)
        let noTarget = TimedAnimation(from: 20, to: .infinity, duration: 1, curve: .linear)
        #expect(noTarget.value(at: 0.5) == 20)
    }
}
