import Foundation
import TransitionsCore

/// The per-frame work of a sheet that grows out of a button (`SheetZoomMotion`): a frame of the opening, a frame of
/// the closing into the button, a frame of a card a drag took in flight becoming the sheet (`SheetZoomCatchUp`), and
/// a drag released to dismiss into it (to compare with `sheet.release`).
///
/// The sheet set-up is `SheetBenchmarks`' (393 × 852 pt, medium and large, undimmed up to medium) in the inset
/// appearance; the button is a 44 × 36 pt capsule in the navigation bar.
enum SheetZoomBenchmarks {
    static let context = SheetCompositionContext(
        layout: SheetBenchmarks.layout, detents: SheetBenchmarks.resolution, largestUndimmedDetentIdentifier: .medium,
        appearance: .inset, prefersGrabberVisible: true)
    static let button = SheetZoomSource(frame: CGRect(x: 333, y: 63, width: 44, height: 36), cornerRadius: 18)

    /// A sheet grown out of the button and at rest on medium.
    static let presented: SheetZoomMotion = {
        var motion = SheetZoomMotion(context: context)
        motion.handle(.present(source: button, time: 0))
        var time = 0.0
        while motion.needsFrames && time < 3 {
            time += 1.0 / 120
            motion.handle(.tick(time: time))
        }
        return motion
    }()

    /// The presented sheet under a finger 120 pt below medium: the state a release starts from.
    static let tracking: SheetZoomMotion = {
        var motion = presented
        motion.handle(.dragBegan(time: 3, allowsDismissal: true))
        motion.handle(.dragChanged(translation: 120, time: 3.1))
        return motion
    }()

    /// The card a drag takes eight frames (120 Hz) into the opening, held at its top edge.
    static let catchUp: SheetZoomCatchUp = {
        var motion = SheetZoomMotion(context: context)
        motion.handle(.present(source: button, time: 0))
        for i in 1...8 { motion.handle(.tick(time: Double(i) / 120)) }
        let card = motion.frame
        return SheetZoomCatchUp(
            card: card, sheetHeight: SheetZoomCatchUp.grabHeight(card: card.clip, context: context), time: 0,
            context: context, surroundings: SheetSurroundings())
    }()

    /// The benchmarks, in report order.
    static let all: [Benchmark] = [
        .batch("sheet-zoom.opening-frame (.tick + frame)") { iterations in
            var motion = SheetZoomMotion(context: context)
            var time = 0.0
            for _ in 0..<iterations {
                if !motion.needsFrames {  // restarted when the card has become the sheet (amortized)
                    motion = SheetZoomMotion(context: context)
                    motion.handle(.present(source: button, time: time))
                }
                time += 1.0 / 120
                motion.handle(.tick(time: time))
                blackHole(motion.frame)
            }
        },
        .batch("sheet-zoom.closing-frame (.tick + frame)") { iterations in
            var motion = presented
            var time = 3.0
            for _ in 0..<iterations {
                if !motion.needsFrames {  // restarted when the card has landed in the button (amortized)
                    motion = presented
                    motion.handle(.dismiss(source: button, time: time))
                }
                time += 1.0 / 120
                motion.handle(.tick(time: time))
                blackHole(motion.frame)
            }
        },
        Benchmark("sheet-zoom.catch-up-frame (a card a drag took, over the sheet)") { i in
            let time = Double(i & 31) / 120  // the first quarter second, where the morph plays
            blackHole(
                catchUp.frame(
                    height: catchUp.grabHeight - Double(i & 63), velocity: -600, time: time, context: context,
                    surroundings: SheetSurroundings()))
        },
        Benchmark("sheet-zoom.release (handle(.dragEnded) into the source)") { i in
            var motion = tracking
            blackHole(
                motion.handle(
                    .dragEnded(velocity: CGPoint(x: 0, y: Double(i & 1023) * 4 - 2048), source: button, time: 3.2)))
            blackHole(motion.sheet.height)
        },
    ]
}
