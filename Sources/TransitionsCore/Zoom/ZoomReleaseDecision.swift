import Foundation

/// What a released drag-to-dismiss does.
package enum ZoomReleaseDecision: Hashable, Sendable {
    /// Dismiss: the view flies back onto the source's current frame (or shrinks and fades away when the
    /// source is gone).
    case finish
    /// Stay presented: the view springs back to its full frame.
    case cancel
}

/// A release: the decision and the settle that carries it out, starting at the release velocity.
package struct ZoomRelease: Hashable, Sendable {
    /// Finish or cancel.
    public var decision: ZoomReleaseDecision
    /// The motion from the released frame toward the source (finish) or the destination (cancel).
    public var settle: ZoomSettle

    /// Creates a release from its parts.
    public init(decision: ZoomReleaseDecision, settle: ZoomSettle) {
        self.decision = decision
        self.settle = settle
    }
}
