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
        var recorder = GestureRecorder(options: options)
        let dt = recorder.dt
        recorder.motion.handle(
            .dragBegan(
                location: Self.edgeTouch, containerSize: Self.screen, behavior: .default, gesture: .edgeSwipe,
                at: recorder.time))
        let steps = max(Int((Self.edgeDuration / dt).rounded()), 1)
        for step in 1...steps {
            recorder.time += dt
            let fraction = CGFloat(Double(step) / Double(steps))
            let translation = CGPoint(x: Self.edgeTranslation.x * fraction, y: Self.edgeTranslation.y * fraction)
            recorder.motion.handle(.dragChanged(translation: translation, at: recorder.time))
            let past = Double(translation.x) > ZoomDragBehavior.default.edgeCommitDistance
            recorder.record(past ? "past commit line" : "edge swipe →", "drag")
        }
        let velocity = CGPoint(
            x: Self.edgeTranslation.x / Self.edgeDuration, y: Self.edgeTranslation.y / Self.edgeDuration)
        var decision = ZoomReleaseDecision.cancel
        if case .tracking(let model, _) = recorder.motion.state {
            decision = model.releaseDecision(translation: Self.edgeTranslation, velocity: velocity)
        }
        let finishes = decision == .finish
        recorder.motion.handle(
            .dragEnded(
                translation: Self.edgeTranslation, velocity: velocity, toward: recorder.geometry,
                dismissing: finishes, style: .spring, at: recorder.time))
        recorder.settle(finishes: finishes)
        self.init(
            spring: recorder.spring, springName: "flight ω 19 (edge swipe landing by release speed)",
            geometry: recorder.geometry, frames: recorder.frames, decision: decision, releaseVelocity: velocity)
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
