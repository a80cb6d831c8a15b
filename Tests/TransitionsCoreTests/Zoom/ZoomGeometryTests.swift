import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

@Suite("Zoom geometry")
struct ZoomGeometryTests {
    let geometry = ZoomFixture.geometry()
    let source = ZoomFixture.wideCell
    let destination = ZoomFixture.container

    @Test("At progress 0 the clip is the source and the alignment rect lands exactly on it")
    func collapsedEndpoint() {
        let frame = geometry.frame(at: 0)
        #expect(frame.clip == source)
        let alignment = geometry.placement.alignmentRect
        let landed = CGRect(
            x: frame.content.minX + alignment.minX * frame.contentScale,
            y: frame.content.minY + alignment.minY * frame.contentScale,
            width: alignment.width * frame.contentScale, height: alignment.height * frame.contentScale)
        expectRect(landed, source)
        #expect(frame.dimmingAlpha == 0)
        #expect(frame.cornerRadius == 12)
    }

    @Test("At progress 1 clip and content are the destination")
    func presentedEndpoint() {
        let frame = geometry.frame(at: 1)
        #expect(frame.clip == destination)
        expectRect(frame.content, destination)
        expectApproximately(frame.contentScale, 1, tolerance: 1e-12)
        #expect(frame.dimmingAlpha == 1)
        #expect(frame.alpha == 1)
        #expect(frame.cornerRadius == 0)
    }

    @Test("Wide cell into a tall screen: full-width crop, content fills the cell's width and overflows in height")
    func wideIntoTall() {
        let alignment = geometry.placement.alignmentRect
        // Largest 16:9 rect centered in 393 × 852: full width, 393 · 9/16 tall.
        let bandHeight = CGFloat(393.0 * 9 / 16)
        expectRect(alignment, CGRect(x: 0, y: (852 - bandHeight) / 2, width: 393, height: bandHeight))
        let frame = geometry.frame(at: 0)
        let expectedScale = CGFloat(160.0 / 393)
        expectApproximately(frame.contentScale, expectedScale, tolerance: 1e-12)
        expectApproximately(frame.content.width, source.width, tolerance: 1e-9)
        expectApproximately(frame.content.height, CGFloat(852) * expectedScale, tolerance: 1e-9)
        expectApproximately(frame.content.midY, source.midY, tolerance: 1e-9)
        #expect(frame.content.height > source.height)  // cropped top and bottom, not squashed
    }

    @Test(
        "The content keeps the destination's aspect ratio at every progress",
        arguments: [
            0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 1.0, -0.1, 1.2,
        ])
    func uniformScale(progress: Double) {
        let frame = geometry.frame(at: progress)
        let aspect = Double(destination.width / destination.height)
        expectApproximately(Double(frame.content.width / frame.content.height), aspect, tolerance: 1e-9)
        expectApproximately(frame.content.width, destination.width * frame.contentScale, tolerance: 1e-9)
        #expect(contains(frame.content, frame.clip), "p=\(progress)")
    }

    @Test("The clip interpolates linearly between source and destination")
    func clipIsLinear() {
        let clip = geometry.clipFrame(at: 0.25)
        expectRect(
            clip,
            CGRect(
                x: 20 * 0.75, y: 300 * 0.75, width: 160 * 0.75 + 393 * 0.25, height: 90 * 0.75 + 852 * 0.25))
    }

    @Test(
        "Corner radius goes linearly from the source's to the destination's",
        arguments: [
            (0.0, 12.0), (0.25, 15.0), (0.5, 18.0), (1.0, 24.0),
        ])
    func cornerRadius(progress: Double, expected: Double) {
        let geometry = ZoomFixture.geometry(sourceCornerRadius: 12, destinationCornerRadius: 24)
        expectApproximately(Double(geometry.cornerRadius(at: progress)), expected, tolerance: 1e-9)
        expectApproximately(geometry.dimmingAlpha(at: progress), progress, tolerance: 0)
    }

    @Test("A corner radius never exceeds half the clip's shorter side")
    func cornerRadiusCapped() {
        let geometry = ZoomFixture.geometry(sourceCornerRadius: 500)
        #expect(geometry.cornerRadius(at: 0) == 45)
    }

    @Test("A custom alignment rect lands on the source at 0 and sits in place at 1")
    func customAlignmentRect() {
        // A 16:9 header image at the top of the detail screen.
        let header = CGRect(x: 0, y: 59, width: 393, height: CGFloat(393.0 * 9 / 16))
        let geometry = ZoomFixture.geometry(alignmentRect: header)
        #expect(geometry.placement.alignmentRect == header)
        let collapsed = geometry.frame(at: 0)
        expectApproximately(collapsed.content.minY + header.minY * collapsed.contentScale, source.minY, tolerance: 1e-9)
        expectApproximately(collapsed.content.minX, source.minX, tolerance: 1e-9)
        expectRect(geometry.contentFrame(at: 1), destination)
        for step in 0...20 {
            let frame = geometry.frame(at: Double(step) / 20)
            #expect(contains(frame.content, frame.clip), "step \(step)")
        }
    }

    @Test("An alignment rect outside the content is clipped to it; an empty one falls back to the default")
    func alignmentRectSanitized() {
        let partly = ZoomFixture.geometry(alignmentRect: CGRect(x: -100, y: 800, width: 300, height: 200))
        #expect(partly.placement.alignmentRect == CGRect(x: 0, y: 800, width: 200, height: 52))
        let outside = ZoomFixture.geometry(alignmentRect: CGRect(x: 1000, y: 0, width: 10, height: 10))
        #expect(outside.placement.alignmentRect == ZoomFixture.geometry().placement.alignmentRect)
    }

    @Test("Overshoot past 1 grows uniformly and keeps moving; undershoot below 0 shrinks uniformly")
    func extrapolation() {
        let over = geometry.frame(at: 1.05)
        #expect(contains(over.content, over.clip))
        #expect(over.clip.width > destination.width && over.clip.height > destination.height)
        expectApproximately(Double(over.clip.width / over.clip.height), Double(393.0 / 852), tolerance: 1e-9)
        let under = geometry.frame(at: -0.05)
        #expect(under.clip.width < source.width)
        expectApproximately(Double(under.clip.width / under.clip.height), Double(160.0 / 90), tolerance: 1e-9)
        #expect(contains(under.content, under.clip))
        // Continuous at both ends.
        expectRect(geometry.clipFrame(at: 1 + 1e-9), destination, tolerance: 1e-5)
        expectRect(geometry.clipFrame(at: -1e-9), source, tolerance: 1e-5)
        // Far past the end it stops at zero size, finite.
        let far = geometry.frame(at: -1)
        #expect(far.clip.width == 0 && far.clip.height == 0 && isFinite(far))
    }

    @Test("Asking the provider again at dismissal: a scrolled source moves the collapsed end only")
    func replacingSource() {
        let scrolled = CGRect(x: 20, y: 120, width: 160, height: 90)
        let moved = geometry.replacingSource(scrolled)
        #expect(moved.clipFrame(at: 0) == scrolled)
        #expect(moved.clipFrame(at: 1) == destination)
        #expect(moved.sourceCornerRadius == 12 && !moved.isFallback)
        #expect(geometry.replacingSource(nil).isFallback)
    }
}
