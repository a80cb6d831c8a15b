#if os(Linux)
import Foundation

/// A time interval in seconds, as Core Foundation declares it (Linux Foundation lacks it).
public typealias CFTimeInterval = Double

/// The current media time in seconds: the virtual time of `HeadlessClock.main` (Core Animation's function).
///
/// Callable from any isolation domain, like the QuartzCore function; never reads the wall clock.
public func CACurrentMediaTime() -> CFTimeInterval {
    mediaTimeStorage.load()
}

/// Thread-safe mirror of `HeadlessClock.main.now`, so that the non-isolated `CACurrentMediaTime()` can read it.
final class MediaTimeStorage: @unchecked Sendable {
    private let lock = NSLock()
    private var value: TimeInterval = 0

    func load() -> TimeInterval {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func store(_ newValue: TimeInterval) {
        lock.lock()
        value = newValue
        lock.unlock()
    }
}

let mediaTimeStorage = MediaTimeStorage()
#endif
