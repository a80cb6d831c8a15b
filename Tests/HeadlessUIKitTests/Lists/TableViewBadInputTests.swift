#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

@MainActor
@Suite("UITableView bad input: documented results, no crashes", .headlessHygiene)
struct TableViewBadInputTests {
    @Test("no data source: one empty section, no cells, nil answers")
    func nilDataSource() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 0)
        #expect(table.visibleCells.isEmpty)
        #expect(table.indexPathsForVisibleRows == [])
        #expect(table.contentSize == CGSize(width: 320, height: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 10)) == nil)
    }

    @Test(
        "negative and NaN heights are invalid (UIKit raises): a warning each, and 0 pt",
        arguments: [-5, CGFloat.nan, .infinity])
    func invalidHeights(height: CGFloat) {
        HeadlessDiagnostics.resetWarnings()
        let scene = TableScene(rows: [3])
        scene.tableView.rowHeight = height
        #expect(scene.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 0)
        #expect(scene.tableView.contentSize.height == 0)
        #expect(scene.tableView.visibleCells.isEmpty)
        #expect(HeadlessDiagnostics.warnings.contains { $0.contains("Invalid row height") })
        scene.source.answersHeights = true
        scene.source.heights = [IndexPath(row: 0, section: 0): height]
        scene.tableView.rowHeight = 50
        scene.tableView.layoutIfNeeded()  // heights are asked again at the next layout, as in UIKit
        #expect(scene.tableView.contentSize.height == 100)
    }

    @Test("index paths out of range answer nil or .zero; scroll and select log and do nothing")
    func outOfRange() {
        HeadlessDiagnostics.resetWarnings()
        let scene = TableScene(rows: [5])
        let table = scene.tableView
        for path in [
            IndexPath(row: 5, section: 0), IndexPath(row: 0, section: 3), IndexPath(row: -1, section: 0),
            IndexPath(index: 2),
        ] {
            #expect(table.cellForRow(at: path) == nil)
            #expect(table.rectForRow(at: path) == .zero)
            table.scrollToRow(at: path, at: .top, animated: false)
            table.selectRow(at: path, animated: false, scrollPosition: .none)
        }
        #expect(table.contentOffset == .zero)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.numberOfRows(inSection: 7) == 0)
        #expect(table.rect(forSection: -1) == .zero)
        #expect(HeadlessDiagnostics.warnings.count == 12)
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: CGFloat.nan, y: 10)) == nil)
    }

    @Test("dequeue of an unregistered identifier (UIKit raises): a warning and a fresh default cell")
    func unregisteredDequeue() {
        HeadlessDiagnostics.resetWarnings()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(table.dequeueReusableCell(withIdentifier: "nope") == nil)
        let cell = table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == "nope")
        #expect(cell.textLabel != nil && cell.detailTextLabel == nil)
        #expect(HeadlessDiagnostics.warnings.count == 1)
        #expect(HeadlessDiagnostics.warnings.first?.contains("unable to dequeue a cell with identifier nope") == true)
        table.register(NSObject.self, forCellReuseIdentifier: "object")
        #expect(HeadlessDiagnostics.warnings.count == 2)
        #expect(table.dequeueReusableCell(withIdentifier: "object") == nil)
    }

    @Test("an update the data source does not match (UIKit raises): UIKit's message, then a full reload")
    func inconsistentUpdate() {
        HeadlessDiagnostics.resetWarnings()
        let scene = TableScene(rows: [10])
        scene.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(
            HeadlessDiagnostics.warnings.first?.contains("Invalid update: invalid number of rows in section 0") == true)
        #expect(scene.tableView.numberOfRows(inSection: 0) == 10)
        scene.source.rowCounts = [9]
        scene.tableView.deleteRows(at: [IndexPath(row: 40, section: 0)], with: .automatic)
        #expect(HeadlessDiagnostics.warnings.count == 2)
        #expect(scene.tableView.numberOfRows(inSection: 0) == 9)
        scene.tableView.endUpdates()
        #expect(HeadlessDiagnostics.warnings.count == 3)
    }

    @Test("a negative row count from the data source counts as 0, with a warning")
    func negativeCounts() {
        HeadlessDiagnostics.resetWarnings()
        let scene = TableScene(rows: [-3, 2])
        #expect(scene.tableView.numberOfRows(inSection: 0) == 0)
        #expect(scene.tableView.numberOfRows(inSection: 1) == 2)
        #expect(HeadlessDiagnostics.warnings.contains { $0.contains("negative number of rows") })
    }
}
#endif
