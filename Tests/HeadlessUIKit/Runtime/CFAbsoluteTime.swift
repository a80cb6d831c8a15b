#if os(Linux)
import Foundation

/// Seconds since 1 January 2001 00:00 UTC (Core Foundation's `CFAbsoluteTime`; Linux Foundation does not
/// export Core Foundation).
public typealias CFAbsoluteTime = Double

/// The current absolute time on the virtual clock: `CACurrentMediaTime()` seconds after the reference
/// date (HeadlessUIKit never reads the wall clock), so elapsed times measured with it follow
/// `HeadlessClock.main`. Callable from any isolation domain.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    CACurrentMediaTime()
}
#endif
