#if os(Linux)
import Foundation

extension UITableView {
    /// UIKit's `_updateVisibleCellsNow`: makes the subviews match the rows, headers and footers that
    /// intersect the bounds. Rows that left are queued for reuse (`didEndDisplaying`), rows that came are
    /// asked from the data source (`willDisplay`). Cheap when nothing entered or left.
    func updateVisibleCellsNow() {
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        ensureGeometry()
        layoutAccessoryViews()
        // Measuring a self-sizing row can move the rows below it: repeat until stable (bounded).
        for _ in 0..<8 where tileRows() {}
        tileSectionAccessories(header: true)
        tileSectionAccessories(header: false)
    }

    func sortedVisiblePaths() -> [IndexPath] {
        visibleCellsByPath.keys.sorted()
    }

    /// One tiling pass over the rows; returns whether a measurement changed the geometry. A frame whose
    /// edge rows, width and geometry match the previous pass has nothing to do (cells sit in content
    /// coordinates): the common scrolling frame costs two binary searches and allocates nothing.
    private func tileRows() -> Bool {
        let visible = bounds
        let top = geometry.row(at: visible.minY)
        let bottom = geometry.row(at: visible.maxY.nextDown)
        if let top, let bottom, let span = tiledSpan, span.top == top, span.bottom == bottom,
            span.width == visible.width, span.stamp == geometryStamp
        {
            return false
        }
        defer {
            if let top, let bottom {
                tiledSpan = (top, bottom, visible.width, geometryStamp)
            } else {
                tiledSpan = nil
            }
        }
        // Leaving rows first, so their cells can be dequeued for the arriving ones.
        for (path, cell) in visibleCellsByPath where !rowIsVisible(path, in: visible) {
            visibleCellsByPath[path] = nil
            retire(cell, at: path)
        }
        var geometryChanged = false
        geometry.forEachRow(from: visible.minY, to: visible.maxY) { path in
            guard !geometryChanged else { return }
            if let cell = visibleCellsByPath[path] {
                place(cell, at: path, width: visible.width)
                return
            }
            guard let cell = makeCell(at: path) else { return }
            visibleCellsByPath[path] = cell
            if measureIfNeeded(cell, at: path) { geometryChanged = true }
            cell.headlessPinContentIfNeeded()
            place(cell, at: path, width: visible.width)
            delegate?.tableView(self, willDisplay: cell, forRowAt: path)
        }
        if geometryChanged {
            for (path, cell) in visibleCellsByPath { place(cell, at: path, width: visible.width) }
        }
        return geometryChanged
    }

    private func rowIsVisible(_ path: IndexPath, in visible: CGRect) -> Bool {
        guard geometry.contains(path) else { return false }
        let rect = geometry.rowRect(path, width: visible.width)
        return rect.height > 0 && rect.maxY > visible.minY && rect.minY < visible.maxY
    }

    /// Asks the data source for the cell and installs it (a subview, unhidden, with the row's state).
    private func makeCell(at path: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: path)
        if visibleCellsByPath.values.contains(where: { $0 === cell }) {
            HeadlessDiagnostics.warn("UITableView: the data source returned a cell already shown for another row")
            return nil
        }
        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
        cell.isHidden = false
        cell.headlessTableView = self
        cell.headlessSeparatorHeight = separatorStyle == .none ? 0 : 1 / max(1, UIScreen.main.scale)
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
        let selected = selectedPaths.contains(path)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        return cell
    }

    /// A self-sizing row shown for the first time: measures its content at the table's width and stores
    /// the height. Returns whether the geometry changed.
    private func measureIfNeeded(_ cell: UITableViewCell, at path: IndexPath) -> Bool {
        guard geometry.sections[path.section].estimated[path.row] else { return false }
        let height = measuredHeight(of: cell)
        measuredHeights[path] = height
        geometry.sections[path.section].estimated[path.row] = false
        guard geometry.sections[path.section].rowHeights[path.row] != height else { return false }
        geometryStamp &+= 1
        geometry.sections[path.section].rowHeights[path.row] = height
        geometry.restack(from: path.section)
        applyContentSize()
        return true
    }

    /// Auto Layout content: the content view's compressed fitting height at the table's width, plus the
    /// separator; content without constraints (or collapsing to 0) gets the standard 44 pt.
    func measuredHeight(of cell: UITableViewCell) -> CGFloat {
        guard Self.hasConstraints(cell.contentView) else { return UITableView.standardRowHeight }
        let separator = separatorStyle == .none ? 0 : 1 / max(1, UIScreen.main.scale)
        let fitting = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        guard fitting.height.isFinite, fitting.height > 0 else { return UITableView.standardRowHeight }
        return fitting.height + separator
    }

    /// Whether `view` or a descendant holds constraints (the content view's own pins live on the cell).
    static func hasConstraints(_ view: UIView) -> Bool {
        if !view.constraints.isEmpty { return true }
        return view.subviews.contains { hasConstraints($0) }
    }

    private func place(_ cell: UITableViewCell, at path: IndexPath, width: CGFloat) {
        let frame = geometry.rowRect(path, width: width)
        if cell.frame != frame { cell.frame = frame }
    }

    /// A cell left the screen: `didEndDisplaying`, then the reuse queue (or out of the hierarchy when it
    /// has no reuse identifier).
    func retire(_ cell: UITableViewCell, at path: IndexPath) {
        if highlightedPath == path { highlightedPath = nil }
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        if let identifier = cell.reuseIdentifier {
            cellPool.enqueue(cell, identifier: identifier)
        } else {
            cell.removeFromSuperview()
        }
    }

    /// Drops every visible cell, header and footer (reload).
    func discardVisibleViews() {
        geometryStamp &+= 1
        for (path, cell) in visibleCellsByPath { retire(cell, at: path) }
        visibleCellsByPath.removeAll()
        for (section, view) in visibleHeaders { retireAccessory(view, section: section, header: true) }
        for (section, view) in visibleFooters { retireAccessory(view, section: section, header: false) }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
    }

    private func layoutAccessoryViews() {
        backgroundView?.frame = bounds
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeaderHeight)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(
                x: 0, y: geometry.footerTop, width: bounds.width, height: geometry.tableFooterHeight)
        }
    }

    /// Section headers (floating at the top of the visible area in a plain table, until their section's
    /// end pushes them up) and footers.
    private func tileSectionAccessories(header: Bool) {
        let visible = bounds
        let pinTop = visible.minY + adjustedContentInset.top
        var shown = header ? visibleHeaders : visibleFooters
        for index in geometry.sections.indices {
            let record = geometry.sections[index]
            let height = header ? record.headerHeight : record.footerHeight
            var frame = CGRect(
                x: 0, y: header ? record.top : record.rowsBottom, width: visible.width, height: height)
            if header && style == .plain && height > 0 {
                frame.origin.y = max(record.top, min(pinTop, record.bottom - height))
            }
            let isVisible = height > 0 && frame.maxY > visible.minY && frame.minY < visible.maxY
            if !isVisible {
                if let view = shown.removeValue(forKey: index) { retireAccessory(view, section: index, header: header) }
                continue
            }
            if let view = shown[index] {
                if view.frame != frame { view.frame = frame }
                continue
            }
            guard let view = makeAccessory(section: index, header: header) else { continue }
            shown[index] = view
            if view.superview !== self { addSubview(view) }
            view.isHidden = false
            view.frame = frame
            if header {
                delegate?.tableView(self, willDisplayHeaderView: view, forSection: index)
            } else {
                delegate?.tableView(self, willDisplayFooterView: view, forSection: index)
            }
        }
        if header { visibleHeaders = shown } else { visibleFooters = shown }
    }

    private func makeAccessory(section: Int, header: Bool) -> UIView? {
        let custom =
            header
            ? delegate?.tableView(self, viewForHeaderInSection: section)
            : delegate?.tableView(self, viewForFooterInSection: section)
        if let custom { return custom }
        let title =
            header
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        guard let title else { return nil }
        let view =
            headerFooterPool.dequeue(Self.titleViewIdentifier)
            ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleViewIdentifier)
        view.textLabel?.text = title
        return view
    }

    /// The reuse identifier of the title headers the table makes itself.
    static let titleViewIdentifier = "HeadlessUIKit.UITableView.title"

    func retireAccessory(_ view: UIView, section: Int, header: Bool) {
        if header {
            delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        } else {
            delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            headerFooterPool.enqueue(reusable, identifier: identifier)
        } else {
            view.removeFromSuperview()
        }
    }
}
#endif
