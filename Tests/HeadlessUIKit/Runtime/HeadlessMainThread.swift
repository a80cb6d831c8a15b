#if os(Linux)
import Foundation

/// Linux-only: the simulated app's main thread, which a test can block (not UIKit API).
///
/// On a device, an app whose main thread is busy — a long layout, an image decoded synchronously — runs no
/// timer, no run-loop work and no display-link callback until it is free again, while Core Animation keeps
/// playing the animations already committed. Apple's Core Animation Programming Guide ("Core Animation
/// Basics", "Layer Trees Reflect Different Aspects of the Animation State"): "Objects in the presentation
/// tree contain the in-flight values for any running animations", and "Objects in the render tree perform
/// the actual animations and are private to Core Animation." UIKit's view animations are Core Animation
/// animations, so they keep moving too.
///
/// ```swift
/// HeadlessClock.main.advance(by: 0.1)        // mid-settle
/// HeadlessMainThread.stall(for: 0.05)        // a 50 ms stall: 3 refreshes at 60 Hz pass without the app
/// ```
/// `HeadlessRenderServer.record(_:)` shows what the screen showed at each of those refreshes.
@MainActor public enum HeadlessMainThread {
    /// Blocks the main thread for `duration` seconds of virtual time.
    ///
    /// During the stall `HeadlessClock.main` moves on and the render server draws every refresh (Core
    /// Animation animations and UIKit view animations at their own timing), but nothing of the app's runs:
    /// no `CADisplayLink` callback, no timer, no next-run-loop-turn work. When the stall ends, the work that
    /// fell due runs late, in time order, and each running display link fires once, for the last refresh it
    /// missed — as `CADisplayLink` does after missed frames: its `timestamp` ("The time interval that
    /// represents when the last frame displayed.") is that refresh's time, its `targetTimestamp` ("The time
    /// interval that represents when the next frame displays.") the next refresh's.
    ///
    /// A non-positive or non-finite duration stalls for 0 s (only the late work runs). Call it from the test,
    /// between clock advances; a call made while the thread is already stalled does nothing.
    public static func stall(for duration: TimeInterval) {
        HeadlessClock.main.stallMainThread(for: duration)
    }

    /// Whether the main thread is blocked right now (true only while `HeadlessRenderServer` records the
    /// refreshes inside a stall).
    public static var isStalled: Bool { HeadlessClock.main.isMainThreadStalled }
}
#endif
