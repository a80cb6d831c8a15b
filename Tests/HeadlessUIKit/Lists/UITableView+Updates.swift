#if os(Linux)
import Foundation

extension UITableView {
    /// Records one change; outside a batch it is applied at once.
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

    func headlessEndUpdates() {
        guard updateDepth > 0 else {
            HeadlessDiagnostics.warn("UITableView: endUpdates() without beginUpdates(); ignored")
            return
        }
        updateDepth -= 1
        if updateDepth == 0 { commitPendingUpdates() }
    }

    /// Applies the recorded batch: checks the data source's new counts against it (UIKit raises on a
    /// mismatch; HeadlessUIKit logs UIKit's message and reloads everything), then carries visible cells,
    /// the selection and measured heights over to their new index paths and re-tiles.
    func commitPendingUpdates() {
        let updates = pendingUpdates
        pendingUpdates = HeadlessListUpdates()
        guard !updates.isEmpty else { return }
        guard geometryValid else {
            // Nothing loaded yet: the next load sees the data source's current state.
            invalidateData()
            return
        }
        let oldCounts = geometry.sections.map(\.rowCount)
        let newCounts = queryCounts()
        if let problem = updates.inconsistency(oldCounts: oldCounts, newCounts: newCounts, noun: "row") {
            HeadlessDiagnostics.warn("UITableView: \(problem) Reloading all data instead.")
            invalidateData()
            ensureGeometry()
            return
        }
        var cells: [IndexPath: UITableViewCell] = [:]
        for (path, cell) in visibleCellsByPath {
            if let moved = updates.newIndexPath(forOld: path) {
                cells[moved] = cell
            } else {
                retire(cell, at: path)
            }
        }
        visibleCellsByPath = cells
        selectedPaths = selectedPaths.compactMap { updates.newIndexPath(forOld: $0) }
        var heights: [IndexPath: CGFloat] = [:]
        for (path, height) in measuredHeights {
            if let moved = updates.newIndexPath(forOld: path) { heights[moved] = height }
        }
        measuredHeights = heights
        for (section, view) in visibleHeaders { retireAccessory(view, section: section, header: true) }
        for (section, view) in visibleFooters { retireAccessory(view, section: section, header: false) }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
        rebuildGeometry(counts: newCounts)
        updateVisibleCellsNow()
    }
}
#endif
