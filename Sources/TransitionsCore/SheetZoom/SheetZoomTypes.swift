import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The item a sheet grows out of and closes back into, as the UIKit layer measured it: its frame in the sheet's
/// container and its corner radius.
package struct SheetZoomSource: Hashable, Sendable {
    /// The item's frame in the container's coordinates, pt.
    public var frame: CGRect
    /// The item's corner radius as seen on screen, pt; NaN, infinite and negative count as 0.
    public var cornerRadius: CGFloat

    /// A source at `frame` with `cornerRadius` (default 0).
    public init(frame: CGRect, cornerRadius: CGFloat = 0) {
        self.frame = frame
        self.cornerRadius = cornerRadius
    }

    /// Hashes every stored property (written out: CoreGraphics' geometry is not `Hashable` before iOS 18).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: frame)
        hasher.combine(cornerRadius)
    }
}

/// What a `SheetZoomMotion` is doing.
package enum SheetZoomState: Equatable, Sendable {
    /// Not on screen (before the presentation, after the dismissal).
    case hidden
    /// Growing out of the source into the sheet: the card's settle chases the sheet's frame at the sheet's height
    /// (its detent, or wherever a finger drags it), and becomes the sheet once it has caught up.
    case opening(ZoomSettle)
    /// The opening held by a touch where it was drawn when the finger landed (the settle restarted at rest there).
    case caught(ZoomSettle)
    /// A sheet: `SheetMotion` alone decides every frame (detents, drags, a plain slide down).
    case sheet
    /// Closing: flying into the source (`intoSource`), or, when the source vanished during the flight, falling
    /// to the sheet's place below the screen. `fromHeight` is the sheet's height where the closing began (what the
    /// dimming is measured against).
    case closing(ZoomSettle, fromHeight: Double, intoSource: Bool)
}

/// An input to `SheetZoomMotion`. Every event that moves something carries the time it happened, s.
package enum SheetZoomEvent: Equatable, Sendable {
    /// The presentation starts: out of `source` when it is usable (present, finite, with an area, on screen),
    /// else as a plain sheet rising from the bottom.
    case present(source: SheetZoomSource?, time: Double)
    /// A dismissal without a drag starts from wherever the sheet is, at its velocity: into `source` (asked again
    /// now) when it is usable, else a plain slide down.
    case dismiss(source: SheetZoomSource?, time: Double)
    /// A finger touched the sheet: an opening is held where it was drawn, a moving sheet is caught as a sheet is;
    /// a card landing in its source is not held (the touch passes through it).
    case touchDown(time: Double, allowsDismissal: Bool)
    /// The finger lifted without dragging: a held opening continues from rest, a caught sheet settles.
    case touchUp(time: Double)
    /// A drag took hold of the sheet (during the opening too: the card keeps growing toward the sheet the finger
    /// moves).
    case dragBegan(time: Double, allowsDismissal: Bool)
    /// The finger moved: vertical translation since the drag began, pt, down positive.
    case dragChanged(translation: Double, time: Double)
    /// The finger lifted with `velocity` (pt/s, y down, as `UIPanGestureRecognizer` reports). A release that
    /// dismisses flies into `source` (asked again now) from where the finger left the sheet, carrying the
    /// sheet's vertical velocity and the finger's horizontal one; without a usable source the sheet slides down.
    case dragEnded(velocity: CGPoint, source: SheetZoomSource?, time: Double)
    /// A sheet that was just released to dismiss (its `SheetMotion` already settling toward hidden at the release
    /// velocity, as a sheet's owner adopted it with `SheetZoomMotion.presented(sheet:context:surroundings:)`) flies
    /// into `source` from where it is, carrying its vertical velocity and the finger's horizontal one (`velocity`,
    /// pt/s, y down), on the landing spring; without a usable source it goes on sliding down as a plain sheet.
    /// `from`, when given, is the card still drawn over the sheet (a drag that took the opening card and released it
    /// before the card had become the sheet: `SheetZoomCatchUp`): the flight starts from it, not from the sheet.
    case releasedToDismiss(velocity: CGPoint, source: SheetZoomSource?, time: Double, from: ZoomFrame? = nil)
    /// The source's frame now (a list that scrolled while the sheet flies into it); `nil` when it is gone, which
    /// sends the closing card down below the screen instead.
    case sourceMoved(SheetZoomSource?)
    /// Programmatic selection of a detent (`SheetMotionEvent.selectDetent(index:animated:at:)`).
    case selectDetent(index: Int, animated: Bool, time: Double)
    /// New layout or detents (`SheetMotionEvent.updateMetrics(_:transition:selecting:at:)`); an opening heads for
    /// the new frame from where it is.
    case updateContext(
        SheetCompositionContext, transition: SheetLayoutTransition, selecting: Int? = nil, time: Double)
    /// A display frame.
    case tick(time: Double)
    /// The sheet left the screen without landing (removed with a presentation below it).
    case end
}
