#if os(Linux)
import Foundation

extension UICollectionView {
    func record(_ change: (inout HeadlessListUpdates) -> Void) {
        change(&pendingUpdates)
        if updateDepth == 0 { commitPendingUpdates() }
    }

    func headlessPerformBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        updateDepth += 1
        updates?()
        updateDepth -= 1
        if updateDepth == 0 { commitPendingUpdates() }
        if let completion { HeadlessClock.main.schedule(after: 0) { completion(true) } }
    }

    /// Applies the recorded batch: checks the data source's new counts (UIKit raises on a mismatch;
    /// HeadlessUIKit logs UIKit's message and reloads), tells the layout, carries visible cells and the
    /// selection to their new index paths, invalidates the layout and re-tiles.
    func commitPendingUpdates() {
        let updates = pendingUpdates
        pendingUpdates = HeadlessListUpdates()
        guard !updates.isEmpty else { return }
        guard countsValid else {
            invalidateData()
            return
        }
        let oldCounts = itemCounts
        let newCounts = queryCounts()
        if let problem = updates.inconsistency(oldCounts: oldCounts, newCounts: newCounts, noun: "item") {
            HeadlessDiagnostics.warn("UICollectionView: \(problem) Reloading all data instead.")
            invalidateData()
            return
        }
        itemCounts = newCounts
        var cells: [IndexPath: UICollectionViewCell] = [:]
        for (path, cell) in visibleCellsByPath {
            if let moved = updates.newIndexPath(forOld: path) {
                cells[moved] = cell
            } else {
                retire(cell, at: path)
            }
        }
        visibleCellsByPath = cells
        visibleCellAttributes.removeAll()
        for (key, view) in visibleSupplementaries { retireSupplementary(view, key: key) }
        visibleSupplementaries.removeAll()
        selectedPaths = selectedPaths.compactMap { updates.newIndexPath(forOld: $0) }
        layoutStorage.prepare(forCollectionViewUpdates: updateItems(updates))
        layoutValid = false
        updateVisibleItemsNow()
        layoutStorage.finalizeCollectionViewUpdates()
    }

    /// The batch as `UICollectionViewUpdateItem`s (sections use item `NSNotFound`, as UIKit).
    private func updateItems(_ updates: HeadlessListUpdates) -> [UICollectionViewUpdateItem] {
        var items: [UICollectionViewUpdateItem] = []
        for section in updates.deletedSections {
            items.append(.init(before: IndexPath(item: NSNotFound, section: section), after: nil, action: .delete))
        }
        for section in updates.insertedSections {
            items.append(.init(before: nil, after: IndexPath(item: NSNotFound, section: section), action: .insert))
        }
        for section in updates.reloadedSections {
            let path = IndexPath(item: NSNotFound, section: section)
            items.append(.init(before: path, after: path, action: .reload))
        }
        for path in updates.deletedItems.sorted() { items.append(.init(before: path, after: nil, action: .delete)) }
        for path in updates.insertedItems.sorted() { items.append(.init(before: nil, after: path, action: .insert)) }
        for path in updates.reloadedItems.sorted() { items.append(.init(before: path, after: path, action: .reload)) }
        return items
    }
}
#endif
