#if os(Linux)
import Foundation

extension UITableView {
    /// Parts of a section for `rect(forSection:)` and friends.
    enum SectionPart { case all, header, footer }

    /// The data source and delegate changed: everything is asked again at the next layout or query.
    func invalidateData() {
        geometryValid = false
        discardVisibleViews()
        selectedPaths.removeAll()
        measuredHeights.removeAll()
        setNeedsLayout()
    }

    /// Heights may have changed: recomputed at the next layout or query (cells stay).
    func invalidateGeometry() {
        geometryValid = false
        setNeedsLayout()
    }

    func headlessReloadData() {
        invalidateData()
        ensureGeometry()
    }

    var headlessSectionCount: Int {
        ensureGeometry()
        return geometry.sections.count
    }

    func headlessRowCount(_ section: Int) -> Int {
        ensureGeometry()
        guard section >= 0, section < geometry.sections.count else { return 0 }
        return geometry.sections[section].rowCount
    }

    /// The data source's counts right now (not cached): a `nil` data source has one empty section.
    func queryCounts() -> [Int] {
        guard let dataSource else { return [0] }
        let sectionCount = dataSource.numberOfSections(in: self)
        if sectionCount < 0 {
            HeadlessDiagnostics.warn("UITableView: negative number of sections \(sectionCount); using 0")
        }
        return (0..<max(0, sectionCount)).map { section in
            let rows = dataSource.tableView(self, numberOfRowsInSection: section)
            if rows < 0 {
                HeadlessDiagnostics.warn("UITableView: negative number of rows \(rows) in section \(section); using 0")
            }
            return max(0, rows)
        }
    }

    /// Builds the geometry if the data or heights changed, or the width did.
    func ensureGeometry() {
        if geometryValid && geometryWidth == bounds.width { return }
        if geometryWidth != bounds.width { measuredHeights.removeAll() }
        rebuildGeometry(counts: queryCounts())
    }

    /// Lays out `counts` rows: every height resolved now, self-sizing rows by measurement or estimate.
    func rebuildGeometry(counts: [Int]) {
        geometryStamp &+= 1
        geometryValid = true
        geometryWidth = bounds.width
        var built = HeadlessTableGeometry()
        built.tableHeaderHeight = accessoryHeight(tableHeaderView)
        built.tableFooterHeight = accessoryHeight(tableFooterView)
        built.sections = counts.enumerated().map { section, rows in
            var record = HeadlessTableGeometry.Section()
            record.headerHeight = sectionAccessoryHeight(section, header: true)
            record.footerHeight = sectionAccessoryHeight(section, header: false)
            record.rowHeights.reserveCapacity(rows)
            record.estimated.reserveCapacity(rows)
            for row in 0..<rows {
                let resolved = resolvedRowHeight(IndexPath(row: row, section: section))
                record.rowHeights.append(resolved.height)
                record.estimated.append(resolved.estimated)
            }
            return record
        }
        built.restack()
        geometry = built
        applyContentSize()
    }

    /// Sets `contentSize` from the geometry (width: the table's).
    func applyContentSize() {
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
    }

    /// The row's height: the delegate's (default `rowHeight`); `automaticDimension` uses the measured
    /// height, else the estimate.
    func resolvedRowHeight(_ indexPath: IndexPath) -> (height: CGFloat, estimated: Bool) {
        let asked = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if asked == UITableView.automaticDimension {
            if let measured = measuredHeights[indexPath] { return (measured, false) }
            let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
            if estimate.isFinite && estimate > 0 { return (estimate, true) }
            return (UITableView.standardRowHeight, true)
        }
        return (validHeight(asked, what: "row"), false)
    }

    /// UIKit raises for a negative (other than automatic) or non-finite height; here: a warning and 0.
    func validHeight(_ height: CGFloat, what: String) -> CGFloat {
        guard height.isFinite, height >= 0 else {
            HeadlessDiagnostics.warn(
                "UITableView: Invalid \(what) height provided by table delegate (\(height)). Value must be at least "
                    + "0.0, or UITableViewAutomaticDimension. Using 0.")
            return 0
        }
        return height
    }

    /// A section header's or footer's height: the delegate's (default `sectionHeaderHeight`); automatic
    /// is a title header's height when the data source has a title, else the estimate if positive, else
    /// none in a plain table and the grouped spacing otherwise.
    func sectionAccessoryHeight(_ section: Int, header: Bool) -> CGFloat {
        let asked =
            header
            ? (delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
            : (delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
        guard asked == UITableView.automaticDimension else {
            return validHeight(asked, what: header ? "section header" : "section footer")
        }
        let title =
            header
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        if title != nil { return style == .plain ? Self.plainTitleHeight : Self.groupedTitleHeight }
        let estimate =
            header
            ? (delegate?.tableView(self, estimatedHeightForHeaderInSection: section) ?? estimatedSectionHeaderHeight)
            : (delegate?.tableView(self, estimatedHeightForFooterInSection: section) ?? estimatedSectionFooterHeight)
        if estimate.isFinite && estimate > 0 { return estimate }
        return style == .plain ? 0 : Self.groupedSpacing
    }

    /// Title header height in a plain table (unconfirmed; docs/headless-uikit.md).
    static let plainTitleHeight: CGFloat = 28
    /// Title header height in a grouped table (unconfirmed).
    static let groupedTitleHeight: CGFloat = 38
    /// Header or footer spacing of a grouped section without title (unconfirmed).
    static let groupedSpacing: CGFloat = 18

    /// The height of a table header or footer view: its frame's, non-finite or negative as 0.
    func accessoryHeight(_ view: UIView?) -> CGFloat {
        guard let height = view?.frame.height, height.isFinite, height > 0 else { return 0 }
        return height
    }

    func headlessRect(forSection section: Int, part: SectionPart) -> CGRect {
        ensureGeometry()
        guard section >= 0, section < geometry.sections.count else { return .zero }
        let record = geometry.sections[section]
        switch part {
        case .all: return CGRect(x: 0, y: record.top, width: bounds.width, height: record.bottom - record.top)
        case .header: return CGRect(x: 0, y: record.top, width: bounds.width, height: record.headerHeight)
        case .footer: return CGRect(x: 0, y: record.rowsBottom, width: bounds.width, height: record.footerHeight)
        }
    }

    func headlessRectForRow(at indexPath: IndexPath) -> CGRect {
        ensureGeometry()
        guard geometry.contains(indexPath) else {
            HeadlessDiagnostics.warn(
                "UITableView: request for rect at invalid index path (\(indexPath)); returning .zero")
            return .zero
        }
        return geometry.rowRect(indexPath, width: bounds.width)
    }

    func headlessIndexPaths(in rect: CGRect) -> [IndexPath]? {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return nil
        }
        ensureGeometry()
        let rect = rect.standardized
        var paths: [IndexPath] = []
        guard rect.maxX > 0, rect.minX < bounds.width else { return paths }
        geometry.forEachRow(from: rect.minY, to: rect.maxY) { paths.append($0) }
        return paths
    }

    private func replaceBackgroundViewFrame() {
        backgroundView?.frame = bounds
    }

    func replaceBackgroundView(_ old: UIView?) {
        guard old !== backgroundView else { return }
        old?.removeFromSuperview()
        if let backgroundView { insertSubview(backgroundView, at: 0) }
        replaceBackgroundViewFrame()
    }

    func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        if old !== new {
            old?.removeFromSuperview()
            if let new { addSubview(new) }
        }
        invalidateGeometry()
    }
}
#endif
