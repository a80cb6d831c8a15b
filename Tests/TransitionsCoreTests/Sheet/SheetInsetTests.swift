import Foundation
import Testing
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
        #expect(abs(Double(inset([300, 700]).insetFraction(atHeight: height)) - expected) < 1e-12)
    }

    @Test("At a partial detent: 8 pt in from the sides and the bottom, top edge unchanged, 47 pt corners all round")
    func partialFrame() {
        let model = inset([300, 700])
        let attached = Phone.layout.frame(forHeight: 300, restingHeight: 300)
        let frame = model.frame(attached, atHeight: 300)
        #expect(frame.minX == 8 && frame.maxX == 385)
        #expect(frame.minY == attached.minY)
        #expect(abs(frame.maxY - (852 - 8)) < 1e-9)
        #expect(model.cornerRadius(atHeight: 300) == 47)
        #expect(model.roundsBottomCorners(atHeight: 300))
    }

    @Test("At the largest detent: exactly the edge-attached frame, the layout's 10 pt top corners")
    func largestFrame() {
        let model = inset([300, 700])
        let attached = Phone.layout.frame(forHeight: 700, restingHeight: 300)
        #expect(model.frame(attached, atHeight: 700) == attached)
        #expect(model.cornerRadius(atHeight: 700) == 10)
        #expect(!model.roundsBottomCorners(atHeight: 700))
    }

    @Test("The morph is continuous and monotonic while the height sweeps")
    func monotonic() {
        let model = inset([300, 700])
        var previousFraction: CGFloat = 2
        var previousRadius: CGFloat = 100
        for step in 0...400 {
            let height = 250 + Double(step) * 1.25
            let fraction = model.insetFraction(atHeight: height)
            let radius = model.cornerRadius(atHeight: height)
            #expect(fraction <= previousFraction && radius <= previousRadius)
            if previousFraction <= 1 { #expect(previousFraction - fraction < 0.004) }
            previousFraction = fraction
            previousRadius = radius
        }
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
        #expect(abs(model.insetFraction(atHeight: 333) - 0.5) < 1e-9)
    }

    @Test("Bad input: NaN height is fully inset, nonsense styles give no inset and no negative radius")
    func badInput() {
        #expect(inset([300, 700]).insetFraction(atHeight: .nan) == 1)
        #expect(SheetInsetStyle(margin: 80, displayCornerRadius: 55).cornerRadius == 0)
        #expect(SheetInsetStyle(margin: .nan, displayCornerRadius: .infinity).cornerRadius == 0)
        let model = SheetInset(
            appearance: .inset, layout: Phone.layout, detents: sheetMetrics([300, 700]).detents,
            style: SheetInsetStyle(margin: -5, displayCornerRadius: .nan))
        let frame = CGRect(x: 0, y: 100, width: 393, height: 752)
        #expect(model.frame(frame, atHeight: 300) == frame)
        #expect(!model.roundsBottomCorners(atHeight: 300))
        #expect(model.cornerRadius(atHeight: 300).isFinite)
    }
}
