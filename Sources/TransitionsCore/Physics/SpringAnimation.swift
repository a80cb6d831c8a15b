/// One spring-driven motion in progress: a value moving from `start` toward `target`, advanced by the
/// caller's clock.
///
/// A value type with no clock of its own: call ``advance(by:)`` with each frame's duration and read
/// ``value`` and ``velocity``. ``retarget(to:)`` changes the destination mid-flight while keeping both
/// the value and the velocity continuous (the motion restarts from the current state toward the new
/// target, the approach of Wave's and Advance's spring animators).
///
/// Inputs follow ``SpringCurve/value(at:from:to:initialVelocity:)``: a non-finite target becomes the start, a
/// non-finite start becomes the target, a non-finite velocity 0.
package struct SpringAnimation: Hashable, Sendable {
    /// The spring driving the motion.
    public private(set) var spring: SpringCurve
    /// The value at the (re)start of the motion, pt.
    public private(set) var start: Double
    /// The value the motion settles on, pt.
    public private(set) var target: Double
    /// The velocity at the (re)start of the motion, pt/s.
    public private(set) var initialVelocity: Double
    /// Seconds since the motion started, or since the last ``retarget(to:)``.
    public private(set) var elapsed: Double = 0

    private var storedRestDistance: Double = SpringCurve.defaultRestDistance
    /// Seconds from the (re)start until the motion is at rest for good.
    private var settleTime: Double = 0

    /// Creates a motion from `start` to `target` (pt) beginning with `initialVelocity` (pt/s), at
    /// ``elapsed`` 0.
    public init(spring: SpringCurve, from start: Double, to target: Double, initialVelocity: Double = 0) {
        let input = MotionInput(start: start, target: target, velocity: initialVelocity)
        self.spring = spring
        self.start = input.start
        self.target = input.target
        self.initialVelocity = input.velocity
        updateSettleTime()
    }

    /// How close to the target (pt) the motion must stay to be at rest; the speed must also stay below
    /// `restDistance × SpringCurve.restVelocityFactor` pt/s. Default ``SpringCurve/defaultRestDistance`` (0.5 pt,
    /// one pixel at 2x). Setting NaN, zero or a negative value restores the default.
    public var restDistance: Double {
        get { storedRestDistance }
        set {
            storedRestDistance = SpringCurve.sanitizedRestDistance(newValue)
            updateSettleTime()
        }
    }

    /// The position at ``elapsed``, pt.
    public var value: Double { value(at: elapsed) }

    /// The velocity at ``elapsed``, pt/s.
    public var velocity: Double { velocity(at: elapsed) }

    /// Position and velocity at ``elapsed``, evaluated once.
    public var sample: SpringCurve.Sample { sample(at: elapsed) }

    /// Whether the motion has come to rest: from ``elapsed`` on it stays within ``restDistance`` of the
    /// target and slower than `restDistance × SpringCurve.restVelocityFactor` pt/s.
    ///
    /// Decided from the envelope bound of ``SpringCurve/settlingDuration(from:to:initialVelocity:restDistance:)``,
    /// so once true it stays true until the next retarget, and it implies Android's instantaneous
    /// `isAtEquilibrium` test. Equivalent to `settlingDuration == 0`.
    public var isSettled: Bool { elapsed >= settleTime }

    /// Seconds from ``elapsed`` until the motion is at rest (see ``isSettled``); 0 once settled.
    public var settlingDuration: Double { max(0, settleTime - elapsed) }

    /// The position `time` seconds after the (re)start, pt. See ``SpringCurve/value(at:from:to:initialVelocity:)``.
    public func value(at time: Double) -> Double {
        sample(at: time).value
    }

    /// The velocity `time` seconds after the (re)start, pt/s.
    public func velocity(at time: Double) -> Double {
        sample(at: time).velocity
    }

    /// Position and velocity `time` seconds after the (re)start.
    public func sample(at time: Double) -> SpringCurve.Sample {
        spring.sample(at: time, from: start, to: target, initialVelocity: initialVelocity)
    }

    /// Moves time forward by `seconds`.
    ///
    /// A duration that is NaN, infinite, zero or negative is ignored: time never runs backwards and a
    /// bad frame delta cannot poison the state. (To jump to the end, read ``target``.)
    public mutating func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        elapsed = min(elapsed + seconds, .greatestFiniteMagnitude)
    }

    /// Redirects the motion to `newTarget` (pt), keeping the current value and velocity.
    ///
    /// The current position and velocity become ``start`` and ``initialVelocity`` and ``elapsed``
    /// restarts at 0, so the value and velocity just after equal those just before. A non-finite
    /// target is ignored.
    public mutating func retarget(to newTarget: Double) {
        retarget(to: newTarget, spring: spring)
    }

    /// Redirects the motion to `newTarget` (pt) with a different spring, keeping the current value and
    /// velocity. A non-finite target is ignored (the spring is not changed either).
    public mutating func retarget(to newTarget: Double, spring newSpring: SpringCurve) {
        guard newTarget.isFinite else { return }
        let current = sample
        start = current.value
        initialVelocity = current.velocity
        target = newTarget
        spring = newSpring
        elapsed = 0
        updateSettleTime()
    }

    /// The same motion restarted where it is now: the current value and velocity become ``start`` and
    /// ``initialVelocity`` and ``elapsed`` is 0, toward the same target with the same spring, so it follows the
    /// same curve from here (a closed form that begins now, as keyframes need). Not a retarget: the target stays.
    public func restarted() -> SpringAnimation {
        var copy = self
        copy.retarget(to: target)
        return copy
    }

    private mutating func updateSettleTime() {
        settleTime = spring.settlingDuration(
            displacement: start - target, velocity: initialVelocity, restDistance: storedRestDistance)
    }
}

extension SpringAnimation {
    /// Whether `other` follows the same curve — same spring, start, target and initial velocity — however far
    /// either has advanced along it (``elapsed``).
    public func followsSameCurve(as other: SpringAnimation) -> Bool {
        spring == other.spring && start == other.start && target == other.target
            && initialVelocity == other.initialVelocity
    }
}
