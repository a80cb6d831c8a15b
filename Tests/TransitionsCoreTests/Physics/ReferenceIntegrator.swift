import TransitionsCore

/// A fine-step fourth-order Runge–Kutta integration of `x'' + 2ζω x' + ω² x = 0`, the independent
/// reference the closed-form spring is checked against.
struct ReferenceIntegrator {
    let angularFrequency: Double
    let dampingRatio: Double
    /// Integration step, seconds.
    let step: Double

    init(spring: SpringCurve, step: Double = 1e-5) {
        self.angularFrequency = spring.angularFrequency
        self.dampingRatio = spring.dampingRatio
        self.step = step
    }

    /// Displacement and velocity at each of `times` (ascending, seconds) from `x0`, `v0` at time 0.
    func integrate(from x0: Double, velocity v0: Double, sampling times: [Double]) -> [(x: Double, v: Double)] {
        var x = x0
        var v = v0
        var t = 0.0
        var results: [(x: Double, v: Double)] = []
        for time in times {
            while t < time - 1e-12 {
                let h = min(step, time - t)
                (x, v) = rungeKuttaStep(x: x, v: v, h: h)
                t += h
            }
            results.append((x, v))
        }
        return results
    }

    private func acceleration(x: Double, v: Double) -> Double {
        -2 * dampingRatio * angularFrequency * v - angularFrequency * angularFrequency * x
    }

    private func rungeKuttaStep(x: Double, v: Double, h: Double) -> (Double, Double) {
        let k1x = v
        let k1v = acceleration(x: x, v: v)
        let k2x = v + h / 2 * k1v
        let k2v = acceleration(x: x + h / 2 * k1x, v: v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v
        let k3v = acceleration(x: x + h / 2 * k2x, v: v + h / 2 * k2v)
        let k4x = v + h * k3v
        let k4v = acceleration(x: x + h * k3x, v: v + h * k3v)
        return (
            x + h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x),
            v + h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        )
    }
}
