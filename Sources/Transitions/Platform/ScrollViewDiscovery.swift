#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Finds the scroll view that a sheet (or a zoom) follows when the app names none, as UIKit's sheet finds its
/// descendant scroll view by itself: the one place that search lives.
///
/// The search order: breadth-first from the content's root view (the root itself first, so a
/// `UITableViewController`'s table is found), shallower views before deeper ones, and among siblings in `subviews`
/// order (back to front). The first visible, scroll-enabled **vertical** scroll view wins: one whose content is
/// taller than it, that bounces vertically, or whose content is not wider than it (an empty or short list counts;
/// a horizontal carousel does not). Hidden views and their subtrees are skipped. A SwiftUI `ScrollView` or `List`
/// in a hosting controller is a `UIScrollView` (a `UICollectionView` for `List`) in the hosting view's hierarchy,
/// found the same way once SwiftUI has created it — callers search again when a touch lands, so a list created
/// lazily is found at the first touch. The sheet (``SheetPresentationController/trackedScrollView`` unset) and the
/// zoom (``ZoomTransition/Options/trackedScrollView`` unset) use this one search.
enum ScrollViewDiscovery {
    /// The first vertical scroll view in `root`'s hierarchy (see the type's order), or `nil`.
    @MainActor static func firstVerticalScrollView(in root: UIView) -> UIScrollView? {
        var queue: [UIView] = [root]
        var index = 0
        while index < queue.count {
            let view = queue[index]
            index += 1
            guard !view.isHidden else { continue }
            if let scrollView = view as? UIScrollView, isVertical(scrollView) { return scrollView }
            queue.append(contentsOf: view.subviews)
        }
        return nil
    }

    /// Whether `view` is shown inside `root`: in its hierarchy with neither it nor any view up to `root` hidden (a
    /// found scroll view stays in use until this turns false, as when a tab hides its list).
    @MainActor static func isShown(_ view: UIView, in root: UIView) -> Bool {
        var current: UIView? = view
        while let candidate = current {
            if candidate.isHidden { return false }
            if candidate === root { return true }
            current = candidate.superview
        }
        return false
    }

    /// Whether `scrollView` scrolls vertically (or may, once its content grows): see the type's rule.
    @MainActor static func isVertical(_ scrollView: UIScrollView) -> Bool {
        guard scrollView.isScrollEnabled else { return false }
        let size = scrollView.bounds.size
        let content = scrollView.contentSize
        return content.height > size.height || scrollView.alwaysBounceVertical || content.width <= size.width
    }

    /// Whether `scroll` scrolls horizontally: enabled, and its content (with its insets) wider than it is.
    @MainActor static func scrollsHorizontally(_ scroll: UIScrollView) -> Bool {
        let inset = scroll.adjustedContentInset
        let content = scroll.contentSize.width + inset.left + inset.right
        return scroll.isScrollEnabled && content > scroll.bounds.width + 0.5
    }

    /// Whether `scroll` can still scroll its content toward the back (`towardBack`: the finger moving right, or
    /// left in a right-to-left layout; else the other way), i.e. it is not at that end of its content.
    @MainActor static func canScroll(_ scroll: UIScrollView, towardBack: Bool, isRightToLeft: Bool) -> Bool {
        let inset = scroll.adjustedContentInset
        let minX = -inset.left
        let maxX = max(scroll.contentSize.width + inset.right - scroll.bounds.width, minX)
        let fingerMovesRight = towardBack != isRightToLeft
        // A finger moving right brings content from the left: the offset decreases toward its minimum.
        return fingerMovesRight ? scroll.contentOffset.x > minX + 0.5 : scroll.contentOffset.x < maxX - 0.5
    }
}
#endif
