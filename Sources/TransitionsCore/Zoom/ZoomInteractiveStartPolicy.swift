import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Decides whether a pan that just began should start an interactive zoom dismissal — the default behind
/// `interactiveDismissShouldBegin`.
///
/// - Without a tracked scroll view: only a mostly vertical, downward drag (`|vy| > |vx|`, `vy > 0`).
/// - With a tracked scroll view scrolled away from its top: never — the content scrolls back first.
/// - With a tracked scroll view at its top: any direction (when ``allowsAnyDirectionAtScrollTop``),
///   **except** a mostly upward drag, which belongs to the scroll view (starting a dismissal there would
///   make the content impossible to scroll).
///
/// The direction is the pan's velocity, or its translation when the velocity is zero or not finite; with
/// neither known, no dismissal begins.
package struct ZoomInteractiveStartPolicy: Hashable, Sendable {
    /// The state of the scroll view the dismissal is coordinated with.
    package enum TrackedScroll: Hashable, Sendable {
        /// No scroll view is tracked.
        case none
        /// The tracked scroll view's content is at (or above) its top edge.
        case atTop
        /// The tracked scroll view is scrolled away from its top.
        case scrolled

        /// `.atTop` or `.scrolled` from UIKit-style flags.
        public init(tracksScrollView: Bool, isScrollAtTop: Bool) {
            self = tracksScrollView ? (isScrollAtTop ? .atTop : .scrolled) : .none
        }
    }

    /// Whether a drag other than mostly-downward may begin a dismissal while the tracked scroll view is at
    /// its top. Default `true`.
    public var allowsAnyDirectionAtScrollTop: Bool

    /// Creates a policy.
    public init(allowsAnyDirectionAtScrollTop: Bool = true) {
        self.allowsAnyDirectionAtScrollTop = allowsAnyDirectionAtScrollTop
    }

    /// Whether the pan should begin an interactive dismissal.
    ///
    /// - Parameters:
    ///   - translation: The pan's translation so far, pt (y down).
    ///   - velocity: The pan's velocity, pt/s (y down).
    ///   - trackedScroll: The tracked scroll view's state.
    public func shouldBegin(translation: CGPoint, velocity: CGPoint, trackedScroll: TrackedScroll) -> Bool {
        guard let direction = Self.direction(translation: translation, velocity: velocity) else { return false }
        let isVertical = abs(direction.y) > abs(direction.x)
        let isDownward = isVertical && direction.y > 0
        switch trackedScroll {
        case .none:
            return isDownward
        case .scrolled:
            return false
        case .atTop:
            let isUpward = isVertical && direction.y < 0
            return isDownward || (allowsAnyDirectionAtScrollTop && !isUpward)
        }
    }

    /// Which dismissal gesture a one-finger drag that just began on the zoomed screen is, or `nil` for none:
    /// 1. ``ZoomDismissGesture/contentSwipe`` when `allowsContentSwipe` and the drag points toward the back
    ///    (right, or left when `isRightToLeft`) within ``ZoomDismissGesture/contentSwipeStartCone`` (±22.5°) of
    ///    the horizontal, whatever the tracked scroll view's state (DEVICE-FACTS.md, "The zoom, as UIKit's code
    ///    defines it", start cone (content swipe));
    /// 2. ``ZoomDismissGesture/pan`` when ``shouldBegin(translation:velocity:trackedScroll:)`` agrees, except
    ///    that a mostly horizontal drag outside the cone is nobody's when the content swipe is allowed;
    /// 3. otherwise `nil`.
    public func gesture(
        translation: CGPoint, velocity: CGPoint, trackedScroll: TrackedScroll, allowsContentSwipe: Bool,
        isRightToLeft: Bool = false
    ) -> ZoomDismissGesture? {
        guard let direction = Self.direction(translation: translation, velocity: velocity) else { return nil }
        let back = Double(isRightToLeft ? -direction.x : direction.x)
        let across = abs(Double(direction.y))
        let isHorizontal = abs(direction.x) >= abs(direction.y)
        if allowsContentSwipe {
            if back > 0 && atan2(across, back) <= ZoomDismissGesture.contentSwipeStartCone { return .contentSwipe }
            if isHorizontal { return nil }
        }
        return shouldBegin(translation: translation, velocity: velocity, trackedScroll: trackedScroll) ? .pan : nil
    }

    private static func direction(translation: CGPoint, velocity: CGPoint) -> CGPoint? {
        func usable(_ point: CGPoint) -> Bool {
            point.x.isFinite && point.y.isFinite && (point.x != 0 || point.y != 0)
        }
        if usable(velocity) { return velocity }
        return usable(translation) ? translation : nil
    }
}
