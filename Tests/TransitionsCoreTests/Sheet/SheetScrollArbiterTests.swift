import Foundation
import Testing
import TransitionsCore

@Suite("Scroll view and sheet arbitration")
struct SheetScrollArbiterTests {
    @Test("Finger up expands a sheet below its largest detent, then hands over to the content")
    func expandThenScroll() {
        var arbiter = SheetScrollArbiter()
        #expect(arbiter.route(delta: -20, sheetHeight: 400, largestHeight: 700, contentIsAtTop: true) == .sheet)
        #expect(arbiter.sheetTranslation == -20)
        #expect(arbiter.route(delta: -20, sheetHeight: 700, largestHeight: 700, contentIsAtTop: true) == .content)
        #expect(arbiter.sheetTranslation == -20)
    }

    @Test("A list scrolled away from its top scrolls on finger up; the sheet expands only once a list is at its top")
    func expandOnlyAtTop() {
        // The iOS 26.2 SDK header: "If there is a larger detent to expand to than the selected detent, and a
        // descendent scroll view is scrolled to top, this controls whether scrolling … will expand".
        var arbiter = SheetScrollArbiter()
        #expect(arbiter.route(delta: -20, sheetHeight: 400, largestHeight: 700, contentIsAtTop: false) == .content)
        #expect(arbiter.sheetTranslation == 0)
        #expect(arbiter.route(delta: -20, sheetHeight: 400, largestHeight: 700, contentIsAtTop: true) == .sheet)
        // Once the sheet moves, it keeps following the finger even if the list's offset leaves its top.
        #expect(arbiter.route(delta: -20, sheetHeight: 420, largestHeight: 700, contentIsAtTop: false) == .sheet)
        #expect(arbiter.sheetTranslation == -40)
    }

    @Test("Without scrolling-expands, finger up scrolls the content at any detent")
    func noExpand() {
        var arbiter = SheetScrollArbiter(prefersScrollingExpandsWhenScrolledToEdge: false)
        #expect(arbiter.route(delta: -20, sheetHeight: 400, largestHeight: 700, contentIsAtTop: true) == .content)
    }

    @Test("Finger down scrolls content back to the top first, then pulls the sheet (dismiss only at top)")
    func scrollThenPull() {
        var arbiter = SheetScrollArbiter()
        #expect(arbiter.route(delta: 30, sheetHeight: 700, largestHeight: 700, contentIsAtTop: false) == .content)
        #expect(arbiter.route(delta: 30, sheetHeight: 700, largestHeight: 700, contentIsAtTop: true) == .sheet)
        #expect(arbiter.route(delta: 15, sheetHeight: 670, largestHeight: 700, contentIsAtTop: true) == .sheet)
        #expect(arbiter.sheetTranslation == 45)
    }

    @Test("A sheet being pulled down follows the finger back up even when scrolling does not expand")
    func reversal() {
        var arbiter = SheetScrollArbiter(prefersScrollingExpandsWhenScrolledToEdge: false)
        arbiter.route(delta: 40, sheetHeight: 400, largestHeight: 700, contentIsAtTop: true)
        #expect(arbiter.route(delta: -10, sheetHeight: 360, largestHeight: 700, contentIsAtTop: true) == .sheet)
        #expect(arbiter.sheetTranslation == 30)
        arbiter.reset()
        #expect(arbiter.sheetTranslation == 0)
        #expect(!arbiter.isMovingSheet)
    }

    @Test("Non-finite movement is treated as no movement")
    func nonFinite() {
        var arbiter = SheetScrollArbiter()
        #expect(arbiter.route(delta: .nan, sheetHeight: 400, largestHeight: 700, contentIsAtTop: true) == .content)
        #expect(arbiter.sheetTranslation == 0)
    }
}

@Suite("Scroll view to sheet hand-off")
struct SheetScrollHandOffTests {
    @Test("A list scrolled down gives a downward pan to the sheet once at its top, measured from the hand-over")
    func pullDownFromTop() {
        var arbiter = SheetScrollArbiter()
        arbiter.panBegan(isQuickRepeat: false)
        let scrolling = arbiter.panChanged(translation: 20, offset: 20, top: 0, sheetHeight: 700, largestHeight: 700)
        let handOver = arbiter.panChanged(translation: 45, offset: 0, top: 0, sheetHeight: 700, largestHeight: 700)
        let dragging = arbiter.panChanged(translation: 60, offset: 0, top: 0, sheetHeight: 675, largestHeight: 700)
        #expect(scrolling == .none)
        #expect(handOver == .beginSheetDrag(translation: 25))
        #expect(dragging == .dragSheet(translation: 40))
        #expect(arbiter.drivesSheet)
        let drove = arbiter.panEnded()
        #expect(drove && !arbiter.drivesSheet)
    }

    @Test("Expanding to the largest detent hands the pan back to the list: the sheet's drag ends there")
    func expandThenScroll() {
        var arbiter = SheetScrollArbiter()
        arbiter.panBegan(isQuickRepeat: false)
        let expanding = arbiter.panChanged(translation: -30, offset: 0, top: 0, sheetHeight: 400, largestHeight: 700)
        let handBack = arbiter.panChanged(translation: -60, offset: 0, top: 0, sheetHeight: 700, largestHeight: 700)
        #expect(expanding == .beginSheetDrag(translation: -30))
        #expect(handBack == .endSheetDrag)
        let drove = arbiter.panEnded()
        #expect(!drove)  // the release then only scrolls the list
    }

    @Test("A quick repeat gives the whole pan to the list")
    func quickRepeat() {
        var arbiter = SheetScrollArbiter()
        arbiter.panBegan(isQuickRepeat: true)
        let moved = arbiter.panChanged(translation: 80, offset: 0, top: 0, sheetHeight: 400, largestHeight: 700)
        let drove = arbiter.panEnded()
        #expect(moved == .none && !drove)
        arbiter.panBegan(isQuickRepeat: false)
        #expect(!arbiter.isQuickRepeat)
    }

    @Test("NaN translations and offsets do not crash or move the sheet")
    func badInput() {
        var arbiter = SheetScrollArbiter()
        arbiter.panBegan(isQuickRepeat: false)
        let nan = arbiter.panChanged(translation: .nan, offset: 0, top: 0, sheetHeight: 400, largestHeight: 700)
        let unreadable = arbiter.panChanged(translation: 10, offset: .nan, top: 0, sheetHeight: 400, largestHeight: 700)
        #expect(nan == .none)
        #expect(unreadable == .beginSheetDrag(translation: 10))  // an unreadable offset counts as at the top
    }
}
