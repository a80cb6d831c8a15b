#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The scroll views a dismissal drag coordinates with (DEVICE-FACTS.md, "Zoom interactive dismissal", scroll
/// views): a downward drag that starts in the zoomed screen's list scrolled to its top dismisses and the list does
/// not bounce first; scrolled down, it scrolls. A horizontal scroll view that can still scroll toward the back
/// keeps a swipe from anywhere; one at its end yields it.
extension ZoomRunner {
    /// The list a downward drag coordinates with: the host's tracked scroll view
    /// (``ZoomTransition/Options/trackedScrollView``) when it is inside the zoomed screen, else the first
    /// vertical scroll view in the zoomed screen, found as the sheet finds its own
    /// (`ScrollViewDiscovery.firstVerticalScrollView(in:)`: breadth-first from the screen's view; hidden views
    /// skipped), so the app need not name it. Looked up when a
    /// gesture begins.
    var dismissalScrollView: UIScrollView? {
        guard let view = host?.zoomedController?.viewIfLoaded else { return nil }
        if let tracked = host?.trackedScrollView, tracked.isDescendant(of: view) { return tracked }
        return ScrollViewDiscovery.firstVerticalScrollView(in: view)
    }

    /// The dismissal list's state for the start policy.
    var trackedScrollState: ZoomInteractiveStartPolicy.TrackedScroll {
        guard let scroll = dismissalScrollView else { return .none }
        let atTop = scroll.contentOffset.y <= -scroll.adjustedContentInset.top + 0.5
        return ZoomInteractiveStartPolicy.TrackedScroll(tracksScrollView: true, isScrollAtTop: atTop)
    }

    /// Whether a horizontal scroll view under the finger (from the touched view up to the zoomed screen) can
    /// still scroll toward the back, and so keeps the drag from the swipe from anywhere.
    func horizontalScrollViewTakes(_ pan: UIPanGestureRecognizer) -> Bool {
        guard let root = host?.zoomedController?.viewIfLoaded else { return false }
        let translation = pan.translation(in: root)
        let location = pan.location(in: root)
        let touchDown = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
        var view = root.hitTest(touchDown, with: nil)
        let rightToLeft = isRightToLeft
        while let current = view, current !== root {
            if let scroll = current as? UIScrollView, ScrollViewDiscovery.scrollsHorizontally(scroll),
                ScrollViewDiscovery.canScroll(scroll, towardBack: true, isRightToLeft: rightToLeft)
            {
                return true
            }
            view = current.superview
        }
        return false
    }
}
#endif
