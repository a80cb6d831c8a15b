import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

/// A sheet that grows out of a source and closes back into it (``SheetZoomMotion``): the flight's ends, its look
/// on the way, the sheet it is while presented, the catch, the release into the source, and the plain slide when
/// the source is gone.
@Suite("Sheet zoom motion")
struct SheetZoomMotionTests {
    typealias F = SheetZoomFixture

    @Test("The opening starts on the source and lands on the sheet's frame at its detent, without a jump")
    func openingEnds() {
        var motion = SheetZoomMotion(context: F.context())
        motion.handle(.present(source: F.button, time: 0))
        let first = motion.frame
        #expect(first.clip == F.button.frame && first.isFlying)
        #expect(first.topCornerRadius == 22 && first.bottomCornerRadius == 22)
        #expect(first.sourceAlpha == 1 && first.dimmingAlpha == 0 && motion.hidesSource)
        let (frames, outcome) = motion.run(from: 0)
        #expect(outcome == .settled(detentIndex: 0))
        #expect(motion.state == .sheet && !motion.needsFrames)
        let last = motion.frame
        #expect(last.clip == F.sheetFrame(300) && !last.isFlying && last.dimmingAlpha == 1)
        #expect(last.topCornerRadius == 10)
        // One continuous motion: no frame moves an edge by more than a fifth of the way.
        var previous = first.clip
        for frame in frames {
            #expect(edgeDistance(frame.clip, previous) < 160, "jumped from \(previous) to \(frame.clip)")
            previous = frame.clip
        }
        // Lands within the flight spring's time (ω 19, critically damped: well under a second).
        #expect(frames.count < 50, "took \(frames.count) frames")
    }

    @Test("On the way the source's look fades out, the corners and the dimming go from the source's to the sheet's")
    func openingLook() {
        var motion = SheetZoomMotion(context: F.context())
        motion.handle(.present(source: F.button, time: 0))
        var sawMiddle = false
        var previousProgress = 0.0
        for frame in motion.run(from: 0).frames where frame.isFlying {
            #expect(frame.progress >= previousProgress - 1e-9, "progress went back")
            previousProgress = frame.progress
            // The source's copy is gone 55 % of the way (ZoomDeviceLook.sourceFadeOutSpan).
            if frame.progress > 0.56 { #expect(frame.sourceAlpha == 0) }
            // The dimming is the plain sheet's at the height it would stand at for the same progress.
            let dimming = SheetDimming(
                detents: F.context().metrics.detents, largestUndimmedDetentIdentifier: nil,
                hiddenHeight: F.context().metrics.hiddenHeight)
            expectApproximately(frame.dimmingAlpha, dimming.alpha(atHeight: frame.equivalentHeight), tolerance: 1e-9)
            if frame.progress > 0.3 && frame.progress < 0.7 {
                sawMiddle = true
                #expect(frame.topCornerRadius < 22 && frame.topCornerRadius > 10)
                #expect(frame.sourceAlpha < 1)
                #expect(frame.clip.width > 44 && frame.clip.width < 402)
            }
        }
        #expect(sawMiddle)
    }

    @Test("With the inset appearance the card lands on the iOS 26 inset frame and corners")
    func insetLanding() {
        let context = F.context(appearance: .inset)
        var motion = SheetZoomMotion(context: context)
        motion.handle(.present(source: F.button, time: 0))
        let frames = motion.run(from: 0).frames
        let landing = F.sheetFrame(300, context: context)
        #expect(landing.minX == 8 && landing.width == 402 - 16)  // 8 pt in from each side
        #expect(motion.frame.clip == landing)
        // At rest the sheet's layer draws its one radius on all four corners (its nest in the display's corner,
        // 62 − 14 = 48 pt, is not drawn), so the card's bottom corners land on it too.
        #expect(motion.frame.topCornerRadius == 38 && motion.frame.bottomCornerRadius == 38)
        // The last flying frame's corners are nearly the sheet's: no jump when the card becomes the sheet.
        let lastFlying = frames.last(where: \.isFlying)
        expectApproximately(lastFlying?.topCornerRadius, 38, tolerance: 0.5)
        expectApproximately(lastFlying?.bottomCornerRadius, 38, tolerance: 0.5)
    }

    @Test("In flight the top corners go to the sheet's, the bottom ones to what the sheet draws at rest")
    func cornersInFlight() {
        for (appearance, top, bottom) in [(SheetAppearance.edgeAttached, CGFloat(10), CGFloat(0)), (.inset, 38, 38)] {
            var motion = SheetZoomMotion(context: F.context(appearance: appearance))
            motion.handle(.present(source: F.button, time: 0))
            let frames = motion.run(from: 0).frames.filter(\.isFlying)
            let middle = frames.first { $0.progress > 0.45 && $0.progress < 0.75 }
            #expect(middle != nil, "\(appearance): a frame halfway")
            guard let middle else { continue }
            let p = CGFloat(middle.progress)
            expectApproximately(middle.topCornerRadius, 22 + (top - 22) * p, tolerance: 0.01, "\(appearance) top")
            expectApproximately(
                middle.bottomCornerRadius, 22 + (bottom - 22) * p, tolerance: 0.01, "\(appearance) bottom")
            expectApproximately(frames.last?.bottomCornerRadius, bottom, tolerance: 0.5, "\(appearance) lands")
            #expect(motion.frame.bottomCornerRadius == bottom, "\(appearance): the sheet at rest")
        }
    }

    @Test("An undimmed detent stays undimmed for the whole flight")
    func undimmedDetent() {
        let context = F.context(undimmed: .init("height.300"))
        var motion = SheetZoomMotion(context: context)
        motion.handle(.present(source: F.button, time: 0))
        for frame in motion.run(from: 0).frames {
            #expect(frame.dimmingAlpha == 0 && frame.composition.allowsBackgroundInteraction)
        }
    }

    @Test("Closing flies from the sheet into the source's current frame, asked again at dismissal")
    func closingIntoMovedSource() {
        var motion = SheetZoomMotion.presented()
        let moved = SheetZoomSource(frame: CGRect(x: 20, y: 100, width: 60, height: 30), cornerRadius: 8)
        motion.handle(.dismiss(source: moved, time: 2))
        #expect(motion.isLandingInSource)
        // From rest it starts 20 ms in (iOS's pop lead): near the sheet, already moving.
        let start = motion.frame
        #expect(edgeDistance(start.clip, F.sheetFrame(300)) < 60 && start.clip != F.sheetFrame(300))
        let (frames, outcome) = motion.run(from: 2)
        #expect(outcome == .becameHidden && motion.state == .hidden && !motion.hidesSource)
        // The last frame drawn before the landing is on the source (the landing frame hides the card).
        let beforeLast = frames.dropLast().last
        #expect(
            beforeLast.map { edgeDistance($0.clip, moved.frame) < 2 } == true,
            "landed at \(String(describing: beforeLast?.clip))")
        expectApproximately(beforeLast?.topCornerRadius, 8, tolerance: 3)
        expectApproximately(beforeLast?.dimmingAlpha ?? 1, 0, tolerance: 0.1)
    }

    @Test("A source that moves during the closing is followed")
    func sourceMovesDuringClosing() {
        var motion = SheetZoomMotion.presented()
        motion.handle(.dismiss(source: F.button, time: 2))
        for i in 1...4 { motion.handle(.tick(time: 2 + Double(i) / 60)) }
        let scrolled = SheetZoomSource(frame: F.button.frame.offsetBy(dx: -200, dy: 300), cornerRadius: 22)
        motion.handle(.sourceMoved(scrolled))
        let (frames, outcome) = motion.run(from: 2 + 4.0 / 60)
        #expect(outcome == .becameHidden)
        #expect(frames.dropLast().last.map { edgeDistance($0.clip, scrolled.frame) < 2 } == true)
    }

    @Test("A drag released to dismiss flies into the source from where the finger left it, at the finger's speed")
    func releaseIntoSource() {
        var motion = SheetZoomMotion.presented()
        motion.handle(.dragBegan(time: 2, allowsDismissal: true))
        for i in 1...10 { motion.handle(.dragChanged(translation: Double(i) * 20, time: 2 + Double(i) / 60)) }
        let released = motion.frame.clip
        #expect(released == F.sheetFrame(100))  // a plain sheet under the finger: 200 pt below its detent
        let outcome = motion.handle(
            .dragEnded(velocity: CGPoint(x: 300, y: 1500), source: F.button, time: 2 + 11.0 / 60))
        #expect(outcome == .dismissalRequested && motion.isLandingInSource)
        #expect(motion.frame.clip == released)
        // The flight starts at the finger's velocity: the sheet's 1500 pt/s down, the finger's 300 pt/s sideways.
        guard case .closing(let settle, _, true) = motion.state else {
            Issue.record("not flying into the source: \(motion.state)")
            return
        }
        expectApproximately(settle.frameVelocity.midY, 1500, tolerance: 1)
        expectApproximately(settle.frameVelocity.midX, 300, tolerance: 1e-9)
        let (frames, end) = motion.run(from: 2 + 11.0 / 60)
        #expect(end == .becameHidden)
        #expect(frames.dropLast().last.map { edgeDistance($0.clip, F.button.frame) < 2 } == true)
        // A touch on the landing card is not held: it keeps flying.
        var again = SheetZoomMotion.presented()
        again.handle(.dismiss(source: F.button, time: 2))
        again.handle(.tick(time: 2 + 1.0 / 60))
        again.handle(.touchDown(time: 2 + 1.5 / 60, allowsDismissal: true))
        let held = again.frame.clip
        again.handle(.tick(time: 2 + 2.0 / 60))
        #expect(again.frame.clip != held)
    }

    @Test("A sheet's owner that keeps its own sheet motion hands a released sheet over to fly into the source")
    func adoptedRelease() {
        var plain = SheetMotion.resting(metrics: F.context().metrics)
        plain.handle(.dragBegan(at: 0, allowsDismissal: true))
        for i in 1...10 { plain.handle(.dragChanged(translation: Double(i) * 20, at: Double(i) / 60)) }
        #expect(plain.handle(.dragEnded(velocity: 1500, at: 11.0 / 60)) == .dismissalRequested)
        var motion = SheetZoomMotion.presented(sheet: plain, context: F.context())
        #expect(motion.state == .sheet && motion.frame.clip == F.sheetFrame(100))
        motion.handle(.releasedToDismiss(velocity: CGPoint(x: -200, y: 1500), source: F.button, time: 11.0 / 60))
        guard case .closing(let settle, _, true) = motion.state else {
            Issue.record("not flying into the source: \(motion.state)")
            return
        }
        expectApproximately(settle.frameVelocity.midY, 1500, tolerance: 1)
        expectApproximately(settle.frameVelocity.midX, -200, tolerance: 1e-9)
        #expect(motion.run(from: 11.0 / 60).outcome == .becameHidden)
        // Without a usable source nothing changes: the sheet goes on sliding down.
        var plainSlide = SheetZoomMotion.presented(sheet: plain, context: F.context())
        plainSlide.handle(.releasedToDismiss(velocity: .zero, source: nil, time: 11.0 / 60))
        #expect(plainSlide.state == .sheet && plainSlide.run(from: 11.0 / 60).frames.allSatisfy { !$0.isFlying })
    }

    @Test("A touch catches the opening where it was drawn; lifting continues it to the detent")
    func catchMidFlight() {
        var motion = SheetZoomMotion(context: F.context())
        motion.handle(.present(source: F.button, time: 0))
        for i in 1...6 { motion.handle(.tick(time: Double(i) / 60)) }
        let drawn = motion.frame.clip
        motion.handle(.touchDown(time: 6.5 / 60, allowsDismissal: true))
        for i in 7...20 { motion.handle(.tick(time: Double(i) / 60)) }
        #expect(edgeDistance(motion.frame.clip, drawn) < 1e-6 && !motion.needsFrames)
        motion.handle(.touchUp(time: 20.5 / 60))
        let (_, outcome) = motion.run(from: 20.0 / 60)
        #expect(outcome == .settled(detentIndex: 0) && motion.frame.clip == F.sheetFrame(300))
    }

    @Test("A drag that takes the opening moves the sheet the card becomes, and its release picks a detent")
    func dragDuringOpening() {
        var motion = SheetZoomMotion(context: F.context())
        motion.handle(.present(source: F.button, time: 0))
        for i in 1...5 { motion.handle(.tick(time: Double(i) / 60)) }
        motion.handle(.touchDown(time: 5.5 / 60, allowsDismissal: true))
        motion.handle(.dragBegan(time: 6 / 60, allowsDismissal: true))
        var time = 6.0 / 60
        for i in 1...20 {
            time += 1.0 / 60
            motion.handle(.dragChanged(translation: -Double(i) * 15, time: time))
            motion.handle(.tick(time: time))
        }
        // The finger holds still: the card catches up with the sheet under it and becomes it.
        for _ in 1...40 {
            time += 1.0 / 60
            motion.handle(.tick(time: time))
        }
        // The card has become the sheet under the finger: 300 pt lifted by 300.
        #expect(motion.state == .sheet && motion.frame.clip == F.sheetFrame(600))
        let outcome = motion.handle(.dragEnded(velocity: CGPoint(x: 0, y: -800), source: F.button, time: time))
        #expect(outcome == .selectedDetentChanged(index: 1))
        let (_, end) = motion.run(from: time)
        #expect(end == .settled(detentIndex: 1) && motion.frame.clip == F.sheetFrame(700))
    }

    @Test("Presented, it is exactly a sheet: drags between detents match a plain sheet's frame for frame")
    func sheetWhilePresented() {
        var motion = SheetZoomMotion.presented()
        var plain = SheetMotion.resting(metrics: F.context().metrics)
        var time = 2.0
        motion.handle(.dragBegan(time: time, allowsDismissal: true))
        plain.handle(.dragBegan(at: time, allowsDismissal: true))
        for i in 1...12 {
            time += 1.0 / 60
            motion.handle(.dragChanged(translation: -Double(i) * 12, time: time))
            plain.handle(.dragChanged(translation: -Double(i) * 12, at: time))
        }
        let a = motion.handle(.dragEnded(velocity: CGPoint(x: 0, y: -1200), source: F.button, time: time))
        let b = plain.handle(.dragEnded(velocity: -1200, at: time))
        #expect(a == b && a == .selectedDetentChanged(index: 1))
        while motion.needsFrames {
            time += 1.0 / 60
            #expect(motion.handle(.tick(time: time)) == plain.handle(.tick(at: time)))
            #expect(motion.frame.clip == F.sheetFrame(plain.height) && !motion.frame.isFlying)
        }
        #expect(motion.sheet == plain || motion.sheet.height == plain.height)
    }

    @Test(
        "Without a usable source the sheet rises and falls as a plain sheet",
        arguments: [
            nil, SheetZoomSource(frame: CGRect(x: 500, y: 100, width: 44, height: 44)),  // off screen
            SheetZoomSource(frame: CGRect(x: CGFloat.nan, y: 0, width: 44, height: 44)),
            SheetZoomSource(frame: CGRect(x: 10, y: 10, width: 0, height: 44)),
        ])
    func plainSlide(source: SheetZoomSource?) {
        var motion = SheetZoomMotion(context: F.context())
        var plain = SheetMotion(metrics: F.context().metrics)
        motion.handle(.present(source: source, time: 0))
        plain.handle(.present(at: 0))
        #expect(motion.state == .sheet && !motion.hidesSource)
        var time = 0.0
        while motion.needsFrames {
            time += 1.0 / 60
            motion.handle(.tick(time: time))
            plain.handle(.tick(at: time))
            #expect(motion.frame.clip == F.sheetFrame(plain.height) && !motion.frame.isFlying)
        }
        motion.handle(.dismiss(source: source, time: time))
        #expect(!motion.isLandingInSource)
        let (frames, outcome) = motion.run(from: time)
        #expect(outcome == .becameHidden && motion.state == .hidden)
        #expect(frames.allSatisfy { !$0.isFlying && $0.clip.width == 402 })
    }

    @Test("A source that vanishes during the closing sends the card down below the screen")
    func vanishingSource() {
        var motion = SheetZoomMotion.presented()
        motion.handle(.dismiss(source: F.button, time: 2))
        for i in 1...3 { motion.handle(.tick(time: 2 + Double(i) / 60)) }
        motion.handle(.sourceMoved(nil))
        #expect(!motion.isLandingInSource && motion.hidesSource)
        let (frames, outcome) = motion.run(from: 2 + 3.0 / 60)
        #expect(outcome == .becameHidden && !motion.hidesSource)
        let below = frames.dropLast().last?.clip ?? .zero
        #expect(below.minY >= 874 - 1, "ended at \(below)")
        #expect(frames.dropLast().last.map { $0.dimmingAlpha < 0.05 } == true)
    }

    @Test("Nonsense times and velocities never break the frame")
    func nonsense() {
        var motion = SheetZoomMotion(context: F.context())
        motion.handle(.present(source: F.button, time: 0))
        motion.handle(.tick(time: .nan))
        motion.handle(.tick(time: -.infinity))
        motion.handle(.tick(time: 0.1))
        motion.handle(.dragBegan(time: 0.1, allowsDismissal: true))
        motion.handle(.dragChanged(translation: .nan, time: 0.12))
        motion.handle(.dragEnded(velocity: CGPoint(x: CGFloat.nan, y: CGFloat.infinity), source: F.button, time: 0.13))
        for _ in 0..<3 {
            let frame = motion.frame
            #expect(frame.clip.minX.isFinite && frame.clip.width.isFinite && frame.dimmingAlpha.isFinite)
            _ = motion.run(from: motion.time)
            motion.handle(.dismiss(source: F.button, time: motion.time))
        }
        #expect(motion.state == .hidden)
    }
}
