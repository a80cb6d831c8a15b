#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// CALayer's display cycle, action search, key-value coding and repeatDuration.
@MainActor @Suite("Core Animation: display, actions, key-value coding", .headlessHygiene)
struct LayerDisplayTests {
    /// A layer that asks for display when its corner radius or a custom key changes.
    final class KeyedLayer: CALayer {
        override class func needsDisplay(forKey key: String) -> Bool {
            key == "cornerRadius" || key == "progress" || super.needsDisplay(forKey: key)
        }
    }

    /// A layer delegate that counts the display passes it is asked for.
    final class DisplayCounter: NSObject, CALayerDelegate {
        var displays = 0
        func display(_ layer: CALayer) { displays += 1 }
    }

    final class DrawingView: UIView {
        var drawnRects: [CGRect] = []
        override func draw(_ rect: CGRect) { drawnRects.append(rect) }
    }

    @Test("setNeedsDisplay displays once on the next run-loop turn; keys and bounds changes can ask for it")
    func displayCycle() {
        let counter = DisplayCounter()
        let layer = KeyedLayer()
        layer.delegate = counter
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
        layer.setNeedsDisplay()
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay() && counter.displays == 0)
        HeadlessClock.main.advance(by: 0)
        #expect(counter.displays == 1 && !layer.needsDisplay())
        layer.cornerRadius = 4  // needsDisplay(forKey: "cornerRadius")
        layer.setValue(0.5, forKey: "progress")  // a custom key
        layer.displayIfNeeded()
        #expect(counter.displays == 2)
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
        layer.position = CGPoint(x: 100, y: 100)
        HeadlessClock.main.advance(by: 0)
        #expect(counter.displays == 3)
    }

    @Test("a view's setNeedsDisplay calls draw(_:) with its bounds on the next run-loop turn")
    func viewDrawing() {
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        view.setNeedsDisplay()
        #expect(view.drawnRects.isEmpty)
        HeadlessClock.main.advance(by: 0)
        #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 50, height: 40)])
    }

    @Test("the action search: delegate, then actions, then the class default; NSNull means none")
    func actionSearch() {
        let layer = CALayer()
        #expect(layer.action(forKey: "opacity") == nil)
        let fade = CABasicAnimation(keyPath: "opacity")
        layer.actions = ["opacity": fade, "position": NSNull()]
        #expect(layer.action(forKey: "opacity") as? CABasicAnimation === fade)
        #expect(layer.action(forKey: "position") == nil)
        fade.run(forKey: "fade", object: layer, arguments: nil)
        #expect(layer.animation(forKey: "fade") === fade)

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer.action(forKey: "opacity") == nil)  // the view answers NSNull outside animations
        var inside: CAAction?
        UIView.animate(withDuration: 0.4) { inside = view.layer.action(forKey: "backgroundColor") }
        #expect((inside as? CABasicAnimation)?.duration == 0.4)
        HeadlessClock.main.runUntilIdle()
    }

    @Test("key-value coding reads and writes properties, key paths and arbitrary keys")
    func keyValueCoding() {
        let layer = CALayer()
        layer.setValue(CGPoint(x: 5, y: 6), forKey: "position")
        #expect(layer.position == CGPoint(x: 5, y: 6))
        #expect(layer.value(forKeyPath: "position.y") as? CGFloat == 6)
        layer.setValue(20, forKeyPath: "bounds.size.width")
        #expect(layer.bounds.width == 20)
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        #expect(
            isApproximately(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0, .pi / 2, tolerance: 1e-12)
        )
        layer.setValue(2.0, forKeyPath: "transform.scale")
        #expect(isApproximately(layer.value(forKeyPath: "transform.scale") as? CGFloat ?? 0, 2, tolerance: 1e-12))
        layer.setValue("wrong type", forKey: "opacity")
        #expect(layer.opacity == 1)
        layer.setValue(42, forKey: "myCustomKey")
        #expect(layer.value(forKey: "myCustomKey") as? Int == 42)
        #expect(layer.value(forKey: "unknown") == nil)
    }

    @Test("repeatDuration bounds the active time")
    func repeatDuration() {
        let layer = CALayer()
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 0.0
        pulse.toValue = 1.0
        pulse.duration = 1
        pulse.repeatDuration = 2.5
        layer.add(pulse, forKey: "pulse")
        HeadlessClock.main.advance(by: 2.25)
        #expect(isApproximately(layer.presentation()?.opacity ?? 0, 0.25, tolerance: 1e-6))
        HeadlessClock.main.advance(by: 0.5)
        #expect(layer.animation(forKey: "pulse") == nil)
    }
}
#endif
