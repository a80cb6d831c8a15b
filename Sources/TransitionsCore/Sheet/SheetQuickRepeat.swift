import Foundation

/// UIKit's quick-repeat rule: a pan that begins in the sheet's scroll view within 0.4 s of the end of the previous
/// pan that moved the sheet, while the sheet is at rest, goes to the scroll view for its whole length, so a quick
/// second swipe scrolls the list instead of moving the sheet again (DEVICE-FACTS.md, "The sheet, as UIKit's code
/// defines it", quick repeat: `MinimumSheetSwipeInterval`).
///
/// Time is passed in (seconds, the caller's clock). The UIKit layer records each sheet-moving pan's end and asks at
/// the start of each scroll-view pan. Pure value, allocation-free.
package struct SheetQuickRepeat: Hashable, Sendable {
    /// When the last pan that moved the sheet ended; `nil` before any.
    package private(set) var lastSheetPanEnd: Double?

    package init() {}

    /// Whether a pan beginning `interval` seconds after the previous sheet pan ended goes to the scroll view:
    /// `0 ≤ interval < 0.4`. NaN, infinite or negative intervals (a clock that went back) do not.
    package static func goesToScrollView(sinceLastPanEnded interval: Double) -> Bool {
        interval.isFinite && interval >= 0 && interval < SheetDeviceMetrics.minimumSwipeInterval
    }

    /// Notes that a pan that moved the sheet ended at `time`. A non-finite time is ignored.
    package mutating func sheetPanEnded(at time: Double) {
        guard time.isFinite else { return }
        lastSheetPanEnd = time
    }

    /// Whether a scroll-view pan beginning at `time` goes to the scroll view for its whole length: the sheet is at
    /// rest and the previous sheet pan ended less than 0.4 s earlier.
    package func handsToScrollView(at time: Double, sheetIsResting: Bool) -> Bool {
        guard sheetIsResting, let last = lastSheetPanEnd else { return false }
        return Self.goesToScrollView(sinceLastPanEnded: time - last)
    }
}
