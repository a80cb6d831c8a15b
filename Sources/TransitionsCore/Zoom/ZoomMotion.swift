import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The zoom's motion as a state machine, for the modal zoom (present, dismiss) and the navigation zoom (push,
/// pop) alike: opens from the source, rests full screen, follows a finger, springs back or flies into the source
/// on release, cross-fades under Reduce Motion, and can be caught by a resting finger anywhere in between.
///
/// Pure value type, time passed in with every event, the counterpart of `SheetMotion`: the UIKit layer measures
/// views (the source's `ZoomGeometry`), feeds gestures and display frames in and draws ``frame``. Positions are
/// container points (y down), velocities pt/s; the finger's values come straight from `UIPanGestureRecognizer`.
/// Handling an event never allocates.
///
/// **Touches in flight.** iOS 18's fluid transitions let people "grab, drag, and control the transitions when
/// they begin and anytime during their animation" (Apple, *Enhancing your app with fluid transitions*), and iOS
/// does it this way (DEVICE-FACTS.md, "Zoom interactive dismissal", touch on a card in flight and on a landing
/// card): a resting finger does not stop an opening, but a drag begun during it takes the card from where it is;
/// a card landing in its source is not held at all (``isLandingInSource``: the UIKit layer lets the touch through
/// to the page beneath). `ZoomMotionEvent.touchDown(at:)` on a spring back stops it where it was last drawn:
/// ``state`` becomes `ZoomMotionState.caught(_:_:opening:)`; a drag then takes it from there, and a finger that
/// lifts without a drag (`ZoomMotionEvent.touchUp(at:)`) lets it continue to full screen from where it
/// stands, at rest.
package struct ZoomMotion: Equatable, Sendable {
    /// What the zoom is doing.
    public private(set) var state: ZoomMotionState = .idle
    /// The time of the latest event, s (the clock of display links and gestures).
    public private(set) var time: Double = 0
    /// The frame drawn at rest: full screen (`ZoomGeometry.frame(at:)` at 1). Set by the events that carry a
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
        case .pinching(let pinch): return pinch.frame
        case .fading(let fade, _): return fade.current
        case .caught(let settle, _, _): return settle.currentFrame
        }
    }

    /// How fast the clip moves now (zero under a finger, at rest, caught, and during a fade).
    public var velocity: ZoomFrameVelocity {
        switch state {
        case .opening(let settle), .settling(let settle, _): return settle.frameVelocity
        case .pinching(let pinch): return pinch.frameVelocity
        case .idle, .presented, .tracking, .fading, .caught: return .zero
        }
    }

    /// Whether something moves on its own and needs display frames.
    public var needsFrames: Bool {
        switch state {
        case .opening, .settling, .fading: return true
        case .pinching(let pinch): return !pinch.isCaughtUp
        case .idle, .presented, .tracking, .caught: return false
        }
    }

    /// Whether a drag may take hold of the zoom now: opening, at rest, springing back, or caught in one of those
    /// — not while it is leaving, fading, or already under a finger.
    public var canGrab: Bool {
        switch state {
        case .opening, .presented, .settling(_, .presented): return true
        case .caught(_, let landing, _): return landing == .presented
        case .idle, .tracking, .pinching, .settling(_, .dismissed), .fading: return false
        }
    }

    /// Whether a touch-down would catch the zoom: only while it springs back to full screen. A touch does not
    /// stop an opening (DEVICE-FACTS.md, "Zoom interactive dismissal", touch on a card in flight (push): "a touch
    /// does not stop the card"; a drag still takes it, see ``canGrab``), and a card landing in its source is not
    /// held at all (``isLandingInSource``).
    public var isCatchable: Bool {
        switch state {
        case .settling(_, .presented): return true
        case .idle, .opening, .presented, .tracking, .pinching, .settling, .fading, .caught: return false
        }
    }

    /// Whether the zoom is on its way into the source (a committed release, a dismissal or pop): touches pass
    /// through it to the page beneath, so the next cell can be tapped at once (DEVICE-FACTS.md, "Zoom interactive
    /// dismissal", touch on a landing card: "not grabbed; the touch reaches the page underneath").
    public var isLandingInSource: Bool {
        switch state {
        case .settling(_, .dismissed), .fading(_, .dismissed), .caught(_, .dismissed, _): return true
        default: return false
        }
    }

    /// Whether the zoom is under a finger.
    public var isTracking: Bool {
        if case .tracking = state { return true }
        return false
    }

    /// The drag's dismissal progress, 0…1 (`ZoomDragModel.progress(translation:)`); 0 when not tracking.
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
                let fromRest = state == .presented || state == .idle
                var settle = ZoomSettle.closing(geometry, from: start, velocity: velocity, spring: spring)
                if fromRest { settle.advance(by: ZoomDeviceLook.popLeadTime) }  // iOS's pop starts a little in
                state = .settling(settle, .dismissed)
            }
        case .rest(let frame, let time):
            self.time = time
            restingFrame = frame
            state = .presented
        case .touchDown(let time):
            self.time = time
            if isCatchable, case .settling(let settle, let landing) = state {
                state = .caught(settle.stopped, landing, opening: false)
            }
        case .touchUp(let time):
            self.time = time
            guard case .caught(let settle, let landing, let opening) = state else { break }
            state = opening ? .opening(settle) : .settling(settle, landing)
        case .dragBegan(let location, let size, let behavior, let gesture, let isRightToLeft, let time):
            self.time = time
            guard canGrab, let start = frame else { break }
            // At rest the card waits out the gesture's dead zone; a drag that takes a moving zoom has none.
            let deadZone = state == .presented ? gesture.deadZone : ZoomDismissGesture.inFlightDeadZone
            state = .tracking(
                ZoomDragModel(
                    start: start, touchLocation: location, containerSize: size, behavior: behavior, gesture: gesture,
                    deadZone: deadZone, isRightToLeft: isRightToLeft),
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
        case .pinchBegan(let fingerScale, let rotation, let focal, let time):
            self.time = time
            guard canGrab, let start = frame else { break }
            state = .pinching(
                ZoomPinchModel(start: start, fingerScale: fingerScale, rotation: rotation, focal: focal, time: time))
        case .pinchChanged(let fingerScale, let rotation, let focal, let time):
            self.time = time
            guard case .pinching(var pinch) = state else { break }
            pinch.update(fingerScale: fingerScale, rotation: rotation, focal: focal, time: time)
            state = .pinching(pinch)
        case .pinchEnded(let geometry, let dismissing, let style, let time):
            self.time = time
            guard case .pinching(var pinch) = state else { break }
            pinch.advance(to: time)
            restingFrame = geometry.frame(at: 1)
            if dismissing, style == .fade {
                state = .fading(ZoomFade(from: pinch.frame, to: pinch.frame.fadedOut), .dismissed)
            } else {
                let landing: ZoomLanding = dismissing ? .dismissed : .presented
                let target = geometry.frame(at: dismissing ? 0 : 1)
                state = .settling(pinch.settle(to: target, placement: geometry.placement, landing: landing), landing)
            }
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
        case .pinching(var pinch):
            pinch.advance(to: self.time)
            state = .pinching(pinch)
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
        case .idle, .presented, .tracking, .pinching, .fading, .settling, .caught:
            break
        }
    }

    /// The motion after a drag is let go: into `geometry`'s source at the release velocity when `dismissing` (a
    /// fade out where it is with `ZoomMotionStyle.fade`), else a spring back to full screen. The covered page,
    /// held still under the finger (`ZoomFrame.coveredScale`), comes home with the landing card.
    private static func released(
        _ model: ZoomDragModel, translation: CGPoint, velocity: CGPoint, toward geometry: ZoomGeometry,
        dismissing: Bool, style: ZoomMotionStyle
    ) -> ZoomMotionState {
        guard dismissing else {
            let back = model.settle(
                translation: translation, velocity: velocity, to: geometry.frame(at: 1), placement: geometry.placement,
                dismissing: false)
            return .settling(back, .presented)
        }
        if style == .fade {
            let frame = model.frame(translation: translation)
            return .fading(ZoomFade(from: frame, to: frame.fadedOut), .dismissed)
        }
        let release = model.settle(
            translation: translation, velocity: velocity, to: geometry.frame(at: 0), placement: geometry.placement,
            dismissing: true)
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
