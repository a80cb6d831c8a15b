#if os(Linux)
import Foundation

/// Linux-only: the vertical layout of a table view's content — table header, then per section a header,
/// the rows and a footer, then the table footer — with binary searches for what a rectangle shows.
struct HeadlessTableGeometry {
    struct Section {
        var top: CGFloat = 0
        var headerHeight: CGFloat = 0
        var footerHeight: CGFloat = 0
        /// Row heights in points.
        var rowHeights: [CGFloat] = []
        /// `rowTops[r]` is the top of row `r`; one more entry than rows (the bottom of the last row).
        var rowTops: [CGFloat] = []
        /// Whether row `r`'s height is an estimate still to be measured.
        var estimated: [Bool] = []

        var rowCount: Int { rowHeights.count }
        var rowsTop: CGFloat { top + headerHeight }
        var rowsBottom: CGFloat { rowTops.last ?? rowsTop }
        var bottom: CGFloat { rowsBottom + footerHeight }
    }

    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    var sections: [Section] = []

    /// The content height: everything stacked.
    var contentHeight: CGFloat { (sections.last?.bottom ?? tableHeaderHeight) + tableFooterHeight }

    /// The top of the table footer.
    var footerTop: CGFloat { sections.last?.bottom ?? tableHeaderHeight }

    /// Recomputes every offset from section `start` on (after a height changed).
    mutating func restack(from start: Int = 0) {
        var top = start == 0 ? tableHeaderHeight : sections[start - 1].bottom
        for index in max(0, start)..<sections.count {
            sections[index].top = top
            var y = sections[index].rowsTop
            var tops = sections[index].rowTops
            tops.removeAll(keepingCapacity: true)
            for height in sections[index].rowHeights {
                tops.append(y)
                y += height
            }
            tops.append(y)
            sections[index].rowTops = tops
            top = sections[index].bottom
        }
    }

    /// Whether `indexPath` names an existing row.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.isListIndexPath && indexPath.section < sections.count
            && indexPath.row < sections[indexPath.section].rowCount
    }

    /// The frame of an existing row (width supplied by the caller).
    /// (Subscripts in place: copying a `Section` would retain its three arrays — this runs every frame.)
    func rowRect(_ indexPath: IndexPath, width: CGFloat) -> CGRect {
        CGRect(
            x: 0, y: sections[indexPath.section].rowTops[indexPath.row], width: width,
            height: sections[indexPath.section].rowHeights[indexPath.row])
    }

    /// The first section whose bottom is below `y` (binary search).
    func firstSection(endingAfter y: CGFloat) -> Int {
        var low = 0
        var high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].bottom <= y { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The first row of `section` whose bottom is below `y` (binary search).
    func firstRow(in section: Int, endingAfter y: CGFloat) -> Int {
        var low = 0
        var high = sections[section].rowHeights.count
        while low < high {
            let mid = (low + high) / 2
            if sections[section].rowTops[mid + 1] <= y { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The row containing `y`, if any (headers, footers and empty space answer `nil`).
    func row(at y: CGFloat) -> IndexPath? {
        guard y.isFinite else { return nil }
        let section = firstSection(endingAfter: y)
        guard section < sections.count, y >= sections[section].rowsTop, y < sections[section].rowsBottom else {
            return nil
        }
        let row = firstRow(in: section, endingAfter: y)
        guard row < sections[section].rowHeights.count, sections[section].rowHeights[row] > 0 else { return nil }
        return IndexPath(row: row, section: section)
    }

    /// Calls `body` for every row with positive height intersecting `minY..<maxY`, in order.
    func forEachRow(from minY: CGFloat, to maxY: CGFloat, _ body: (IndexPath) -> Void) {
        guard minY.isFinite, maxY.isFinite, maxY > minY else { return }
        var section = firstSection(endingAfter: minY)
        while section < sections.count, sections[section].top < maxY {
            var row = firstRow(in: section, endingAfter: minY)
            while row < sections[section].rowHeights.count, sections[section].rowTops[row] < maxY {
                if sections[section].rowHeights[row] > 0 { body(IndexPath(row: row, section: section)) }
                row += 1
            }
            section += 1
        }
    }
}
#endif
