#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// `UIView.animate` on the virtual clock: model vs presentation values, curves, springs, completions.
@MainActor @Suite("UIView block animations", .headlessHygiene)
struct ViewAnimationTests {
    /// A view in a window, animating its alpha from 0 to 1 over 1 s with `options`; returns the view.
    private func fade(options: UIView.AnimationOptions) -> UIView {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        view.alpha = 0
        UIView.animate(withDuration: 1, delay: 0, options: options, animations: { view.alpha = 1 })
        return view
    }

    private func presentedAlpha(_ view: UIView) -> CGFloat {
        CGFloat(view.layer.presentation()?.opacity ?? -1)
    }

    // Reference values: the CSS/Core Animation cubic Béziers solved by bisection to 1e-12.
    @Test(
        "mid-flight values follow each curve",
        arguments: [
            (UIView.AnimationOptions.curveLinear, 0.25, 0.25), (.curveLinear, 0.5, 0.5),
            (.curveEaseInOut, 0.25, 0.129162), (.curveEaseInOut, 0.5, 0.5), (.curveEaseIn, 0.5, 0.315357),
            (.curveEaseOut, 0.5, 0.684643),
        ])
    func curves(options: UIView.AnimationOptions, time: Double, expected: Double) {
        let view = fade(options: options)
        #expect(view.alpha == 1, "the model value is the final value at once")
        HeadlessClock.main.advance(by: time)
        #expect(isApproximately(presentedAlpha(view), CGFloat(expected), tolerance: 1e-4))
        HeadlessClock.main.runUntilIdle()
        #expect(presentedAlpha(view) == 1)
    }

    @Test("the keyboard's curve 7 is accepted through options and animates monotonically")
    func keyboardCurveOption() {
        let view = fade(options: UIView.AnimationOptions(rawValue: 7 << 16))
        var last: CGFloat = 0
        for _ in 0..<10 {
            HeadlessClock.main.advance(by: 0.1)
            let value = presentedAlpha(view)
            #expect(value >= last)
            last = value
        }
        #expect(last == 1)
    }

    @Test("the iOS 17 spring form follows the critically damped closed form for bounce 0")
    func perceptualSpring() {
        let window = makeWindow()
        let view = UIView(frame: .zero)
        window.addSubview(view)
        UIView.animate(springDuration: 0.5, bounce: 0) { view.center = CGPoint(x: 100, y: 0) }
        HeadlessClock.main.advance(by: 0.125)
        // x(t) = 1 − e^(−ωt)(1 + ωt), ω = 2π / 0.5: at t = 0.125 s, ωt = π/2.
        #expect(isApproximately(view.layer.presentation()?.position.x ?? -1, 100 * 0.465584, tolerance: 1e-3))
        HeadlessClock.main.advance(by: 0.125)
        #expect(isApproximately(view.layer.presentation()?.position.x ?? -1, 100 * 0.821035, tolerance: 1e-3))
    }

    @Test("damping 1 never overshoots, damping 0.3 does, and both rest exactly at the target at the end")
    func dampedSprings() {
        for (damping, overshoots) in [(CGFloat(1), false), (0.3, true)] {
            let window = makeWindow()
            let view = UIView(frame: .zero)
            window.addSubview(view)
            var finished: Bool?
            UIView.animate(
                withDuration: 1, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0, options: [],
                animations: { view.center = CGPoint(x: 100, y: 0) }, completion: { finished = $0 })
            var peak: CGFloat = 0
            for _ in 0..<100 {
                HeadlessClock.main.advance(by: 0.01)
                peak = max(peak, view.layer.presentation()?.position.x ?? 0)
            }
            #expect((peak > 100.5) == overshoots, "damping \(damping): peak \(peak)")
            #expect(view.layer.presentation()?.position.x == 100)
            #expect(finished == true)
        }
    }

    @Test("an initial spring velocity makes the start faster")
    func springVelocity() {
        var early: [CGFloat] = []
        for velocity in [CGFloat(0), 5] {
            let window = makeWindow()
            let view = UIView(frame: .zero)
            window.addSubview(view)
            UIView.animate(
                withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: velocity, options: [],
                animations: { view.center = CGPoint(x: 100, y: 0) })
            HeadlessClock.main.advance(by: 0.05)
            early.append(view.layer.presentation()?.position.x ?? 0)
            HeadlessClock.main.runUntilIdle()
        }
        #expect(early[1] > early[0])
    }

    @Test("a second animation of the same property blends additively: no jump at the hand-over")
    func additiveRetargeting() {
        let window = makeWindow()
        let view = UIView(frame: .zero)
        window.addSubview(view)
        var firstFinished: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.center = CGPoint(x: 100, y: 0) },
            completion: { firstFinished = $0 })
        HeadlessClock.main.advance(by: 0.5)
        let before = view.layer.presentation()?.position.x ?? -1
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.center = .zero })
        #expect(isApproximately(view.layer.presentation()?.position.x ?? -1, before, tolerance: 1e-6))
        #expect(view.center == .zero)
        HeadlessClock.main.runUntilIdle()
        #expect(view.layer.presentation()?.position == .zero)
        #expect(firstFinished == true)
    }

    @Test("beginFromCurrentState replaces the running animation, whose completion gets false")
    func beginFromCurrentState() {
        let window = makeWindow()
        let view = UIView(frame: .zero)
        window.addSubview(view)
        var firstFinished: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.center = CGPoint(x: 100, y: 0) },
            completion: { firstFinished = $0 })
        HeadlessClock.main.advance(by: 0.5)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
            animations: { view.center = CGPoint(x: 50, y: 0) })
        #expect(isApproximately(view.layer.presentation()?.position.x ?? -1, 50, tolerance: 1e-6))
        HeadlessClock.main.advance(by: 0)
        #expect(firstFinished == false)
    }

    @Test("completions: next turn for zero duration and for blocks that change nothing; false after removal")
    func completions() {
        let window = makeWindow()
        let view = UIView(frame: .zero)
        window.addSubview(view)
        var log: [String] = []
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }) { log.append("zero: \($0)") }
        UIView.animate(withDuration: 2, animations: {}) { log.append("empty: \($0)") }
        #expect(view.alpha == 0.5)
        #expect(log.isEmpty)
        HeadlessClock.main.advance(by: 0)
        #expect(log == ["zero: true", "empty: true"])
        UIView.animate(withDuration: 2, animations: { view.alpha = 1 }) { log.append("removed: \($0)") }
        view.layer.removeAllAnimations()
        #expect(view.layer.presentation()?.opacity == 1)
        HeadlessClock.main.advance(by: 0)
        #expect(log.last == "removed: false")
    }

    @Test("performWithoutAnimation and setAnimationsEnabled(false) apply changes at once")
    func withoutAnimation() {
        let window = makeWindow()
        let view = UIView(frame: .zero)
        window.addSubview(view)
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.alpha = 0.2 }
            view.center = CGPoint(x: 10, y: 10)
        }
        #expect(view.layer.presentation()?.opacity == 0.2)
        #expect(view.layer.presentation()?.position == .zero)
        HeadlessClock.main.runUntilIdle()
        UIView.setAnimationsEnabled(false)
        UIView.animate(withDuration: 1) { view.alpha = 1 }
        UIView.setAnimationsEnabled(true)
        #expect(view.layer.presentation()?.opacity == 1)
        #expect(UIView.areAnimationsEnabled)
    }

    @Test("nested blocks inherit duration unless told to override; inheritedAnimationDuration reports it")
    func nestedInheritance() {
        let window = makeWindow()
        let a = UIView(frame: .zero)
        let b = UIView(frame: .zero)
        window.addSubview(a)
        window.addSubview(b)
        var inherited: TimeInterval = -1
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                inherited = UIView.inheritedAnimationDuration
                UIView.animate(withDuration: 10) { a.alpha = 0 }
                UIView.animate(withDuration: 2, delay: 0, options: [.overrideInheritedDuration, .curveLinear]) {
                    b.alpha = 0
                }
            })
        #expect(inherited == 1)
        #expect(UIView.inheritedAnimationDuration == 0)
        HeadlessClock.main.advance(by: 0.5)
        #expect(isApproximately(CGFloat(a.layer.presentation()?.opacity ?? -1), 0.5, tolerance: 1e-6))
        #expect(isApproximately(CGFloat(b.layer.presentation()?.opacity ?? -1), 0.75, tolerance: 1e-6))
    }

    @Test("a delayed animation keeps the old value on screen until it starts")
    func delay() {
        let window = makeWindow()
        let view = UIView(frame: .zero)
        window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0.5, options: [.curveLinear], animations: { view.alpha = 0 })
        HeadlessClock.main.advance(by: 0.4)
        #expect(view.layer.presentation()?.opacity == 1)
        HeadlessClock.main.advance(by: 0.6)
        #expect(isApproximately(CGFloat(view.layer.presentation()?.opacity ?? -1), 0.5, tolerance: 1e-6))
    }

    @Test("layout, corner radius and color changes inside a block animate")
    func layoutAndLayerProperties() {
        let window = makeWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        window.addSubview(parent)
        parent.backgroundColor = .black
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                parent.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
                parent.layer.cornerRadius = 20
                parent.backgroundColor = .white
            })
        HeadlessClock.main.advance(by: 0.5)
        #expect(child.frame.width == 200)
        #expect(isApproximately(child.layer.presentation()?.bounds.width ?? -1, 150, tolerance: 1e-6))
        #expect(isApproximately(parent.layer.presentation()?.cornerRadius ?? -1, 10, tolerance: 1e-6))
        let gray = parent.layer.presentation()?.backgroundColor?.components?[0] ?? -1
        #expect(isApproximately(gray, 0.5, tolerance: 1e-6))
    }

    @Test("keyframes run within their windows of the whole duration")
    func keyframes() {
        let window = makeWindow()
        let view = UIView(frame: .zero)
        window.addSubview(view)
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    view.center = CGPoint(x: 100, y: 0)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
            })
        HeadlessClock.main.advance(by: 0.25)
        #expect(isApproximately(view.layer.presentation()?.position.x ?? -1, 50, tolerance: 1e-6))
        #expect(view.layer.presentation()?.opacity == 1)
        HeadlessClock.main.advance(by: 0.5)
        #expect(view.layer.presentation()?.position.x == 100)
        #expect(isApproximately(CGFloat(view.layer.presentation()?.opacity ?? -1), 0.5, tolerance: 1e-6))
    }
}
#endif
