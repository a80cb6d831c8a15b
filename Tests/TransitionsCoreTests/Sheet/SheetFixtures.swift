import Foundation
import TransitionsCore

/// iPhone 15-like portrait screen: 393 × 852 pt, status bar 59 pt, home indicator 34 pt.
enum Phone {
    static let size = CGSize(width: 393, height: 852)
    static let insets = LayoutInsets(top: 59, left: 0, bottom: 34, right: 0)
    static let context = SheetLayoutContext(containerSize: size, safeAreaInsets: insets)
    static let layout = SheetLayout(context: context)
}

/// Builds motion metrics for detent heights on the phone layout.
func sheetMetrics(_ heights: [CGFloat], layout: SheetLayout = Phone.layout) -> SheetMetrics {
    let detents = heights.map { Detent.height($0) }
    let context = DetentResolutionContext(
        containerSize: layout.containerSize, safeAreaInsets: layout.safeAreaInsets,
        maximumDetentValue: layout.maximumDetentValue)
    return SheetMetrics(detents: DetentResolver.resolve(detents, in: context), layout: layout)
}

extension SheetMotion {
    /// Runs display frames at 60 Hz from `start` until the motion rests (or `limit` seconds pass);
    /// returns the frames' (time, height, velocity) and the last outcome.
    mutating func runFrames(from start: Double, limit: Double = 5) -> (
        frames: [(Double, Double, Double)], outcome: SheetMotionOutcome
    ) {
        var frames: [(Double, Double, Double)] = []
        var time = start
        var outcome = SheetMotionOutcome.none
        while needsFrames && time < start + limit {
            time += 1.0 / 60
            outcome = handle(.tick(at: time))
            frames.append((time, height, velocity))
        }
        return (frames, outcome)
    }
}
