#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit

/// A table data source and delegate that records what the table asks and tells.
@MainActor final class RecordingTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rowCounts: [Int]
    var heights: [IndexPath: CGFloat] = [:]
    var answersHeights = false
    var refusesSelection: Set<IndexPath> = []
    var headerTitles: [Int: String] = [:]
    private(set) var calls: [String] = []
    private(set) var createdCells: Set<ObjectIdentifier> = []
    private(set) var displayed: Set<IndexPath> = []
    private(set) var cellRequests: [IndexPath] = []
    let identifier = "row"

    init(rowCounts: [Int]) {
        self.rowCounts = rowCounts
    }

    func numberOfSections(in tableView: UITableView) -> Int { rowCounts.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCounts[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        createdCells.insert(ObjectIdentifier(cell))
        cellRequests.append(indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        answersHeights ? (heights[indexPath] ?? tableView.rowHeight) : tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayed.insert(indexPath)
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayed.remove(indexPath)
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath.row)")
        return refusesSelection.contains(indexPath) ? nil : indexPath
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willDeselect \(indexPath.row)")
        return indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.row)")
    }

    func resetCalls() { calls = [] }
}

/// A full-window table in a key window, fed by a `RecordingTableSource`.
@MainActor struct TableScene {
    let window: UIWindow
    let tableView: UITableView
    let source: RecordingTableSource

    init(
        rows: [Int] = [1000], size: CGSize = CGSize(width: 390, height: 844), style: UITableView.Style = .plain,
        cellClass: UITableViewCell.Type = UITableViewCell.self
    ) {
        window = InputTestSupport.makeWindow(width: size.width, height: size.height)
        tableView = UITableView(frame: CGRect(origin: .zero, size: size), style: style)
        source = RecordingTableSource(rowCounts: rows)
        tableView.register(cellClass, forCellReuseIdentifier: source.identifier)
        tableView.dataSource = source
        tableView.delegate = source
        window.addSubview(tableView)
        window.layoutIfNeeded()
    }

    /// The rows whose frames intersect the table's bounds, computed from uniform `rowHeight`.
    func expectedRows(rowHeight: CGFloat, total: Int) -> [IndexPath] {
        let bounds = tableView.bounds
        let first = max(0, Int((bounds.minY / rowHeight).rounded(.down)))
        let last = min(total - 1, Int((bounds.maxY / rowHeight).rounded(.up)) - 1)
        guard first <= last else { return [] }
        return (first...last).map { IndexPath(row: $0, section: 0) }
    }
}
#endif
