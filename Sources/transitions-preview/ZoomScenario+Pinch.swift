import Foundation
import TransitionsCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomScenario {
    /// Where the two fingers start and how they move: 200 pt apart about the screen's middle, closing to 35 % of
    /// that and turning a fifth of a turn over `pinchDuration`.
    static let pinchFocal = CGPoint(x: 196, y: 430)
    static let pinchFingerSpacing = 200.0
    static let pinchEndScale = 0.35
    static let pinchEndRotation = 0.45
    static let pinchDuration = 0.4

    /// The zoom opened from the tile, then pinched closed with a turn and let go: the card chases the fingers
    /// (`ZoomPinchModel`) and lands in the tile, un-turning (the core's `ZoomMotion`, as the UIKit layer
    /// drives it).
    init(pinchWith options: Options) {
        var recorder = GestureRecorder(options: options)
        let dt = recorder.dt
        let steps = max(Int((Self.pinchDuration / dt).rounded()), 1)
        var began = false
        for step in 1...steps {
            recorder.time += dt
            let fraction = Double(step) / Double(steps)
            let scale = 1 + (Self.pinchEndScale - 1) * fraction
            let rotation = Self.pinchEndRotation * fraction
            if !began, ZoomPinchModel.begins(fingerScale: scale, startDistance: Self.pinchFingerSpacing) {
                recorder.motion.handle(
                    .pinchBegan(fingerScale: scale, rotation: rotation, focal: Self.pinchFocal, at: recorder.time))
                began = true
            } else if began {
                recorder.motion.handle(
                    .pinchChanged(fingerScale: scale, rotation: rotation, focal: Self.pinchFocal, at: recorder.time))
            }
            recorder.record("pinch ↘︎ turn", "drag")
        }
        var decision = ZoomReleaseDecision.cancel
        if case .pinching(let model) = recorder.motion.state { decision = model.releaseDecision() }
        let finishes = decision == .finish
        recorder.motion.handle(
            .pinchEnded(toward: recorder.geometry, dismissing: finishes, style: .spring, at: recorder.time))
        recorder.settle(finishes: finishes)
        self.init(
            spring: recorder.spring, springName: "flight ω 19 (pinch landing ω 16.5)", geometry: recorder.geometry,
            frames: recorder.frames, decision: decision, releaseVelocity: .zero)
    }

    /// A scenario from its parts.
    init(
        spring: SpringCurve, springName: String, geometry: ZoomGeometry, frames: [LabeledFrame],
        decision: ZoomReleaseDecision, releaseVelocity: CGPoint
    ) {
        self.spring = spring
        self.springName = springName
        self.geometry = geometry
        self.frames = frames
        self.decision = decision
        self.releaseVelocity = releaseVelocity
    }
}

extension ZoomStrip {
    /// The pinch strip's heading.
    static var pinchHeading: Heading {
        Heading(
            title: "Zoom: open from a tile → pinch closed with a turn → lands back in the tile, un-turning",
            description: "Zoom pinch film strip: open from a tile, pinch closed with a turn, land back in the tile",
            subtitle: "Fingers \(SVG.number(ZoomScenario.pinchFingerSpacing)) pt apart close to "
                + "\(SVG.number(ZoomScenario.pinchEndScale, decimals: 2)) of that, turning "
                + "\(SVG.number(ZoomScenario.pinchEndRotation, decimals: 2)) rad in "
                + "\(SVG.number(ZoomScenario.pinchDuration)) s · 8.7 pt dead zone, ω 45 chase · released below half "
                + "the fingers' distance → lands (ω 16.5, ζ 0.67) · iPhone 393 × 852 pt")
    }
}
