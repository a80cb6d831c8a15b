#if os(Linux)
import Foundation

extension UITableView {
    /// Whether taps select right now (`allowsSelection`, or `allowsSelectionDuringEditing` while editing).
    var selectsOnTap: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

    /// Whether several rows may be selected right now.
    var selectsMultiple: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    func headlessSelectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        guard let indexPath else {
            for path in selectedPaths { headlessDeselectRow(at: path, animated: animated) }
            return
        }
        ensureGeometry()
        guard geometry.contains(indexPath) else {
            HeadlessDiagnostics.warn("UITableView: selectRow(at:) with an invalid index path (\(indexPath)); ignored")
            return
        }
        guard selectsOnTap else { return }
        if !selectsMultiple {
            for path in selectedPaths where path != indexPath { headlessDeselectRow(at: path, animated: animated) }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        visibleCellsByPath[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { headlessScrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    func headlessDeselectRow(at indexPath: IndexPath, animated: Bool) {
        guard let index = selectedPaths.firstIndex(of: indexPath) else { return }
        selectedPaths.remove(at: index)
        visibleCellsByPath[indexPath]?.setSelected(false, animated: animated)
    }

    /// A tap on a row, as UIKit runs it: `willSelectRowAt` (which may redirect or refuse), deselection of
    /// the previous row in single selection (`willDeselectRowAt`/`didDeselectRowAt`), `didSelectRowAt`,
    /// `selectionDidChangeNotification`, then the primary action (iOS 16). In multiple selection a tap on
    /// a selected row deselects it.
    func performUserSelection(at indexPath: IndexPath) {
        guard selectsOnTap, geometry.contains(indexPath) else { return }
        if selectsMultiple && selectedPaths.contains(indexPath) {
            let target: IndexPath? = delegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
            guard let target, selectedPaths.contains(target) else { return }
            headlessDeselectRow(at: target, animated: false)
            delegate?.tableView(self, didDeselectRowAt: target)
            NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
            return
        }
        let target: IndexPath? = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target, geometry.contains(target) else { return }
        if !selectsMultiple {
            for old in selectedPaths where old != target {
                let deselected: IndexPath? = delegate.map { $0.tableView(self, willDeselectRowAt: old) } ?? old
                guard let deselected, selectedPaths.contains(deselected) else { continue }
                headlessDeselectRow(at: deselected, animated: false)
                delegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        if !selectedPaths.contains(target) { selectedPaths.append(target) }
        visibleCellsByPath[target]?.setSelected(true, animated: false)
        delegate?.tableView(self, didSelectRowAt: target)
        NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
        if let delegate, delegate.tableView(self, canPerformPrimaryActionForRowAt: target) {
            delegate.tableView(self, performPrimaryActionForRowAt: target)
        }
    }

    /// The row under the touch, in content coordinates.
    private func row(under touches: Set<UITouch>) -> IndexPath? {
        guard let touch = touches.first else { return nil }
        return indexPathForRow(at: touch.location(in: self))
    }

    func headlessTouchBegan(_ touches: Set<UITouch>) -> Bool {
        guard let path = row(under: touches) else { return false }
        guard selectsOnTap, delegate?.tableView(self, shouldHighlightRowAt: path) ?? true else { return true }
        highlightedPath = path
        visibleCellsByPath[path]?.setHighlighted(true, animated: false)
        delegate?.tableView(self, didHighlightRowAt: path)
        return true
    }

    func headlessTouchEnded(_ touches: Set<UITouch>) -> Bool {
        guard let path = highlightedPath else { return row(under: touches) != nil }
        endHighlight(path)
        if row(under: touches) == path { performUserSelection(at: path) }
        return true
    }

    func headlessTouchCancelled() -> Bool {
        guard let path = highlightedPath else { return false }
        endHighlight(path)
        return true
    }

    private func endHighlight(_ path: IndexPath) {
        highlightedPath = nil
        visibleCellsByPath[path]?.setHighlighted(false, animated: false)
        delegate?.tableView(self, didUnhighlightRowAt: path)
    }

    func headlessScrollToRow(at indexPath: IndexPath, at position: UITableView.ScrollPosition, animated: Bool) {
        ensureGeometry()
        guard geometry.contains(indexPath) else {
            HeadlessDiagnostics.warn("UITableView: attempt to scroll to invalid index path: \(indexPath); ignored")
            return
        }
        var rect = geometry.rowRect(indexPath, width: bounds.width)
        if style == .plain {
            // Room for the floating header of the row's section.
            let header = geometry.sections[indexPath.section].headerHeight
            rect.origin.y -= header
            rect.size.height += header
        }
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var offset = contentOffset
        switch position {
        case .top: offset.y = rect.minY - inset.top
        case .middle: offset.y = rect.midY - visibleHeight / 2 - inset.top
        case .bottom: offset.y = rect.maxY - visibleHeight - inset.top
        case .none:
            if rect.minY < offset.y + inset.top || rect.height >= visibleHeight {
                offset.y = rect.minY - inset.top
            } else if rect.maxY > offset.y + inset.top + visibleHeight {
                offset.y = rect.maxY - visibleHeight - inset.top
            }
        }
        setContentOffset(clampedOffset(offset), animated: animated)
    }
}
#endif
