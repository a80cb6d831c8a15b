import Foundation
import TransitionsCore

/// An iPhone 17 portrait screen (402 × 874 pt, display corners 62 pt) with a sheet of two detents, and a toolbar
/// button near the top right to grow it out of.
enum SheetZoomFixture {
    static let size = CGSize(width: 402, height: 874)
    static let insets = LayoutInsets(top: 62, left: 0, bottom: 34, right: 0)
    static let layout = SheetLayout(context: SheetLayoutContext(containerSize: size, safeAreaInsets: insets))
    /// A 44 × 44 bar button with a capsule's corners.
    static let button = SheetZoomSource(frame: CGRect(x: 340, y: 70, width: 44, height: 44), cornerRadius: 22)

    static func context(
        _ heights: [CGFloat] = [300, 700], appearance: SheetAppearance = .edgeAttached,
        undimmed: Detent.Identifier? = nil
    ) -> SheetCompositionContext {
        SheetCompositionContext(
            layout: layout, detents: sheetMetrics(heights, layout: layout).detents,
            largestUndimmedDetentIdentifier: undimmed, appearance: appearance)
    }

    /// The plain sheet's frame at `height`.
    static func sheetFrame(_ height: Double, context: SheetCompositionContext = context()) -> CGRect {
        SheetComposition(height: height, velocity: 0, context: context).frame
    }
}

extension SheetZoomMotion {
    /// Runs display frames at 60 Hz from `start` until nothing moves (or `limit` seconds pass); returns each frame
    /// drawn and the last outcome that was not `.none`.
    mutating func run(from start: Double, limit: Double = 3) -> (frames: [SheetZoomFrame], outcome: SheetMotionOutcome)
    {
        var frames: [SheetZoomFrame] = []
        var time = start
        var outcome = SheetMotionOutcome.none
        while needsFrames && time < start + limit {
            time += 1.0 / 60
            let result = handle(.tick(time: time))
            if result != .none { outcome = result }
            frames.append(frame)
        }
        return (frames, outcome)
    }

    /// A sheet grown out of `source` and at rest on its detent at `time` 1.
    static func presented(
        context: SheetCompositionContext = SheetZoomFixture.context(), selectedIndex: Int = 0,
        source: SheetZoomSource = SheetZoomFixture.button
    ) -> SheetZoomMotion {
        var motion = SheetZoomMotion(context: context, selectedIndex: selectedIndex)
        motion.handle(.present(source: source, time: 0))
        _ = motion.run(from: 0)
        return motion
    }
}

/// The largest distance any edge of `a` is from `b`'s, pt.
func edgeDistance(_ a: CGRect, _ b: CGRect) -> CGFloat {
    max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.maxX - b.maxX), abs(a.maxY - b.maxY))
}
