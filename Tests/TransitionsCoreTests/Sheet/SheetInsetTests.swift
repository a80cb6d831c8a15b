import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

/// The inset appearance: fully inset at partial heights, edge-attached at the largest detent, morphing between.
@Suite("Sheet inset appearance")
struct SheetInsetTests {
    func inset(_ heights: [CGFloat], appearance: SheetAppearance = .inset, layout: SheetLayout = Phone.layout)
        -> SheetInset
    {
        SheetInset(appearance: appearance, layout: layout, detents: sheetMetrics(heights, layout: layout).detents)
    }

    @Test(
        "Inset fraction: 1 at and below the detent under the largest, 0 at the largest, linear between",
        arguments: [(100.0, 1.0), (300.0, 1.0), (400.0, 0.75), (500.0, 0.5), (700.0, 0.0), (800.0, 0.0)])
    func fractionTable(height: Double, expected: Double) {
        #expect(isApproximately(Double(inset([300, 700]).insetFraction(atHeight: height)), expected, tolerance: 1e-12))
    }

    /// One row of iOS 26's law on the 393 × 852 phone (display corner 55 pt), detents 300 and 700 pt.
    struct LawRow: Sendable, CustomTestStringConvertible {
        let name: String
        let height: Double
        /// Gap at the sides and the bottom, pt.
        let margin: CGFloat
        /// Bottom corner radius, pt.
        let bottom: CGFloat
        var testDescription: String { name }
    }

    static let lawRows = [
        LawRow(name: "above large", height: 800, margin: 0, bottom: 55),
        LawRow(name: "large", height: 700, margin: 0, bottom: 55),
        LawRow(name: "halfway", height: 500, margin: 4, bottom: 48),
        LawRow(name: "medium (detent under the largest)", height: 300, margin: 8, bottom: 41),
        LawRow(name: "short", height: 100, margin: 8, bottom: 41),
    ]

    @Test(
        "iOS 26 law: scale 1 − f·16/W, 8 pt at the sides and bottom fully inset, 0 at large; top 38; bottom max(R − 14f, 20)",
        arguments: lawRows)
    func law(_ row: LawRow) {
        let model = inset([300, 700])
        let attached = Phone.layout.frame(forHeight: row.height, restingHeight: 300)
        let frame = model.frame(attached, atHeight: row.height)
        #expect(isApproximately(model.scale(atHeight: row.height), 1 - 2 * row.margin / 393, tolerance: 1e-12))
        #expect(
            isApproximately(frame.minX, row.margin, tolerance: 1e-9)
                && isApproximately(393 - frame.maxX, row.margin, tolerance: 1e-9))
        #expect(isApproximately(attached.maxY - frame.maxY, row.margin, tolerance: 1e-9))
        #expect(frame.minY == attached.minY, "the top edge stays where the detent puts it")
        #expect(model.topCornerRadius == 38)
        #expect(isApproximately(model.bottomCornerRadius(atHeight: row.height), row.bottom, tolerance: 1e-9))
        #expect(model.roundsBottomCorners(atHeight: row.height) == (row.margin > 0))
    }

    @Test(
        "The inset is 8 pt a side whatever the width: the shrink is 16/W",
        arguments: [CGFloat(320), 375, 393, 402, 440])
    func widthIndependent(width: CGFloat) {
        let layout = SheetLayout(
            context: SheetLayoutContext(containerSize: CGSize(width: width, height: 852), safeAreaInsets: Phone.insets))
        let model = inset([300, 700], layout: layout)
        #expect(isApproximately(model.scale(atHeight: 300) * width, width - 16, tolerance: 1e-9))
        #expect(isApproximately(model.margin(atHeight: 300), 8, tolerance: 1e-9))
    }

    @Test(
        "Bottom corner fully inset: the display's corner less 14 pt, never below 20 pt",
        arguments: [
            (CGSize(width: 402, height: 874), nil, CGFloat(48)),  // iPhone 17: display 62 from the device table
            (CGSize(width: 393, height: 852), nil, 41),  // iPhone 15: 55
            (CGSize(width: 375, height: 667), nil, 20),  // home-button iPhone: square display, the floor
            (CGSize(width: 402, height: 874), CGFloat(30), 20),  // the style's radius, floored
            (CGSize(width: 402, height: 874), CGFloat(70), 56),  // the style's radius wins over the table
        ] as [(CGSize, CGFloat?, CGFloat)])
    func bottomCorner(size: CGSize, display: CGFloat?, expected: CGFloat) {
        let layout = SheetLayout(context: SheetLayoutContext(containerSize: size, safeAreaInsets: Phone.insets))
        let model = SheetInset(
            appearance: .inset, layout: layout, detents: sheetMetrics([300, 500], layout: layout).detents,
            style: SheetInsetStyle(displayCornerRadius: display))
        #expect(isApproximately(model.bottomCornerRadius(atHeight: 300), expected, tolerance: 1e-9))
    }

    @Test("Edge-attached appearance, floating and full-height layouts are never inset")
    func disabled() {
        #expect(!inset([300, 700], appearance: .edgeAttached).isEnabled)
        let pad = SheetLayout(
            context: SheetLayoutContext(
                containerSize: CGSize(width: 1024, height: 1366), horizontalSizeClass: .regular,
                verticalSizeClass: .regular))
        #expect(!inset([300, 700], layout: pad).isEnabled)
        let landscape = SheetLayout(
            context: SheetLayoutContext(containerSize: CGSize(width: 852, height: 393), verticalSizeClass: .compact))
        #expect(!inset([200], layout: landscape).isEnabled)
        let frame = CGRect(x: 0, y: 100, width: 393, height: 752)
        #expect(inset([300, 700], appearance: .edgeAttached).frame(frame, atHeight: 300) == frame)
    }

    @Test("A single detent morphs from hidden (inset) to itself (attached), so presentation carries it")
    func singleDetent() {
        let model = inset([700])
        #expect(model.insetFraction(atHeight: -34) == 1)
        #expect(model.insetFraction(atHeight: 700) == 0)
        #expect(isApproximately(model.insetFraction(atHeight: 333), 0.5, tolerance: 1e-9))
    }

    @Test("Bad input: NaN height is fully inset, infinite heights attached; nonsense styles give no inset, finite corners")
    func badInput() {
        let model = inset([300, 700])
        #expect(model.insetFraction(atHeight: .nan) == 1 && model.margin(atHeight: .nan) == 8)
        #expect(model.margin(atHeight: .infinity) == 0 && model.margin(atHeight: -.infinity) == 8)
        let nonsense = SheetInset(
            appearance: .inset, layout: Phone.layout, detents: sheetMetrics([300, 700]).detents,
            style: SheetInsetStyle(margin: -5, topCornerRadius: .nan, displayCornerRadius: .nan))
        let frame = CGRect(x: 0, y: 100, width: 393, height: 752)
        #expect(nonsense.frame(frame, atHeight: 300) == frame)
        #expect(nonsense.scale(atHeight: 300) == 1)
        #expect(!nonsense.roundsBottomCorners(atHeight: 300))
        #expect(nonsense.topCornerRadius == 0)
        #expect(nonsense.bottomCornerRadius(atHeight: 300) == 20, "a NaN display corner counts as square")
        let huge = SheetInset(
            appearance: .inset, layout: Phone.layout, detents: sheetMetrics([300, 700]).detents,
            style: SheetInsetStyle(margin: .infinity, topCornerRadius: -3, displayCornerRadius: .infinity))
        #expect(huge.frame(frame, atHeight: 300) == frame, "an infinite margin counts as 0")
        #expect(huge.topCornerRadius == 0 && huge.bottomCornerRadius(atHeight: 300) == 20)
        let empty = SheetLayout(context: SheetLayoutContext(containerSize: .zero))
        let zeroWidth = SheetInset(appearance: .inset, layout: empty, detents: sheetMetrics([0], layout: empty).detents)
        #expect(zeroWidth.scale(atHeight: 0) == 1 && zeroWidth.margin(atHeight: 0) == 0)
    }
}
