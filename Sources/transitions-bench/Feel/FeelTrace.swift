#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Transitions

/// One scripted finger trace played into a real `SheetPresentationController` on HeadlessUIKit, with the
/// sheet's on-screen top edge (`presentedView.layer.presentation()`) recorded at every display refresh by
/// `HeadlessRenderServer` — refreshes inside a main-thread stall included.
@MainActor struct FeelTrace {
    /// What one trace measured; `nil` where the trace does not measure that figure.
    struct Result {
        var name: String
        /// The finger's speed when it lifted, pt/s (what the script moved it at).
        var releaseVelocity: Double?
        /// The sheet's speed at the release, pt/s: the slope at the release of the cubic through its position
        /// then and at the three refreshes after it (`FeelContext.slopeAtFirst`).
        var sheetVelocityAfterRelease: Double?
        /// How far the sheet went past where it came to rest, pt.
        var overshoot: Double?
        /// How far UIKit's springs go past that rest from this release, pt (`FeelContext.expectedOvershoot`).
        var expectedOvershoot: Double?
        /// From the release to the last refresh that shows the sheet more than 0.5 pt from where it comes to
        /// rest, ms.
        var settleTime: Double?
        /// How far the sheet moved while a finger rested on it (touch-down mid-settle), pt.
        var movedAfterTouchDown: Double?
        /// From the release until the sheet's top edge is below the window, ms.
        var offScreenTime: Double?
        /// Refreshes inside a main-thread stall that showed the same position as the one before.
        var frozenFrames: Int?

        /// Sheet velocity after the release over the finger's.
        var handOff: Double? {
            guard let finger = releaseVelocity, let sheet = sheetVelocityAfterRelease, finger != 0 else { return nil }
            return sheet / finger
        }
    }

    let name: String
    /// Plays the trace on the context's sheet (presented at medium), noting the release in the context.
    let play: @MainActor (_ context: FeelContext) -> Void

    /// Every sheet trace, in report order.
    static let all: [FeelTrace] = [
        // Slow, and far enough that large is the nearest stop, so the settle goes on the finger's way.
        FeelTrace(name: "slow drag up 280 pt in 1 s") { context in
            let drag = context.touchDown()
            drag.move(by: CGPoint(x: 0, y: -12), duration: 0.05, steps: 3)
            drag.move(by: CGPoint(x: 0, y: -280), duration: 1, steps: 60)
            context.release(drag, fingerVelocity: -280)
        },
        FeelTrace(name: "flick up 1,500 pt/s") { context in context.flick(velocity: -1_500) },
        FeelTrace(name: "flick down 1,500 pt/s from large") { context in
            context.selectLarge()
            context.flick(velocity: 1_500)
        },
        FeelTrace(name: "dismissal fling 1,000 pt/s") { context in
            context.flick(velocity: 1_000)
            context.measureOffScreen = true
        },
        FeelTrace(name: "direction reversal (up 100, down 60)") { context in
            let drag = context.touchDown()
            drag.move(by: CGPoint(x: 0, y: -12), duration: 0.05, steps: 3)
            drag.move(by: CGPoint(x: 0, y: -100), duration: 0.3, steps: 18)
            drag.move(by: CGPoint(x: 0, y: 60), duration: 0.1, steps: 6)
            context.release(drag, fingerVelocity: 600)
        },
        FeelTrace(name: "touch-down mid-settle, rests 100 ms") { context in
            context.flick(velocity: -1_000)
            HeadlessClock.main.advance(by: 0.1)
            context.restFinger(for: 0.1)
        },
        FeelTrace(name: "50 ms main-thread stall mid-settle") { context in
            context.flick(velocity: -1_000)
            HeadlessClock.main.advance(by: 0.05)
            HeadlessMainThread.stall(for: 0.05)
        },
    ]
}
#endif
