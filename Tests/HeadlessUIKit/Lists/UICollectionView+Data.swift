#if os(Linux)
import Foundation

extension UICollectionView {
    /// Counts, layout and visible views are stale: everything is asked again at the next layout or query.
    func invalidateData() {
        countsValid = false
        discardVisibleViews()
        selectedPaths.removeAll()
        layoutStorage.invalidateLayout()
        setNeedsLayout()
    }

    func headlessReloadData() {
        invalidateData()
    }

    /// Called by the layout's `invalidateLayout()`.
    func layoutDidInvalidate() {
        layoutValid = false
        setNeedsLayout()
    }

    /// The item counts, loaded from the data source when stale (a `nil` data source: one empty section).
    func headlessCounts() -> [Int] {
        if !countsValid {
            itemCounts = queryCounts()
            countsValid = true
        }
        return itemCounts
    }

    func queryCounts() -> [Int] {
        guard let dataSource else { return [0] }
        let sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            HeadlessDiagnostics.warn("UICollectionView: negative number of sections \(sections); using 0")
        }
        return (0..<max(0, sections)).map { section in
            let items = dataSource.collectionView(self, numberOfItemsInSection: section)
            if items < 0 {
                HeadlessDiagnostics.warn(
                    "UICollectionView: negative number of items \(items) in section \(section); using 0")
            }
            return max(0, items)
        }
    }

    /// Prepares the layout if it was invalidated, and takes its content size.
    func ensureLayout() {
        guard !layoutValid else { return }
        _ = headlessCounts()
        layoutValid = true
        layoutStorage.prepare()
        let size = layoutStorage.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    func headlessSwitchLayout(to layout: UICollectionViewLayout) {
        guard layout !== layoutStorage else { return }
        let old = layoutStorage
        for cell in visibleCellsByPath.values { cell.willTransition(from: old, to: layout) }
        if old.collectionViewStorage === self { old.collectionViewStorage = nil }
        layoutStorage = layout
        layout.collectionViewStorage = self
        layoutValid = false
        updateVisibleItemsNow()
        for cell in visibleCellsByPath.values { cell.didTransition(from: old, to: layout) }
    }

    /// The bounds setter: asks the layout about the change first (UIKit's order), then re-tiles.
    func headlessSetBounds(_ newValue: CGRect, apply: (CGRect) -> Void) {
        let old = bounds
        if newValue != old, layoutStorage.shouldInvalidateLayout(forBoundsChange: newValue) {
            layoutStorage.invalidateLayout(with: layoutStorage.invalidationContext(forBoundsChange: newValue))
        }
        apply(newValue)
        if bounds != old { setNeedsLayout() }
    }

    func headlessAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard isValidItem(indexPath) else { return nil }
        ensureLayout()
        return layoutStorage.layoutAttributesForItem(at: indexPath)
    }

    /// Whether `indexPath` names an existing item.
    func isValidItem(_ indexPath: IndexPath) -> Bool {
        let counts = headlessCounts()
        return indexPath.isListIndexPath && indexPath.section < counts.count
            && indexPath.item < counts[indexPath.section]
    }

    /// The frontmost cell element under `point`, from the layout.
    func headlessIndexPathForItem(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        ensureLayout()
        let probe = CGRect(x: point.x, y: point.y, width: 0.001, height: 0.001)
        let hits = (layoutStorage.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
                && isValidItem($0.indexPath)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    func headlessScrollToItem(at indexPath: IndexPath, at position: UICollectionView.ScrollPosition, animated: Bool) {
        guard let attributes = headlessAttributesForItem(at: indexPath) else {
            HeadlessDiagnostics.warn("UICollectionView: attempt to scroll to invalid index path: \(indexPath); ignored")
            return
        }
        let frame = attributes.frame
        let inset = adjustedContentInset
        let visibleWidth = bounds.width - inset.left - inset.right
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var offset = contentOffset
        if position.contains(.top) {
            offset.y = frame.minY - inset.top
        } else if position.contains(.centeredVertically) {
            offset.y = frame.midY - visibleHeight / 2 - inset.top
        } else if position.contains(.bottom) {
            offset.y = frame.maxY - visibleHeight - inset.top
        }
        if position.contains(.left) {
            offset.x = frame.minX - inset.left
        } else if position.contains(.centeredHorizontally) {
            offset.x = frame.midX - visibleWidth / 2 - inset.left
        } else if position.contains(.right) {
            offset.x = frame.maxX - visibleWidth - inset.left
        }
        if position.isEmpty { offset = offsetRevealing(frame) }
        setContentOffset(clampedOffset(offset), animated: animated)
    }
}
#endif
