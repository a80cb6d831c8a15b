#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// `CAShapeLayer`: Core Animation's defaults and its animatable shape properties on the virtual clock.
@MainActor @Suite("Core Animation: shape layers", .headlessHygiene)
struct ShapeLayerTests {
    @Test("defaults are Core Animation's: black fill, no stroke, width 1, full stroke range, non-zero rule")
    func defaults() {
        let layer = CAShapeLayer()
        #expect(layer.path == nil)
        #expect(layer.fillColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(layer.strokeColor == nil)
        #expect(layer.lineWidth == 1 && layer.strokeStart == 0 && layer.strokeEnd == 1 && layer.miterLimit == 10)
        #expect(layer.fillRule == .nonZero && layer.lineCap == .butt && layer.lineJoin == .miter)
        #expect(layer.lineDashPattern == nil)
    }

    @Test("strokeEnd animates on the clock: half way through a linear 1 s animation the presentation shows 0.5")
    func strokeEndAnimation() {
        let layer = CAShapeLayer()
        layer.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
        layer.strokeEnd = 1
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1
        draw.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(draw, forKey: "draw")
        HeadlessClock.main.advance(by: 0.5)
        #expect(isApproximately(layer.presentation()?.strokeEnd ?? -1, 0.5, tolerance: 1e-9))
        #expect(layer.strokeEnd == 1)
        HeadlessClock.main.advance(by: 0.6)
        #expect(layer.presentation()?.strokeEnd == 1)
        #expect(layer.animation(forKey: "draw") == nil)
    }

    @Test("a path animation morphs point by point between paths with the same elements")
    func pathMorph() {
        let layer = CAShapeLayer()
        let small = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let large = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 50), transform: nil)
        layer.path = large
        let morph = CABasicAnimation(keyPath: "path")
        morph.fromValue = small
        morph.toValue = large
        morph.duration = 2
        morph.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(morph, forKey: nil)
        HeadlessClock.main.advance(by: 1)
        #expect(
            isApproximately(
                layer.presentation()?.path?.boundingBox ?? .null, CGRect(x: 0, y: 0, width: 20, height: 30),
                tolerance: 1e-6))
        HeadlessClock.main.runUntilIdle()
        #expect(layer.presentation()?.path == large)
    }

    @Test("colors and line width animate; the fill rule and caps carry into the presentation copy")
    func colorsAndStoredValues() {
        let layer = CAShapeLayer()
        layer.fillRule = .evenOdd
        layer.lineCap = .round
        layer.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let widen = CABasicAnimation(keyPath: "lineWidth")
        widen.fromValue = 2
        widen.toValue = 6
        widen.duration = 1
        widen.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(widen, forKey: "widen")
        HeadlessClock.main.advance(by: 0.25)
        let presented = layer.presentation()
        #expect(isApproximately(presented?.lineWidth ?? 0, 3, tolerance: 1e-9))
        #expect(presented?.fillRule == .evenOdd && presented?.lineCap == .round)
        HeadlessClock.main.runUntilIdle()
    }
}
#endif
