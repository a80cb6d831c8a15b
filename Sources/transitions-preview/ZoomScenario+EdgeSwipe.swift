import Foundation
import TransitionsCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomScenario {
    /// Where the finger goes down for the back swipe (4 pt from the leading edge, mid-screen), how far it
    /// travels (right, with a slight drop), pt, and for how long, s.
    static let edgeTouch = CGPoint(x: 4, y: 430)
    static let edgeTranslation = CGPoint(x: 240, y: 30)
    static let edgeDuration = 0.6

    /// The zoom pushed from the tile, then swiped back from the leading edge and let go past the commit line:
    /// after the edge swipe's dead zone the card shrinks along the width and follows the finger
    /// (`ZoomDragModel` with `ZoomDismissGesture.edgeSwipe`), and the release lands it in the tile on the
    /// swipe's own landing spring (the core's `ZoomMotion`, as the UIKit layer drives it).
    init(edgeSwipeWith options: Options) {
        let bounds = CGRect(origin: .zero, size: Self.screen)
        let geometry = ZoomGeometry(
            source: Self.source, destination: bounds, containerBounds: bounds,
            sourceCornerRadius: CGFloat(Self.tileCornerRadius),
            destinationCornerRadius: CGFloat(Phone.screenCornerRadius))
        let spring = ZoomDeviceMotion.flightSpring
        let dt = 1 / options.framesPerSecond
        var frames: [LabeledFrame] = [LabeledFrame(time: 0, zoom: nil, label: "tap tile", group: "rest")]
        var motion = ZoomMotion()
        var time = 0.0
        func record(_ label: String, _ group: String) {
            frames.append(LabeledFrame(time: time, zoom: motion.frame, label: label, group: group))
        }
        motion.handle(.open(geometry, spring: spring, style: .spring, time: time))
        while motion.needsFrames && time < 3 {
            time += dt
            if case .landed(let landing) = motion.handle(.tick(time: time)) { motion.settleLanding(landing) }
            record("open", "present")
        }
        for _ in 0..<Int((0.25 / dt).rounded()) {
            time += dt
            record("presented", "rest")
        }
        motion.handle(
            .dragBegan(
                location: Self.edgeTouch, containerSize: Self.screen, behavior: .default, gesture: .edgeSwipe,
                time: time))
        let steps = max(Int((Self.edgeDuration / dt).rounded()), 1)
        for step in 1...steps {
            time += dt
            let fraction = CGFloat(Double(step) / Double(steps))
            let translation = CGPoint(x: Self.edgeTranslation.x * fraction, y: Self.edgeTranslation.y * fraction)
            motion.handle(.dragChanged(translation: translation, time: time))
            let past = Double(translation.x) > ZoomDragBehavior.default.edgeCommitDistance
            record(past ? "past commit line" : "edge swipe →", "drag")
        }
        let velocity = CGPoint(
            x: Self.edgeTranslation.x / Self.edgeDuration, y: Self.edgeTranslation.y / Self.edgeDuration)
        var decision = ZoomReleaseDecision.cancel
        if case .tracking(let model, _) = motion.state {
            decision = model.releaseDecision(translation: Self.edgeTranslation, velocity: velocity)
        }
        let finishes = decision == .finish
        motion.handle(
            .dragEnded(
                translation: Self.edgeTranslation, velocity: velocity, toward: geometry, dismissing: finishes,
                style: .spring, time: time))
        var landed = false
        while !landed && time < 10 {
            time += dt
            if case .landed(let landing) = motion.handle(.tick(time: time)) {
                motion.settleLanding(landing)
                landed = true
            }
            record(finishes ? "finish → tile" : "cancel → full screen", finishes ? "dismiss" : "settle")
        }
        for _ in 0..<Int((0.15 / dt).rounded()) {
            time += dt
            record(finishes ? "back in grid" : "presented", "rest")
        }
        self.init(
            spring: spring, springName: "flight ω 19 (edge swipe landing by release speed)", geometry: geometry,
            frames: frames, decision: decision, releaseVelocity: velocity)
    }
}

extension ZoomStrip {
    /// The edge swipe strip's heading.
    static var edgeSwipeHeading: Heading {
        let behavior = ZoomDragBehavior.default
        let move = ZoomScenario.edgeTranslation
        return Heading(
            title: "Zoom push: pushed from a tile → back swipe from the leading edge → pops back into the tile",
            description:
                "Zoom edge swipe film strip: push from a tile, swipe back from the leading edge past the commit "
                + "line, land back in the tile",
            subtitle: "Finger from the leading edge moves (\(SVG.number(Double(move.x))), "
                + "\(SVG.number(Double(move.y)))) pt in \(SVG.number(ZoomScenario.edgeDuration)) s · "
                + "\(SVG.number(ZoomDismissGesture.edgeSwipe.deadZone)) pt dead zone, then scale 1 − "
                + "\(SVG.number((1 - behavior.minimumScale) / ZoomDragLaw.linearRangeFraction, decimals: 3)) · t / W "
                + "following the finger · released with a projection past the "
                + "\(SVG.number(behavior.edgeCommitDistance)) pt commit line → lands · iPhone 393 × 852 pt")
    }
}
