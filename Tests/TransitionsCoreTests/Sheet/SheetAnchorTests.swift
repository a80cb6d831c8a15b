import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

/// Anchored sheets (regular width): centered over the source (UIKit's `sourceView`), or beside it like a popover,
/// on screen, growing away from it, sliding off when hidden.
@Suite("Sheet anchored to a source")
struct SheetAnchorTests {
    static let pad = CGSize(width: 1024, height: 1366)
    static let insets = LayoutInsets(top: 24, left: 0, bottom: 20, right: 0)

    func anchor(_ source: CGRect, largest: CGFloat = 500) -> SheetAnchor? {
        SheetAnchor(
            sourceRect: source, containerSize: Self.pad, safeAreaInsets: Self.insets,
            largestSheetSize: CGSize(width: 540, height: largest), placement: .beside)
    }

    @Test(
        "The side: below when the largest sheet fits there, else above, else the side with more room",
        arguments: [
            (CGRect(x: 400, y: 100, width: 80, height: 44), CGFloat(500), SheetAnchor.Side.below),
            (CGRect(x: 400, y: 1200, width: 80, height: 44), CGFloat(500), SheetAnchor.Side.above),
            (CGRect(x: 400, y: 1000, width: 80, height: 44), CGFloat(900), SheetAnchor.Side.above),
            (CGRect(x: 400, y: 300, width: 80, height: 44), CGFloat(1200), SheetAnchor.Side.below),
        ])
    func side(source: CGRect, largest: CGFloat, expected: SheetAnchor.Side) {
        #expect(anchor(source, largest: largest)?.side == expected)
    }

    @Test("Below: top edge 8 pt under the source, centered on it, clamped inside the safe area less 20 pt")
    func belowPlacement() throws {
        let model = try #require(anchor(CGRect(x: 400, y: 100, width: 80, height: 44)))
        let frame = model.frame(forSize: CGSize(width: 540, height: 300))
        #expect(frame == CGRect(x: 170, y: 152, width: 540, height: 300))
        let left = try #require(anchor(CGRect(x: 10, y: 100, width: 40, height: 40)))
        #expect(left.frame(forSize: CGSize(width: 540, height: 300)).minX == 20)
        let right = try #require(anchor(CGRect(x: 990, y: 100, width: 30, height: 40)))
        #expect(right.frame(forSize: CGSize(width: 540, height: 300)).maxX == 1004)
    }

    @Test("Growing between detents keeps the edge at the source: the top below it, the bottom above it")
    func growsAwayFromSource() throws {
        let below = try #require(anchor(CGRect(x: 400, y: 100, width: 80, height: 44)))
        let small = below.frame(forSize: CGSize(width: 540, height: 200))
        let tall = below.frame(forSize: CGSize(width: 540, height: 500))
        #expect(small.minY == tall.minY)
        let above = try #require(anchor(CGRect(x: 400, y: 1200, width: 80, height: 44)))
        let smallAbove = above.frame(forSize: CGSize(width: 540, height: 200))
        let tallAbove = above.frame(forSize: CGSize(width: 540, height: 500))
        #expect(smallAbove.maxY == 1192 && tallAbove.maxY == 1192)
    }

    @Test("A sheet too tall for either side is pushed on screen, never off its top")
    func tooTall() throws {
        let model = try #require(anchor(CGRect(x: 400, y: 600, width: 80, height: 44), largest: 1300))
        let frame = model.frame(forSize: CGSize(width: 540, height: 1300))
        #expect(frame.minY == 44)
    }

    @Test("Below the smallest detent it slides down, reaching the screen's bottom exactly when hidden")
    func slidesOff() throws {
        let model = try #require(anchor(CGRect(x: 400, y: 100, width: 80, height: 44)))
        let floating = CGRect(x: 242, y: 0, width: 540, height: 300)
        let rest = model.frame(floating, height: 300, smallestHeight: 300, hiddenHeight: -40)
        #expect(rest.minY == 152)
        let half = model.frame(floating, height: 130, smallestHeight: 300, hiddenHeight: -40)
        #expect(isApproximately(half.minY, 152 + (1366 - 152) / 2, tolerance: 1e-9))
        let hidden = model.frame(floating, height: -40, smallestHeight: 300, hiddenHeight: -40)
        #expect(hidden.minY == 1366)
        var previous = rest.minY
        for step in 0...68 {
            let y = model.frame(floating, height: 300 - Double(step) * 5, smallestHeight: 300, hiddenHeight: -40).minY
            #expect(y >= previous)
            previous = y
        }
    }

    @Test("Bad input: non-finite or off-screen sources and empty containers anchor nothing")
    func badInput() {
        #expect(anchor(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)) == nil)
        #expect(anchor(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)) == nil)
        #expect(anchor(CGRect(x: 2000, y: 100, width: 10, height: 10)) == nil)
        #expect(anchor(CGRect(x: 100, y: -500, width: 10, height: 10)) == nil)
        #expect(
            SheetAnchor(
                sourceRect: CGRect(x: 0, y: 0, width: 10, height: 10), containerSize: .zero,
                safeAreaInsets: Self.insets, largestSheetSize: CGSize(width: 540, height: 500)) == nil)
        let point = anchor(CGRect(x: 500, y: 300, width: 0, height: 0))
        #expect(point?.frame(forSize: CGSize(width: 540, height: 200)).minY == 308)
        let nanSize = anchor(CGRect(x: 500, y: 300, width: 10, height: 10))?.frame(
            forSize: CGSize(width: CGFloat.nan, height: -5))
        #expect(nanSize?.width == 0 && nanSize?.height == 0)
    }

    // MARK: Centered (UIKit's sourceView)

    func centered(_ source: CGRect, bottomInset: CGFloat = 20) -> SheetAnchor? {
        SheetAnchor(
            sourceRect: source, containerSize: Self.pad,
            safeAreaInsets: LayoutInsets(top: 24, left: 0, bottom: bottomInset, right: 0),
            largestSheetSize: CGSize(width: 540, height: 500))
    }

    @Test("Centered: \"the sheet attempts to visually center itself over this view\", within the margins")
    func centeredOverSource() {
        let anchor = centered(CGRect(x: 440, y: 600, width: 80, height: 44))
        #expect(anchor?.side == .centered)
        #expect(anchor?.frame(forSize: CGSize(width: 540, height: 300)) == CGRect(x: 210, y: 472, width: 540, height: 300))
        // Near the top: kept inside the safe area less 20 pt.
        let high = centered(CGRect(x: 440, y: 30, width: 80, height: 44))
        #expect(high?.frame(forSize: CGSize(width: 540, height: 300)).minY == 44)
        // The keyboard as the bottom obstruction: the sheet stays above it.
        let typing = centered(CGRect(x: 440, y: 1200, width: 80, height: 44), bottomInset: 400)
        #expect(
            isApproximately(
                typing?.frame(forSize: CGSize(width: 540, height: 300)).maxY ?? 0, 1366 - 400 - 20, tolerance: 1e-9))
    }

    @Test("No source: the container as the source centers the sheet \"vertically and horizontally in the window\"")
    func centeredInWindow() {
        let anchor = centered(CGRect(origin: .zero, size: Self.pad))
        let frame = anchor?.frame(forSize: CGSize(width: 540, height: 300))
        #expect(frame?.midX == 512 && frame?.midY == 683)
    }
}
