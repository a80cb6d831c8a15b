import Foundation
import TransitionsCore

/// The sheet's per-frame work in the core: a drag frame, a settle frame, a release, layout and dimming.
///
/// The set-up is an iPhone-15-like portrait screen (393 × 852 pt, safe area 59/34 pt) with detents
/// medium (≈ 374 pt) and large (749 pt), undimmed up to medium, as the UIKit-layer benchmarks use.
enum SheetBenchmarks {
    static let layout = SheetLayout(
        context: SheetLayoutContext(
            containerSize: CGSize(width: 393, height: 852), safeAreaInsets: LayoutInsets(top: 59, bottom: 34)))
    static let resolution = DetentResolver.resolve(
        [.medium(), .large()],
        in: DetentResolutionContext(
            containerSize: layout.containerSize, safeAreaInsets: layout.safeAreaInsets,
            maximumDetentValue: layout.maximumDetentValue))
    static let metrics = SheetMetrics(detents: resolution, layout: layout)
    static let dimming = SheetDimming(
        detents: resolution, largestUndimmedDetentIdentifier: .medium, hiddenHeight: Double(layout.hiddenHeight))

    /// A sheet resting on medium with a finger down (dismissal allowed): the state a release starts from.
    static let tracking: SheetMotion = {
        var motion = SheetMotion.resting(metrics: metrics, selectedIndex: 0)
        motion.handle(.dragBegan(at: 0, allowsDismissal: true))
        motion.handle(.dragChanged(translation: -120, at: 0.1))
        return motion
    }()

    /// A finger going up and down: translation from +150 pt (toward dismissal) to −426 pt (rubber-banding
    /// above large) and back, in 64 steps each way.
    @inline(__always) static func dragTranslation(_ i: Int) -> Double {
        let phase = i & 127
        let step = phase < 64 ? phase : 128 - phase
        return 150 - 9 * Double(step)
    }

    /// The position the UIKit layer derives from the motion on every frame.
    @inline(__always) static func position(_ motion: SheetMotion) -> SheetPosition {
        SheetPosition(
            height: motion.height, velocity: motion.velocity, metrics: motion.metrics, layout: layout,
            dimming: dimming)
    }

    /// The benchmarks, in report order.
    static let all: [Benchmark] = [
        .batch("sheet.drag-frame (dragChanged + SheetPosition)") { iterations in
            var motion = SheetMotion.resting(metrics: metrics, selectedIndex: 0)
            motion.handle(.dragBegan(at: 0, allowsDismissal: true))
            for i in 0..<iterations {
                motion.handle(.dragChanged(translation: dragTranslation(i), at: Double(i + 1) / 120))
                blackHole(position(motion))
            }
        },
        .batch("sheet.settle-frame (.tick)") { iterations in
            var motion = SheetMotion.resting(metrics: metrics, selectedIndex: 0)
            var time = 0.0
            for _ in 0..<iterations {
                // A settle between medium and large, restarted whenever it comes to rest (amortized).
                if !motion.needsFrames {
                    motion.handle(.selectDetent(index: 1 - motion.selectedIndex, animated: true, at: time))
                }
                time += 1.0 / 120
                blackHole(motion.handle(.tick(at: time)))
            }
        },
        .batch("sheet.settle-frame (.tick + SheetPosition)") { iterations in
            var motion = SheetMotion.resting(metrics: metrics, selectedIndex: 0)
            var time = 0.0
            for _ in 0..<iterations {
                if !motion.needsFrames {
                    motion.handle(.selectDetent(index: 1 - motion.selectedIndex, animated: true, at: time))
                }
                time += 1.0 / 120
                motion.handle(.tick(at: time))
                blackHole(position(motion))
            }
        },
        Benchmark("sheet.release-decision (SheetSnapping.target)") { i in
            blackHole(
                SheetSnapping.target(
                    height: 200 + Double(i & 511), velocity: Double(i & 1023) * 4 - 2048, metrics: metrics,
                    includesDismissal: true, behavior: .default))
        },
        Benchmark("sheet.release (handle(.dragEnded): target + spring)") { i in
            var motion = tracking
            blackHole(motion.handle(.dragEnded(velocity: Double(i & 1023) * 4 - 2048, at: 0.2)))
            blackHole(motion.height)
        },
        Benchmark("sheet.layout.frame(forHeight:)") { i in
            blackHole(layout.frame(forHeight: CGFloat(i & 1023) - 100, restingHeight: 374))
        },
        Benchmark("sheet.dimming.alpha(atHeight:)") { i in
            blackHole(dimming.alpha(atHeight: Double(i & 1023) - 100))
        },
        Benchmark("sheet.composition (SheetComposition: a whole frame, receding, pushed back, footer)") { i in
            blackHole(
                SheetComposition(
                    height: Double(i & 1023) - 100, velocity: 0, context: compositionContext,
                    surroundings: surroundings))
        },
    ]

    /// The composition's inputs: the set-up above, a presenter that recedes, a sheet in front, a footer.
    static let compositionContext = SheetCompositionContext(
        layout: layout, detents: resolution, largestUndimmedDetentIdentifier: .medium, prefersGrabberVisible: true)
    static let surroundings = SheetSurroundings(
        pushedBack: 0.5, presenterRestFrame: CGRect(x: 0, y: 0, width: 393, height: 852), footerHeight: 60)
}
