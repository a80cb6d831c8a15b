#if os(Linux)
import Foundation

/// One scrolling axis.
enum ScrollAxis: CaseIterable {
    case horizontal, vertical
}

extension UIScrollView {
    /// `contentInset` plus safe-area insets as `contentInsetAdjustmentBehavior` says.
    func computeAdjustedContentInset() -> UIEdgeInsets {
        let inset = contentInset
        // Rounded to a millionth of a point: the safe area is derived through coordinate conversions that
        // pick up floating-point noise as the content scrolls, and UIKit's never changes with scrolling.
        func clean(_ value: CGFloat) -> CGFloat { (value * 1_000_000).rounded() / 1_000_000 }
        let raw = safeAreaInsets
        let safe = UIEdgeInsets(
            top: clean(raw.top), left: clean(raw.left), bottom: clean(raw.bottom), right: clean(raw.right))
        let addHorizontal: Bool
        let addVertical: Bool
        switch contentInsetAdjustmentBehavior {
        case .never:
            return inset
        case .always:
            addHorizontal = true
            addVertical = true
        case .automatic, .scrollableAxes:
            addHorizontal = contentExceedsBounds(.horizontal) || alwaysBounceHorizontal
            addVertical = contentExceedsBounds(.vertical) || alwaysBounceVertical
        }
        return UIEdgeInsets(
            top: inset.top + (addVertical ? safe.top : 0),
            left: inset.left + (addHorizontal ? safe.left : 0),
            bottom: inset.bottom + (addVertical ? safe.bottom : 0),
            right: inset.right + (addHorizontal ? safe.right : 0))
    }

    /// Whether the content plus `contentInset` is longer than the view along `axis`.
    private func contentExceedsBounds(_ axis: ScrollAxis) -> Bool {
        switch axis {
        case .horizontal: return contentSize.width + contentInset.left + contentInset.right > bounds.width
        case .vertical: return contentSize.height + contentInset.top + contentInset.bottom > bounds.height
        }
    }

    /// Informs `adjustedContentInsetDidChange()` when the adjusted inset changed since it was last reported.
    /// When the change comes from the safe area (`followSafeArea`), a scroll view resting at its top (or
    /// leading) edge moves to the new edge, as UIKit keeps content below the status bar; a changed
    /// `contentInset` leaves the offset alone, as in UIKit.
    func refreshAdjustedContentInset(followSafeArea: Bool = false) {
        let current = computeAdjustedContentInset()
        guard let previous = lastReportedAdjustedInset else {
            lastReportedAdjustedInset = current
            return
        }
        guard previous != current else { return }
        lastReportedAdjustedInset = current
        if followSafeArea && !isDragging && !isDecelerating && !isScrollAnimating {
            var offset = contentOffset
            if offset.y == -previous.top { offset.y = -current.top }
            if offset.x == -previous.left { offset.x = -current.left }
            contentOffset = offset
        }
        adjustedContentInsetDidChange()
        HeadlessKeyValueRegistry.objectDidChange(self)
    }

    /// The smallest content offset along `axis` (`−adjustedContentInset.top` / `.left`).
    func minimumOffset(_ axis: ScrollAxis) -> CGFloat {
        let inset = adjustedContentInset
        return axis == .vertical ? -inset.top : -inset.left
    }

    /// The largest content offset along `axis`: content plus insets minus the view, at least the minimum.
    func maximumOffset(_ axis: ScrollAxis) -> CGFloat {
        let inset = adjustedContentInset
        let lower = minimumOffset(axis)
        switch axis {
        case .vertical: return max(lower, contentSize.height + inset.bottom - bounds.height)
        case .horizontal: return max(lower, contentSize.width + inset.right - bounds.width)
        }
    }

    /// Whether the user can scroll along `axis`: the content is longer than the view, or it always bounces.
    func canScroll(_ axis: ScrollAxis) -> Bool {
        guard isScrollEnabled else { return false }
        let longer = maximumOffset(axis) > minimumOffset(axis)
        switch axis {
        case .vertical: return longer || (bounces && alwaysBounceVertical)
        case .horizontal: return longer || (bounces && alwaysBounceHorizontal)
        }
    }

    /// The view's length along `axis` (the rubber band's dimension).
    func viewLength(_ axis: ScrollAxis) -> CGFloat {
        axis == .vertical ? bounds.height : bounds.width
    }

    /// `contentOffset` clamped into the scrollable range.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        CGPoint(
            x: min(max(offset.x, minimumOffset(.horizontal)), maximumOffset(.horizontal)),
            y: min(max(offset.y, minimumOffset(.vertical)), maximumOffset(.vertical)))
    }

    /// The offset that brings `rect` into view with the least movement, clamped into range.
    func offsetRevealing(_ rect: CGRect) -> CGPoint {
        let inset = adjustedContentInset
        var offset = contentOffset
        let visibleWidth = bounds.width - inset.left - inset.right
        let visibleHeight = bounds.height - inset.top - inset.bottom
        if rect.width >= visibleWidth || rect.minX < offset.x + inset.left {
            offset.x = rect.minX - inset.left
        } else if rect.maxX > offset.x + inset.left + visibleWidth {
            offset.x = rect.maxX - inset.left - visibleWidth
        }
        if rect.height >= visibleHeight || rect.minY < offset.y + inset.top {
            offset.y = rect.minY - inset.top
        } else if rect.maxY > offset.y + inset.top + visibleHeight {
            offset.y = rect.maxY - inset.top - visibleHeight
        }
        return clampedOffset(offset)
    }
}

extension CGPoint {
    /// The component along `axis`.
    subscript(axis: ScrollAxis) -> CGFloat {
        get { axis == .vertical ? y : x }
        set {
            if axis == .vertical { y = newValue } else { x = newValue }
        }
    }
}
#endif
