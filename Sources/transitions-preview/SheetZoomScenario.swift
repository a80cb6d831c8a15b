import Foundation
import TransitionsCore

/// The sheet that grows out of a toolbar button and closes back into it, played through the core's
/// `SheetZoomMotion` as the UIKit layer drives it: a tap on the button grows the sheet to its smallest detent with
/// iOS 26's inset look, a rest, a drag down past the smallest detent, and a release that flies the sheet back into
/// the button at the finger's speed. iPhone-sized screen (393 × 852 pt, safe area 59 / 34 pt).
struct SheetZoomScenario {
    /// One frame: what the core draws, and a label.
    struct LabeledFrame {
        var time: Double
        var frame: SheetZoomFrame
        var hidesSource: Bool
        var label: String
        var group: String
    }

    static let screen = SheetScenario.screen
    /// The toolbar button the sheet grows out of: a 44 × 36 pt capsule at the navigation bar's trailing end.
    static let button = SheetZoomSource(frame: CGRect(x: 333, y: 63, width: 44, height: 36), cornerRadius: 18)
    /// How far the finger drags the sheet down, pt, and for how long, s.
    static let dragDistance = 260.0
    static let dragDuration = 0.3

    let context: SheetCompositionContext
    let frames: [LabeledFrame]
    /// The finger's speed when it lifts, pt/s (downward).
    var releaseSpeed: Double { Self.dragDistance / Self.dragDuration }

    init(options: Options) {
        let safeArea = SheetScenario.safeArea
        let layout = SheetLayout(context: SheetLayoutContext(containerSize: Self.screen, safeAreaInsets: safeArea))
        let detentContext = DetentResolutionContext(
            containerSize: Self.screen, safeAreaInsets: safeArea, maximumDetentValue: layout.maximumDetentValue)
        let detents = DetentResolver.resolve(options.detents.map(\.detent), in: detentContext)
        context = SheetCompositionContext(
            layout: layout, detents: detents, appearance: .inset, prefersGrabberVisible: true)
        let dt = 1 / options.framesPerSecond
        var motion = SheetZoomMotion(context: context)
        var time = 0.0
        var frames: [LabeledFrame] = []
        func record(_ label: String, _ group: String) {
            frames.append(
                LabeledFrame(
                    time: time, frame: motion.frame, hidesSource: motion.hidesSource, label: label, group: group))
        }
        func run(_ label: String, _ group: String) {
            let start = time
            while motion.needsFrames && time < start + 3 {
                time += dt
                motion.handle(.tick(time: time))
                record(label, group)
            }
        }
        func rest(_ duration: Double, _ label: String) {
            for _ in 0..<Int((duration / dt).rounded()) {
                time += dt
                motion.handle(.tick(time: time))
                record(label, "rest")
            }
        }
        record("tap button", "rest")
        motion.handle(.present(source: Self.button, time: time))
        run("grow", "present")
        rest(0.25, "sheet")
        motion.handle(.dragBegan(time: time, allowsDismissal: true))
        let steps = max(Int((Self.dragDuration / dt).rounded()), 1)
        for step in 1...steps {
            time += dt
            motion.handle(.dragChanged(translation: Self.dragDistance * Double(step) / Double(steps), time: time))
            motion.handle(.tick(time: time))
            record("drag ↓", "drag")
        }
        motion.handle(
            .dragEnded(
                velocity: CGPoint(x: 0, y: Self.dragDistance / Self.dragDuration), source: Self.button, time: time))
        run("into button", "dismiss")
        rest(0.15, "closed")
        self.frames = frames
    }
}
