import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A sheet that grows out of the item that presents it and closes back into it, composed from the sheet's and the
/// zoom's motions rather than a third of its own: a `SheetMotion` is the sheet (detents, drags, releases, the
/// dimming's and the recede's rules), and a `ZoomSettle` is the card that flies between the source and the sheet.
///
/// - **Opening**: the card flies from the source's frame to the sheet's frame at its selected detent (the iOS 26
///   inset frame and corners with the inset appearance: `SheetComposition`) on the zoom's flight spring
///   (`ZoomDeviceMotion.flightSpring`; DEVICE-FACTS.md, "Zoom transition (iOS 18+), non-interactive", push (open)
///   spring). Its top corners go from the source's to the sheet's, its bottom ones from the source's to what the
///   sheet draws there at rest (`SheetZoomGeometry.restingBottomCornerRadius(_:)`), the source's copy fades out over
///   the sheet's background, and the dimming follows the sheet's rules at the height a plain sheet would stand at.
///   The card chases the sheet's frame every frame, so a drag during the opening moves the sheet it is becoming;
///   once it has caught up, it *is* the sheet (`SheetZoomState.sheet`).
/// - **Presented**: a plain sheet; every event goes to `SheetMotion` unchanged.
/// - **Closing**: from wherever the sheet is (at rest, settling, under the finger) into the source's frame asked
///   again at that moment, at the sheet's velocity: on the zoom's flight spring from rest, starting 20 ms in as
///   iOS's pop does (`ZoomDeviceLook.popLeadTime`; DEVICE-FACTS.md, "Zoom transition (iOS 18+), non-interactive",
///   programmatic pop spring), and on the zoom's landing spring after a released drag, carrying the finger's
///   velocity (`ZoomDeviceMotion.landingSpring`; DEVICE-FACTS.md, "Zoom interactive dismissal", landing spring).
///   A source that moves is followed (`SheetZoomEvent.sourceMoved(_:)`).
/// - **Catch**: a touch holds the opening where it was drawn (a lift continues it from rest, a drag takes the
///   sheet); a card landing in its source is not held, as iOS's zoom does not hold one (`ZoomMotion`). The UIKit
///   layer hands a drag that takes the opening to the sheet's own drag at once, held at the card's top edge, and
///   plays the rest of the morph with `SheetZoomCatchUp` over it; a release to dismiss then flies from that card
///   (`SheetZoomEvent.releasedToDismiss(velocity:source:time:from:)`).
/// - **No source** (nil, not finite, without an area, off screen; the UIKit layer also passes nil for a view that
///   is not in a window): presenting and closing are the plain sheet's slide; a source that vanishes while the card
///   flies into it sends the card down to the sheet's place below the screen instead.
///
/// Pure value type, time passed in; handling an event and reading ``frame`` never allocate.
package struct SheetZoomMotion: Equatable, Sendable {
    /// What the card is doing.
    public private(set) var state: SheetZoomState = .hidden
    /// The sheet: heights, detents, drags (its height is the detent the opening heads for while the card flies).
    public private(set) var sheet: SheetMotion
    /// The layout and the sheet's models (replace with `SheetZoomEvent.updateContext(_:transition:selecting:time:)`).
    public private(set) var context: SheetCompositionContext
    /// What around the sheet its frame depends on; set by the UIKit layer when it changes.
    public var surroundings: SheetSurroundings
    /// The source the card flies between (the latest usable one); `nil` for a plain sheet.
    public private(set) var source: SheetZoomSource?
    /// The spring of the opening and of a closing without a finger. Default `ZoomDeviceMotion.flightSpring`.
    public var flightSpring: SpringCurve = ZoomDeviceMotion.flightSpring
    /// The spring of a closing after a released drag. Default `ZoomDeviceMotion.landingSpring`.
    public var landingSpring: SpringCurve = ZoomDeviceMotion.landingSpring
    /// The time of the latest event that carried one, s.
    public private(set) var time: Double = 0

    /// A hidden sheet that will present to `selectedIndex` of `context`'s detents.
    public init(
        context: SheetCompositionContext, selectedIndex: Int = 0, behavior: SheetBehavior = .default,
        surroundings: SheetSurroundings = SheetSurroundings()
    ) {
        self.context = context
        self.surroundings = surroundings
        sheet = SheetMotion(metrics: context.metrics, selectedIndex: selectedIndex, behavior: behavior)
    }

    /// A sheet already on screen, drawn as the plain sheet `sheet` (presented without a flight, or a sheet's owner
    /// that keeps its own `SheetMotion` between flights): closing it flies into a source.
    public static func presented(
        sheet: SheetMotion, context: SheetCompositionContext, surroundings: SheetSurroundings = SheetSurroundings()
    ) -> SheetZoomMotion {
        var motion = SheetZoomMotion(
            context: context, selectedIndex: sheet.selectedIndex, behavior: sheet.behavior, surroundings: surroundings)
        motion.sheet = sheet
        motion.state = sheet.state == .hidden ? .hidden : .sheet
        motion.time = sheet.time ?? 0
        return motion
    }

    // MARK: - Reading

    /// Whether something moves on its own and needs display frames.
    public var needsFrames: Bool {
        switch state {
        case .opening, .closing: return true
        case .sheet: return sheet.needsFrames
        case .hidden, .caught: return false
        }
    }

    /// Whether the source should be hidden now: the card came out of it and has not landed back (or gone).
    public var hidesSource: Bool { source != nil && state != .hidden }

    /// Whether the card is on its way into the source: touches pass through it to the page beneath.
    public var isLandingInSource: Bool {
        if case .closing(_, _, true) = state { return true }
        return false
    }

    /// The sheet drawn at `height` with the current context and surroundings.
    private func composition(_ height: Double, velocity: Double = 0) -> SheetComposition {
        SheetZoomGeometry.composition(
            height: height, velocity: velocity, context: context, surroundings: surroundings)
    }

    /// Everything to draw now.
    public var frame: SheetZoomFrame {
        let hidden = sheet.metrics.hiddenHeight
        switch state {
        case .hidden:
            return plain(composition(hidden), progress: 0)
        case .sheet:
            return plain(composition(sheet.height, velocity: sheet.velocity), progress: 1)
        case .opening(let settle), .caught(let settle):
            let card = settle.currentFrame
            let height = hidden + card.contentBlend * (sheet.height - hidden)
            return flying(card, landing: composition(sheet.height), equivalentHeight: height)
        case .closing(let settle, let from, let intoSource):
            let card = settle.currentFrame
            let height: Double
            if intoSource {
                height = hidden + card.contentBlend * (from - hidden)
            } else {
                // Falling to the sheet's place below the screen: the height its top edge stands at.
                let top = Double(context.layout.height(forSheetMinY: card.clip.minY))
                height = min(max(top, hidden), from)
            }
            return flying(card, landing: composition(from), equivalentHeight: height)
        }
    }

    private func plain(_ composition: SheetComposition, progress: Double) -> SheetZoomFrame {
        let bottom = SheetZoomGeometry.restingBottomCornerRadius(composition)
        return SheetZoomFrame(
            composition: composition, clip: composition.frame, content: composition.frame, contentScale: 1,
            topCornerRadius: composition.cornerRadius, bottomCornerRadius: bottom, sourceAlpha: 0, shadowAlpha: 0,
            progress: progress, equivalentHeight: composition.position.height, isFlying: false)
    }

    private func flying(_ card: ZoomFrame, landing: SheetComposition, equivalentHeight: Double) -> SheetZoomFrame {
        let p = CGFloat(card.contentBlend)
        let from = ZoomMath.radius(source?.cornerRadius ?? landing.cornerRadius)
        let bottom = SheetZoomGeometry.restingBottomCornerRadius(landing)
        return SheetZoomFrame(
            composition: composition(equivalentHeight), clip: card.clip, content: card.content,
            contentScale: card.contentScale,
            topCornerRadius: ZoomMath.cornerRadius(ZoomMath.lerp(from, landing.cornerRadius, p), fitting: card.clip),
            bottomCornerRadius: ZoomMath.cornerRadius(ZoomMath.lerp(from, bottom, p), fitting: card.clip),
            sourceAlpha: card.sourceAlpha, shadowAlpha: card.shadowAlpha, progress: card.contentBlend,
            equivalentHeight: equivalentHeight, isFlying: true)
    }

    // MARK: - Events

    /// Applies `event`; returns what the sheet's owner must react to, in the sheet's terms: the opening's landing
    /// is `SheetMotionOutcome.settled(detentIndex:)` (when the sheet is at rest there), the closing's landing in the
    /// source `SheetMotionOutcome.becameHidden`, and a release that dismisses `SheetMotionOutcome.dismissalRequested`.
    @discardableResult
    public mutating func handle(_ event: SheetZoomEvent) -> SheetMotionOutcome {
        switch event {
        case .present(let source, let time):
            self.time = time
            guard state == .hidden else { return .none }
            guard let source, SheetZoomGeometry.isUsable(source, context: context) else {
                self.source = nil
                state = .sheet
                return sheet.handle(.present(at: time))
            }
            self.source = source
            sheet = .resting(metrics: context.metrics, selectedIndex: sheet.selectedIndex, behavior: sheet.behavior)
            sheet.handle(.tick(at: time))
            let landing = composition(sheet.height)
            state = .opening(
                ZoomSettle(
                    from: SheetZoomGeometry.sourceCard(source), to: SheetZoomGeometry.sheetCard(landing),
                    placement: SheetZoomGeometry.placement(source: source, composition: landing), spring: flightSpring))
        case .dismiss(let source, let time):
            self.time = time
            return dismiss(into: source, time: time)
        case .touchDown(let time, let allowsDismissal):
            self.time = time
            switch state {
            case .opening(let settle):
                sheet.handle(.touchDown(at: time, allowsDismissal: allowsDismissal))
                state = .caught(settle.stopped)
            case .sheet:
                return sheet.handle(.touchDown(at: time, allowsDismissal: allowsDismissal))
            case .hidden, .caught, .closing:
                break
            }
        case .touchUp(let time):
            self.time = time
            switch state {
            case .caught(let settle):
                state = .opening(settle)
                return sheet.handle(.touchUp(at: time))
            case .sheet:
                return sheet.handle(.touchUp(at: time))
            case .hidden, .opening, .closing:
                break
            }
        case .dragBegan(let time, let allowsDismissal):
            self.time = time
            switch state {
            case .caught(let settle):
                state = .opening(settle)
                return sheet.handle(.dragBegan(at: time, allowsDismissal: allowsDismissal))
            case .opening, .sheet:
                return sheet.handle(.dragBegan(at: time, allowsDismissal: allowsDismissal))
            case .hidden, .closing:
                break
            }
        case .dragChanged(let translation, let time):
            self.time = time
            switch state {
            case .opening, .caught, .sheet: return sheet.handle(.dragChanged(translation: translation, at: time))
            case .hidden, .closing: break
            }
        case .dragEnded(let velocity, let source, let time):
            self.time = time
            return dragEnded(velocity: velocity, source: source, time: time)
        case .releasedToDismiss(let velocity, let source, let time, let shown):
            self.time = time
            guard state == .sheet,
                let usable = source.flatMap({ SheetZoomGeometry.isUsable($0, context: context) ? $0 : nil })
            else { break }
            flyReleasedSheet(into: usable, fingerVelocity: velocity, from: shown)
        case .sourceMoved(let source):
            sourceMoved(source)
        case .selectDetent(let index, let animated, let time):
            self.time = time
            if case .closing = state { break }
            return sheet.handle(.selectDetent(index: index, animated: animated, at: time))
        case .updateContext(let context, let transition, let selecting, let time):
            self.time = time
            self.context = context
            return sheet.handle(.updateMetrics(context.metrics, transition: transition, selecting: selecting, at: time))
        case .tick(let time):
            guard time.isFinite else { return .none }
            let step = time - self.time
            self.time = time
            return advance(by: step.isFinite ? max(step, 0) : 0, to: time)
        case .end:
            land()
        }
        return .none
    }

    // MARK: - Moving

    private mutating func advance(by step: Double, to time: Double) -> SheetMotionOutcome {
        let outcome = sheet.handle(.tick(at: time))
        switch state {
        case .hidden, .caught:
            return outcome
        case .sheet:
            if outcome == .becameHidden { land() }
            return outcome
        case .opening(var settle):
            if outcome == .becameHidden {
                land()
                return outcome
            }
            // The card chases the sheet it becomes: the detent, or wherever a finger or a settle has it now.
            let target = composition(sheet.height).frame
            if target != settle.target.clip { settle.retarget(to: target) }
            settle.advance(by: step)
            guard settle.isSettled else {
                state = .opening(settle)
                return outcome
            }
            state = .sheet
            if outcome == .none, case .resting(let index) = sheet.state { return .settled(detentIndex: index) }
            return outcome
        case .closing(var settle, let from, let intoSource):
            settle.advance(by: step)
            guard settle.isSettled else {
                state = .closing(settle, fromHeight: from, intoSource: intoSource)
                return .none
            }
            land()
            return .becameHidden
        }
    }

    /// Off screen: hidden, the source shown again, the sheet ready to present again on its selected detent.
    private mutating func land() {
        state = .hidden
        source = nil
        sheet = SheetMotion(metrics: context.metrics, selectedIndex: sheet.selectedIndex, behavior: sheet.behavior)
    }

    private mutating func dismiss(into source: SheetZoomSource?, time: Double) -> SheetMotionOutcome {
        let usable = source.flatMap { SheetZoomGeometry.isUsable($0, context: context) ? $0 : nil }
        switch state {
        case .hidden, .closing:
            return .none
        case .sheet:
            guard let usable else { return sheet.handle(.dismiss(at: time)) }
            let fromRest = sheet.velocity == 0 && !sheet.isTracking
            startClosing(
                from: SheetZoomGeometry.sheetCard(composition(sheet.height)), velocity: sheetVelocity(), into: usable,
                spring: flightSpring, leadsIn: fromRest)
        case .opening(let settle), .caught(let settle):
            startClosing(
                from: settle.currentFrame, velocity: settle.frameVelocity, into: usable, spring: flightSpring,
                leadsIn: false, placement: settle.placement)
        }
        return .none
    }

    private mutating func dragEnded(velocity: CGPoint, source: SheetZoomSource?, time: Double) -> SheetMotionOutcome {
        let card: ZoomSettle?
        switch state {
        case .opening(let settle), .caught(let settle): card = settle
        case .sheet: card = nil
        case .hidden, .closing: return .none
        }
        let outcome = sheet.handle(.dragEnded(velocity: velocity.y.isFinite ? velocity.y : 0, at: time))
        if case .caught(let settle) = state { state = .opening(settle) }
        guard outcome == .dismissalRequested,
            let usable = source.flatMap({ SheetZoomGeometry.isUsable($0, context: context) ? $0 : nil })
        else { return outcome }
        if let card {
            startClosing(
                from: card.currentFrame, velocity: card.frameVelocity, into: usable, spring: landingSpring,
                leadsIn: false, placement: card.placement)
        } else {
            flyReleasedSheet(into: usable, fingerVelocity: velocity)
        }
        return outcome
    }

    /// Flies the sheet just released to dismiss from where the finger left it (or from the card `shown` there, when
    /// one is still drawn over it) into `source`: its vertical velocity, the finger's horizontal one, on the landing
    /// spring.
    private mutating func flyReleasedSheet(
        into source: SheetZoomSource, fingerVelocity: CGPoint, from shown: ZoomFrame? = nil
    ) {
        var velocity = sheetVelocity()
        velocity.midX = fingerVelocity.x.isFinite ? Double(fingerVelocity.x) : 0
        startClosing(
            from: shown?.sanitized ?? SheetZoomGeometry.sheetCard(composition(sheet.height)), velocity: velocity,
            into: source, spring: landingSpring, leadsIn: false)
    }

    /// The sheet's frame velocity now, pt/s.
    private func sheetVelocity() -> ZoomFrameVelocity {
        SheetZoomGeometry.frameVelocity(
            height: sheet.height, velocity: sheet.velocity, context: context, surroundings: surroundings)
    }

    /// Starts the closing from `start`: into `source`, or down to the sheet's place below the screen without one.
    private mutating func startClosing(
        from start: ZoomFrame, velocity: ZoomFrameVelocity, into source: SheetZoomSource?, spring: SpringCurve,
        leadsIn: Bool, placement: ZoomContentPlacement? = nil
    ) {
        let from = sheet.height
        let landing = composition(from)
        var settle: ZoomSettle
        if let source {
            self.source = source
            settle = ZoomSettle(
                from: start, velocity: velocity, to: SheetZoomGeometry.sourceCard(source),
                placement: placement ?? SheetZoomGeometry.placement(source: source, composition: landing),
                spring: spring)
        } else {
            settle = ZoomSettle(
                from: start, velocity: velocity, to: belowScreenCard(),
                placement: placement ?? ZoomContentPlacement(contentSize: start.clip.size, sourceSize: start.clip.size),
                spring: spring)
        }
        if leadsIn { settle.advance(by: ZoomDeviceLook.popLeadTime) }  // iOS's pop starts a little in
        state = .closing(settle, fromHeight: from, intoSource: source != nil)
    }

    /// The sheet's card at its place below the screen (a plain sheet's dismissal ends there).
    private func belowScreenCard() -> ZoomFrame {
        SheetZoomGeometry.sheetCard(composition(sheet.metrics.hiddenHeight))
    }

    private mutating func sourceMoved(_ newSource: SheetZoomSource?) {
        let usable = newSource.flatMap { SheetZoomGeometry.isUsable($0, context: context) ? $0 : nil }
        guard case .closing(var settle, let from, true) = state else {
            if let usable, source != nil { source = usable }
            return
        }
        if let usable {
            source = usable
            settle.retarget(to: usable.frame)
            state = .closing(settle, fromHeight: from, intoSource: true)
        } else {
            settle.retarget(to: belowScreenCard())
            state = .closing(settle, fromHeight: from, intoSource: false)
        }
    }
}
