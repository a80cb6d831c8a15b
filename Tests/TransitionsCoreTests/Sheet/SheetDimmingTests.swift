import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

@Suite("Sheet dimming")
struct SheetDimmingTests {
    let metrics = sheetMetrics([200, 400, 700])

    @Test("Dimmed at every detent by default; fades in between hidden and the smallest detent")
    func dimmedEverywhere() {
        let dimming = SheetDimming(detents: metrics.detents, largestUndimmedDetentIdentifier: nil, hiddenHeight: -34)
        #expect(dimming.alpha(atHeight: 200) == 1)
        #expect(dimming.alpha(atHeight: 700) == 1)
        #expect(dimming.alpha(atHeight: -34) == 0)
        #expect(isApproximately(dimming.alpha(atHeight: 83), 0.5, tolerance: 1e-9))
        #expect(!dimming.allowsBackgroundInteraction(atHeight: 200))
    }

    @Test(
        "Undimmed up to the named detent, then blends linearly to full over the next segment",
        arguments: [
            (100.0, 0.0), (200.0, 0.0), (300.0, 0.5), (350.0, 0.75), (400.0, 1.0), (700.0, 1.0), (900.0, 1.0),
        ])
    func blend(height: Double, expected: Double) {
        let dimming = SheetDimming(
            detents: metrics.detents, largestUndimmedDetentIdentifier: metrics.detents.detents[0].identifier,
            hiddenHeight: -34)
        #expect(isApproximately(dimming.alpha(atHeight: height), expected, tolerance: 1e-9))
    }

    @Test("Touches reach the background only while nothing is dimmed")
    func backgroundInteraction() {
        let dimming = SheetDimming(
            detents: metrics.detents, largestUndimmedDetentIdentifier: metrics.detents.detents[1].identifier,
            hiddenHeight: -34)
        #expect(dimming.allowsBackgroundInteraction(atHeight: 400))
        #expect(dimming.allowsBackgroundInteraction(atHeight: 250))
        #expect(!dimming.allowsBackgroundInteraction(atHeight: 410))
    }

    @Test("The largest detent undimmed means never dimmed")
    func largestUndimmed() {
        let dimming = SheetDimming(
            detents: metrics.detents, largestUndimmedDetentIdentifier: metrics.detents.largest.identifier,
            hiddenHeight: -34)
        for h in stride(from: -34.0, through: 900, by: 50) { #expect(dimming.alpha(atHeight: h) == 0) }
    }

    @Test("An unknown undimmed identifier is ignored and reported")
    func unknownIdentifier() {
        let dimming = SheetDimming(detents: metrics.detents, largestUndimmedDetentIdentifier: "nope", hiddenHeight: -34)
        #expect(dimming.ignoredUnknownIdentifier)
        #expect(dimming.alpha(atHeight: 400) == 1)
    }

    @Test("Dimming never jumps: continuous over a fine sweep")
    func continuous() {
        for undimmed in [nil] + metrics.detents.detents.map(\.identifier) {
            let dimming = SheetDimming(
                detents: metrics.detents, largestUndimmedDetentIdentifier: undimmed, hiddenHeight: -34)
            var previous = dimming.alpha(atHeight: -40)
            for h in stride(from: -40.0, through: 800, by: 0.5) {
                let a = dimming.alpha(atHeight: h)
                #expect(isApproximately(a, previous, tolerance: 0.01))
                #expect(a >= 0 && a <= 1)
                previous = a
            }
        }
    }

    @Test("NaN height gives no dimming")
    func nanHeight() {
        let dimming = SheetDimming(detents: metrics.detents, largestUndimmedDetentIdentifier: nil, hiddenHeight: .nan)
        #expect(dimming.alpha(atHeight: .nan) == 0)
        #expect(dimming.hiddenHeight == 0)
    }
}
