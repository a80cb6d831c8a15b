#if os(Linux)
import Foundation

/// Moves a scroll view's content on `HeadlessClock` after the finger lifts (deceleration, bounce back)
/// or for `setContentOffset(_:animated: true)`, writing `contentOffset` once per display frame.
///
/// Each axis is evaluated in closed form at the elapsed time (`ScrollPhysics`), so the values do not
/// depend on the frame rate. Deceleration that reaches an edge hands over to the bounce spring at the
/// exact crossing time with the velocity it had there. If someone else changes `contentOffset` meanwhile,
/// the motion continues from the new offset with its current velocity.
@MainActor final class ScrollViewMotion {
    private enum Phase {
        case idle
        /// Decelerating from `start` (offset) with `velocity` (pt/s) since `since`, to come to rest at `rest`.
        case decelerating(start: Double, velocity: Double, since: TimeInterval, rest: Double)
        /// Spring towards the edge `anchor`, from `displacement` with `velocity`, since `since`.
        case bouncing(anchor: Double, displacement: Double, velocity: Double, since: TimeInterval)
        /// Eased animation from `start` to `end` over `duration` seconds since `since`.
        case animating(start: Double, end: Double, since: TimeInterval, duration: Double)
    }

    private enum Kind {
        case none, deceleration, animation
    }

    private unowned let scrollView: UIScrollView
    private var phases: [ScrollAxis: Phase] = [.horizontal: .idle, .vertical: .idle]
    private var kind = Kind.none
    private var rate = 0.998
    private var generation = 0
    private var lastWritten: CGPoint = .zero

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    /// Whether any axis is moving.
    var isRunning: Bool { kind != .none }

    /// Starts decelerating from `start` with `velocity` (content velocity, pt/s) at `rate` per millisecond.
    /// `restingAt` gives the exact resting offset of axes whose target was chosen by the delegate (the
    /// velocity must already lead there), so floating-point error cannot move the final value.
    func decelerate(from start: CGPoint, velocity: CGPoint, rate: Double, restingAt: [ScrollAxis: CGFloat] = [:]) {
        stop()
        self.rate = rate
        let now = HeadlessClock.main.now
        for axis in ScrollAxis.allCases {
            phases[axis] = initialPhase(
                position: Double(start[axis]), velocity: Double(velocity[axis]), axis: axis, at: now,
                rest: restingAt[axis].map(Double.init))
        }
        kind = .deceleration
        scrollView.deceleratingFlag = true
        lastWritten = scrollView.contentOffset
        run()
    }

    /// Animates the offset to `target` over `ScrollPhysics.scrollAnimationDuration`.
    func animate(to target: CGPoint) {
        stop()
        let now = HeadlessClock.main.now
        let start = scrollView.contentOffset
        for axis in ScrollAxis.allCases {
            phases[axis] = .animating(
                start: Double(start[axis]), end: Double(target[axis]), since: now,
                duration: ScrollPhysics.scrollAnimationDuration)
        }
        kind = .animation
        scrollView.scrollAnimatingFlag = true
        lastWritten = start
        scheduleTick()
    }

    /// Stops silently (no end callbacks): a new drag, or `setContentOffset(_:animated:)`.
    func stop() {
        generation += 1
        kind = .none
        phases = [.horizontal: .idle, .vertical: .idle]
        scrollView.deceleratingFlag = false
        scrollView.scrollAnimatingFlag = false
    }

    /// A finger touched moving content: it stops where it is.
    func catchByTouch() {
        if isRunning { stop() }
    }

    // MARK: - Frames

    private func scheduleTick() {
        let token = generation
        HeadlessClock.main.schedule(after: 1 / HeadlessClock.main.framesPerSecond) { [weak self] in
            guard let self, self.generation == token else { return }
            self.run()
        }
    }

    /// Evaluates every axis now, writes the offset, and either schedules the next frame or finishes.
    private func run() {
        let now = HeadlessClock.main.now
        if scrollView.contentOffset != lastWritten { rebase(at: now) }
        var offset = scrollView.contentOffset
        var finished = true
        for axis in ScrollAxis.allCases {
            let (position, done) = evaluate(axis, at: now)
            if let position { offset[axis] = CGFloat(position) }
            finished = finished && done
        }
        let token = generation
        scrollView.contentOffset = offset
        lastWritten = scrollView.contentOffset
        guard generation == token else { return }  // a delegate callback stopped or restarted the motion
        if finished { finish() } else { scheduleTick() }
    }

    private func finish() {
        let finishedKind = kind
        stop()
        switch finishedKind {
        case .deceleration: scrollView.delegate?.scrollViewDidEndDecelerating(scrollView)
        case .animation: scrollView.delegate?.scrollViewDidEndScrollingAnimation(scrollView)
        case .none: break
        }
    }

    /// The first phase of an axis released at `position` with `velocity`.
    private func initialPhase(
        position: Double, velocity: Double, axis: ScrollAxis, at time: TimeInterval, rest: Double? = nil
    ) -> Phase {
        let lower = Double(scrollView.minimumOffset(axis))
        let upper = Double(scrollView.maximumOffset(axis))
        if position < lower || position > upper {
            let anchor = position < lower ? lower : upper
            guard scrollView.bounces else {
                return .animating(start: position, end: anchor, since: time, duration: 0)
            }
            return .bouncing(anchor: anchor, displacement: position - anchor, velocity: velocity, since: time)
        }
        let travel = ScrollPhysics.projectedDistance(velocity: velocity, rate: rate)
        guard velocity != 0, travel.isFinite else { return .idle }
        return .decelerating(start: position, velocity: velocity, since: time, rest: rest ?? position + travel)
    }

    /// Position (nil = leave as is) and whether the axis is at rest.
    private func evaluate(_ axis: ScrollAxis, at now: TimeInterval) -> (Double?, Bool) {
        guard let phase = phases[axis] else { return (nil, true) }
        switch phase {
        case .idle:
            return (nil, true)
        case let .animating(start, end, since, duration):
            let fraction = duration > 0 ? (now - since) / duration : 1
            if fraction >= 1 {
                phases[axis] = .idle
                return (end, true)
            }
            return (start + (end - start) * ScrollPhysics.scrollAnimationProgress(fraction), false)
        case let .decelerating(start, velocity, since, rest):
            return evaluateDeceleration(axis, start: start, velocity: velocity, since: since, rest: rest, now: now)
        case let .bouncing(anchor, displacement, velocity, since):
            let t = now - since
            let x = ScrollPhysics.springDisplacement(displacement, velocity: velocity, time: t)
            let v = ScrollPhysics.springVelocity(displacement, velocity: velocity, time: t)
            if abs(x) < ScrollPhysics.restDistance && abs(v) < ScrollPhysics.restSpeed {
                phases[axis] = .idle
                return (anchor, true)
            }
            return (anchor + x, false)
        }
    }

    private func evaluateDeceleration(
        _ axis: ScrollAxis, start: Double, velocity: Double, since: TimeInterval, rest: Double, now: TimeInterval
    ) -> (Double?, Bool) {
        let lower = Double(scrollView.minimumOffset(axis))
        let upper = Double(scrollView.maximumOffset(axis))
        let t = now - since
        let position = ScrollPhysics.deceleratedPosition(from: start, velocity: velocity, rate: rate, time: t)
        if position < lower || position > upper {
            let edge = position < lower ? lower : upper
            guard scrollView.bounces else {
                phases[axis] = .idle
                return (edge, true)
            }
            let crossing = ScrollPhysics.time(toReach: edge, from: start, velocity: velocity, rate: rate) ?? t
            let edgeVelocity = ScrollPhysics.deceleratedVelocity(velocity, rate: rate, time: crossing)
            phases[axis] = .bouncing(anchor: edge, displacement: 0, velocity: edgeVelocity, since: since + crossing)
            return evaluate(axis, at: now)
        }
        let remaining = ScrollPhysics.projectedDistance(
            velocity: ScrollPhysics.deceleratedVelocity(velocity, rate: rate, time: t), rate: rate)
        if abs(remaining) < ScrollPhysics.restDistance {
            phases[axis] = .idle
            return (rest, true)
        }
        return (position, false)
    }

    /// The offset was changed from outside: every moving axis restarts from the actual offset with the
    /// velocity it has now.
    private func rebase(at now: TimeInterval) {
        let actual = scrollView.contentOffset
        for axis in ScrollAxis.allCases where actual[axis] != lastWritten[axis] {
            guard let phase = phases[axis] else { continue }
            let position = Double(actual[axis])
            switch phase {
            case .idle:
                continue
            case let .decelerating(_, velocity, since, _):
                let current = ScrollPhysics.deceleratedVelocity(velocity, rate: rate, time: now - since)
                phases[axis] = initialPhase(position: position, velocity: current, axis: axis, at: now)
            case let .bouncing(_, displacement, velocity, since):
                let current = ScrollPhysics.springVelocity(displacement, velocity: velocity, time: now - since)
                phases[axis] = initialPhase(position: position, velocity: current, axis: axis, at: now)
            case let .animating(_, end, since, duration):
                let remaining = max(0, duration - (now - since))
                phases[axis] = .animating(start: position, end: end, since: now, duration: remaining)
            }
        }
    }
}
#endif
