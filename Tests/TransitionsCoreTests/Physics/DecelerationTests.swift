import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

@Suite("Deceleration and UIKit's relative spring velocity")
struct DecelerationTests {
    @Test("Published projection: 1000 pt/s at 0.998 travels 499 pt")
    func publishedProjection() {
        expectApproximately(Deceleration.projectedDistance(velocity: 1000, rate: 0.998), 499, tolerance: 0.5)
        expectApproximately(Deceleration.projectedDistance(velocity: 1000), 499, tolerance: 0.5)
        #expect(Deceleration.normal == 0.998)
        #expect(Deceleration.fast == 0.99)
    }

    static let projections: [(velocity: Double, rate: Double, distance: Double)] = [
        (1000, 0.99, 99), (-1000, 0.998, -499), (0, 0.998, 0), (500, 0.998, 249.5),
        (1000, 0, 0), (1000, -3, 0), (1000, 1, 9999), (1000, 7, 9999), (1000, .nan, 499),
        (.nan, 0.998, 0), (.infinity, 0.998, 0), (-.infinity, 0.99, 0),
    ]

    @Test("Projection table (distance = v/1000 · r/(1 − r))", arguments: projections)
    func projectionTable(velocity: Double, rate: Double, expected: Double) {
        expectApproximately(Deceleration.projectedDistance(velocity: velocity, rate: rate), expected, tolerance: 1e-6)
    }

    @Test("projectedPosition adds the distance; a non-finite position counts as 0; overflow is capped")
    func projectedPosition() {
        expectApproximately(Deceleration.projectedPosition(from: 400, velocity: -1000), -99, tolerance: 1e-9)
        expectApproximately(Deceleration.projectedPosition(from: .nan, velocity: 1000, rate: 0.99), 99, tolerance: 1e-9)
        #expect(Deceleration.projectedPosition(from: 1e308, velocity: 1e308, rate: 0.9999) == .greatestFiniteMagnitude)
    }

    static let relativeVelocities: [(velocity: Double, current: Double, target: Double, relative: Double)] = [
        (1000, 200, 700, 2), (-1000, 700, 200, 2), (1000, 700, 200, -2), (0, 0, 100, 0),
        (1000, 300, 300, 0), (1000, 300, 300.0001, 0), (.nan, 0, 100, 0), (100, .infinity, 100, 0),
        (100, 0, .nan, 0), (1e308, 0, 1e-2, 0),
    ]

    @Test("Relative spring velocity is v / (target − current), 0 when undefined", arguments: relativeVelocities)
    func relativeVelocity(velocity: Double, current: Double, target: Double, expected: Double) {
        expectApproximately(SpringCurve.relativeVelocity(velocity, from: current, to: target), expected, tolerance: 1e-12)
    }
}
