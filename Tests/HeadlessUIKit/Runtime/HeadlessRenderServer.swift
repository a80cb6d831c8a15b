#if os(Linux)
import Foundation

/// Linux-only: what the render server puts on screen at each display refresh (not UIKit API).
///
/// Core Animation draws every refresh from the presentation tree, whether or not the app's main thread is
/// free (see `HeadlessMainThread`). A recording samples a value at each refresh of `HeadlessClock.main` —
/// read it from presentation values (`layer.presentation()`), the values on screen — including the
/// refreshes inside `HeadlessMainThread.stall(for:)`, so a test can count the frames a stall froze:
/// ```swift
/// let recording = HeadlessRenderServer.record { sheetView.layer.presentation()?.frame.minY ?? 0 }
/// HeadlessMainThread.stall(for: 0.05)
/// #expect(recording.frozenFramesDuringStalls == 0)
/// recording.stop()
/// ```
/// Recordings do not keep the clock busy (`runUntilIdle` returns as without one) and are sampled after the
/// display links of the same refresh. The sample closure runs on the test's thread and must only read
/// presentation values (the real render server runs no app code). Stop a recording before the test ends.
@MainActor public enum HeadlessRenderServer {
    /// Starts recording `value` at every refresh from the next one on.
    public static func record(_ value: @escaping @MainActor () -> Double) -> HeadlessRenderFrameRecording {
        let recording = HeadlessRenderFrameRecording(value: value)
        HeadlessClock.main.addRenderRecording(recording)
        return recording
    }
}

/// The values one `HeadlessRenderServer.record(_:)` saw, one per display refresh (Linux-only).
@MainActor public final class HeadlessRenderFrameRecording {
    /// One refresh: its time on `HeadlessClock.main` (seconds), the value on screen, and whether the main
    /// thread was stalled then.
    public struct Frame: Equatable, Sendable {
        /// The refresh's time, seconds.
        public let time: TimeInterval
        /// The sampled value.
        public let value: Double
        /// Whether `HeadlessMainThread.stall(for:)` was blocking the main thread at this refresh.
        public let duringStall: Bool
    }

    /// The refreshes recorded so far, oldest first.
    public private(set) var frames: [Frame] = []
    /// Whether the recording still samples refreshes.
    public private(set) var isRecording = true
    private let value: @MainActor () -> Double

    init(value: @escaping @MainActor () -> Double) {
        self.value = value
        frames.reserveCapacity(256)
    }

    /// Stops sampling (the frames stay readable). Stopping twice changes nothing.
    public func stop() {
        guard isRecording else { return }
        isRecording = false
        HeadlessClock.main.removeRenderRecording(self)
    }

    /// Frames during a stall whose value equals the previous frame's within `tolerance` (default 1e-6):
    /// what a user saw standing still while the main thread was blocked. Meaningful while the recorded
    /// motion should be moving (a value at rest is equal from frame to frame anyway).
    public func frozenFramesDuringStalls(tolerance: Double = 1e-6) -> Int {
        var count = 0
        var index = 1
        while index < frames.count {
            if frames[index].duringStall, abs(frames[index].value - frames[index - 1].value) <= tolerance { count += 1 }
            index += 1
        }
        return count
    }

    /// The largest change between two consecutive frames (a jump after a stall shows here), in the value's
    /// units; 0 with fewer than two frames.
    public var largestStep: Double {
        var largest = 0.0
        var index = 1
        while index < frames.count {
            largest = max(largest, abs(frames[index].value - frames[index - 1].value))
            index += 1
        }
        return largest
    }

    func sample(at time: TimeInterval, stalled: Bool) {
        frames.append(Frame(time: time, value: value(), duringStall: stalled))
    }
}
#endif
