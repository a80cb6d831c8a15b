import Foundation

/// The numbers a `SheetMotion` moves within: its detents and the limits around them.
package struct SheetMetrics: Hashable, Sendable {
    /// The resolved detents (ascending, never empty).
    public var detents: DetentResolution
    /// The height at which the sheet is fully hidden (≤ 0, `SheetLayout.hiddenHeight`).
    public var hiddenHeight: Double
    /// The container's height (points): the room a settle's overshoot above the largest detent is measured in
    /// (`SheetOvershoot.room(above:)`).
    public var rubberBandDimension: Double
    /// How far a drag can stretch the sheet above its largest detent at most (the rubber band's extent d, pt):
    /// the gap from the sheet's top at the largest detent to the top safe area, at most 100 pt (DEVICE-FACTS.md,
    /// "The sheet, as UIKit's code defines it", rubber band extent d). 0 means no give.
    public var rubberBandExtentAbove: Double
    /// How far a drag can stretch a sheet that may not dismiss below its smallest detent at most (pt): ¼ of the
    /// container's height, at most 200 pt (same row).
    public var rubberBandExtentBelow: Double

    /// Creates metrics. A positive or non-finite `hiddenHeight` becomes 0; a non-finite or non-positive
    /// dimension becomes 1,000 pt so banding stays defined. The extents default to UIKit's rule with the top safe
    /// area out of reach: `min(100, dimension)` above, `min(dimension / 4, 200)` below; a NaN, infinite or
    /// negative extent takes that default.
    public init(
        detents: DetentResolution, hiddenHeight: Double, rubberBandDimension: Double,
        rubberBandExtentAbove: Double? = nil, rubberBandExtentBelow: Double? = nil
    ) {
        self.detents = detents
        self.hiddenHeight = hiddenHeight.isFinite ? min(hiddenHeight, 0) : 0
        let dimension = rubberBandDimension.isFinite && rubberBandDimension > 0 ? rubberBandDimension : 1000
        self.rubberBandDimension = dimension
        let above = min(SheetDeviceMetrics.rubberBandExtentAbove, dimension)
        let below = min(
            dimension * SheetDeviceMetrics.rubberBandExtentBelowFraction, SheetDeviceMetrics.rubberBandExtentBelowMaximum)
        self.rubberBandExtentAbove = rubberBandExtentAbove.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? above
        self.rubberBandExtentBelow = rubberBandExtentBelow.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? below
    }

    /// Convenience: metrics from a layout and resolved detents. Above the largest detent the sheet stretches over
    /// the gap to the top safe area (at most 100 pt); below the smallest over ¼ of the container's height (at most
    /// 200 pt).
    public init(detents: DetentResolution, layout: SheetLayout) {
        let top = Double(layout.containerSize.height - layout.bottomObstruction - layout.safeAreaInsets.top)
        let gap = top - Double(detents.largest.height)
        self.init(
            detents: detents, hiddenHeight: Double(layout.hiddenHeight),
            rubberBandDimension: Double(layout.containerSize.height),
            rubberBandExtentAbove: min(max(gap.isFinite ? gap : 0, 0), SheetDeviceMetrics.rubberBandExtentAbove))
    }

    /// Height of the smallest detent.
    public var smallestHeight: Double { Double(detents.smallest.height) }
    /// Height of the largest detent.
    public var largestHeight: Double { Double(detents.largest.height) }
}

/// What a `SheetMotion` is doing.
package enum SheetMotionState: Hashable, Sendable {
    /// Off screen: before presentation or after dismissal.
    case hidden
    /// At rest exactly on a detent.
    case resting(detentIndex: Int)
    /// A finger drives the sheet. `startHeight` is where the drag took over; `allowsDismissal` whether
    /// releasing low enough dismisses (otherwise the sheet resists below its smallest detent).
    case tracking(startHeight: Double, allowsDismissal: Bool)
    /// Moving on its own toward `target`. A spring's values above the largest detent are unbanded: the
    /// height shown is the animation's value through `SheetOvershoot`.
    case settling(SheetSettleAnimation, target: SheetSettleTarget)
}

/// An input to a `SheetMotion`. Times are seconds on any monotonic clock the caller uses consistently.
package enum SheetMotionEvent: Hashable, Sendable {
    /// Start presenting: rise from hidden to the selected detent with the behavior's spring.
    case present(at: Double)
    /// Present by cross-fade (Reduce Motion): the sheet rests on its selected detent at once and fades in
    /// (`SheetFade`); `SheetMotionOutcome.settled(detentIndex:)` when opaque. Ignored unless hidden or resting.
    case fadeIn(at: Double)
    /// Dismiss by cross-fade (Reduce Motion): the sheet fades out where it is (`SheetFade`), then is hidden
    /// (`SheetMotionOutcome.becameHidden`). Ignored when hidden.
    case fadeOut(at: Double)
    /// Start dismissing: settle to hidden from wherever the sheet is, keeping its velocity.
    case dismiss(at: Double)
    /// A finger touched the sheet (before any movement). A settle in flight stops where it was last shown, with no
    /// velocity, as a scroll view stops on touch; the finger then holds the sheet (`SheetMotionState.tracking(startHeight:allowsDismissal:)`)
    /// until a drag takes over (``dragBegan(at:allowsDismissal:)``) or it lifts (``touchUp(at:)``). Ignored unless
    /// the sheet is settling.
    case touchDown(at: Double, allowsDismissal: Bool)
    /// The finger of a ``touchDown(at:allowsDismissal:)`` lifted without dragging: the sheet settles from rest to
    /// the nearest stopping point, as a release at zero velocity would; hidden is one only when the caught settle was
    /// a dismissal (a tap on a rising or moving sheet never dismisses it). Ignored unless a touch holds the sheet.
    case touchUp(at: Double)
    /// A finger took hold. Takes over from any settle at the current animated height.
    case dragBegan(at: Double, allowsDismissal: Bool)
    /// The finger moved: `translation` is the total vertical movement since the drag began (down positive).
    case dragChanged(translation: Double, at: Double)
    /// The finger lifted with `velocity` (pt/s, down positive, as `UIPanGestureRecognizer` reports).
    case dragEnded(velocity: Double, at: Double)
    /// The finger lifted with `velocity` (as ``dragEnded(velocity:at:)``), and the sheet settles at `target`
    /// instead of where `SheetSnapping` would send it: a delegate changed the target on release
    /// (`SheetMotion.releaseTarget(fingerVelocity:)` is what it was offered). Hidden counts only when the drag
    /// allows dismissal; a detent index is clamped into range. The settle starts at the release velocity either way.
    case dragEndedRedirected(velocity: Double, to: SheetSettleTarget, at: Double)
    /// The system cancelled the drag: the sheet returns to the detent it was on, from rest.
    case dragCancelled(at: Double)
    /// A display frame: advance any settle to `at`.
    case tick(at: Double)
    /// Programmatic selection of a detent by index (out-of-range indices are clamped).
    case selectDetent(index: Int, animated: Bool, at: Double)
    /// Abandon a dismissal in progress (the presentation could not be dismissed after all): settle back to
    /// the selected detent from wherever the sheet is, keeping its velocity. Ignored unless heading to hidden.
    case cancelDismissal(at: Double)
    /// New detents or limits (content change, keyboard, rotation).
    ///
    /// `selecting` is the index of the selected detent in the new metrics, as the owner of the selection sees it
    /// (a sheet's `selectedDetentIdentifier` through `DetentResolution.selectedIndex(for:)`: nil or unknown is
    /// the smallest), so a selection survives every re-resolution, including one where its detent is briefly
    /// missing (compact height allows only the large detent). Out-of-range indices are clamped. When `nil` (the
    /// default), the selection is kept by identifier, or moves to the nearest height when its detent vanished.
    case updateMetrics(SheetMetrics, transition: SheetLayoutTransition, selecting: Int? = nil, at: Double)
}

/// What happened as a result of an event; the UIKit layer turns these into delegate calls and transitions.
package enum SheetMotionOutcome: Hashable, Sendable {
    /// Nothing the outside world needs to know.
    case none
    /// A release chose a new detent (the user changed the selection): report it as UIKit does.
    case selectedDetentChanged(index: Int)
    /// A drag that allows dismissal pulled the sheet below its smallest detent (reported once per drag): the
    /// dismissal becomes interactive now, before the release decides it. The UIKit layer starts the dismissal
    /// transition and reports `SheetMotion.dismissalProgress` as the finger moves.
    case dismissalDragBegan
    /// A release asked for dismissal; the sheet is already settling toward hidden.
    case dismissalRequested
    /// The user tried to dismiss a sheet that may not be dismissed: a drag pulled it below its smallest detent by
    /// ¼ of the rubber band's extent there (`SheetMetrics.rubberBandExtentBelow`), reported once per drag while
    /// the finger is still down (UIKit's `presentationControllerDidAttemptToDismiss`; DEVICE-FACTS.md, "The
    /// sheet, as UIKit's code defines it", attempt to dismiss). The release then springs back as usual.
    case dismissalAttempted
    /// A settle came to rest on a detent.
    case settled(detentIndex: Int)
    /// The sheet reached the hidden position (a dismissal finished).
    case becameHidden
}
