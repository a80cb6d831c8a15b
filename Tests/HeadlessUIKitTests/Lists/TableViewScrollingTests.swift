#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

@MainActor
@Suite("UITableView tiling, reuse and scrolling", .headlessHygiene)
struct TableViewScrollingTests {
    @Test("automatic row height without Auto Layout content is 44 pt: 1,000 rows make 44,000 pt of content")
    func contentSizeFromRows() {
        let scene = TableScene()
        #expect(scene.tableView.rowHeight == UITableView.automaticDimension)
        #expect(scene.tableView.contentSize == CGSize(width: 390, height: 44_000))
        #expect(
            scene.tableView.rectForRow(at: IndexPath(row: 10, section: 0))
                == CGRect(x: 0, y: 440, width: 390, height: 44))
        #expect(scene.tableView.indexPathForRow(at: CGPoint(x: 10, y: 439.5)) == IndexPath(row: 9, section: 0))
        // 844 / 44 = 19.2: rows 0…19 intersect the bounds, no more are instantiated.
        #expect(scene.tableView.indexPathsForVisibleRows == (0...19).map { IndexPath(row: $0, section: 0) })
        #expect(scene.source.createdCells.count == 20)
        #expect(scene.tableView.cellForRow(at: IndexPath(row: 20, section: 0)) == nil)
    }

    @Test("a simulated drag shows exactly the rows in the new bounds; flings through 1,000 rows reuse ≤ 22 cells")
    func dragReusesCells() {
        let scene = TableScene()
        let table = scene.tableView
        let drag = scene.window.beginSimulatedDrag(at: CGPoint(x: 195, y: 700))
        drag.move(by: CGPoint(x: 0, y: -400), duration: 0.4, steps: 24)
        // While the finger is down, mid-drag: rows follow the offset.
        #expect(table.isDragging)
        #expect(table.contentOffset.y > 300)
        #expect(table.indexPathsForVisibleRows == scene.expectedRows(rowHeight: 44, total: 1000))
        drag.end()
        HeadlessClock.main.runUntilIdle()
        #expect(table.indexPathsForVisibleRows == scene.expectedRows(rowHeight: 44, total: 1000))
        // Each visible cell sits at its row's rectangle; subviews hold no stray visible cells.
        for path in table.indexPathsForVisibleRows ?? [] {
            #expect(table.cellForRow(at: path)?.frame == table.rectForRow(at: path))
        }
        let shownCells = table.subviews.compactMap { $0 as? UITableViewCell }.filter { !$0.isHidden }
        #expect(shownCells.count == table.visibleCells.count)
        // Fling down the whole list.
        var flings = 0
        while table.contentOffset.y < table.contentSize.height - table.bounds.height - 1 && flings < 100 {
            let fling = scene.window.beginSimulatedDrag(at: CGPoint(x: 195, y: 700))
            fling.move(by: CGPoint(x: 0, y: -200), duration: 0.1, steps: 6)
            fling.fling(velocity: CGPoint(x: 0, y: -15_000))
            HeadlessClock.main.runUntilIdle()
            flings += 1
            #expect(table.indexPathsForVisibleRows == scene.expectedRows(rowHeight: 44, total: 1000))
        }
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 999, section: 0))
        #expect(scene.source.createdCells.count <= 22)
        // willDisplay / didEndDisplaying balance to exactly the visible rows.
        #expect(scene.source.displayed == Set(table.indexPathsForVisibleRows ?? []))
    }

    @Test("reused cells get prepareForReuse and lose their selection highlight")
    func prepareForReuse() {
        final class TrackingCell: UITableViewCell {
            var reuseCount = 0
            override func prepareForReuse() {
                super.prepareForReuse()
                reuseCount += 1
            }
        }
        let scene = TableScene(cellClass: TrackingCell.self)
        scene.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let first = scene.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TrackingCell
        #expect(first?.isSelected == true)
        scene.tableView.contentOffset = CGPoint(x: 0, y: 44 * 30)
        let reused = scene.tableView.visibleCells.compactMap { $0 as? TrackingCell }.filter { $0.reuseCount > 0 }
        #expect(!reused.isEmpty)
        #expect(reused.allSatisfy { !$0.isSelected })
        // Scrolling back shows row 0 selected again (the selection belongs to the table, not the cell).
        scene.tableView.contentOffset = .zero
        #expect(scene.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == true)
    }

    @Test("scrollToRow: top, middle, bottom and none give UIKit's offsets, clamped to the content")
    func scrollToRow() {
        let scene = TableScene()
        let table = scene.tableView
        table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 4400)
        table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == CGFloat(4400 + 22 - 422))
        table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == CGFloat(4444 - 844))
        table.scrollToRow(at: IndexPath(row: 101, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == CGFloat(4488 - 844))
        table.scrollToRow(at: IndexPath(row: 999, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(44_000 - 844))
        table.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top, animated: true)
        HeadlessClock.main.runUntilIdle()
        #expect(table.contentOffset.y == 22_000)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 500, section: 0))
    }

    @Test("sections: headers with titles take 28 pt, float at the top of a plain table, rows follow")
    func sectionsAndFloatingHeaders() {
        let scene = TableScene(rows: [10, 10])
        scene.source.headerTitles = [0: "A", 1: "B"]
        scene.tableView.reloadData()
        let table = scene.tableView
        #expect(table.numberOfSections == 2)
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 28 + 440, width: 390, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(28 + 440 + 28))
        #expect(table.contentSize.height == CGFloat(2 * (28 + 440)))
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "A")
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 100)
        // The next header pushes it up as section 0 ends.
        table.contentOffset = CGPoint(x: 0, y: 460)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.maxY == 468)
    }

    @Test("tableHeaderView and tableFooterView frame the rows")
    func tableHeaderAndFooter() {
        let scene = TableScene(rows: [5])
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 120))
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        scene.tableView.tableHeaderView = header
        scene.tableView.tableFooterView = footer
        scene.tableView.layoutIfNeeded()
        #expect(scene.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 120)
        #expect(scene.tableView.contentSize.height == CGFloat(120 + 5 * 44 + 60))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 120))
        #expect(footer.frame == CGRect(x: 0, y: 340, width: 390, height: 60))
    }

    @Test("heightForRowAt answers per row; self-sizing Auto Layout content measures its cell")
    func rowHeights() {
        let scene = TableScene(rows: [3])
        scene.source.answersHeights = true
        scene.source.heights = [IndexPath(row: 1, section: 0): 100]
        scene.tableView.rowHeight = 60
        #expect(
            scene.tableView.rectForRow(at: IndexPath(row: 2, section: 0))
                == CGRect(x: 0, y: 160, width: 390, height: 60))

        final class TallCell: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                let box = UIView()
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    box.heightAnchor.constraint(equalToConstant: 80),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        let selfSizing = TableScene(rows: [3], cellClass: TallCell.self)
        selfSizing.tableView.layoutIfNeeded()
        let hairline = 1 / UIScreen.main.scale
        let rect = selfSizing.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(isApproximately(rect.height, 100 + hairline, tolerance: 1e-9))
        #expect(isApproximately(rect.minY, 100 + hairline, tolerance: 1e-9))
        #expect(isApproximately(selfSizing.tableView.contentSize.height, 3 * (100 + hairline), tolerance: 1e-9))
        let cell = selfSizing.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(isApproximately(cell?.contentView.frame.height ?? 0, 100, tolerance: 1e-9))
    }
}
#endif
