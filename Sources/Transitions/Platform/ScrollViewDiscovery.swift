#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Finding the scroll view a drag to dismiss coordinates with when the app names none, and what a scroll view
/// can still do: shared by the presentations that dismiss by dragging.
@MainActor enum ScrollViewDiscovery {
    /// The first scroll view under `root` (not `root` itself) that `matches`, breadth-first in subview order
    /// (front-to-back is not considered: the outermost, earliest-added scroll view wins), skipping hidden
    /// views and their subtrees. Allocates (a queue); call it when a gesture begins, not per frame.
    static func first(in root: UIView, where matches: (UIScrollView) -> Bool) -> UIScrollView? {
        var queue: [UIView] = root.subviews
        var index = 0
        while index < queue.count {
            let view = queue[index]
            index += 1
            if view.isHidden { continue }
            if let scroll = view as? UIScrollView, matches(scroll) { return scroll }
            queue.append(contentsOf: view.subviews)
        }
        return nil
    }

    /// The first vertical scroll view under `root` (see ``first(in:where:)`` and ``scrollsVertically(_:)``).
    static func firstVertical(in root: UIView) -> UIScrollView? {
        first(in: root, where: scrollsVertically)
    }

    /// Whether `scroll` scrolls vertically: enabled, and its content (with its insets) taller than it is, or it
    /// always bounces vertically.
    static func scrollsVertically(_ scroll: UIScrollView) -> Bool {
        let inset = scroll.adjustedContentInset
        let content = scroll.contentSize.height + inset.top + inset.bottom
        return scroll.isScrollEnabled && (content > scroll.bounds.height + 0.5 || scroll.alwaysBounceVertical)
    }

    /// Whether `scroll` scrolls horizontally: enabled, and its content (with its insets) wider than it is.
    static func scrollsHorizontally(_ scroll: UIScrollView) -> Bool {
        let inset = scroll.adjustedContentInset
        let content = scroll.contentSize.width + inset.left + inset.right
        return scroll.isScrollEnabled && content > scroll.bounds.width + 0.5
    }

    /// Whether `scroll` can still scroll its content toward the back (`towardBack`: the finger moving right, or
    /// left in a right-to-left layout; else the other way), i.e. it is not at that end of its content.
    static func canScroll(_ scroll: UIScrollView, towardBack: Bool, isRightToLeft: Bool) -> Bool {
        let inset = scroll.adjustedContentInset
        let minX = -inset.left
        let maxX = max(scroll.contentSize.width + inset.right - scroll.bounds.width, minX)
        let fingerMovesRight = towardBack != isRightToLeft
        // A finger moving right brings content from the left: the offset decreases toward its minimum.
        return fingerMovesRight ? scroll.contentOffset.x > minX + 0.5 : scroll.contentOffset.x < maxX - 0.5
    }
}
#endif
