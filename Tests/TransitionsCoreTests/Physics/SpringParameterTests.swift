import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

@Suite("Spring parameters")
struct SpringParameterTests {
    @Test("Apple's example: mass 1, stiffness 100, damping 10 ↔ response 0.628 s, ζ 0.5")
    func appleMassStiffnessExample() {
        let spring = SpringCurve(mass: 1, stiffness: 100, damping: 10)
        expectApproximately(spring.response, 0.628, tolerance: 0.001)
        expectApproximately(spring.dampingRatio, 0.5, tolerance: 1e-12)
        expectApproximately(spring.bounce, 0.5, tolerance: 1e-12)
        expectApproximately(spring.stiffness, 100, tolerance: 1e-9)
        expectApproximately(spring.damping, 10, tolerance: 1e-9)
    }

    @Test("Apple's example: duration 0.5, bounce 0.3 ↔ stiffness 157.9, damping 17.6, ζ 0.7")
    func appleDurationBounceExample() {
        let spring = SpringCurve(duration: 0.5, bounce: 0.3)
        expectApproximately(spring.stiffness, 157.9, tolerance: 0.1)
        expectApproximately(spring.damping, 17.6, tolerance: 0.1)
        expectApproximately(spring.dampingRatio, 0.7, tolerance: 1e-12)
        expectApproximately(spring.response, 0.5, tolerance: 1e-12)
    }

    @Test(
        "Response/damping ratio and mass/stiffness/damping are two views of one value",
        arguments: [(0.1, 0.2, 1.0), (0.38, 1.0, 1.0), (0.5, 0.7, 2.5), (1.2, 3.0, 0.25), (0.05, 15.0, 10.0)])
    func parameterisationsRoundTrip(response: Double, dampingRatio: Double, mass: Double) {
        let omega = 2 * Double.pi / response
        let spring = SpringCurve(mass: mass, stiffness: omega * omega * mass, damping: 2 * dampingRatio * omega * mass)
        expectApproximately(spring.response, response, tolerance: 1e-12 * response)
        expectApproximately(spring.dampingRatio, dampingRatio, tolerance: 1e-12 * dampingRatio)
        expectApproximately(spring.mass, mass, tolerance: 0)
        let viaResponse = SpringCurve(response: response, dampingRatio: dampingRatio)
        // Mass does not change the motion, only the stiffness and damping it takes.
        expectApproximately(
            spring.value(at: 0.2, from: 0, to: 100, initialVelocity: 50),
            viaResponse.value(at: 0.2, from: 0, to: 100, initialVelocity: 50), tolerance: 1e-9)
    }

    static let bounces: [(bounce: Double, dampingRatio: Double)] = [
        (0, 1), (0.15, 0.85), (0.3, 0.7), (0.5, 0.5), (-0.5, 2), (-0.2, 1.25), (.nan, 1),
        (-1, 1000), (-3, 1000), (1, 0.001), (2, 0.001),
    ]

    @Test("Bounce maps to damping ratio: 1 − bounce, and 1/(1 + bounce) when negative", arguments: bounces)
    func bounceMapping(bounce: Double, expectedDampingRatio: Double) {
        let spring = SpringCurve(duration: 0.5, bounce: bounce)
        expectApproximately(spring.dampingRatio, expectedDampingRatio, tolerance: 1e-12)
        if bounce.isFinite, bounce > -1, bounce < 1 {
            expectApproximately(spring.bounce, bounce, tolerance: 1e-12, "bounce round-trips")
        }
    }

    @Test("Presets carry the documented parameters")
    func presets() {
        let table: [(SpringCurve, response: Double, dampingRatio: Double, name: String)] = [
            (.sheet, 0.344144233, 1, "sheet"), (.sheetFlick, 0.344144233, 0.8, "sheetFlick"), (.smooth, 0.5, 1, "smooth"), (.snappy, 0.5, 0.85, "snappy"),
            (.bouncy, 0.5, 0.7, "bouncy"),
        ]
        for row in table {
            expectApproximately(row.0.response, row.response, tolerance: 1e-12, "\(row.name) response")
            expectApproximately(row.0.dampingRatio, row.dampingRatio, tolerance: 1e-12, "\(row.name) ζ")
            #expect(row.0.mass == 1)
        }
    }

    struct InvalidParameters: Sendable, CustomTestStringConvertible {
        let label: String
        let spring: SpringCurve
        let response: Double
        let dampingRatio: Double
        let mass: Double
        var testDescription: String { label }

        init(_ label: String, _ spring: SpringCurve, response: Double, dampingRatio: Double, mass: Double = 1) {
            (self.label, self.spring, self.response, self.dampingRatio, self.mass) =
                (label, spring, response, dampingRatio, mass)
        }
    }

    static let invalidParameterTable: [InvalidParameters] = [
        .init("response NaN", SpringCurve(response: .nan, dampingRatio: 0.5), response: 0.001, dampingRatio: 0.5),
        .init("response 0", SpringCurve(response: 0, dampingRatio: 1), response: 0.001, dampingRatio: 1),
        .init("response negative", SpringCurve(response: -2, dampingRatio: 1), response: 0.001, dampingRatio: 1),
        .init("response +inf", SpringCurve(response: .infinity, dampingRatio: 1), response: 1000, dampingRatio: 1),
        .init("damping ratio NaN", SpringCurve(response: 0.4, dampingRatio: .nan), response: 0.4, dampingRatio: 1),
        .init("damping ratio 0", SpringCurve(response: 0.4, dampingRatio: 0), response: 0.4, dampingRatio: 0.001),
        .init("damping ratio < 0", SpringCurve(response: 0.4, dampingRatio: -1), response: 0.4, dampingRatio: 0.001),
        .init("damping ratio +inf", SpringCurve(response: 0.4, dampingRatio: .infinity), response: 0.4, dampingRatio: 1000),
        .init("mass 0", SpringCurve(mass: 0, stiffness: 100, damping: 20), response: 0.2 * .pi, dampingRatio: 1),
        .init("mass NaN", SpringCurve(mass: .nan, stiffness: 100, damping: 20), response: 0.2 * .pi, dampingRatio: 1),
        .init("mass −inf", SpringCurve(mass: -.infinity, stiffness: 100, damping: 20), response: 0.2 * .pi, dampingRatio: 1),
        .init("stiffness 0", SpringCurve(mass: 1, stiffness: 0, damping: 20), response: 0.001, dampingRatio: 1),
        .init("stiffness < 0", SpringCurve(mass: 1, stiffness: -100, damping: 20), response: 0.001, dampingRatio: 1),
        .init(
            "stiffness NaN", SpringCurve(mass: 2, stiffness: .nan, damping: 20), response: 0.001, dampingRatio: 1, mass: 2),
        .init("damping < 0", SpringCurve(mass: 1, stiffness: 100, damping: -5), response: 0.2 * .pi, dampingRatio: 0.001),
        .init("damping NaN", SpringCurve(mass: 1, stiffness: 100, damping: .nan), response: 0.2 * .pi, dampingRatio: 1),
        .init("duration NaN", SpringCurve(duration: .nan, bounce: 0.2), response: 0.001, dampingRatio: 0.8),
    ]

    @Test("Invalid parameters become the documented valid spring", arguments: invalidParameterTable)
    func invalidParameters(row: InvalidParameters) {
        let spring = row.spring
        expectApproximately(spring.response, row.response, tolerance: 1e-12)
        expectApproximately(spring.dampingRatio, row.dampingRatio, tolerance: 1e-12)
        expectApproximately(spring.mass, row.mass, tolerance: 0)
        #expect(spring.stiffness.isFinite && spring.stiffness > 0)
        #expect(spring.damping.isFinite && spring.damping > 0)
        // Whatever the parameters, the motion arrives.
        let duration = spring.settlingDuration(from: 0, to: 100, initialVelocity: 0)
        #expect(duration.isFinite)
        expectApproximately(spring.value(at: duration + 1, from: 0, to: 100, initialVelocity: 0), 100, tolerance: 0.5)
    }
}
