import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

/// The zoom's look in flight as the core computes it (``ZoomDeviceLook``): the source copy's cross-fade, the
/// card's shadow, the covered page's scale, the display's corners, the fallback source and Reduce Motion's fade,
/// against DEVICE-FACTS.md's rows.
@Suite("Zoom look in flight")
struct ZoomLookTests {
    static let phone = CGRect(x: 0, y: 0, width: 402, height: 874)  // the recordings' iPhone 17

    static func geometry(source: CGRect? = CGRect(x: 136, y: 372, width: 130, height: 130)) -> ZoomGeometry {
        ZoomGeometry(source: source, destination: phone, containerBounds: phone, sourceCornerRadius: 12)
    }

    @Test(
        "The source's copy fades out linearly over the first 55 % of an opening (as recorded)",
        arguments: [(0.0, 1.0), (0.21, 0.58), (0.33, 0.39), (0.55, 0.0), (0.63, 0.03), (1.0, 0.0)])
    func copyFadesOut(progress: Double, recorded: Double) {
        expectApproximately(Self.geometry().frame(at: progress).sourceAlpha, recorded, tolerance: 0.05)
    }

    @Test("An opening passes through the copy's law; a flight back brings it in solid by a third of the way")
    func copyInSettles() {
        let geometry = Self.geometry()
        var opening = ZoomSettle.opening(geometry, spring: ZoomDeviceMotion.flightSpring)
        var closing = ZoomSettle.closing(geometry, spring: ZoomDeviceMotion.flightSpring)
        for _ in 0..<40 {
            opening.advance(by: 1.0 / 120)
            closing.advance(by: 1.0 / 120)
            let progress = Double((opening.frame.width - 130) / (402 - 130))
            expectApproximately(opening.currentFrame.sourceAlpha, max(0, 1 - progress / 0.55), tolerance: 1e-3)
            let way = Double((402 - closing.frame.width) / (402 - 130))
            expectApproximately(closing.currentFrame.sourceAlpha, min(1, 3 * way), tolerance: 1e-3)
        }
        #expect(Self.geometry(source: nil).frame(at: 0).sourceAlpha == 0, "no source, no copy")
    }

    @Test("The shadow shows in flight, is gone a twentieth from either end and at rest; its look is UIKit's")
    func shadow() {
        let geometry = Self.geometry()
        #expect(geometry.frame(at: 0).shadowAlpha == 0 && geometry.frame(at: 1).shadowAlpha == 0)
        #expect(geometry.frame(at: 0.05).shadowAlpha == 0 && geometry.frame(at: 0.96).shadowAlpha == 0)
        #expect(geometry.frame(at: 0.1).shadowAlpha == 1 && geometry.frame(at: 0.5).shadowAlpha == 1)
        expectApproximately(geometry.frame(at: 0.075).shadowAlpha, 0.5, tolerance: 1e-9)
        #expect(ZoomDeviceLook.shadowOpacity == 0.4 && ZoomDeviceLook.shadowRadius == 40)
        #expect(ZoomDeviceLook.shadowOffset == CGSize(width: 0, height: 10))
        var landing = ZoomSettle.closing(geometry, spring: ZoomDeviceMotion.flightSpring)
        while !landing.isSettled {
            landing.advance(by: 1.0 / 120)
            let left = Double((landing.frame.width - 130) / (402 - 130))
            if left < 0.05 { #expect(landing.currentFrame.shadowAlpha == 0, "\(left) of the way left") }
        }
    }

    @Test(
        "The covered page scales linearly with progress to max((W − 34.667)/W, 0.8) (as recorded)",
        arguments: [(0.12, 0.989), (0.36, 0.968), (0.65, 0.944), (0.78, 0.931), (1.0, 0.914)])
    func coveredPage(progress: Double, recorded: Double) {
        expectApproximately(Double(Self.geometry().frame(at: progress).coveredScale), recorded, tolerance: 0.002)
    }

    @Test("The covered page's scale: 0.8 at least, 1 for unknown widths; held still under a finger")
    func coveredPageLimits() {
        #expect(ZoomDeviceLook.coveredPageScale(width: 100) == 0.8)
        #expect(ZoomDeviceLook.coveredPageScale(width: .nan) == 1)
        #expect(ZoomDeviceLook.coveredPageScale(width: -5) == 1)
        #expect(ZoomGeometry(source: nil, destination: .zero, containerBounds: .zero).frame(at: 1).coveredScale == 1)
        let start = Self.geometry().frame(at: 1)
        let drag = ZoomDragModel(start: start, touchLocation: CGPoint(x: 200, y: 400), containerSize: Self.phone.size)
        for y in stride(from: 0.0, through: 600, by: 100) {
            #expect(drag.frame(translation: CGPoint(x: y / 3, y: y)).coveredScale == start.coveredScale)
        }
    }

    @Test("A programmatic flight back takes the page home with the card, linearly in its progress")
    func coveredPageInFlight() {
        var closing = ZoomSettle.closing(Self.geometry(), spring: ZoomDeviceMotion.flightSpring)
        let receded = Double(ZoomDeviceLook.coveredPageScale(width: 402))
        while !closing.isSettled {
            closing.advance(by: 1.0 / 120)
            let progress = Double((closing.frame.width - 130) / (402 - 130))
            expectApproximately(
                Double(closing.currentFrame.coveredScale), 1 - progress * (1 - receded), tolerance: 1e-3)
        }
        #expect(closing.currentFrame.coveredScale == 1)
    }

    @Test(
        "The display's corner radius by screen size, either orientation; 0 when unknown",
        arguments: [
            (CGSize(width: 402, height: 874), CGFloat(62)), (CGSize(width: 874, height: 402), CGFloat(62)),
            (CGSize(width: 393, height: 852), CGFloat(55)), (CGSize(width: 375, height: 667), CGFloat(0)),
            (CGSize(width: 1024, height: 1366), CGFloat(0)), (CGSize(width: CGFloat.nan, height: 874), CGFloat(0)),
        ])
    func displayCorners(size: CGSize, radius: CGFloat) {
        #expect(ZoomDeviceLook.displayCornerRadius(screenSize: size) == radius)
    }

    @Test("The corners run in a straight line from the source's 12 pt to the display's 62 pt")
    func cornersInFlight() {
        let geometry = ZoomGeometry(
            source: CGRect(x: 136, y: 372, width: 130, height: 130), destination: Self.phone,
            containerBounds: Self.phone, sourceCornerRadius: 12,
            destinationCornerRadius: ZoomDeviceLook.displayCornerRadius(screenSize: Self.phone.size))
        for (progress, radius) in [(0.0, 12.0), (0.25, 24.5), (0.48, 36.0), (0.72, 48.0), (1.0, 62.0)] {
            expectApproximately(Double(geometry.frame(at: progress).cornerRadius), radius, tolerance: 1e-9)
        }
    }

    @Test("A missing source: UIKit's 44 pt wide fallback, or the whole destination when it is narrower")
    func fallbackWidth() {
        #expect(Self.geometry(source: nil).frame(at: 0).clip.width == 44)
        let narrow = CGRect(x: 0, y: 0, width: 30, height: 60)
        #expect(ZoomGeometry(source: nil, destination: narrow, containerBounds: narrow).frame(at: 0).clip == narrow)
    }

    @Test("A flight back from rest starts 20 ms in, as iOS's pop; one that reverses an opening starts where it is")
    func popLead() {
        let geometry = Self.geometry()
        var motion = ZoomMotion()
        motion.handle(.open(geometry, spring: ZoomDeviceMotion.flightSpring, style: .immediate, at: 0))
        motion.handle(.close(geometry, spring: ZoomDeviceMotion.flightSpring, style: .spring, at: 1))
        var reference = ZoomSettle.closing(geometry, spring: ZoomDeviceMotion.flightSpring)
        reference.advance(by: 0.02)
        #expect(motion.frame?.clip == reference.frame)
        #expect((motion.frame?.clip.width ?? 402) < 402, "already under way on its first frame")

        var reversing = ZoomMotion()
        reversing.handle(.open(geometry, spring: ZoomDeviceMotion.flightSpring, style: .spring, at: 0))
        reversing.handle(.tick(at: 0.1))
        let shown = reversing.frame?.clip
        reversing.handle(.close(geometry, spring: ZoomDeviceMotion.flightSpring, style: .spring, at: 0.1))
        #expect(reversing.frame?.clip == shown, "no jump when it reverses mid-flight")
    }

    @Test("Reduce Motion: a 140 ms fade in which the covered page stays whole")
    func reduceMotion() {
        #expect(ZoomFade.duration == 0.14)
        let full = Self.geometry().frame(at: 1)
        var fade = ZoomFade(from: full, to: full.fadedOut)
        #expect(fade.current.coveredScale == 1)
        fade.advance(by: 0.07)
        #expect(fade.current.coveredScale == 1 && fade.current.alpha > 0 && fade.current.alpha < 1)
        fade.advance(by: 0.07)
        #expect(fade.isFinished)
    }

    @Test("Nonsense look values are sanitized: NaN copy and shadow give 0, a NaN or infinite page scale 1")
    func sanitized() {
        var frame = Self.geometry().frame(at: 0.5)
        frame.sourceAlpha = .nan
        frame.shadowAlpha = 4
        frame.coveredScale = .infinity
        let sane = frame.sanitized
        #expect(sane.sourceAlpha == 0 && sane.shadowAlpha == 1 && sane.coveredScale == 1)
        frame.coveredScale = -1
        #expect(frame.sanitized.coveredScale == 0)
    }
}
