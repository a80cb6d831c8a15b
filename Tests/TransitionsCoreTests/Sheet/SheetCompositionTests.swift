import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

/// The one function that composes a sheet frame (``SheetComposition``): frame, corners, grabber, footer, dimming,
/// this sheet pushed back and what it does to the screen behind, for each kind of layout.
@Suite("Sheet composition")
struct SheetCompositionTests {
    /// One row of the table: a layout, a height, the surroundings, and what the frame must show.
    enum Row: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case edgeAttached, inset, floating, anchored, compactHeight, keyboard, receding, stacked, covered, footer
        case undimmed

        var testDescription: String { rawValue }
    }

    static let phone = Phone.layout  // 393 × 852, safe area 59 / 34: largest detent 749 pt, hidden −34
    static let pad = SheetLayout(
        context: SheetLayoutContext(
            containerSize: CGSize(width: 1024, height: 1366),
            safeAreaInsets: LayoutInsets(top: 24, left: 0, bottom: 20, right: 0), horizontalSizeClass: .regular,
            verticalSizeClass: .regular))
    static let landscape = SheetLayout(
        context: SheetLayoutContext(
            containerSize: CGSize(width: 852, height: 393),
            safeAreaInsets: LayoutInsets(top: 0, left: 59, bottom: 21, right: 59), verticalSizeClass: .compact))
    static let keyboardUp = SheetLayout(
        context: SheetLayoutContext(
            containerSize: Phone.size, safeAreaInsets: Phone.insets, keyboardOverlap: 336))

    static func context(
        _ heights: [CGFloat], layout: SheetLayout = phone, undimmed: Detent.Identifier? = nil,
        appearance: SheetAppearance = .edgeAttached, verticalSizeClass: SizeClass = .regular,
        horizontalSizeClass: SizeClass = .compact
    ) -> SheetCompositionContext {
        SheetCompositionContext(
            layout: layout, detents: sheetMetrics(heights, layout: layout).detents,
            largestUndimmedDetentIdentifier: undimmed, appearance: appearance,
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
            prefersGrabberVisible: true)
    }

    static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
    static let receded = (393.0 - 32) / 393  // one step back: 16 pt in on each side

    @Test("Each kind of frame", arguments: Row.allCases)
    func row(_ row: Row) {
        switch row {
        case .edgeAttached:
            let c = SheetComposition(height: 300, velocity: 0, context: Self.context([300, 749]))
            #expect(c.frame == CGRect(x: 0, y: 852 - 34 - 300, width: 393, height: 334))
            #expect(c.cornerRadius == 10 && !c.roundsBottomCorners)
            #expect(c.grabberFrame == CGRect(x: 179, y: 5, width: 36, height: 5) && c.isGrabberVisible)
            #expect(c.dimmingAlpha == 1 && !c.allowsBackgroundInteraction)
            #expect(c.recedeProgress == 0 && c.presenter.isIdentity && c.pushBack.isIdentity)
            #expect(c.footerFrame == nil && c.insetFraction == 0)
        case .inset:
            let c = SheetComposition(
                height: 300, velocity: 0, context: Self.context([300, 749], appearance: .inset),
                surroundings: SheetSurroundings(footerHeight: 50))
            #expect(c.frame == CGRect(x: 8, y: 518, width: 377, height: 326))
            #expect(c.cornerRadius == 38 && c.bottomCornerRadius == 41 && c.roundsBottomCorners && c.insetFraction == 1)
            #expect(c.grabberFrame.midX.rounded() == (377.0 / 2).rounded())
            #expect(isApproximately(c.footerFrame?.maxY ?? 0, 852 - 8, tolerance: 1e-9))
        case .floating:
            let context = Self.context([400], layout: Self.pad, horizontalSizeClass: .regular)
            let c = SheetComposition(height: 400, velocity: 0, context: context)
            #expect(c.frame.width == 580 && c.frame.maxY == 1366 - 20 - 25)
            #expect(c.cornerRadius == 16 && c.roundsBottomCorners)
            let ios26 = SheetComposition(
                height: 400, velocity: 0,
                context: Self.context([400], layout: Self.pad, appearance: .inset, horizontalSizeClass: .regular))
            #expect(ios26.cornerRadius == 32 && ios26.bottomCornerRadius == 32 && ios26.frame == c.frame)
            #expect(c.recedeProgress == 0 && c.presenter.isIdentity)
        case .anchored:
            let context = Self.context([400], layout: Self.pad, horizontalSizeClass: .regular)
            let anchor = SheetAnchor(
                sourceRect: CGRect(x: 0, y: 0, width: 1024, height: 1366), containerSize: Self.pad.containerSize,
                safeAreaInsets: Self.pad.safeAreaInsets, largestSheetSize: CGSize(width: 540, height: 400))
            let c = SheetComposition(
                height: 400, velocity: 0, context: context, surroundings: SheetSurroundings(anchor: anchor))
            // Centered in the window, as UIKit centers a floating sheet with no source view.
            #expect(c.frame == CGRect(x: 222, y: 483, width: 580, height: 400))
            // A footer sits on the anchored sheet's own bottom edge (not on the floating layout's pinned line).
            let footed = SheetComposition(
                height: 400, velocity: 0, context: context,
                surroundings: SheetSurroundings(anchor: anchor, footerHeight: 60))
            #expect(footed.footerFrame == CGRect(x: 222, y: 883 - 60, width: 580, height: 60))
            let hidden = SheetComposition(
                height: context.metrics.hiddenHeight, velocity: 0, context: context,
                surroundings: SheetSurroundings(anchor: anchor))
            #expect(hidden.frame.minY == 1366)
        case .compactHeight:
            let context = Self.context([200, 372], layout: Self.landscape, verticalSizeClass: .compact)
            let c = SheetComposition(
                height: 372, velocity: 0, context: context,
                surroundings: SheetSurroundings(presenterRestFrame: CGRect(x: 0, y: 0, width: 852, height: 393)))
            #expect(c.frame.width == 852 && c.frame.maxY == 393)
            #expect(!c.isGrabberVisible)  // "full screen in a compact-height size class"
            #expect(c.recedeProgress == 0 && c.presenter.isIdentity)  // nothing recedes in compact height
        case .keyboard:
            let c = SheetComposition(height: 200, velocity: 0, context: Self.context([200], layout: Self.keyboardUp))
            #expect(isApproximately(c.frame.minY, 852 - 336 - 200, tolerance: 1e-9))  // above the keyboard
            #expect(isApproximately(c.frame.maxY, 852, tolerance: 1e-9))  // and extends under it to the bottom edge
        case .receding:
            let c = SheetComposition(
                height: 749, velocity: 0, context: Self.context([300, 749]),
                surroundings: SheetSurroundings(presenterRestFrame: Self.screen))
            #expect(c.recedeProgress == 1 && c.behindDepth == 1 && c.capturesStatusBarAppearance)
            #expect(isApproximately(Double(c.presenter.scale), Self.receded, tolerance: 1e-12))
            #expect(isApproximately(c.presenter.frame(forRestFrame: Self.screen).minY, 59, tolerance: 1e-9))  // under the status bar
            #expect(c.presenter.backdropAlpha == 1)
            let halfway = SheetComposition(
                height: 524.5, velocity: 0, context: Self.context([300, 749]),
                surroundings: SheetSurroundings(presenterRestFrame: Self.screen))
            #expect(halfway.behindDepth == 0.5 && halfway.capturesStatusBarAppearance)
            let reduceMotion = SheetComposition(
                height: 749, velocity: 0, context: Self.context([300, 749]),
                surroundings: SheetSurroundings(presenterRestFrame: Self.screen, isReduceMotionEnabled: true))
            #expect(reduceMotion.recedeProgress == 0 && reduceMotion.presenter.isIdentity)
        case .stacked:
            let c = SheetComposition(
                height: 749, velocity: 0, context: Self.context([300, 749]),
                surroundings: SheetSurroundings(pushedBack: 1, presenterRestFrame: Self.screen))
            #expect(isApproximately(Double(c.pushBack.scale), Self.receded, tolerance: 1e-12))
            #expect(isApproximately(c.pushBack.frame(forRestFrame: c.frame).minY, 59, tolerance: 1e-9))
            #expect(c.behindDepth == 2)
            #expect(isApproximately(c.presenter.frame(forRestFrame: Self.screen).minY, 49, tolerance: 1e-9))  // one step higher
            // A short sheet pushed back keeps its bottom edge on the screen's.
            let short = SheetComposition(
                height: 200, velocity: 0, context: Self.context([200]),
                surroundings: SheetSurroundings(pushedBack: 1))
            #expect(isApproximately(short.pushBack.frame(forRestFrame: short.frame).maxY, 852, tolerance: 1e-9))
        case .covered:
            let c = SheetComposition(
                height: 300, velocity: 0, context: Self.context([300, 749]),
                surroundings: SheetSurroundings(isCovered: true))
            #expect(!c.isGrabberVisible)  // "when another sheet presents on top of it"
        case .footer:
            let context = Self.context([300, 749])
            let resting = SheetComposition(
                height: 300, velocity: 0, context: context, surroundings: SheetSurroundings(footerHeight: 60))
            #expect(resting.footerFrame == CGRect(x: 0, y: 852 - 34 - 60, width: 393, height: 94))
            let low = SheetComposition(
                height: 30, velocity: 0, context: context, surroundings: SheetSurroundings(footerHeight: 60))
            #expect(low.footerFrame?.minY == low.frame.minY)  // pushed down with the sheet's top edge
        case .undimmed:
            let smallest = sheetMetrics([300, 749]).detents.detents[0].identifier
            let context = Self.context([300, 749], undimmed: smallest)
            let c = SheetComposition(height: 300, velocity: 0, context: context)
            #expect(c.dimmingAlpha == 0 && c.allowsBackgroundInteraction)
            let top = SheetComposition(
                height: 749, velocity: 0, context: context,
                surroundings: SheetSurroundings(presenterRestFrame: Self.screen))
            #expect(top.dimmingAlpha == 1 && top.recedeProgress == 1)
        }
    }

    @Test("Frame by frame the recede follows the sheet: the presenter's depth is monotonic and continuous")
    func recedeFollowsTheSheet() {
        let context = Self.context([300, 749])
        var previous = 0.0
        for step in 0...500 {
            let height = 250 + Double(step)
            let c = SheetComposition(
                height: height, velocity: 0, context: context,
                surroundings: SheetSurroundings(presenterRestFrame: Self.screen))
            #expect(c.behindDepth >= previous && c.behindDepth - previous < 0.003)
            previous = c.behindDepth
        }
        #expect(previous == 1)
    }

    @Test("Pure: the same inputs give the same frame, whatever was composed before; bad heights count as hidden")
    func pure() {
        let context = Self.context([300, 749])
        let surroundings = SheetSurroundings(pushedBack: 0.5, presenterRestFrame: Self.screen, footerHeight: 40)
        let first = SheetComposition(height: 600, velocity: -200, context: context, surroundings: surroundings)
        _ = SheetComposition(height: 100, velocity: 900, context: context, surroundings: surroundings)
        #expect(SheetComposition(height: 600, velocity: -200, context: context, surroundings: surroundings) == first)
        for bad in [Double.nan, .infinity, -.infinity] {
            let c = SheetComposition(height: bad, velocity: .nan, context: context, surroundings: surroundings)
            #expect(c.frame.minY == 852 && c.position.velocity == 0 && c.dimmingAlpha == 0)
        }
        let nonsense = SheetSurroundings(
            pushedBack: .nan, presenterRestFrame: CGRect(x: 0, y: 0, width: -1, height: CGFloat.nan))
        let c = SheetComposition(height: 749, velocity: 0, context: context, surroundings: nonsense)
        #expect(c.behindDepth == 1 && c.pushBack.isIdentity && c.presenter.isIdentity)
    }
}
