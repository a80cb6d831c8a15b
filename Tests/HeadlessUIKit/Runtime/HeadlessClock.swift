#if os(Linux)
import Foundation

/// The single virtual clock behind every HeadlessUIKit timeline (Linux only; not part of UIKit).
///
/// Nothing in HeadlessUIKit reads wall-clock time. Animations, `CADisplayLink`, property animators,
/// "next run-loop turn" work and timers all run when a test advances this clock:
/// ```swift
/// source.present(presented, animated: true)
/// HeadlessClock.main.advance(by: 0)      // the next run-loop turn: the transition starts
/// HeadlessClock.main.advance(by: 0.25)   // half of a 0.5 s animation
/// HeadlessClock.main.runUntilIdle()      // everything settles
/// ```
/// Time starts at 0 and only moves forwards while a test runs (`HeadlessEnvironment.reset()` starts it
/// again from 0 between tests, when nothing is pending). Display links fire on a frame grid at multiples of
/// `1 / framesPerSecond` seconds; other work runs at exactly its due time.
@MainActor public final class HeadlessClock {
    /// The clock that UIKit's stand-ins and `CACurrentMediaTime()` use.
    public static let main = HeadlessClock()

    /// Virtual seconds since the clock started; `CACurrentMediaTime()` returns it.
    public private(set) var now: TimeInterval = 0 {
        didSet { mediaTimeStorage.store(now) }
    }

    /// Display refresh rate for `CADisplayLink`, in frames per second; default 60.
    ///
    /// Non-finite or non-positive values are ignored (the previous rate stays).
    public var framesPerSecond: Double = HeadlessClock.launchFramesPerSecond {
        didSet {
            if !(framesPerSecond.isFinite && framesPerSecond > 0) { framesPerSecond = oldValue }
            lastFrameIndex = Int((now * framesPerSecond).rounded(.down))
        }
    }

    /// The display refresh rate at launch, frames per second.
    static let launchFramesPerSecond: Double = 60

    /// Comparison slack for "due" checks, in seconds, so that sums like `0.1 + 0.2` still meet `0.3`.
    static let tolerance: TimeInterval = 1e-9

    /// Upper bound on work items run by one `advance(by:)`, to stop runaway self-rescheduling work.
    static let maximumItemsPerAdvance = 1_000_000

    private var timers: [ScheduledWork] = []
    private var nextSequence = 0
    private var lastFrameIndex = 0
    private var frameObservers = FrameObserverList()
    /// The render server's frame recordings (`HeadlessRenderServer`), sampled at every refresh.
    private var renderRecordings: [HeadlessRenderFrameRecording] = []
    /// Whether the simulated main thread is blocked (`HeadlessMainThread.stall(for:)`).
    private(set) var isMainThreadStalled = false

    init() {}

    /// Whether anything is still scheduled: timers, animations, next-run-loop work, or an unpaused display link.
    public var hasPendingWork: Bool {
        !timers.isEmpty || hasActiveFrameObservers
    }

    /// Runs `work` once `delay` seconds from now; a delay of 0 means "on the next run-loop turn".
    ///
    /// Negative or NaN delays count as 0; work scheduled for the same moment runs in scheduling order.
    public func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
        enqueue(after: delay, token: nil, work)
    }

    /// Schedules work and returns a token that can cancel it (runtime use). Work that is never cancelled
    /// should use `schedule(after:_:)`, which allocates no token.
    @discardableResult
    func scheduleCancellable(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void)
        -> HeadlessScheduledToken
    {
        let token = HeadlessScheduledToken()
        enqueue(after: delay, token: token, work)
        return token
    }

    /// Inserts one work item in (time, sequence) order. Items almost always go last (delay 0, or a later
    /// time than everything pending), so the search runs from the back; `timers` keeps its capacity, so
    /// steady scheduling does not allocate.
    private func enqueue(
        after delay: TimeInterval, token: HeadlessScheduledToken?, _ work: @escaping @MainActor () -> Void
    ) {
        let sanitized = delay.isNaN || delay < 0 ? 0 : delay
        let item = ScheduledWork(time: now + sanitized, sequence: nextSequence, token: token, work: work)
        nextSequence += 1
        var index = timers.count
        // Times within `tolerance` count as the same moment and keep scheduling order (FIFO), so a sum like
        // 12.3 + 0.1 lands with the work scheduled for 12.4 regardless of floating-point rounding.
        while index > 0, timers[index - 1].time > item.time + Self.tolerance { index -= 1 }
        if index == timers.count {
            timers.append(item)
        } else {
            timers.insert(item, at: index)
        }
    }

    /// Moves time forwards by `seconds`, running everything that falls due, in time order, frame by frame.
    ///
    /// Work scheduled while advancing runs too if it falls due within the interval (so `advance(by: 0)`
    /// runs all pending next-run-loop work, including work that it schedules with delay 0).
    /// Negative, NaN or infinite durations advance by 0.
    public func advance(by seconds: TimeInterval) {
        let step = seconds.isFinite && seconds > 0 ? seconds : 0
        let target = now + step
        // Frames fire in (now, target]: a frame at exactly `now` already fired or predates the links.
        lastFrameIndex = max(lastFrameIndex, Int((now * framesPerSecond + 1e-6).rounded(.down)))
        var budget = Self.maximumItemsPerAdvance
        while budget > 0, let next = nextEventTime(includingRenderFrames: true), next <= target + Self.tolerance {
            budget -= 1
            runEvent(at: next)
        }
        if target > now { now = target }
    }

    /// Advances until nothing is pending, or until `maximumDuration` seconds of virtual time have passed.
    ///
    /// An unpaused display link keeps the clock busy, so this then stops at the maximum.
    /// A negative or NaN maximum is treated as 0.
    public func runUntilIdle(maximumDuration: TimeInterval = 60) {
        let limit = maximumDuration.isNaN || maximumDuration < 0 ? 0 : maximumDuration
        let deadline = now + limit
        while let next = nextEventTime() {
            if next > deadline + Self.tolerance {
                if deadline > now { advance(by: deadline - now) }
                return
            }
            advance(by: max(0, next - now))
        }
    }

    /// What is pending, in words: the number of timers and next-turn items, and the types of the frame
    /// observers (display links, animators) that still want frames; empty when nothing is.
    var pendingWorkDescription: String {
        var parts: [String] = []
        if !timers.isEmpty { parts.append("\(timers.count) scheduled item(s)") }
        let observers = frameObservers.activeTypeNames()
        if !observers.isEmpty { parts.append("frames wanted by \(observers.joined(separator: ", "))") }
        return parts.joined(separator: " and ")
    }

    /// Starts the clock again from 0 at the launch frame rate, as a new launch would, when nothing is pending
    /// (`HeadlessEnvironment.reset()`); otherwise does nothing. Objects that kept times from before are inert
    /// then: no timer, animation or unpaused display link is left to read them.
    func restartIfIdle() {
        guard !hasPendingWork else { return }
        now = 0
        framesPerSecond = Self.launchFramesPerSecond
        lastFrameIndex = 0
    }

    // MARK: - Frame observers (display links)

    func addFrameObserver(_ observer: any HeadlessFrameObserver) {
        frameObservers.add(observer)
    }

    func removeFrameObserver(_ observer: any HeadlessFrameObserver) {
        frameObservers.remove(observer)
    }

    /// The time of the frame after the current one (for `CADisplayLink.targetTimestamp`).
    var nextFrameTime: TimeInterval {
        Double(nextFrameIndex) / framesPerSecond
    }

    /// Seconds per frame.
    var frameDuration: TimeInterval { 1 / framesPerSecond }

    private var hasActiveFrameObservers: Bool {
        frameObservers.hasActive()
    }

    private var nextFrameIndex: Int {
        let candidate = Int((now * framesPerSecond - 1e-6).rounded(.up))
        return max(candidate, lastFrameIndex + 1)
    }

    /// The next time something happens: a timer, a display-link frame, or (with `includingRenderFrames`,
    /// while a recording runs) a refresh the render server records. Recordings do not keep the clock busy:
    /// `runUntilIdle` and `hasPendingWork` ignore them.
    private func nextEventTime(includingRenderFrames: Bool = false) -> TimeInterval? {
        var timer: TimeInterval?
        if let first = timers.first { timer = max(first.time, now) }
        let wantsFrame = hasActiveFrameObservers || (includingRenderFrames && !renderRecordings.isEmpty)
        let frame = wantsFrame ? nextFrameTime : nil
        switch (timer, frame) {
        case let (t?, f?): return min(t, f)
        case let (t?, nil): return t
        case let (nil, f?): return f
        case (nil, nil): return nil
        }
    }

    private func runEvent(at time: TimeInterval) {
        if let first = timers.first, max(first.time, now) <= time + Self.tolerance {
            timers.removeFirst()
            if time > now { now = time }
            if first.token?.isCancelled != true { first.work() }
            return
        }
        let index = nextFrameIndex
        lastFrameIndex = index
        if time > now { now = time }
        // Observers in registration order; ones registered during this frame wait for the next.
        let limit = frameObservers.nextSequence
        var last = -1
        while let entry = frameObservers.nextActive(after: last, before: limit) {
            last = entry.sequence
            entry.observer.frameDidFire(index: index, timestamp: now, targetTimestamp: nextFrameTime)
        }
        recordRenderFrame(stalled: false)
    }

    // MARK: - Main-thread stalls and the render server

    /// Starts sampling `recording` at every refresh (`HeadlessRenderServer.record`).
    func addRenderRecording(_ recording: HeadlessRenderFrameRecording) {
        if !renderRecordings.contains(where: { $0 === recording }) { renderRecordings.append(recording) }
    }

    /// Stops sampling `recording`.
    func removeRenderRecording(_ recording: HeadlessRenderFrameRecording) {
        renderRecordings.removeAll { $0 === recording }
    }

    /// Stops every render-server recording (`HeadlessEnvironment.reset()`).
    func stopRenderRecordings() {
        for recording in renderRecordings { recording.stop() }
    }

    /// How many render-server recordings are running (for `HeadlessEnvironment.leftovers`).
    var renderRecordingCount: Int { renderRecordings.count }

    private func recordRenderFrame(stalled: Bool) {
        var index = 0
        while index < renderRecordings.count {
            renderRecordings[index].sample(at: now, stalled: stalled)
            index += 1
        }
    }

    /// Blocks the main thread for `seconds` (`HeadlessMainThread.stall(for:)`): time moves on and the render
    /// server draws every refresh in between, but no timer, next-turn work or display link runs. Then the
    /// late work runs, in time order, and display links that missed refreshes fire once, for the last refresh
    /// they missed (its time as `timestamp`, the next refresh's as `targetTimestamp`).
    func stallMainThread(for seconds: TimeInterval) {
        guard !isMainThreadStalled else { return }
        let end = now + (seconds.isFinite && seconds > 0 ? seconds : 0)
        lastFrameIndex = max(lastFrameIndex, Int((now * framesPerSecond + 1e-6).rounded(.down)))
        isMainThreadStalled = true
        var missed: (index: Int, time: TimeInterval)?
        while true {
            let index = nextFrameIndex
            let time = Double(index) / framesPerSecond
            guard time <= end + Self.tolerance else { break }
            lastFrameIndex = index
            if time > now { now = time }
            if hasActiveFrameObservers { missed = (index, time) }
            recordRenderFrame(stalled: true)
        }
        if end > now { now = end }
        isMainThreadStalled = false
        advance(by: 0)
        guard let missed else { return }
        let limit = frameObservers.nextSequence
        var last = -1
        while let entry = frameObservers.nextActive(after: last, before: limit) {
            last = entry.sequence
            entry.observer.frameDidFire(index: missed.index, timestamp: missed.time, targetTimestamp: nextFrameTime)
        }
    }
}

/// Something the clock calls on every frame while it wants frames (display links).
@MainActor protocol HeadlessFrameObserver: AnyObject {
    var wantsFrames: Bool { get }
    func frameDidFire(index: Int, timestamp: TimeInterval, targetTimestamp: TimeInterval)
}

/// Cancels one piece of scheduled work.
@MainActor final class HeadlessScheduledToken {
    private(set) var isCancelled = false
    func cancel() { isCancelled = true }
}

private struct ScheduledWork {
    let time: TimeInterval
    let sequence: Int
    /// `nil` for work that cannot be cancelled.
    let token: HeadlessScheduledToken?
    let work: @MainActor () -> Void
}
#endif
