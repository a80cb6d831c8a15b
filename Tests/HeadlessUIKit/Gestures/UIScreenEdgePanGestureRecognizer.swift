#if os(Linux)
import Foundation

/// A pan that begins only near an edge of the screen (UIKit's `UIScreenEdgePanGestureRecognizer`, iOS 7+).
///
/// It begins like a `UIPanGestureRecognizer` (after the same hysteresis) when the finger went down within
/// `headlessEdgeWidth` of one of `edges` (the window's edges: a window fills the screen here) and moved away
/// from that edge more than along it; otherwise it fails. With no `edges` it never begins (UIKit's
/// default, `[]`). The navigation controller's `interactivePopGestureRecognizer` is one, on the leading edge.
@preconcurrency @MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How far from an edge the finger may touch down and still begin the pan, pt. UIKit does not document
    /// it; about 20 pt is what devices show (unconfirmed).
    public static let headlessEdgeWidth: CGFloat = 20

    /// The edges the gesture starts from; default none.
    open var edges: UIRectEdge = []

    /// Begins only for a touch-down near one of `edges` and a movement away from it.
    override func headlessShouldBegin(afterMoving translation: CGPoint) -> Bool {
        guard let bounds = view?.window?.bounds else { return false }
        let start = touchDownLocation
        let width = Self.headlessEdgeWidth
        let horizontal = abs(translation.x) >= abs(translation.y)
        if edges.contains(.left), start.x - bounds.minX <= width, horizontal, translation.x > 0 { return true }
        if edges.contains(.right), bounds.maxX - start.x <= width, horizontal, translation.x < 0 { return true }
        if edges.contains(.top), start.y - bounds.minY <= width, !horizontal, translation.y > 0 { return true }
        if edges.contains(.bottom), bounds.maxY - start.y <= width, !horizontal, translation.y < 0 { return true }
        return false
    }
}
#endif
