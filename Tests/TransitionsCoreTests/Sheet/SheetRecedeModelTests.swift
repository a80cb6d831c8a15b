import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

/// The recede model: progress from the sheet's height, depth through a stack, and the geometry at a depth.
@Suite("Sheet recede model")
struct SheetRecedeModelTests {
    static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)

    func recede(_ heights: [CGFloat], undimmed: Detent.Identifier? = nil, enabled: Bool = true) -> SheetRecede {
        let metrics = sheetMetrics(heights)
        let dimming = SheetDimming(
            detents: metrics.detents, largestUndimmedDetentIdentifier: undimmed, hiddenHeight: metrics.hiddenHeight)
        return SheetRecede(
            detents: metrics.detents, dimming: dimming, hiddenHeight: metrics.hiddenHeight, isEnabled: enabled)
    }

    @Test(
        "Progress follows the height between the detent below the largest and the largest",
        arguments: [
            // (height, expected progress) for detents 300 and 700
            (0.0, 0.0), (300.0, 0.0), (400.0, 0.25), (500.0, 0.5), (700.0, 1.0), (900.0, 1.0), (-50.0, 0.0),
        ])
    func progressTable(height: Double, expected: Double) {
        let model = recede([300, 700])
        #expect(isApproximately(model.progress(atHeight: height), expected, tolerance: 1e-12))
    }

    @Test("A single detent recedes from hidden to itself, so presentation and dismissal carry it")
    func singleDetent() {
        let model = recede([700])
        #expect(model.startHeight == -34)
        #expect(model.progress(atHeight: -34) == 0)
        #expect(isApproximately(model.progress(atHeight: 333), 0.5, tolerance: 1e-12))
        #expect(model.progress(atHeight: 700) == 1)
    }

    @Test("Undimmed largest detent, disabled, NaN: no recede; an undimmed smaller detent still recedes at the top")
    func noRecede() {
        let metrics = sheetMetrics([300, 700])
        let large = metrics.detents.largest.identifier
        let small = metrics.detents.smallest.identifier
        #expect(recede([300, 700], undimmed: large).progress(atHeight: 700) == 0)
        #expect(recede([300, 700], enabled: false).progress(atHeight: 700) == 0)
        #expect(recede([300, 700]).progress(atHeight: .nan) == 0)
        #expect(recede([300, 700]).progress(atHeight: .infinity) == 1)
        #expect(recede([300, 700], undimmed: small).progress(atHeight: 700) == 1)
    }

    @Test("Progress is monotonic in height (seeded sweep)")
    func monotonic() {
        var generator = SeededGenerator(seed: 0x12_2026)
        print("SheetRecede monotonic seed 0x122026")
        for _ in 0..<200 {
            let low = Double.random(in: -100...600, using: &generator)
            let high = low + Double.random(in: 0...400, using: &generator)
            let model = SheetRecede(startHeight: low, fullHeight: high)
            var previous = -1.0
            for step in 0...100 {
                let value = model.progress(atHeight: low - 50 + Double(step) * (high - low + 100) / 100)
                #expect(value >= previous && value >= 0 && value <= 1)
                previous = value
            }
        }
    }

    @Test(
        "Depth through a stack: progress · (1 + pushed back)",
        arguments: [
            (1.0, 0.0, 1.0), (1.0, 1.0, 2.0), (0.5, 1.0, 1.0), (0.0, 2.0, 0.0), (1.0, 2.0, 3.0), (.nan, 1.0, 0.0),
            (2.0, 0.0, 1.0), (1.0, -3.0, 1.0),
        ])
    func depth(progress: Double, pushedBack: Double, expected: Double) {
        #expect(SheetRecede.depth(progress: progress, pushedBack: pushedBack) == expected)
    }

    @Test("Only iPhone portrait recedes, never under Reduce Motion")
    func applies() {
        #expect(
            SheetRecede.applies(
                layoutMode: .edgeAttached, horizontalSizeClass: .compact, verticalSizeClass: .regular,
                isReduceMotionEnabled: false))
        #expect(
            !SheetRecede.applies(
                layoutMode: .edgeAttached, horizontalSizeClass: .compact, verticalSizeClass: .regular,
                isReduceMotionEnabled: true))
        #expect(
            !SheetRecede.applies(
                layoutMode: .floating, horizontalSizeClass: .regular, verticalSizeClass: .regular,
                isReduceMotionEnabled: false))
        #expect(
            !SheetRecede.applies(
                layoutMode: .fullHeight, horizontalSizeClass: .compact, verticalSizeClass: .compact,
                isReduceMotionEnabled: false))
        #expect(
            !SheetRecede.applies(
                layoutMode: .edgeAttached, horizontalSizeClass: .regular, verticalSizeClass: .compact,
                isReduceMotionEnabled: false))
    }

    @Test("Depth 0 is the identity; depth 1 puts the screen under the status bar, 16 pt in on each side, 10 pt corners")
    func oneStep() {
        let rest = SheetRecedeGeometry(restFrame: Self.screen, depth: 0, safeAreaTop: 59)
        #expect(rest.isIdentity && rest.scale == 1 && rest.translationY == 0 && rest.backdropAlpha == 0)
        #expect(rest.frame(forRestFrame: Self.screen) == Self.screen)
        let one = SheetRecedeGeometry(restFrame: Self.screen, depth: 1, safeAreaTop: 59)
        let frame = one.frame(forRestFrame: Self.screen)
        expectApproximately(frame.minX, 16, tolerance: 1e-9)
        expectApproximately(frame.maxX, 377, tolerance: 1e-9)
        expectApproximately(frame.minY, 59, tolerance: 1e-9)
        expectApproximately(one.scale, 361.0 / 393.0, tolerance: 1e-12)
        expectApproximately(one.cornerRadius * one.scale, 10, tolerance: 1e-9)
        #expect(one.backdropAlpha == 1)
    }

    @Test("Each further step is 10 pt higher and 32 pt narrower; a pushed-back sheet moves up under the status bar")
    func stackedSteps() {
        let two = SheetRecedeGeometry(restFrame: Self.screen, depth: 2, safeAreaTop: 59)
        let frame = two.frame(forRestFrame: Self.screen)
        expectApproximately(frame.minY, 49, tolerance: 1e-9)
        expectApproximately(frame.width, 393 - 64, tolerance: 1e-9)
        let sheet = CGRect(x: 0, y: 69, width: 393, height: 783)
        let pushed = SheetRecedeGeometry(restFrame: sheet, depth: 1, safeAreaTop: 59, restCornerRadius: 10)
        let pushedFrame = pushed.frame(forRestFrame: sheet)
        expectApproximately(pushedFrame.minY, 59, tolerance: 1e-9)
        expectApproximately(pushedFrame.width, 361, tolerance: 1e-9)
        expectApproximately(pushed.cornerRadius * pushed.scale, 10, tolerance: 1e-9)
        // UIKit recedes stacks at most 2 deep (`maximumSheetDepthLevel`).
        let deep = SheetRecedeGeometry(restFrame: Self.screen, depth: 50, safeAreaTop: 59)
        #expect(deep.depth == 2)
    }

    @Test("The recede scale is 1 − 2m/W: m = 16 pt up to 393 pt wide, 20 pt above")
    func scaleByWidth() {
        for (width, margin) in [(CGFloat(375), CGFloat(16)), (393, 16), (402, 20), (440, 20)] {
            let screen = CGRect(x: 0, y: 0, width: width, height: 874)
            let one = SheetRecedeGeometry(restFrame: screen, depth: 1, safeAreaTop: 62)
            expectApproximately(one.scale, 1 - 2 * margin / width, tolerance: 1e-12)
            expectApproximately(one.frame(forRestFrame: screen).minX, margin, tolerance: 1e-9)
        }
    }

    @Test("Fractional depths interpolate continuously and monotonically between the whole steps")
    func continuous() {
        var previous = SheetRecedeGeometry(restFrame: Self.screen, depth: 0, safeAreaTop: 59)
        for step in 1...200 {
            let depth = Double(step) / 100
            let geometry = SheetRecedeGeometry(restFrame: Self.screen, depth: depth, safeAreaTop: 59)
            #expect(geometry.scale < previous.scale)
            #expect(isApproximately(geometry.scale, previous.scale, tolerance: 0.002))
            let top = geometry.frame(forRestFrame: Self.screen).minY
            let previousTop = previous.frame(forRestFrame: Self.screen).minY
            #expect(isApproximately(top, previousTop, tolerance: 0.7))
            #expect(geometry.backdropAlpha >= previous.backdropAlpha)
            previous = geometry
        }
        let half = SheetRecedeGeometry(restFrame: Self.screen, depth: 0.5, safeAreaTop: 59)
        expectApproximately(half.frame(forRestFrame: Self.screen).minY, 29.5, tolerance: 1e-9)
        expectApproximately(half.backdropAlpha, 0.5, tolerance: 1e-12)
    }

    @Test("Bad input gives the identity or a clamped, finite result")
    func badInput() {
        let bad: [CGRect] = [
            .zero, CGRect(x: 0, y: 0, width: 100, height: 0), CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100),
            CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 100),
        ]
        for frame in bad {
            #expect(SheetRecedeGeometry(restFrame: frame, depth: 1, safeAreaTop: 59).isIdentity)
        }
        for depth: Double in [.nan, -1, -Double.infinity] {
            #expect(SheetRecedeGeometry(restFrame: Self.screen, depth: depth, safeAreaTop: 59).isIdentity)
        }
        let infinite = SheetRecedeGeometry(restFrame: Self.screen, depth: Double.infinity, safeAreaTop: CGFloat.nan)
        #expect(infinite.depth == 2 && infinite.scale.isFinite && infinite.translationY.isFinite)
        let narrow = CGRect(x: 0, y: 0, width: 20, height: 100)
        let squeezed = SheetRecedeGeometry(restFrame: narrow, depth: 3, safeAreaTop: 59)
        #expect(squeezed.scale > 0 && squeezed.cornerRadius.isFinite)
        let noStyle = SheetRecedeGeometry(
            restFrame: Self.screen, depth: 1, safeAreaTop: 59,
            style: SheetRecedeStyle(horizontalInset: .nan, cornerRadius: -4, stackStep: .infinity, maximumDepth: .nan))
        #expect(noStyle.isIdentity)
    }
}
