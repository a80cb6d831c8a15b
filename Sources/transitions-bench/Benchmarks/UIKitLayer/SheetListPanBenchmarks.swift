#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Transitions

/// One pan event on a sheet dragged by the table it holds (its tracked scroll view, at its top): HeadlessUIKit's
/// touch dispatch and the table's own pan, the sheet's scroll arbitration (`SheetScrollArbiter`: the sheet moves,
/// the list stays pinned), `SheetMotion` and the frame updates. Measured against the plain-view pan baseline.
@MainActor enum SheetListPanBenchmarks {
    /// 200 rows of 44 pt feeding a plain table.
    @MainActor final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    /// A finger on the table of a sheet presented at medium, moving it up and down between medium and large
    /// (4 pt per display frame, turning every 64 frames), so every event is routed to the sheet.
    @MainActor final class ListSheetDrag {
        let stage = BenchStage()
        let rows = Rows()
        let table = UITableView(frame: .zero, style: .plain)
        let content = UIViewController()
        var finger: WigglingFinger

        init() {
            table.frame = content.view.bounds
            table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            table.rowHeight = 44
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = rows
            content.view.addSubview(table)
            let transition = SheetTransition(detents: [.medium(), .large()])
            transition.configure = { [table] in $0.trackedScrollView = table }
            stage.root.present(content, using: transition)
            HeadlessClock.main.runUntilIdle()
            let top = content.sheet?.presentedView?.frame.minY ?? 400
            finger = WigglingFinger(in: stage.window, at: CGPoint(x: 196, y: top + 120), direction: -1)
        }

        /// One operation; `@inline(never)` keeps a symbol to trace allocations and instructions per operation.
        @inline(never) func move() {
            finger.move()
        }

        /// Says so when the events stopped moving the sheet (then the figures describe something else).
        var note: String? {
            guard content.sheet != nil, finger.drag.isActive else {
                return "WARNING: the drag ended early: the figures do not describe a drag"
            }
            return table.contentOffset.y == 0 ? nil : "WARNING: the list scrolled: events went to the list"
        }

        func tearDown() {
            finger.drag.end()
            stage.tearDown()
        }
    }

    /// The list-sheet pan event.
    static let all: [Benchmark] = [
        .withFixture(
            "uikit.sheet.list-pan-event (touch → table pan → arbiter → core → frame)",
            baseline: SheetPanBenchmarks.baseline, setUp: ListSheetDrag.init, operation: { $0.move() },
            tearDown: { $0.tearDown() }, note: { $0.note })
    ]
}
#endif
