#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit

/// One frame of a scrolling table on HeadlessUIKit: the content offset moves 4 pt and the layout pass
/// re-tiles the rows (UIKit's `_updateVisibleCellsNow`). Most frames only move; every eleventh a row
/// leaves and another arrives, reusing the queued cell.
@MainActor enum ListScrollBenchmarks {
    /// A full-screen plain table of 10,000 rows of 44 pt, fed by a minimal data source.
    @MainActor final class ScrollingTable: NSObject, UITableViewDataSource {
        let stage = BenchStage()
        let table: UITableView
        var step = 0

        override init() {
            table = UITableView(frame: stage.root.view.bounds, style: .plain)
            super.init()
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.rowHeight = 44
            table.dataSource = self
            stage.root.view.addSubview(table)
            table.layoutIfNeeded()
            HeadlessClock.main.runUntilIdle()
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10_000 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }

        /// One frame: scroll 4 pt (down for 2,000 frames, then back) and lay out.
        @inline(never) func frame() {
            step += 1
            let direction: CGFloat = (step / 2000) % 2 == 0 ? 4 : -4
            table.contentOffset.y += direction
            table.layoutIfNeeded()
        }

        var note: String? {
            let expected = Int((table.bounds.maxY / 44).rounded(.up)) - Int((table.bounds.minY / 44).rounded(.down))
            return table.visibleCells.count == expected ? nil : "WARNING: visible cells do not match the bounds"
        }

        func tearDown() { stage.tearDown() }
    }

    /// The table scroll frame.
    static let all: [Benchmark] = [
        .withFixture(
            "uikit.lists.table scroll frame (offset → re-tile → reuse)", setUp: ScrollingTable.init,
            operation: { $0.frame() }, tearDown: { $0.tearDown() }, note: { $0.note })
    ]
}
#endif
