import Foundation

/// The sheet's motion as a state machine: follows the finger, rubber-bands at its limits, chooses a target on
/// release, and settles with a spring that starts at the release velocity.
///
/// Pure value type, time passed in with every event; the UIKit layer feeds it gestures and display frames
/// and applies ``height`` to the view. Heights are detent values (above the bottom obstruction), velocities are
/// in height space (**up positive**) except where an event says otherwise (drag translation and release
/// velocity come straight from `UIPanGestureRecognizer`, down positive). Handling an event never allocates.
package struct SheetMotion: Hashable, Sendable {
    /// Current state.
    public private(set) var state: SheetMotionState
    /// Current height (points above the bottom obstruction).
    public private(set) var height: Double
    /// Current velocity (pt/s, up positive).
    public private(set) var velocity: Double
    /// The limits the sheet moves within.
    public private(set) var metrics: SheetMetrics
    /// Index of the selected detent in ``metrics``.
    public private(set) var selectedIndex: Int
    /// How the sheet moves.
    public var behavior: SheetBehavior
    /// The Reduce Motion cross-fade in progress, if any (`SheetMotionEvent.fadeIn(at:)`).
    public private(set) var fade: SheetFade?
    /// The sheet's opacity, 0…1: 1 except during a Reduce Motion cross-fade.
    public var opacity: Double { fade?.opacity ?? 1 }
    private var lastTime: Double?
    /// The time of the latest event that carried one (seconds, the caller's clock); `nil` before any.
    public var time: Double? { lastTime }
    /// Whether the current drag has reported `SheetMotionOutcome.dismissalDragBegan`.
    private var reportedDismissalDrag = false
    /// Whether the current drag has reported `SheetMotionOutcome.dismissalAttempted`.
    private var reportedAttempt = false
    /// Where the settle a touch caught was heading (`SheetMotionEvent.touchDown(at:allowsDismissal:)`), while the
    /// touch holds the sheet without dragging.
    private var caughtTarget: SheetSettleTarget?
    /// The band the current settle's excursion past the largest detent is shown through, fixed when it starts.
    public private(set) var overshoot = SheetOvershoot(limit: 0, dimension: 0)

    /// Creates a hidden sheet that will present to `selectedIndex` (clamped into range).
    public init(metrics: SheetMetrics, selectedIndex: Int = 0, behavior: SheetBehavior = .default) {
        self.metrics = metrics
        self.selectedIndex = Self.clamp(selectedIndex, count: metrics.detents.detents.count)
        self.behavior = behavior
        self.state = .hidden
        self.height = metrics.hiddenHeight
        self.velocity = 0
        self.overshoot = SheetOvershoot(metrics: metrics, behavior: behavior, startingAt: metrics.hiddenHeight)
    }

    /// Creates a sheet already resting on `selectedIndex`.
    public static func resting(metrics: SheetMetrics, selectedIndex: Int = 0, behavior: SheetBehavior = .default)
        -> SheetMotion
    {
        var motion = SheetMotion(metrics: metrics, selectedIndex: selectedIndex, behavior: behavior)
        motion.state = .resting(detentIndex: motion.selectedIndex)
        motion.height = motion.detentHeight(motion.selectedIndex)
        return motion
    }

    /// Applies an event and reports what the outside world must react to.
    ///
    /// Events carry a time; a settle in flight is first advanced to it. If that advance ends the settle (the
    /// sheet came to rest or became hidden) and the event itself has nothing to report, the settle's outcome
    /// is returned, so no ending is ever lost.
    @discardableResult
    public mutating func handle(_ event: SheetMotionEvent) -> SheetMotionOutcome {
        let advanced: SheetMotionOutcome
        switch event {
        case .present, .tick, .dragChanged, .dragEnded, .dragEndedRedirected, .dragCancelled, .touchDown, .touchUp,
            .fadeIn, .fadeOut:
            advanced = .none
        case .dismiss(let time), .dragBegan(let time, _), .selectDetent(_, _, let time),
            .cancelDismissal(let time), .updateMetrics(_, _, _, let time):
            advanced = advanceSettle(to: time)
        }
        let outcome = apply(event)
        return outcome == .none ? advanced : outcome
    }

    private mutating func apply(_ event: SheetMotionEvent) -> SheetMotionOutcome {
        switch event {
        case .present(let time):
            lastTime = time
            guard case .hidden = state else { return .none }
            height = metrics.hiddenHeight
            velocity = 0
            startSettle(to: .detent(index: selectedIndex), velocity: 0)
            return .none
        case .fadeIn(let time):
            switch state {
            case .hidden, .resting: break
            default: return .none
            }
            lastTime = time
            settle(on: selectedIndex)
            fade = SheetFade(from: 0, to: .presented)
            return .none
        case .fadeOut(let time):
            if case .hidden = state { return .none }
            lastTime = time
            fade = SheetFade(from: opacity, to: .dismissed)
            return .none
        case .dismiss:
            if case .hidden = state { return .none }
            startSettle(to: .hidden, velocity: velocity)
            return .none
        case .touchDown(_, let allowsDismissal):
            // Stops where the sheet was last shown (the last frame): advancing to the touch's time first would move
            // it by part of a frame after the finger landed.
            guard case .settling(_, let target) = state else { return .none }
            caughtTarget = target
            state = .tracking(startHeight: height, allowsDismissal: allowsDismissal)
            velocity = 0
            return .none
        case .touchUp(let time):
            guard let caught = caughtTarget, case .tracking(_, let allowsDismissal) = state else { return .none }
            caughtTarget = nil
            lastTime = time
            return releaseCaught(heading: caught, allowsDismissal: allowsDismissal)
        case .dragBegan(_, let allowsDismissal):
            // A drag during a fade-in takes over: the sheet is simply there.
            if fade?.target == .presented { fade = nil }
            caughtTarget = nil
            reportedDismissalDrag = false
            reportedAttempt = false
            if case .hidden = state { return .none }
            state = .tracking(startHeight: height, allowsDismissal: allowsDismissal)
            velocity = 0
            return .none
        case .dragChanged(let translation, let time):
            guard case .tracking(let start, let allowsDismissal) = state else { return .none }
            let previous = height
            let raw = start - (translation.isFinite ? translation : 0)
            height = bandedHeight(raw, allowsDismissal: allowsDismissal)
            if let last = lastTime, time > last, time.isFinite { velocity = (height - previous) / (time - last) }
            lastTime = time
            // Not dismissible: pulled ¼ of the band's extent below the smallest detent, an attempt (once per drag).
            if !allowsDismissal {
                let pull = metrics.smallestHeight - height
                guard !reportedAttempt, pull > 0,
                    pull >= SheetDeviceMetrics.attemptToDismissFraction * metrics.rubberBandExtentBelow
                else { return .none }
                reportedAttempt = true
                return .dismissalAttempted
            }
            // Below the smallest detent with dismissal allowed, the dismissal becomes interactive (once per drag).
            guard !reportedDismissalDrag, height < metrics.smallestHeight - 0.5 else { return .none }
            reportedDismissalDrag = true
            return .dismissalDragBegan
        case .dragEnded(let fingerVelocity, let time), .dragEndedRedirected(let fingerVelocity, _, let time):
            guard case .tracking(_, let allowsDismissal) = state else { return .none }
            lastTime = time
            var redirect: SheetSettleTarget?
            if case .dragEndedRedirected(_, let target, _) = event { redirect = target }
            return release(
                fingerVelocity: fingerVelocity.isFinite ? fingerVelocity : 0, allowsDismissal: allowsDismissal,
                redirectedTo: redirect)
        case .dragCancelled(let time):
            guard case .tracking = state else { return .none }
            caughtTarget = nil
            lastTime = time
            startSettle(to: .detent(index: selectedIndex), velocity: 0)
            return .none
        case .tick(let time):
            return advanceSettle(to: time)
        case .selectDetent(let index, let animated, _):
            selectedIndex = Self.clamp(index, count: metrics.detents.detents.count)
            switch state {
            case .hidden, .tracking:
                return .none
            case .settling(_, .hidden):
                return .none
            case .resting, .settling:
                if animated {
                    startSettle(to: .detent(index: selectedIndex), velocity: velocity)
                    return .none
                }
                settle(on: selectedIndex)
                return .settled(detentIndex: selectedIndex)
            }
        case .cancelDismissal:
            guard case .settling(_, .hidden) = state else { return .none }
            startSettle(to: .detent(index: selectedIndex), velocity: velocity)
            return .none
        case .updateMetrics(let newMetrics, let transition, let selecting, _):
            return applyMetrics(newMetrics, transition: transition, selecting: selecting)
        }
    }

    // MARK: - Release

    private mutating func release(
        fingerVelocity: Double, allowsDismissal: Bool, redirectedTo redirect: SheetSettleTarget? = nil
    ) -> SheetMotionOutcome {
        let proposal = proposedRelease(fingerVelocity: fingerVelocity, allowsDismissal: allowsDismissal)
        let releaseVelocity = proposal.velocity  // the finger's, through the rubber band's slope
        let target = redirect.map { validRedirect($0, proposed: proposal.target, allowsDismissal: allowsDismissal) }
            ?? proposal.target
        // A release at the flick speed or faster settles on the flick spring (UIKit's ratio 0.8).
        let curve = behavior.releaseSpring(speed: releaseVelocity)
        switch target {
        case .hidden:
            startSettle(to: .hidden, velocity: releaseVelocity, spring: curve)
            return .dismissalRequested
        case .detent(let index):
            startSettle(to: .detent(index: index), velocity: releaseVelocity, spring: curve)
            guard index != selectedIndex else { return .none }
            selectedIndex = index
            return .selectedDetentChanged(index: index)
        }
    }

    /// A touch that caught a settle lifted without dragging: settle from rest to the nearest stopping point
    /// (`SheetSnapping` at zero velocity), hidden only when the caught settle was a dismissal.
    private mutating func releaseCaught(heading caught: SheetSettleTarget, allowsDismissal: Bool) -> SheetMotionOutcome {
        let target = SheetSnapping.target(
            height: height, velocity: 0, metrics: metrics, includesDismissal: allowsDismissal && caught == .hidden,
            behavior: behavior)
        switch target {
        case .hidden:
            startSettle(to: .hidden, velocity: 0)
            return .dismissalRequested
        case .detent(let index):
            startSettle(to: .detent(index: index), velocity: 0)
            guard index != selectedIndex else { return .none }
            selectedIndex = index
            return .selectedDetentChanged(index: index)
        }
    }

    // MARK: - Settling

    private mutating func startSettle(
        to target: SheetSettleTarget, velocity initialVelocity: Double, spring curve: SpringCurve? = nil
    ) {
        let v = initialVelocity.isFinite ? initialVelocity : 0
        let chosen = curve ?? behavior.spring
        caughtTarget = nil
        state = .settling(
            .spring(spring(chosen, to: aim(for: target, velocity: v, spring: chosen), velocity: v)), target: target)
        velocity = v
    }

    /// Where a settle toward `target` aims: the detent's height, or for hidden a point past the bottom edge
    /// (`SheetExit`), so the sheet leaves at speed; the dismissal ends as soon as the sheet is off screen.
    private func aim(for target: SheetSettleTarget, velocity: Double, spring curve: SpringCurve? = nil) -> Double {
        guard case .hidden = target else { return targetHeight(target) }
        let hidden = metrics.hiddenHeight
        return hidden
            - SheetExit.overshoot(
                distance: height - hidden, downwardSpeed: -velocity, spring: curve ?? behavior.spring)
    }

    /// A spring from the current height with `velocity` (pt/s, as shown) to `target`, run in the unbanded space of
    /// the overshoot band (`SheetOvershoot`): it starts exactly where and as fast as the sheet is shown. A settle
    /// redirected mid-flight keeps its band (so its bound); anything else starts a new one from here.
    private mutating func spring(_ spring: SpringCurve, to target: Double, velocity: Double) -> SpringAnimation {
        var keepsBand = false
        if case .settling = state, overshoot.limit == metrics.largestHeight { keepsBand = true }
        if !keepsBand { overshoot = SheetOvershoot(metrics: metrics, behavior: behavior, startingAt: height) }
        return SpringAnimation(
            spring: spring, from: overshoot.raw(forDisplayed: height), to: target,
            initialVelocity: overshoot.rawVelocity(velocity, atDisplayed: height))
    }

    /// A spring settle the render server played (``settlePlan``) ended at `time` (its plan's end or later): the
    /// motion lands on its target even when float rounding leaves the spring a hair short. Returns `.settled` or
    /// `.becameHidden`; `.none` when no spring settle was running.
    @discardableResult
    package mutating func finishSettle(at time: Double) -> SheetMotionOutcome {
        guard fade == nil, case .settling(.spring, let target) = state else { return .none }
        let advanced = advanceSettle(to: time)
        guard advanced == .none, case .settling(.spring, _) = state else { return advanced }
        return land(on: target)
    }

    @discardableResult
    private mutating func advanceSettle(to time: Double) -> SheetMotionOutcome {
        guard time.isFinite else { return .none }
        let dt = lastTime.map { time - $0 } ?? 0
        lastTime = max(time, lastTime ?? time)
        if fade != nil, let ending = advanceFade(by: dt) { return ending }
        guard case .settling(var animation, let target) = state else { return .none }
        if dt > 0 { animation.advance(by: dt) }
        // Past the largest detent the settle's excursion is rubber-banded (SheetOvershoot).
        let raw = animation.value
        height = overshoot.displayed(raw)
        velocity = animation.velocity * overshoot.slope(atRaw: raw)
        // A dismissal aims past the edge (SheetExit): it is over once the sheet is off screen.
        let isOffScreen = target == .hidden && height <= metrics.hiddenHeight
        guard animation.isFinished || isOffScreen else {
            state = .settling(animation, target: target)
            return .none
        }
        return land(on: target)
    }

    /// Ends a settle on `target`: hidden, or at rest on the detent.
    private mutating func land(on target: SheetSettleTarget) -> SheetMotionOutcome {
        switch target {
        case .hidden:
            state = .hidden
            height = metrics.hiddenHeight
            velocity = 0
            return .becameHidden
        case .detent(let index):
            settle(on: index)
            return .settled(detentIndex: index)
        }
    }

    /// Advances a cross-fade; at its end, the presentation rests (`.settled`) or the dismissal is over (`.hidden`).
    private mutating func advanceFade(by dt: Double) -> SheetMotionOutcome? {
        guard var running = fade else { return nil }
        if dt > 0 { running.advance(by: dt) }
        guard running.isFinished else {
            fade = running
            return nil
        }
        fade = nil
        switch running.target {
        case .presented:
            if case .resting(let index) = state { return .settled(detentIndex: index) }
            return nil
        case .dismissed:
            state = .hidden
            height = metrics.hiddenHeight
            velocity = 0
            return .becameHidden
        }
    }

    private mutating func settle(on index: Int) {
        state = .resting(detentIndex: index)
        height = detentHeight(index)
        velocity = 0
    }

    // MARK: - Metrics

    private mutating func applyMetrics(
        _ newMetrics: SheetMetrics, transition: SheetLayoutTransition, selecting: Int?
    ) -> SheetMotionOutcome {
        selectedIndex = Self.selection(
            in: newMetrics.detents, requested: selecting, keeping: selectedIdentifier,
            near: detentHeight(selectedIndex))
        metrics = newMetrics
        // A container that shrank below the sheet (rotation, keyboard) clips it to the new largest detent at once,
        // so the sheet never sits beyond its limits while it animates to the new height. An animated change
        // (`animateChanges`: "To animate changes to any of the sheet's properties, set them inside the block")
        // that lowers the largest detent under the sheet animates down from where the sheet is instead.
        var isAnimatedChange = false
        if case .spring = transition { isAnimatedChange = true }
        let isAboveLargest = height > newMetrics.largestHeight && !isTracking
        let animatesDownFromAbove = isAboveLargest && isAnimatedChange
        if isAboveLargest && !isAnimatedChange {
            height = newMetrics.largestHeight
            velocity = min(velocity, 0)
        }
        switch state {
        case .hidden:
            height = newMetrics.hiddenHeight
            return .none
        case .tracking(let start, let allowsDismissal):
            height = bandedHeight(height, allowsDismissal: allowsDismissal)
            state = .tracking(startHeight: start, allowsDismissal: allowsDismissal)
            return .none
        case .settling(let animation, .hidden):
            let current: SpringCurve
            if case .spring(let running) = animation { current = running.spring } else { current = behavior.spring }
            let restarted = spring(
                current, to: aim(for: .hidden, velocity: velocity, spring: current), velocity: velocity)
            state = .settling(.spring(restarted), target: .hidden)
            return .none
        case .resting, .settling:
            let target = detentHeight(selectedIndex)
            switch transition {
            case .immediate:
                settle(on: selectedIndex)
                return .settled(detentIndex: selectedIndex)
            case .spring(let chosen) where animatesDownFromAbove:
                // No band between here and the target: the band starts where the sheet is (only a rebound above
                // the starting height would be banded), so the descent is the spring's own.
                overshoot = SheetOvershoot(
                    limit: height, dimension: SheetOvershoot.room(above: newMetrics),
                    coefficient: behavior.sanitized.rubberBandCoefficient)
                let animation = SpringAnimation(spring: chosen, from: height, to: target, initialVelocity: velocity)
                state = .settling(.spring(animation), target: .detent(index: selectedIndex))
            case .spring(let chosen):
                let animation = spring(chosen, to: target, velocity: velocity)
                state = .settling(.spring(animation), target: .detent(index: selectedIndex))
            case .timed(let duration, let curve):
                overshoot = SheetOvershoot(metrics: newMetrics, behavior: behavior, startingAt: height)
                let animation = TimedAnimation(from: height, to: target, duration: duration, curve: curve)
                state = .settling(.timed(animation), target: .detent(index: selectedIndex))
            }
            return .none
        }
    }
}
