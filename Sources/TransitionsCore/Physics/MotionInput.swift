/// The start, target and initial velocity of a one-dimensional motion, with non-finite inputs
/// replaced so that every physics function stays total.
///
/// Rules (documented on the public functions that use them):
/// - a non-finite target becomes the start (the motion is cancelled in place), or 0 if the start is
///   not finite either;
/// - a non-finite start becomes the target (the motion has already arrived);
/// - a non-finite velocity becomes 0.
struct MotionInput {
    var start: Double
    var target: Double
    var velocity: Double

    init(start: Double, target: Double, velocity: Double) {
        let target = target.isFinite ? target : (start.isFinite ? start : 0)
        self.target = target
        self.start = start.isFinite ? start : target
        self.velocity = velocity.isFinite ? velocity : 0
    }

    /// The displacement from the target at time 0, `x₀ = start − target`.
    var displacement: Double { start - target }
}
