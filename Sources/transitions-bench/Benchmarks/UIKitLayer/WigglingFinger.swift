#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit

/// The finger of the pan-event benchmarks: held down, first moved 12 pt (past a pan's 10 pt hysteresis), then
/// 4 pt a display frame, turning every 64 frames, so it never rubber-bands, dismisses or lets go. `direction` is
/// the sign of the first move: −1 drags up (a sheet toward its larger detent), +1 down (a zoom toward its source).
@MainActor struct WigglingFinger {
    /// The simulated finger (ended or cancelled by the fixture's tear-down).
    let drag: SimulatedDrag
    private let direction: CGFloat
    private var step = 0

    /// Puts a finger down at `point` in `window` and moves it past the pan's hysteresis.
    init(in window: UIWindow, at point: CGPoint, direction: CGFloat) {
        self.direction = direction
        drag = window.beginSimulatedDrag(at: point)
        drag.move(by: CGPoint(x: 0, y: 12 * direction), duration: BenchStage.frame)
    }

    /// One display frame's move.
    mutating func move() {
        step += 1
        drag.move(by: CGPoint(x: 0, y: ((step & 64) == 0 ? 4 : -4) * direction), duration: BenchStage.frame)
    }
}
#endif
