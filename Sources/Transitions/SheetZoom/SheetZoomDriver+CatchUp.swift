#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// A drag that begins while the card flies out of its source: the card is caught where the screen shows it (a
/// touch-down already held it there), the runner's sheet takes the finger at the height whose top edge is the
/// card's (`SheetZoomCatchUp.grabHeight(card:context:)`), and the rest of the morph (each edge, the corners, the
/// content's scale, the source's copy, the dimming's height) plays over the runner's frames on
/// `SheetZoomCatchUp.spring` until the card is that sheet. From the grab on the sheet is the plain sheet's: its drag,
/// its release between detents or to dismiss, its delegate calls (the presentation completes as a drag during a
/// plain sheet's rise completes it). A release to dismiss before the card has caught up flies into the source from
/// the card as shown.
extension SheetZoomDriver {
    /// Hands the opening card to the runner's sheet for a drag that begins now; returns whether it did (only
    /// during the opening, held or not).
    func takeOpeningCard() -> Bool {
        guard let runner, let host = runner.host, motion?.state.isOpening == true,
            let context = runner.compositionContext
        else { return false }
        stopRenderedOpening()  // the card where the screen shows it
        let time = Self.now
        guard let opening = motion else { return false }
        let shown = opening.frame
        var sheet = SheetMotion.resting(
            metrics: context.metrics, selectedIndex: opening.sheet.selectedIndex, behavior: opening.sheet.behavior)
        // Held at the card's top edge, by the sheet's own drag (its rubber band and dismissal rules apply).
        let grab = SheetZoomCatchUp.grabHeight(card: shown.clip, context: context)
        sheet.handle(.dragBegan(at: time, allowsDismissal: host.allowsUserDismissal))
        sheet.handle(.dragChanged(translation: sheet.height - grab, at: time))
        let surroundings = runner.measureSurroundings(context)
        catchUp = SheetZoomCatchUp(
            card: shown, sheetHeight: sheet.height, time: time, context: context, surroundings: surroundings)
        motion = .presented(sheet: sheet, context: context, surroundings: surroundings)
        renderSettle.cancel()
        runner.motion = sheet
        isFlying = false  // the card stays drawn: the catch-up draws it over the sheet
        drawCatchUp()
        frameDriver.start()  // the morph goes on while the finger holds still
        return true
    }

    /// Draws the card over the runner's sheet as it is now, or hands the views to the sheet once caught up.
    func drawCatchUp() {
        guard let runner, let context = runner.compositionContext else { return finishCatchUp() }
        let time = Self.now
        guard let catchUp, !catchUp.isCaughtUp(at: time),
            let frame = catchUpFrame(context: context, surroundings: runner.measureSurroundings(context))
        else { return finishCatchUp() }
        draw(frame)
        runner.screen = .interrupted(frame.composition.position)  // the next sheet frame applies every view
    }

    /// The card drawn over the runner's sheet now, while a catch-up runs.
    func catchUpFrame(context: SheetCompositionContext, surroundings: SheetSurroundings) -> SheetZoomFrame? {
        guard let catchUp, let runner, let sheet = runner.motion else { return nil }
        return catchUp.frame(
            height: sheet.height, velocity: sheet.velocity, time: Self.now, context: context,
            surroundings: surroundings)
    }

    /// Ends a catch-up: the views are the runner's sheet's (a settle under way goes on, on the render server when
    /// it can).
    func finishCatchUp() {
        guard catchUp != nil else { return }
        catchUp = nil
        endFlight()
        guard let runner, runner.motion != nil else { return }
        if !runner.playSettleOnRenderServer() { runner.applyCurrentPosition(force: true) }
        runner.startFramesIfNeeded()
    }
}
#endif
