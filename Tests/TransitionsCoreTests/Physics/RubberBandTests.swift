import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

@Suite("RubberBand")
struct RubberBandTests {
    @Test(
        "Published values for d = 960",
        arguments: [(5.0, 2.74), (10, 5.47), (100, 52.02), (400, 178.98), (960, 340.65)])
    func publishedValues(overshoot: Double, expected: Double) {
        expectApproximately(RubberBand.offset(forOvershoot: overshoot, dimension: 960), expected, tolerance: 0.01)
    }

    @Test("Slope 0.55 at 0, never reaching the dimension")
    func slopeAndLimit() {
        let h = 1e-6
        expectApproximately(RubberBand.offset(forOvershoot: h, dimension: 960) / h, 0.55, tolerance: 1e-6)
        #expect(RubberBand.defaultCoefficient == 0.55)
        #expect(RubberBand.offset(forOvershoot: 1e9, dimension: 960) < 960)
        #expect(RubberBand.offset(forOvershoot: 1e300, dimension: 960) < 960)
        #expect(RubberBand.offset(forOvershoot: .infinity, dimension: 960) < 960)
        #expect(RubberBand.offset(forOvershoot: 1e8, dimension: 960) > 959.9)
    }

    @Test("Odd: a negative overshoot bands the same distance the other way")
    func odd() {
        for x in [0.5, 12, 300, 5000] {
            #expect(
                RubberBand.offset(forOvershoot: -x, dimension: 800) == -RubberBand.offset(
                    forOvershoot: x, dimension: 800))
        }
    }

    @Test(
        "The inverse round-trips",
        arguments: [
            (0.0, 960.0, 0.55), (5, 960, 0.55), (100, 960, 0.55), (960, 960, 0.55), (12_000, 960, 0.55),
            (-250, 600, 0.55), (40, 300, 0.3), (40, 300, 1),
        ])
    func inverseRoundTrips(overshoot: Double, dimension: Double, coefficient: Double) {
        let offset = RubberBand.offset(forOvershoot: overshoot, dimension: dimension, coefficient: coefficient)
        let back = RubberBand.overshoot(forOffset: offset, dimension: dimension, coefficient: coefficient)
        expectApproximately(back, overshoot, tolerance: 1e-9 * max(1, abs(overshoot)))
    }

    @Test("Offsets at or beyond the dimension invert to the largest finite overshoot")
    func inverseBeyondDimension() {
        #expect(RubberBand.overshoot(forOffset: 960, dimension: 960) == .greatestFiniteMagnitude)
        #expect(RubberBand.overshoot(forOffset: -2000, dimension: 960) == -.greatestFiniteMagnitude)
        #expect(RubberBand.overshoot(forOffset: .infinity, dimension: 960) == .greatestFiniteMagnitude)
    }

    static let invalidParameterRows: [(overshoot: Double, dimension: Double, coefficient: Double)] = [
        (.nan, 960, 0.55), (100, .nan, 0.55), (100, 0, 0.55), (100, -960, 0.55), (100, .infinity, 0.55),
        (100, 960, .nan), (100, 960, 0), (100, 960, -0.55),
    ]

    @Test("Invalid parameters mean no give", arguments: invalidParameterRows)
    func invalidParameters(overshoot: Double, dimension: Double, coefficient: Double) {
        #expect(RubberBand.offset(forOvershoot: overshoot, dimension: dimension, coefficient: coefficient) == 0)
        #expect(RubberBand.overshoot(forOffset: overshoot, dimension: dimension, coefficient: coefficient) == 0)
    }

    static let clampRows: [(value: Double, expected: Double)] = [
        (250, 250), (100, 100), (700, 700), (800, 752.02), (0, 47.98), (1_000_000, 1658.33),
    ]

    @Test("clamp: inside the range unchanged, outside banded on the side it left", arguments: clampRows)
    func clampInRange(value: Double, expected: Double) {
        expectApproximately(RubberBand.clamp(value, to: 100...700, dimension: 960), expected, tolerance: 0.5)
    }

    @Test("clamp handles NaN values, infinite values and infinite bounds with finite results")
    func clampEdgeCases() {
        #expect(RubberBand.clamp(.nan, to: 100...700, dimension: 960) == 100)
        #expect(RubberBand.clamp(.nan, to: -.infinity...700, dimension: 960) == 700)
        #expect(RubberBand.clamp(.nan, to: -.infinity ... .infinity, dimension: 960) == 0)
        expectApproximately(RubberBand.clamp(.infinity, to: 100...700, dimension: 960), 700 + 960, tolerance: 1e-9)
        #expect(RubberBand.clamp(.infinity, to: 100 ... .infinity, dimension: 960) == .greatestFiniteMagnitude)
        #expect(RubberBand.clamp(-.infinity, to: -.infinity...0, dimension: 960) == -.greatestFiniteMagnitude)
        #expect(RubberBand.clamp(5, to: 10...10, dimension: 960) < 10)
        #expect(RubberBand.clamp(800, to: 100...700, dimension: 0) == 700)
    }
}
