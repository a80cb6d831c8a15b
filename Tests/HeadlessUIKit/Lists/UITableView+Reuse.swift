#if os(Linux)
import Foundation

extension UITableView {
    func headlessRegisterCell(_ cellClass: AnyClass?, _ identifier: String) {
        guard let cellClass else {
            cellPool.register(identifier, factory: nil)
            return
        }
        guard let type = cellClass as? UITableViewCell.Type else {
            HeadlessDiagnostics.warn("UITableView: \(cellClass) is not a UITableViewCell subclass; not registered")
            return
        }
        cellPool.register(identifier) { type.init(headlessReuseIdentifier: $0) }
    }

    func headlessRegisterHeaderFooter(_ viewClass: AnyClass?, _ identifier: String) {
        guard let viewClass else {
            headerFooterPool.register(identifier, factory: nil)
            return
        }
        guard let type = viewClass as? UITableViewHeaderFooterView.Type else {
            HeadlessDiagnostics.warn(
                "UITableView: \(viewClass) is not a UITableViewHeaderFooterView subclass; not registered")
            return
        }
        headerFooterPool.register(identifier) { type.init(headlessReuseIdentifier: $0) }
    }

    func headlessDequeueCell(_ identifier: String) -> UITableViewCell? {
        if let cell = cellPool.dequeue(identifier) {
            cell.prepareForReuse()
            return cell
        }
        return cellPool.make(identifier)
    }

    func headlessDequeueCell(_ identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell: UITableViewCell
        if let reused = headlessDequeueCell(identifier) {
            cell = reused
        } else {
            HeadlessDiagnostics.warn(
                "UITableView: unable to dequeue a cell with identifier \(identifier) - must register a nib or a "
                    + "class for the identifier (UIKit raises); returning a new default cell")
            cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        ensureGeometry()
        if geometry.contains(indexPath) {
            let rect = geometry.rowRect(indexPath, width: bounds.width)
            cell.frame = CGRect(origin: cell.frame.origin, size: rect.size)
        }
        return cell
    }

    func headlessDequeueHeaderFooter(_ identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterPool.dequeue(identifier) {
            view.prepareForReuse()
            return view
        }
        return headerFooterPool.make(identifier)
    }
}
#endif
