#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

@MainActor
@Suite("UITableView selection, updates and its controller", .headlessHygiene)
struct TableViewSelectionTests {
    @Test("a simulated tap highlights, then selects through the delegate; the previous row is deselected first")
    func tapSelects() {
        let scene = TableScene(rows: [50])
        var notifications = 0
        let token = NotificationCenter.default.addObserver(
            forName: UITableView.selectionDidChangeNotification, object: scene.tableView, queue: nil
        ) { _ in MainActor.assumeIsolated { notifications += 1 } }
        defer { NotificationCenter.default.removeObserver(token) }
        scene.window.simulateTap(at: CGPoint(x: 100, y: 2 * 44 + 20))
        HeadlessClock.main.runUntilIdle()
        #expect(scene.source.calls == ["didHighlight 2", "didUnhighlight 2", "willSelect 2", "didSelect 2"])
        #expect(scene.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(scene.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        #expect(notifications == 1)
        scene.source.resetCalls()
        scene.window.simulateTap(at: CGPoint(x: 100, y: 5 * 44 + 20))
        HeadlessClock.main.runUntilIdle()
        #expect(
            scene.source.calls == [
                "didHighlight 5", "didUnhighlight 5", "willSelect 5", "willDeselect 2", "didDeselect 2", "didSelect 5",
            ])
        #expect(scene.tableView.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])
        #expect(scene.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
    }

    @Test("selectRow and deselectRow never call the delegate, as UIKit documents")
    func programmaticSelection() {
        let scene = TableScene(rows: [50])
        scene.tableView.selectRow(at: IndexPath(row: 30, section: 0), animated: false, scrollPosition: .top)
        #expect(scene.tableView.contentOffset.y == CGFloat(30 * 44))
        #expect(scene.tableView.cellForRow(at: IndexPath(row: 30, section: 0))?.isSelected == true)
        scene.tableView.deselectRow(at: IndexPath(row: 30, section: 0), animated: true)
        #expect(scene.tableView.indexPathForSelectedRow == nil)
        #expect(scene.source.calls.isEmpty)
    }

    @Test("willSelectRowAt returning nil refuses; allowsSelection false ignores taps; a drag never selects")
    func refusals() {
        let scene = TableScene(rows: [50])
        scene.source.refusesSelection = [IndexPath(row: 1, section: 0)]
        scene.window.simulateTap(at: CGPoint(x: 100, y: 44 + 20))
        #expect(scene.tableView.indexPathForSelectedRow == nil)
        scene.tableView.allowsSelection = false
        scene.window.simulateTap(at: CGPoint(x: 100, y: 3 * 44 + 20))
        #expect(scene.tableView.indexPathForSelectedRow == nil)
        scene.tableView.allowsSelection = true
        scene.source.resetCalls()
        let drag = scene.window.beginSimulatedDrag(at: CGPoint(x: 100, y: 400))
        drag.move(by: CGPoint(x: 0, y: -150), duration: 0.2, steps: 10)
        drag.end()
        HeadlessClock.main.runUntilIdle()
        #expect(!scene.source.calls.contains { $0.hasPrefix("didSelect") })
        #expect(scene.tableView.indexPathForSelectedRow == nil)
    }

    @Test("multiple selection: a tap on a selected row deselects it")
    func multipleSelection() {
        let scene = TableScene(rows: [50])
        scene.tableView.allowsMultipleSelection = true
        scene.window.simulateTap(at: CGPoint(x: 100, y: 20))
        scene.window.simulateTap(at: CGPoint(x: 100, y: 64))
        #expect(
            scene.tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        scene.window.simulateTap(at: CGPoint(x: 100, y: 20))
        #expect(scene.tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        #expect(scene.source.calls.suffix(2) == ["willDeselect 0", "didDeselect 0"])
    }

    @Test("insert, delete and reload rows move cells, selection and layout; batches apply together")
    func updates() {
        let scene = TableScene(rows: [10])
        let table = scene.tableView
        let cell3 = table.cellForRow(at: IndexPath(row: 3, section: 0))
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        scene.source.rowCounts = [12]
        table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .automatic)
        #expect(table.numberOfRows(inSection: 0) == 12)
        #expect(table.contentSize.height == CGFloat(12 * 44))
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) === cell3)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
        var completed = false
        table.performBatchUpdates({
            scene.source.rowCounts = [11]
            table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
            table.insertRows(at: [IndexPath(row: 10, section: 0)], with: .fade)
            #expect(table.hasUncommittedUpdates)
        }) { finished in completed = finished }
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cell3)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(table.contentSize.height == CGFloat(11 * 44))
        #expect(!completed)
        HeadlessClock.main.advance(by: 0)
        #expect(completed)
        let requests = scene.source.cellRequests.count
        table.reloadRows(at: [IndexPath(row: 3, section: 0)], with: .none)
        #expect(scene.source.cellRequests.dropFirst(requests) == [IndexPath(row: 3, section: 0)])
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("UITableViewController: its view is the table, it is data source and delegate, clears selection")
    func controller() {
        final class Rows: UITableViewController {
            var selected: [IndexPath] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                selected.append(indexPath)
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "c")
            }
        }
        let window = InputTestSupport.makeWindow(width: 390, height: 844)
        let controller = Rows(style: .grouped)
        window.rootViewController = controller
        HeadlessClock.main.runUntilIdle()
        #expect(controller.view === controller.tableView)
        #expect(controller.tableView.style == .grouped)
        #expect(controller.tableView.dataSource === controller)
        #expect(controller.tableView.delegate === controller)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 30)
        let row = controller.tableView.rectForRow(at: IndexPath(row: 4, section: 0))
        window.simulateTap(at: CGPoint(x: 50, y: row.midY - controller.tableView.contentOffset.y))
        #expect(controller.selected == [IndexPath(row: 4, section: 0)])
        #expect(controller.clearsSelectionOnViewWillAppear)
        controller.viewWillAppear(false)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
        controller.setEditing(true, animated: false)
        #expect(controller.tableView.isEditing)
    }

    @Test("no leaks: a table, its cells and its controller go away; data source and delegate are weak")
    func noLeaks() {
        weak var weakTable: UITableView?
        weak var weakCell: UITableViewCell?
        weak var weakSource: RecordingTableSource?
        weak var weakController: UITableViewController?
        do {
            let scene = TableScene(rows: [100])
            weakTable = scene.tableView
            weakCell = scene.tableView.visibleCells.first
            weakSource = scene.source
            let controller = UITableViewController(style: .plain)
            controller.loadViewIfNeeded()
            weakController = controller
            scene.tableView.removeFromSuperview()
        }
        HeadlessClock.main.runUntilIdle()
        #expect(weakTable == nil)
        #expect(weakCell == nil)
        #expect(weakSource == nil)
        #expect(weakController == nil)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        do {
            let source = RecordingTableSource(rowCounts: [3])
            table.dataSource = source
            table.delegate = source
        }
        #expect(table.dataSource == nil)
        #expect(table.delegate == nil)
    }
}
#endif
