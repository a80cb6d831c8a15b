import Foundation

extension SheetMotion {
    /// Where a release of the current drag with `fingerVelocity` would settle, without releasing: `SheetSnapping`'s
    /// choice, the target a delegate is offered before the release (FloatingPanel's
    /// `floatingPanelWillEndDragging(_:withVelocity:targetState:)`). Send the release as
    /// `SheetMotionEvent.dragEnded(velocity:at:)`, or as `SheetMotionEvent.dragEndedRedirected(velocity:to:at:)`
    /// when the delegate chose another target. `nil` unless a finger is dragging the sheet.
    /// - Parameter fingerVelocity: The finger's velocity along the axis, pt/s, toward the edge positive (as
    ///   `SheetMotionEvent.dragEnded(velocity:at:)` takes it). Non-finite counts as 0.
    public func releaseTarget(fingerVelocity: Double) -> SheetSettleTarget? {
        guard case .tracking(_, let allowsDismissal) = state else { return nil }
        return proposedRelease(
            fingerVelocity: fingerVelocity.isFinite ? fingerVelocity : 0, allowsDismissal: allowsDismissal
        ).target
    }

    /// The sheet's velocity at release and the target `SheetSnapping` chooses for it.
    func proposedRelease(fingerVelocity: Double, allowsDismissal: Bool) -> (velocity: Double, target: SheetSettleTarget) {
        // The sheet's own velocity at release: the finger's, scaled by the rubber band's slope when banded,
        // so the settle starts exactly as fast as the sheet was moving.
        let velocity = -fingerVelocity * bandSlope(at: height, allowsDismissal: allowsDismissal)
        // Dismissal is one more stop only when the sheet may be dismissed (UIKit's `_indexOfCurrentActiveOrDismissDetent`).
        let target = SheetSnapping.target(
            height: height, velocity: velocity, metrics: metrics, includesDismissal: allowsDismissal,
            behavior: behavior)
        return (velocity, target)
    }

    /// A target a delegate chose instead of `proposed`: a detent index is clamped into range; hidden stands only
    /// when the sheet may be dismissed (otherwise the proposal stands).
    func validRedirect(_ target: SheetSettleTarget, proposed: SheetSettleTarget, allowsDismissal: Bool)
        -> SheetSettleTarget
    {
        switch target {
        case .hidden: return allowsDismissal ? .hidden : proposed
        case .detent(let index): return .detent(index: Self.clamp(index, count: metrics.detents.detents.count))
        }
    }
}
