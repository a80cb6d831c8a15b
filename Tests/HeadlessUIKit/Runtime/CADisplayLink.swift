#if os(Linux)
import Foundation

/// A timer synchronized with the display's refresh (QuartzCore's `CADisplayLink`), firing on the frame grid
/// of `HeadlessClock.main`.
///
/// Not main-actor isolated and not Sendable, as in QuartzCore; use it on the main thread. Linux cannot
/// perform selectors, so `init(target:selector:)` only records them: use `init(headlessHandler:)`.
/// While added to a run loop (and until `invalidate()`), the clock retains the link, as the run loop does.
open class CADisplayLink: NSObject {
    private let target: Any?
    private let selector: Selector?
    private var handler: (@MainActor (CADisplayLink) -> Void)?
    private var registration: DisplayLinkRegistration?
    private var pausedStorage = false

    /// A link that would call `sel` on `target` every frame (recorded only on Linux; the target is retained).
    public init(target: Any, selector sel: Selector) {
        self.target = target
        self.selector = sel
        super.init()
    }

    init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.target = nil
        self.selector = nil
        self.handler = handler
        super.init()
    }

    /// The time of the last frame, in `CACurrentMediaTime()` seconds; 0 before the first frame.
    open internal(set) var timestamp: CFTimeInterval = 0

    /// The time of the next frame, in seconds.
    open internal(set) var targetTimestamp: CFTimeInterval = 0

    /// Seconds between frames at the clock's refresh rate.
    open internal(set) var duration: CFTimeInterval = 1.0 / 60

    /// Whether frames are suspended; default `false`.
    open var isPaused: Bool {
        get { pausedStorage }
        set {
            guard newValue != pausedStorage else { return }
            pausedStorage = newValue
            HeadlessFrameObserverChanges.bump()
        }
    }

    /// Desired frames per second; 0 (default) means the display's rate (iOS 10+).
    open var preferredFramesPerSecond: Int = 0

    /// Desired frame-rate range (iOS 15+); its `preferred` rate, when set, wins over `preferredFramesPerSecond`.
    open var preferredFrameRateRange: CAFrameRateRange = .default

    /// Starts delivering frames (the mode is ignored: every mode fires).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        nonisolated(unsafe) let link = self
        MainActor.assumeIsolated {
            guard link.registration == nil else { return }
            let entry = DisplayLinkRegistration(link: link)
            link.registration = entry
            HeadlessClock.main.addFrameObserver(entry)
            link.duration = HeadlessClock.main.frameDuration
            link.targetTimestamp = HeadlessClock.main.nextFrameTime
        }
    }

    /// Stops delivering frames for `mode` (here: for every mode).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        invalidate()
    }

    /// Stops the link for good and releases it from the clock.
    open func invalidate() {
        nonisolated(unsafe) let link = self
        MainActor.assumeIsolated {
            if let registration = link.registration { HeadlessClock.main.removeFrameObserver(registration) }
            link.registration = nil
            link.handler = nil
        }
    }

    /// Frames between callbacks for the preferred rate.
    @MainActor var frameInterval: Int {
        let rate = preferredFrameRateRange.preferred.map(Double.init) ?? Double(preferredFramesPerSecond)
        guard rate > 0 else { return 1 }
        return max(1, Int((HeadlessClock.main.framesPerSecond / rate).rounded()))
    }

    @MainActor func fire(index: Int, timestamp: TimeInterval, targetTimestamp: TimeInterval) {
        guard index % frameInterval == 0 else { return }
        self.timestamp = timestamp
        self.targetTimestamp = targetTimestamp
        duration = HeadlessClock.main.frameDuration
        handler?(self)
    }

    var isPausedForClock: Bool { pausedStorage }
}

extension CADisplayLink {
    /// Linux-only: a link that calls `headlessHandler` every frame (the closure stand-in for target–action).
    public convenience init(headlessHandler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.init(handler: headlessHandler)
    }
}

/// The clock's strong reference to an added link.
@MainActor private final class DisplayLinkRegistration: HeadlessFrameObserver {
    let link: CADisplayLink

    init(link: CADisplayLink) {
        self.link = link
    }

    var wantsFrames: Bool { !link.isPausedForClock }

    func frameDidFire(index: Int, timestamp: TimeInterval, targetTimestamp: TimeInterval) {
        link.fire(index: index, timestamp: timestamp, targetTimestamp: targetTimestamp)
    }
}

/// A range of frame rates (QuartzCore's `CAFrameRateRange`, iOS 15+).
public struct CAFrameRateRange: Equatable, Sendable {
    /// The lowest acceptable rate, in frames per second.
    public var minimum: Float
    /// The highest acceptable rate, in frames per second.
    public var maximum: Float
    /// The preferred rate, if any.
    public var preferred: Float?

    /// A range with an optional preferred rate.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The default range: no preference (the display's rate).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}
#endif
