import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

/// The drag law against the recordings and UIKit's code (DEVICE-FACTS.md, "Zoom interactive dismissal" and
/// "The zoom, as UIKit's code defines it"), on the recordings' 402 × 874 pt phone.
@Suite("Zoom drag model")
struct ZoomDragModelTests {
    static let phone = CGSize(width: 402, height: 874)
    static let touch = CGPoint(x: 201, y: 300)

    static func model(
        _ gesture: ZoomDismissGesture = .pan, deadZone: Double? = nil, isRightToLeft: Bool = false,
        behavior: ZoomDragBehavior = .default
    ) -> ZoomDragModel {
        ZoomDragModel(
            start: .presented(in: CGRect(origin: .zero, size: phone)), touchLocation: touch, containerSize: phone,
            behavior: behavior, gesture: gesture, deadZone: deadZone, isRightToLeft: isRightToLeft)
    }

    struct ScaleRow: Sendable, CustomTestStringConvertible {
        let gesture: ZoomDismissGesture
        let travel: CGPoint
        let measured: Double
        var testDescription: String { "\(gesture) \(travel) → \(measured)" }
    }

    static let scaleRows: [ScaleRow] = [
        // Pan at 0.3, 0.5, 0.8 of the height (finger travel from touch-down, the dead zone included).
        ScaleRow(gesture: .pan, travel: CGPoint(x: 0, y: 0.3 * 874), measured: 0.812),
        ScaleRow(gesture: .pan, travel: CGPoint(x: 0, y: 0.5 * 874), measured: 0.678),
        ScaleRow(gesture: .pan, travel: CGPoint(x: 0, y: 0.8 * 874), measured: 0.545),
        // Edge swipe: 1 − 0.667 × travel / width past its 12 pt dead zone.
        ScaleRow(gesture: .edgeSwipe, travel: CGPoint(x: 0.16 * 402 + 12, y: 0), measured: 0.898),
        ScaleRow(gesture: .edgeSwipe, travel: CGPoint(x: 0.36 * 402 + 12, y: 0), measured: 0.761),
        ScaleRow(gesture: .edgeSwipe, travel: CGPoint(x: 0.56 * 402 + 12, y: 0), measured: 0.620),
    ]

    @Test("The scale follows the recorded law within 0.02", arguments: scaleRows)
    func measuredScale(row: ScaleRow) {
        let scale = Double(Self.model(row.gesture).scale(translation: row.travel))
        #expect(isApproximately(scale, row.measured, tolerance: 0.02), "scale \(scale)")
    }

    @Test("Long pulls approach the floor (0.37) and never pass it; the scale only falls")
    func floor() {
        let drag = Self.model()
        var previous = CGFloat(1)
        for step in 1...400 {
            let scale = drag.scale(translation: CGPoint(x: 0, y: Double(step) * 5))
            #expect(scale <= previous && scale > 0.37, "step \(step)")
            previous = scale
        }
        #expect(drag.scale(translation: CGPoint(x: 0, y: 1e7)) < 0.38)
    }

    @Test(
        "Each gesture is still for its dead zone; a drag that took a moving zoom has none",
        arguments: ZoomDismissGesture.allCases)
    func deadZones(gesture: ZoomDismissGesture) {
        let zone = gesture.deadZone
        let drag = Self.model(gesture)
        let along = gesture == .edgeSwipe || gesture == .contentSwipe ? CGPoint(x: 1, y: 0) : CGPoint(x: 0, y: 1)
        let inside = CGPoint(x: along.x * zone, y: along.y * zone)
        #expect(drag.frame(translation: inside) == drag.start)
        let past = CGPoint(x: along.x * (zone + 4), y: along.y * (zone + 4))
        #expect(drag.scale(translation: past) < 1)
        let inFlight = Self.model(gesture, deadZone: ZoomDismissGesture.inFlightDeadZone)
        #expect(inFlight.scale(translation: CGPoint(x: along.x * 4, y: along.y * 4)) < 1)
    }

    @Test("Measured dead zones: pan 20 (16–20), edge 12, anywhere 18, pinch 8.7 pt; none in flight")
    func deadZoneValues() {
        #expect((16...20).contains(ZoomDismissGesture.pan.deadZone))
        #expect(ZoomDismissGesture.edgeSwipe.deadZone == 12)
        #expect(ZoomDismissGesture.contentSwipe.deadZone == 18)
        #expect(ZoomDismissGesture.pinch.deadZone == 8.7)
        #expect(ZoomDismissGesture.inFlightDeadZone == 0)
    }

    @Test("Pan: a sideways sweep moves the card rubber-banded (0.56 toward 0.9 W) and does not shrink it")
    func sideways() {
        let drag = Self.model()  // the dead zone is taken off along the axis: a sweep counts in full
        let measured: [(sweep: Double, card: Double)] = [(50, 26), (100, 49), (150, 69), (195, 85)]
        for (sweep, card) in measured {
            let down = drag.clipFrame(translation: CGPoint(x: 0, y: 200))
            let swept = drag.clipFrame(translation: CGPoint(x: sweep, y: 200))
            #expect(isApproximately(Double(swept.midX - down.midX), card, tolerance: 2), "sweep \(sweep)")
            #expect(drag.scale(translation: CGPoint(x: sweep, y: 0)) == 1)
            #expect(isApproximately(swept.width, down.width, tolerance: 1e-9))
        }
    }

    @Test("Pan: the grabbed point falls behind the finger by the cube of the travel (0/9/39/185 pt)")
    func pivotFall() {
        let drag = Self.model()
        let measured: [(fraction: Double, fall: Double)] = [(0.13, 0), (0.28, 9), (0.48, 39), (0.78, 185)]
        for (fraction, fall) in measured {
            let travel = fraction * 874
            let clip = drag.clipFrame(translation: CGPoint(x: 0, y: travel))
            // Where the grabbed point is: the touch's relative place in the card.
            let relative = (Self.touch.y - drag.start.clip.minY) / drag.start.clip.height
            let grabbed = clip.minY + relative * clip.height
            // Behind the finger by the dead zone (the card waited it out) plus the fall.
            let behind = Double(Self.touch.y) + travel - Double(grabbed) - drag.deadZone
            #expect(isApproximately(behind, fall, tolerance: 4), "at \(fraction) H: \(behind) pt behind")
        }
    }

    @Test("Swipes follow 1:1 sideways and 0.42 vertically, scaled about the touch-down point")
    func swipeFollow() {
        for rtl in [false, true] {
            let drag = Self.model(.edgeSwipe, deadZone: 0, isRightToLeft: rtl)
            let translation = CGPoint(x: rtl ? -150 : 150, y: 200)
            let clip = drag.clipFrame(translation: translation)
            let scale = drag.scale(translation: translation)
            #expect(scale < 1)
            // The touch-down point's relative place in the card sits at touch + (tx, 0.42 ty).
            let relX = (Self.touch.x - drag.start.clip.minX) / drag.start.clip.width
            let relY = (Self.touch.y - drag.start.clip.minY) / drag.start.clip.height
            expectApproximately(clip.minX + relX * clip.width, Self.touch.x + translation.x, tolerance: 1e-9)
            expectApproximately(clip.minY + relY * clip.height, Self.touch.y + 0.42 * 200, tolerance: 1e-9)
            // Moving away from the back does not shrink.
            #expect(drag.scale(translation: CGPoint(x: rtl ? 150 : -150, y: 0)) == 1)
        }
    }

    @Test("Dimming fades and the corner radius grows as the card shrinks")
    func dimmingAndCorners() {
        let drag = Self.model(deadZone: 0)
        var previousDimming = 1.0
        var previousRadius = CGFloat(0)
        for step in 1...40 {
            let translation = CGPoint(x: 0, y: Double(step) * 20)
            let dimming = drag.dimmingAlpha(translation: translation)
            let radius = drag.cornerRadius(translation: translation)
            #expect(dimming < previousDimming && dimming > 0)
            #expect(radius > previousRadius && radius < 32)
            previousDimming = dimming
            previousRadius = radius
        }
    }

    @Test(
        "The frame velocity is the time derivative of the dragged frame (within 1 pt/s)",
        arguments: [
            (CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 800)), (CGPoint(x: 40, y: 250), CGPoint(x: 120, y: 600)),
            (CGPoint(x: -30, y: 90), CGPoint(x: -400, y: -150)), (CGPoint(x: 0, y: -120), CGPoint(x: 50, y: -300)),
            (CGPoint(x: 200, y: 5), CGPoint(x: 0, y: 0)), (CGPoint(x: 0, y: 700), CGPoint(x: 0, y: 900)),
        ])
    func frameVelocity(translation: CGPoint, velocity: CGPoint) {
        let drag = Self.model()
        let h = 1e-5
        func clip(at time: Double) -> CGRect {
            drag.clipFrame(
                translation: CGPoint(x: translation.x + velocity.x * time, y: translation.y + velocity.y * time))
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
        let drag = ZoomDragModel(
            start: current, touchLocation: touch, containerSize: ZoomFixture.container.size,
            deadZone: ZoomDismissGesture.inFlightDeadZone)
        #expect(drag.frame(translation: .zero) == current)
        let moved = drag.frame(translation: CGPoint(x: 0, y: 100))
        #expect(contains(moved.content, moved.clip))
        let scale = moved.clip.width / current.clip.width
        expectApproximately(moved.content.width, current.content.width * scale, tolerance: 1e-9)
        expectApproximately(moved.contentScale, current.contentScale * scale, tolerance: 1e-12)
        #expect(moved.contentBlend == current.contentBlend)
    }
}
