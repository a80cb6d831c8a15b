import Foundation
import Testing
import TransitionsCore

/// UIKit's quick-repeat rule: a pan within 0.4 s of the last sheet pan, the sheet at rest, goes to the scroll view.
@Suite("Sheet quick repeat")
struct SheetQuickRepeatTests {
    @Test("Within 0.4 s of the last sheet pan and at rest: the scroll view; otherwise the sheet")
    func interval() {
        var rule = SheetQuickRepeat()
        #expect(!rule.handsToScrollView(at: 10, sheetIsResting: true), "no pan before")
        rule.sheetPanEnded(at: 10)
        #expect(rule.handsToScrollView(at: 10.1, sheetIsResting: true))
        #expect(rule.handsToScrollView(at: 10.399, sheetIsResting: true))
        #expect(!rule.handsToScrollView(at: 10.4, sheetIsResting: true))
        #expect(!rule.handsToScrollView(at: 10.1, sheetIsResting: false), "a moving sheet is grabbed as usual")
    }

    @Test("Bad times never hand a pan to the scroll view, and never crash")
    func badInput() {
        var rule = SheetQuickRepeat()
        rule.sheetPanEnded(at: .nan)
        #expect(rule.lastSheetPanEnd == nil)
        rule.sheetPanEnded(at: 5)
        for time in [Double.nan, .infinity, -.infinity, 4.9] {
            #expect(!rule.handsToScrollView(at: time, sheetIsResting: true), "\(time)")
        }
        #expect(!SheetQuickRepeat.goesToScrollView(sinceLastPanEnded: -0.1))
    }
}
