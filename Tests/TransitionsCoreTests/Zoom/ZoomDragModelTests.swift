import Foundation
import Testing
import TransitionsCore

@Suite("Zoom drag model")
struct ZoomDragModelTests {
    static let translations: [CGPoint] = [
        CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 120), CGPoint(x: 35, y: 260), CGPoint(x: -80, y: 40),
        CGPoint(x: 0, y: -150), CGPoint(x: 300, y: 0), CGPoint(x: -20, y: 900),
    ]

    @Test("The point under the finger stays under the finger", arguments: translations)
    func followsFinger(translation: CGPoint) {
        for touch in [CGPoint(x: 200, y: 400), CGPoint(x: 10, y: 830), CGPoint(x: 380, y: 70)] {
            let drag = ZoomFixture.drag(touch: touch)
            let start = drag.start.clip
            let clip = drag.clipFrame(translation: translation)
            // The touched point's relative position in the view is unchanged, and it is where the finger is.
            let finger = CGPoint(x: touch.x + translation.x, y: touch.y + translation.y)
            expectApproximately(
                (finger.x - clip.minX) / clip.width, (touch.x - start.minX) / start.width, tolerance: 1e-12)
            expectApproximately(
                (finger.y - clip.minY) / clip.height, (touch.y - start.minY) / start.height, tolerance: 1e-12)
            // The content moves with it (clip and content are one view here).
            #expect(drag.frame(translation: translation).content == clip)
        }
    }

    @Test("Pulling down shrinks monotonically toward the minimum scale and never below it")
    func monotonicShrink() {
        let drag = ZoomFixture.drag()
        #expect(drag.scale(translation: .zero) == 1)
        var previous = CGFloat(1)
        for step in 1...400 {
            let scale = drag.scale(translation: CGPoint(x: 0, y: Double(step) * 5))
            #expect(scale < previous, "step \(step)")
            #expect(scale > 0.5)
            previous = scale
        }
        // Halfway to the minimum at the half-shrink distance: 25 % of 852 pt = 213 pt.
        #expect(drag.halfShrinkDistance == 213)
        expectApproximately(drag.scale(translation: CGPoint(x: 0, y: 213)), 0.75, tolerance: 1e-12)
        expectApproximately(drag.progress(translation: CGPoint(x: 0, y: 213)), 0.5, tolerance: 1e-12)
        let far = drag.scale(translation: CGPoint(x: 0, y: 1e7))
        #expect(far > 0.5 && far < 0.5001)
    }

    @Test("The minimum scale is configurable; upward drags shrink half as much by default, or not at all")
    func upwardAndMinimum() {
        let drag = ZoomFixture.drag()
        #expect(drag.scale(translation: CGPoint(x: 0, y: -200)) == drag.scale(translation: CGPoint(x: 0, y: 100)))
        #expect(drag.scale(translation: CGPoint(x: 0, y: -200)) > drag.scale(translation: CGPoint(x: 0, y: 200)))
        let rigid = ZoomFixture.drag(behavior: ZoomDragBehavior(minimumScale: 0.8, upwardPullFactor: 0))
        #expect(rigid.scale(translation: CGPoint(x: 0, y: -300)) == 1)
        expectRect(rigid.clipFrame(translation: CGPoint(x: 0, y: -300)), CGRect(x: 0, y: -300, width: 393, height: 852))
        expectApproximately(rigid.scale(translation: CGPoint(x: 0, y: 213)), 0.9, tolerance: 1e-12)
    }

    @Test("Dimming fades and the corner radius grows as the view shrinks")
    func dimmingAndCorners() {
        let drag = ZoomFixture.drag()
        #expect(drag.dimmingAlpha(translation: .zero) == 1)
        #expect(drag.cornerRadius(translation: .zero) == 0)
        var previousDimming = 1.0
        var previousRadius = CGFloat(0)
        for step in 1...50 {
            let translation = CGPoint(x: 0, y: Double(step) * 20)
            let dimming = drag.dimmingAlpha(translation: translation)
            let radius = drag.cornerRadius(translation: translation)
            #expect(dimming < previousDimming && dimming > 0)
            #expect(radius > previousRadius && radius < 32)
            previousDimming = dimming
            previousRadius = radius
        }
        expectApproximately(drag.dimmingAlpha(translation: CGPoint(x: 0, y: 213)), 0.5, tolerance: 1e-12)
        expectApproximately(drag.cornerRadius(translation: CGPoint(x: 0, y: 213)), 16, tolerance: 1e-9)
    }

    @Test(
        "The frame velocity is the time derivative of the dragged frame (within 1 pt/s)",
        arguments: [
            (CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 800)), (CGPoint(x: 40, y: 250), CGPoint(x: 120, y: 600)),
            (CGPoint(x: -30, y: 90), CGPoint(x: -400, y: -150)), (CGPoint(x: 0, y: -120), CGPoint(x: 50, y: -300)),
            (CGPoint(x: 0, y: 0), CGPoint(x: 0, y: -500)), (CGPoint(x: 200, y: 5), CGPoint(x: 0, y: 0)),
        ])
    func frameVelocity(translation: CGPoint, velocity: CGPoint) {
        let drag = ZoomFixture.drag(touch: CGPoint(x: 120, y: 300))
        let h = 1e-5
        func clip(at time: Double) -> CGRect {
            let offset = time > 0 ? time : 0  // one-sided from the start when t = 0 lies on a kink
            return drag.clipFrame(
                translation: CGPoint(x: translation.x + velocity.x * offset, y: translation.y + velocity.y * offset))
        }
        let now = clip(at: 0)
        let later = clip(at: h)
        let v = drag.frameVelocity(translation: translation, velocity: velocity)
        expectApproximately(v.midX, Double(later.midX - now.midX) / h, tolerance: 1)
        expectApproximately(v.midY, Double(later.midY - now.midY) / h, tolerance: 1)
        expectApproximately(v.width, Double(later.width - now.width) / h, tolerance: 1)
        expectApproximately(v.height, Double(later.height - now.height) / h, tolerance: 1)
    }

    @Test("A drag can start from any frame: taking over an opening animation mid-flight")
    func interruptsOpening() {
        let geometry = ZoomFixture.geometry()
        var opening = ZoomSettle.opening(geometry)
        opening.advance(by: 0.08)
        let current = opening.currentFrame
        #expect(current.clip.width < 393 && current.clip.width > 160)
        let touch = CGPoint(x: current.clip.midX, y: current.clip.midY)
        let drag = ZoomDragModel(start: current, touchLocation: touch, containerSize: ZoomFixture.container.size)
        #expect(drag.frame(translation: .zero) == current)
        let moved = drag.frame(translation: CGPoint(x: 0, y: 100))
        #expect(contains(moved.content, moved.clip))
        // Clip and content scale together: the content's placement in the clip is preserved.
        let scale = moved.clip.width / current.clip.width
        expectApproximately(moved.content.width, current.content.width * scale, tolerance: 1e-9)
        expectApproximately(moved.contentScale, current.contentScale * scale, tolerance: 1e-12)
        #expect(moved.contentBlend == current.contentBlend)
    }
}
