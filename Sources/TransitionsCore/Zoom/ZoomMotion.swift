import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The zoom's motion as a state machine, for the modal zoom (present, dismiss) and the navigation zoom (push,
/// pop) alike: opens from the source, rests full screen, follows a finger, springs back or flies into the source
/// on release, cross-fades under Reduce Motion, and can be caught by a resting finger anywhere in between.
///
/// Pure value type, time passed in with every event, the counterpart of ``SheetMotion``: the UIKit layer measures
/// views (the source's ``ZoomGeometry``), feeds gestures and display frames in and draws ``frame``. Positions are
/// container points (y down), velocities pt/s; the finger's values come straight from `UIPanGestureRecognizer`.
/// Handling an event never allocates.
///
/// **Caught on touch-down.** iOS 18's fluid transitions let people "grab, drag, and control the transitions when
/// they begin and anytime during their animation" (Apple, *Enhancing your app with fluid transitions*).
/// ``ZoomMotionEvent/touchDown(time:)`` on an opening, a spring back or a flight back stops it where it was last
/// drawn, before the finger moves: ``state`` becomes ``ZoomMotionState/caught(_:_:opening:)``. A drag that then
/// begins takes it from there (an opening or a spring back; a flight back stays held); a finger that lifts without
/// a drag (``ZoomMotionEvent/touchUp(time:)``) lets it continue toward the same landing from where it stands, at
/// rest.
package struct ZoomMotion: Equatable, Sendable {
    /// What the zoom is doing.
    public private(set) var state: ZoomMotionState = .idle
    /// The time of the latest event, s (the clock of display links and gestures).
    public private(set) var time: Double = 0
    /// The frame drawn at rest: full screen (``ZoomGeometry/frame(at:)`` at 1). Set by the events that carry a
    /// geometry.
    public private(set) var restingFrame: ZoomFrame?

    /// A zoom that is not on screen.
    public init() {}

    /// The frame to draw now; `nil` when idle (not on screen).
    public var frame: ZoomFrame? {
        switch state {
        case .idle: return nil
        case .presented: return restingFrame
        case .opening(let settle), .settling(let settle, _): return settle.currentFrame
        case .tracking(let model, let translation): return model.frame(translation: translation)
        case .fading(let fade, _): return fade.current
        case .caught(let settle, _, _): return settle.currentFrame
        }
    }

    /// How fast the clip moves now (zero under a finger, at rest, caught, and during a fade).
    public var velocity: ZoomFrameVelocity {
        switch state {
        case .opening(let settle), .settling(let settle, _): return settle.frameVelocity
        case .idle, .presented, .tracking, .fading, .caught: return .zero
        }
    }

    /// Whether something moves on its own and needs display frames.
    public var needsFrames: Bool {
        switch state {
        case .opening, .settling, .fading: return true
        case .idle, .presented, .tracking, .caught: return false
        }
    }

    /// Whether a drag may take hold of the zoom now: opening, at rest, springing back, or caught in one of those
    /// — not while it is leaving, fading, or already under a finger.
    public var canGrab: Bool {
        switch state {
        case .opening, .presented, .settling(_, .presented): return true
        case .caught(_, let landing, _): return landing == .presented
        case .idle, .tracking, .settling(_, .dismissed), .fading: return false
        }
    }

    /// Whether a touch-down would catch the zoom: it moves on a spring (opening, springing back, flying back).
    public var isCatchable: Bool {
        switch state {
        case .opening, .settling: return true
        case .idle, .presented, .tracking, .fading, .caught: return false
        }
    }

    /// Whether the zoom is under a finger.
    public var isTracking: Bool {
        if case .tracking = state { return true }
        return false
    }

    /// The drag's dismissal progress, 0…1 (``ZoomDragModel/progress(translation:)``); 0 when not tracking.
    public var dragProgress: Double {
        guard case .tracking(let model, let translation) = state else { return 0 }
        return model.progress(translation: translation)
    }

    /// Applies `event`; returns where the zoom landed if it did.
    @discardableResult
    public mutating func handle(_ event: ZoomMotionEvent) -> ZoomMotionOutcome {
        switch event {
        case .open(let geometry, let spring, let style, let time):
            self.time = time
            restingFrame = geometry.frame(at: 1)
            switch style {
            case .immediate:
                state = .presented
                return .landed(.presented)
            case .fade:
                let to = geometry.frame(at: 1)
                state = .fading(ZoomFade(from: to.fadedOut, to: to), .presented)
            case .spring:
                state = .opening(ZoomSettle.opening(geometry, spring: spring))
            }
        case .close(let geometry, let spring, let style, let time):
            self.time = time
            var start = geometry.frame(at: 1)
            switch state {
            case .idle, .presented: break
            default: start = frame ?? start
            }
            switch style {
            case .immediate:
                state = .idle
                return .landed(.dismissed)
            case .fade:
                state = .fading(ZoomFade(from: start, to: start.fadedOut), .dismissed)
            case .spring:
                let settle = ZoomSettle.closing(geometry, from: start, velocity: velocity, spring: spring)
                state = .settling(settle, .dismissed)
            }
        case .rest(let frame, let time):
            self.time = time
            restingFrame = frame
            state = .presented
        case .touchDown(let time):
            self.time = time
            switch state {
            case .opening(let settle): state = .caught(settle.stopped, .presented, opening: true)
            case .settling(let settle, let landing): state = .caught(settle.stopped, landing, opening: false)
            default: break
            }
        case .touchUp(let time):
            self.time = time
            guard case .caught(let settle, let landing, let opening) = state else { break }
            state = opening ? .opening(settle) : .settling(settle, landing)
        case .dragBegan(let location, let size, let behavior, let time):
            self.time = time
            guard canGrab, let start = frame else { break }
            state = .tracking(
                ZoomDragModel(start: start, touchLocation: location, containerSize: size, behavior: behavior),
                translation: .zero)
        case .dragChanged(let translation, let time):
            self.time = time
            guard case .tracking(let model, _) = state else { break }
            state = .tracking(model, translation: translation)
        case .dragEnded(let translation, let velocity, let geometry, let dismissing, let style, let time):
            self.time = time
            guard case .tracking(let model, _) = state else { break }
            restingFrame = geometry.frame(at: 1)
            state = Self.released(
                model, translation: translation, velocity: velocity, toward: geometry, dismissing: dismissing,
                style: style)
        case .resize(let geometry, let time):
            self.time = time
            resize(to: geometry)
        case .tick(let time):
            guard time.isFinite else { return .none }
            let step = time - self.time
            self.time = time
            return advance(by: step.isFinite ? max(step, 0) : 0)
        case .end:
            state = .idle
        }
        return .none
    }

    /// Keeps a flight back on target: `body` re-aims its spring (a source that moved, or the fallback).
    public mutating func retargetFlight(_ body: (inout ZoomSettle) -> Void) {
        switch state {
        case .settling(var settle, .dismissed):
            body(&settle)
            state = .settling(settle, .dismissed)
        default:
            break
        }
    }

    private mutating func advance(by step: Double) -> ZoomMotionOutcome {
        switch state {
        case .opening(var settle):
            settle.advance(by: step)
            state = .opening(settle)
            if settle.isSettled { return land(.presented) }
        case .settling(var settle, let landing):
            settle.advance(by: step)
            state = .settling(settle, landing)
            if settle.isSettled { return land(landing) }
        case .fading(var fade, let landing):
            fade.advance(by: step)
            state = .fading(fade, landing)
            if fade.isFinished { return land(landing) }
        case .idle, .presented, .tracking, .caught:
            break
        }
        return .none
    }

    /// Lands: full screen at rest (the frame landed on is the resting frame), or gone.
    private mutating func land(_ landing: ZoomLanding) -> ZoomMotionOutcome {
        if landing == .presented { restingFrame = frame ?? restingFrame }
        return .landed(landing)
    }

    /// The state once the landing frame has been drawn: at rest, or idle.
    public mutating func settleLanding(_ landing: ZoomLanding) {
        state = landing == .presented ? .presented : .idle
    }

    /// Follows a container size change: at rest it fills the new frame at once; an opening or a spring back
    /// continues from where it is (same velocity, same spring) toward it; a fade-in restarts there from its
    /// current alpha; a flight back heads for the source's new frame. A drag keeps following the finger (its
    /// release springs back to the new frame).
    private mutating func resize(to geometry: ZoomGeometry) {
        let target = geometry.frame(at: 1)
        restingFrame = target
        func redirected(_ settle: ZoomSettle) -> ZoomSettle {
            ZoomSettle(
                from: settle.currentFrame, velocity: settle.frameVelocity, to: target, placement: geometry.placement,
                spring: settle.fraction.spring)
        }
        switch state {
        case .opening(let settle):
            state = .opening(redirected(settle))
        case .settling(let settle, .presented):
            state = .settling(redirected(settle), .presented)
        case .fading(let fade, .presented):
            var from = target
            from.alpha = fade.current.alpha
            from.dimmingAlpha = fade.current.dimmingAlpha
            state = .fading(ZoomFade(from: from, to: target), .presented)
        case .settling(var settle, .dismissed):
            settle.retarget(to: geometry.frame(at: 0).clip)
            state = .settling(settle, .dismissed)
        case .caught(let settle, .presented, let opening):
            state = .caught(redirected(settle), .presented, opening: opening)
        case .caught(var settle, .dismissed, let opening):
            settle.retarget(to: geometry.frame(at: 0).clip)
            state = .caught(settle, .dismissed, opening: opening)
        case .idle, .presented, .tracking, .fading, .settling, .caught:
            break
        }
    }

    /// The motion after a drag is let go: into `geometry`'s source at the release velocity when `dismissing` (a
    /// fade out where it is with ``ZoomMotionStyle/fade``), else a spring back to full screen.
    private static func released(
        _ model: ZoomDragModel, translation: CGPoint, velocity: CGPoint, toward geometry: ZoomGeometry,
        dismissing: Bool, style: ZoomMotionStyle
    ) -> ZoomMotionState {
        guard dismissing else {
            let back = model.settle(
                translation: translation, velocity: velocity, to: geometry.frame(at: 1), placement: geometry.placement)
            return .settling(back, .presented)
        }
        if style == .fade {
            let frame = model.frame(translation: translation)
            return .fading(ZoomFade(from: frame, to: frame.fadedOut), .dismissed)
        }
        let release = model.settle(
            translation: translation, velocity: velocity, to: geometry.frame(at: 0), placement: geometry.placement)
        return .settling(release, .dismissed)
    }
}

extension ZoomSettle {
    /// The same settle held where it is now: it starts from its current frame at rest (what a caught zoom
    /// shows).
    var stopped: ZoomSettle {
        ZoomSettle(from: currentFrame, velocity: .zero, to: target, placement: placement, spring: fraction.spring)
    }
}
