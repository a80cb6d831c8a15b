#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension SheetRunner {
    /// The finger lifted with `velocity` (pt/s, in the container, as the pan reports it): the motion releases along
    /// the edge's axis, to the detent `SheetSnapping` chooses or the one the host's delegate changed it to
    /// (``SheetRunnerHost/sheetWillEndDragging(velocity:targetDetentIdentifier:)``, FloatingPanel's
    /// `floatingPanelWillEndDragging(_:withVelocity:targetState:)`).
    func dragEnded(velocity: CGPoint) {
        guard let motion, motion.isTracking else { return }
        quickRepeat.sheetPanEnded(at: now)
        let along = towardEdge(velocity)
        send(releaseEvent(fingerVelocity: along, velocity: velocity))
        host?.sheetDragDidEnd()
    }

    /// `.dragEnded`, or `.dragEndedRedirected` when the host's delegate chose another target than the motion's.
    private func releaseEvent(fingerVelocity: Double, velocity: CGPoint) -> SheetMotionEvent {
        let plain = SheetMotionEvent.dragEnded(velocity: fingerVelocity, at: now)
        guard let host, host.wantsReleaseTarget, let resolution,
            let proposed = motion?.releaseTarget(fingerVelocity: fingerVelocity)
        else { return plain }
        let proposedIdentifier: Detent.Identifier?
        switch proposed {
        case .hidden: proposedIdentifier = nil
        case .detent(let index): proposedIdentifier = resolution.detents[index].identifier
        }
        var chosen = proposedIdentifier
        host.sheetWillEndDragging(velocity: velocity, targetDetentIdentifier: &chosen)
        guard chosen != proposedIdentifier else { return plain }
        let target: SheetSettleTarget
        if let chosen {
            // An identifier that names no resolved detent keeps the proposal.
            guard let index = resolution.index(of: chosen) else { return plain }
            target = .detent(index: index)
        } else {
            target = .hidden  // the motion keeps the proposal when the sheet may not be dismissed
        }
        return .dragEndedRedirected(velocity: fingerVelocity, to: target, at: now)
    }
}
#endif
