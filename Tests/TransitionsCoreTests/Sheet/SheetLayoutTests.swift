import Foundation
import Testing
import TransitionsCore

@Suite("Sheet layout")
struct SheetLayoutTests {
    @Test("A 198 pt detent shows exactly 198 pt above the home indicator, no magic numbers")
    func exactHeightAboveSafeArea() {
        let layout = Phone.layout
        let frame = layout.frame(forHeight: 198)
        #expect(frame.minY == CGFloat(852 - 34 - 198))
        #expect(frame.maxY == 852)  // extends under the home indicator to the screen's edge
        #expect(frame.height - layout.safeAreaInsets.bottom == 198)
        #expect(frame.width == 393)
        #expect(layout.frame(forHeight: 226).height - 34 == 226)
    }

    @Test("Large detent stops 10 pt below the top safe area")
    func maximumDetentValue() {
        #expect(Phone.layout.maximumDetentValue == CGFloat(852 - 59 - 10 - 34))
        #expect(Phone.layout.frame(forHeight: Phone.layout.maximumDetentValue).minY == CGFloat(59 + 10))
    }

    @Test("Below its smallest detent the sheet slides instead of shrinking")
    func slidesBelowRestingHeight() {
        let frame = Phone.layout.frame(forHeight: 100, restingHeight: 300)
        #expect(frame.height == CGFloat(300 + 34))
        #expect(frame.minY == CGFloat(852 - 34 - 100))
        let hidden = Phone.layout.frame(forHeight: Phone.layout.hiddenHeight, restingHeight: 300)
        #expect(hidden.minY == 852)
    }

    @Test("Keyboard lifts the sheet and shrinks the room for the large detent")
    func keyboardLift() {
        var context = Phone.context
        context.keyboardOverlap = 336
        let layout = SheetLayout(context: context)
        #expect(layout.bottomObstruction == 336)
        #expect(layout.frame(forHeight: 198).minY == CGFloat(852 - 336 - 198))
        #expect(layout.maximumDetentValue == CGFloat(852 - 59 - 10 - 336))
        #expect(layout.hiddenHeight == -336)
    }

    @Test("Regular width floats a centered, fully rounded card of limited width")
    func floatingOnPad() {
        let context = SheetLayoutContext(
            containerSize: CGSize(width: 1024, height: 1366),
            safeAreaInsets: LayoutInsets(top: 24, left: 0, bottom: 20, right: 0),
            horizontalSizeClass: .regular, verticalSizeClass: .regular)
        let layout = SheetLayout(context: context)
        #expect(layout.mode == .floating)
        #expect(layout.roundsBottomCorners)
        let frame = layout.frame(forHeight: 400)
        // UIKit's form sheet width for a 1366 pt screen (longest side up to 1590 pt), 25 pt side padding.
        #expect(frame.width == 580)
        #expect(frame.midX == 512)
        #expect(frame.maxY == CGFloat(1366 - 20 - 25))
        #expect(frame.height == 400)
    }

    @Test("UIKit's form sheet width by the screen's longest side: 540 up to 1024 pt, 580 up to 1590, 620 above")
    func formSheetWidths() {
        for (size, width) in [
            (CGSize(width: 768, height: 1024), CGFloat(540)), (CGSize(width: 1024, height: 1366), 580),
            (CGSize(width: 1366, height: 1024), 580), (CGSize(width: 1590, height: 1100), 580),
            (CGSize(width: 1100, height: 1600), 620),
        ] {
            let context = SheetLayoutContext(
                containerSize: size, horizontalSizeClass: .regular, verticalSizeClass: .regular)
            #expect(SheetLayout(context: context).sheetWidth == width, "\(size)")
        }
    }

    @Test("Page sizing: the floating width is the readable width (else the form sheet's), whatever the preferred width")
    func pageSizing() {
        var context = SheetLayoutContext(
            containerSize: CGSize(width: 1024, height: 1366), horizontalSizeClass: .regular,
            verticalSizeClass: .regular, preferredContentSize: CGSize(width: 320, height: 0))
        var options = SheetLayoutOptions()
        options.prefersPageSizing = true
        context.readableWidth = 672
        #expect(SheetLayout(context: context, options: options).sheetWidth == 672)
        context.readableWidth = 5000
        #expect(SheetLayout(context: context, options: options).sheetWidth == CGFloat(1024 - 50), "clamped")
        for unmeasured in [0, -10, CGFloat.nan, .infinity] {
            context.readableWidth = unmeasured
            #expect(SheetLayout(context: context, options: options).sheetWidth == 580, "\(unmeasured)")
        }
        options.prefersPageSizing = false
        context.readableWidth = 672
        #expect(SheetLayout(context: context, options: options).sheetWidth == 320, "form sizing")
    }

    @Test("Preferred content width drives the floating width, clamped to the screen")
    func floatingPreferredWidth() {
        var context = SheetLayoutContext(
            containerSize: CGSize(width: 800, height: 1000), horizontalSizeClass: .regular,
            verticalSizeClass: .regular, preferredContentSize: CGSize(width: 2000, height: 0))
        #expect(SheetLayout(context: context).sheetWidth == CGFloat(800 - 50))
        context.preferredContentSize = CGSize(width: 320, height: 0)
        #expect(SheetLayout(context: context).sheetWidth == 320)
    }

    @Test("Compact height: full height unless edge attachment is preferred")
    func compactHeight() {
        let landscape = SheetLayoutContext(
            containerSize: CGSize(width: 852, height: 393),
            safeAreaInsets: LayoutInsets(top: 0, left: 59, bottom: 21, right: 59),
            horizontalSizeClass: .regular, verticalSizeClass: .compact,
            preferredContentSize: CGSize(width: 500, height: 0))
        let full = SheetLayout(context: landscape)
        #expect(full.mode == .fullHeight)
        #expect(full.restrictsToLargestDetent)
        #expect(full.maximumDetentValue == CGFloat(393 - 21))
        // "a full screen appearance": the whole container, square corners, even with a preferred radius.
        #expect(full.frame(forHeight: full.maximumDetentValue) == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(full.cornerRadius == 0)
        #expect(SheetLayout(context: landscape, options: SheetLayoutOptions(preferredCornerRadius: 24)).cornerRadius == 0)
        var withTopInset = landscape
        withTopInset.safeAreaInsets.top = 24
        #expect(SheetLayout(context: withTopInset).frame(forHeight: 393 - 21).minY == 0, "covers the top inset too")

        let attached = SheetLayout(
            context: landscape, options: SheetLayoutOptions(prefersEdgeAttachedInCompactHeight: true))
        #expect(attached.mode == .edgeAttached)
        // `widthFollowsPreferredContentSizeWhenEdgeAttached` false: "the sheet's width equals the width of its
        // container's safe area" (852 − 59 − 59 = 734), starting at the left inset.
        #expect(attached.sheetWidth == 734)
        #expect(attached.frame(forHeight: 200).minX == 59)

        let follows = SheetLayout(
            context: landscape,
            options: SheetLayoutOptions(
                prefersEdgeAttachedInCompactHeight: true, widthFollowsPreferredContentSizeWhenEdgeAttached: true))
        #expect(follows.sheetWidth == 500)
    }

    @Test("Corner radius: preferred value, else 10 pt attached and 16 pt floating")
    func cornerRadius() {
        #expect(Phone.layout.cornerRadius == 10)
        #expect(
            SheetLayout(context: Phone.context, options: SheetLayoutOptions(preferredCornerRadius: 20)).cornerRadius
                == 20)
        #expect(
            SheetLayout(context: Phone.context, options: SheetLayoutOptions(preferredCornerRadius: .nan)).cornerRadius
                == 0)
    }

    @Test("Grabber: 36 × 5 pt, centered, 5 pt below the top edge")
    func grabber() {
        #expect(Phone.layout.grabberFrame == CGRect(x: 179, y: 5, width: 36, height: 5))
    }

    @Test("The footer stays pinned while the sheet rubber-bands, and leaves with the sheet")
    func footerPinned() {
        let layout = Phone.layout
        let resting = layout.frame(forHeight: 400, restingHeight: 400)
        let banded = layout.frame(forHeight: 380, restingHeight: 400)
        let pinned = layout.footerFrame(height: 60, sheetFrame: resting)
        #expect(pinned.minY == CGFloat(852 - 34 - 60))
        #expect(pinned.maxY == 852)
        #expect(layout.footerFrame(height: 60, sheetFrame: banded) == pinned)
        let leaving = layout.frame(forHeight: 20, restingHeight: 400)
        #expect(layout.footerFrame(height: 60, sheetFrame: leaving).minY == leaving.minY)
    }

    @Test(
        "Nonsense containers give finite, empty-but-valid layouts",
        arguments: [
            CGSize(width: CGFloat.nan, height: CGFloat.nan), CGSize(width: -100, height: -5),
            CGSize(width: CGFloat.infinity, height: 0), .zero,
        ])
    func nonsenseContainer(size: CGSize) {
        let layout = SheetLayout(
            context: SheetLayoutContext(
                containerSize: size, safeAreaInsets: LayoutInsets(top: .nan, left: -3, bottom: .infinity, right: 0),
                keyboardOverlap: .nan))
        let frame = layout.frame(forHeight: .nan)
        #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite)
        #expect(layout.maximumDetentValue == 0)
        #expect(layout.hiddenHeight <= 0)
    }

    @Test("height(forSheetMinY:) inverts frame(forHeight:)")
    func inverse() {
        for h: CGFloat in [0, 120, 198, 500, 749] {
            #expect(Phone.layout.height(forSheetMinY: Phone.layout.frame(forHeight: h).minY) == h)
        }
    }
}
