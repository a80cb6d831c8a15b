import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

@Suite("Zoom settle")
struct ZoomSettleTests {
    let geometry = ZoomFixture.geometry()
    let drag = ZoomFixture.drag(touch: CGPoint(x: 150, y: 420))

    /// Advances at 60 Hz until settled (at most `limit` seconds); returns the number of frames.
    @discardableResult
    static func run(_ settle: inout ZoomSettle, limit: Double = 5, each: (ZoomSettle) -> Void = { _ in }) -> Int {
        var frames = 0
        while !settle.isSettled && Double(frames) / 60 < limit {
            settle.advance(by: 1.0 / 60)
            frames += 1
            each(settle)
        }
        return frames
    }

    @Test(
        "A spring back and a swipe's landing start where the finger left the view, at the release velocity (within 1 pt/s)",
        arguments: [
            (ZoomDismissGesture.pan, CGPoint(x: 30, y: 100), CGPoint(x: 100, y: -900), ZoomReleaseDecision.cancel),
            (ZoomDismissGesture.edgeSwipe, CGPoint(x: 150, y: 40), CGPoint(x: 900, y: 100), ZoomReleaseDecision.finish),
        ])
    func startsAtReleaseVelocity(
        gesture: ZoomDismissGesture, translation: CGPoint, velocity: CGPoint, decision: ZoomReleaseDecision
    ) {
        let drag = ZoomDragModel(
            start: geometry.frame(at: 1), touchLocation: CGPoint(x: 150, y: 420),
            containerSize: ZoomFixture.container.size, gesture: gesture)
        let release = drag.release(translation: translation, velocity: velocity, geometry: geometry)
        #expect(release.decision == decision)
        let expected = drag.frameVelocity(translation: translation, velocity: velocity)
        expectRect(release.settle.frame, drag.clipFrame(translation: translation), tolerance: 1e-9)
        #expect(release.settle.currentFrame.dimmingAlpha == drag.dimmingAlpha(translation: translation))
        expectApproximately(release.settle.velocity.x, expected.midX, tolerance: 1)
        expectApproximately(release.settle.velocity.y, expected.midY, tolerance: 1)
        expectApproximately(release.settle.frameVelocity.width, expected.width, tolerance: 1)
        // And the motion really moves at that speed in its first instant.
        var settle = release.settle
        let before = settle.frame
        settle.advance(by: 1e-5)
        expectApproximately(Double(settle.frame.midX - before.midX) / 1e-5, expected.midX, tolerance: 1)
        #expect(abs(expected.midX) + abs(expected.midY) > 500)  // a real speed, not the "stop, then move" zero
    }

    @Test("A pan's landing starts from rest however hard it was flung (iOS's pan landings take as long)")
    func panLandingFromRest() {
        let release = drag.release(
            translation: CGPoint(x: 30, y: 250), velocity: CGPoint(x: 100, y: 2500), geometry: geometry)
        #expect(release.decision == .finish)
        #expect(release.settle.frameVelocity == .zero)
    }

    @Test("Finish lands exactly on the source with the alignment rect on it, dimming gone")
    func finishLandsOnSource() {
        var settle = drag.release(
            translation: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: 300), geometry: geometry
        ).settle
        Self.run(&settle) { step in
            let frame = step.currentFrame
            #expect(contains(frame.content, frame.clip, slack: 1e-6))
            #expect(frame.dimmingAlpha >= 0 && frame.dimmingAlpha <= 1)
        }
        #expect(settle.isSettled && settle.settlingDuration == 0)
        #expect(settle.frame == ZoomFixture.wideCell)
        let end = settle.currentFrame
        expectRect(end.content, geometry.contentFrame(at: 0), tolerance: 1e-9)
        #expect(end.dimmingAlpha == 0 && end.cornerRadius == 12 && end.contentBlend == 0)
        #expect(settle.velocity == .zero)
    }

    @Test("Cancel springs back to the full frame without changing the view's shape")
    func cancelKeepsShape() {
        let release = drag.release(
            translation: CGPoint(x: 20, y: 40), velocity: CGPoint(x: 30, y: 60), geometry: geometry)
        #expect(release.decision == .cancel)  // projected pull ≈ 78 pt
        var settle = release.settle
        let aspect = Double(393.0 / 852)
        Self.run(&settle) { step in
            let clip = step.frame
            expectApproximately(Double(clip.width / clip.height), aspect, tolerance: 1e-9)
            expectRect(step.currentFrame.content, clip, tolerance: 1e-6)
        }
        #expect(settle.frame == ZoomFixture.container)
        #expect(settle.currentFrame.dimmingAlpha == 1 && settle.currentFrame.cornerRadius == 0)
    }

    @Test("Retargeting keeps value and velocity continuous and ends exactly on the new target")
    func retargetContinuity() {
        var settle = drag.release(
            translation: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: 600), geometry: geometry
        )
        .settle
        settle.advance(by: 0.1)
        let before = settle.frameVelocity
        let frameBefore = settle.frame
        let scrolled = ZoomFixture.wideCell.offsetBy(dx: 0, dy: -140)
        settle.retarget(to: scrolled)
        #expect(settle.frame == frameBefore)
        #expect(settle.frameVelocity == before)
        Self.run(&settle)
        #expect(settle.frame == scrolled)
    }

    @Test("A source that keeps scrolling is followed frame by frame without jumps")
    func followsScrollingSource() {
        var settle = drag.release(
            translation: CGPoint(x: 0, y: 200), velocity: CGPoint(x: 0, y: 400), geometry: geometry
        )
        .settle
        var source = ZoomFixture.wideCell
        for frame in 0..<300 where !settle.isSettled {
            if frame < 20 { source = source.offsetBy(dx: 0, dy: -5) }  // the list scrolls 300 pt/s, then stops
            let before = (settle.frame, settle.frameVelocity)
            settle.retarget(to: source)
            #expect(settle.frame == before.0 && settle.frameVelocity == before.1, "frame \(frame)")
            settle.advance(by: 1.0 / 60)
        }
        #expect(settle.isSettled)
        #expect(settle.frame == source)
    }

    @Test("The source disappearing mid-flight: retarget to the fallback, appearance continuous, fades out")
    func retargetToFallback() {
        var settle = drag.release(translation: CGPoint(x: 0, y: 300), velocity: .zero, geometry: geometry).settle
        settle.advance(by: 0.1)
        let before = settle.currentFrame
        settle.retarget(to: geometry.replacingSource(nil).frame(at: 0))
        let after = settle.currentFrame
        expectRect(after.clip, before.clip, tolerance: 1e-9)
        expectApproximately(after.dimmingAlpha, before.dimmingAlpha, tolerance: 1e-9)
        expectApproximately(after.alpha, before.alpha, tolerance: 1e-9)
        Self.run(&settle)
        #expect(settle.currentFrame.alpha == 0)
        expectApproximately(settle.frame.midY, 426, tolerance: 0)
    }

    @Test("Opening and closing without a drag")
    func openingAndClosing() {
        var opening = ZoomSettle.opening(geometry)
        #expect(opening.frame == ZoomFixture.wideCell && opening.velocity == .zero)
        let frames = Self.run(&opening)
        #expect(opening.frame == ZoomFixture.container && frames > 10)
        var closing = ZoomSettle.closing(geometry)
        Self.run(&closing)
        #expect(closing.frame == ZoomFixture.wideCell)
    }

    @Test("Bad frame durations are ignored")
    func badDurations() {
        var settle = ZoomSettle.opening(geometry)
        let start = settle
        for bad in [Double.nan, -1, 0, .infinity, -.infinity] { settle.advance(by: bad) }
        #expect(settle == start)
    }
}
