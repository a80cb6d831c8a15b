#if os(Linux)
import Foundation

extension UICollectionView {
    func headlessRegister(_ viewClass: AnyClass?, identifier: String, kind: String?) {
        let key = kind.map { Self.poolKey(kind: $0, identifier: identifier) } ?? identifier
        let pool = kind == nil ? cellPool : supplementaryPool
        guard let viewClass else {
            pool.register(key, factory: nil)
            return
        }
        let expected: UICollectionReusableView.Type =
            kind == nil ? UICollectionViewCell.self : UICollectionReusableView.self
        guard let type = viewClass as? UICollectionReusableView.Type, type.isSubclass(of: expected) else {
            HeadlessDiagnostics.warn("UICollectionView: \(viewClass) is not a \(expected) subclass; not registered")
            return
        }
        pool.register(key) { _ in type.init(headlessReuseIdentifier: identifier) }
    }

    func headlessDequeueCell(_ identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        var cell: UICollectionViewCell
        if let queued = cellPool.dequeue(identifier) as? UICollectionViewCell {
            queued.prepareForReuse()
            cell = queued
        } else if let made = cellPool.make(identifier) as? UICollectionViewCell {
            cell = made
        } else {
            HeadlessDiagnostics.warn(
                "UICollectionView: could not dequeue a view of kind: UICollectionElementKindCell with identifier "
                    + "\(identifier) - must register a nib or a class for the identifier (UIKit raises); returning a "
                    + "new UICollectionViewCell")
            cell = UICollectionViewCell(frame: .zero)
            cell.reuseIdentifierStorage = identifier
        }
        if let attributes = headlessAttributesForItem(at: indexPath) { apply(attributes, to: cell) }
        return cell
    }

    func headlessDequeueSupplementary(
        _ kind: String, _ identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = Self.poolKey(kind: kind, identifier: identifier)
        let view: UICollectionReusableView
        if let queued = supplementaryPool.dequeue(key) {
            queued.prepareForReuse()
            view = queued
        } else if let made = supplementaryPool.make(key) {
            view = made
        } else {
            HeadlessDiagnostics.warn(
                "UICollectionView: could not dequeue a view of kind: \(kind) with identifier \(identifier) - must "
                    + "register a nib or a class for the identifier (UIKit raises); returning a new view")
            view = UICollectionReusableView(frame: .zero)
            view.reuseIdentifierStorage = identifier
        }
        ensureLayout()
        if let attributes = layoutStorage.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath) {
            apply(attributes, to: view)
        }
        return view
    }
}
#endif
