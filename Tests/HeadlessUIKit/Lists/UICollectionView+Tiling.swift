#if os(Linux)
import Foundation

extension UICollectionView {
    /// Makes the subviews match the elements the layout puts in the bounds: leaving cells are queued
    /// (`didEndDisplaying`), arriving ones are asked from the data source (`willDisplay`), every visible
    /// view gets its attributes. Self-sizing cells may invalidate the layout; the pass then repeats
    /// (bounded).
    func updateVisibleItemsNow() {
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        for _ in 0..<8 {
            ensureLayout()
            tileOnce()
            if layoutValid { break }
        }
        backgroundView?.frame = bounds
    }

    private func tileOnce() {
        let visible = bounds
        let elements = layoutStorage.layoutAttributesForElements(in: visible) ?? []
        var wantedCells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var wantedSupplementaries: [HeadlessSupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in elements where !attributes.isHidden && attributes.frame.intersects(visible) {
            switch attributes.representedElementCategory {
            case .cell:
                if isValidItem(attributes.indexPath) { wantedCells[attributes.indexPath] = attributes }
            case .supplementaryView:
                if let kind = attributes.representedElementKind {
                    wantedSupplementaries[HeadlessSupplementaryKey(kind: kind, indexPath: attributes.indexPath)] =
                        attributes
                }
            case .decorationView:
                break
            }
        }
        for (path, cell) in visibleCellsByPath where wantedCells[path] == nil {
            visibleCellsByPath[path] = nil
            visibleCellAttributes[path] = nil
            retire(cell, at: path)
        }
        for (key, view) in visibleSupplementaries where wantedSupplementaries[key] == nil {
            visibleSupplementaries[key] = nil
            retireSupplementary(view, key: key)
        }
        for (path, attributes) in wantedCells.sorted(by: { $0.key < $1.key }) {
            if let cell = visibleCellsByPath[path] {
                if visibleCellAttributes[path].map({ !$0.isEqual(attributes) }) ?? true {
                    apply(attributes, to: cell)
                    visibleCellAttributes[path] = attributes
                }
                continue
            }
            guard let cell = makeCell(at: path) else { continue }
            visibleCellsByPath[path] = cell
            visibleCellAttributes[path] = attributes
            apply(attributes, to: cell)
            askForPreferredAttributes(cell, original: attributes)
            cell.headlessPinContentIfNeeded()
            delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
        }
        for (key, attributes) in wantedSupplementaries {
            if let view = visibleSupplementaries[key] {
                apply(attributes, to: view)
                continue
            }
            guard let dataSource else { continue }
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            if view.superview !== self { addSubview(view) }
            view.isHidden = false
            visibleSupplementaries[key] = view
            apply(attributes, to: view)
            delegate?.collectionView(
                self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        }
    }

    private func makeCell(at path: IndexPath) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: path)
        if visibleCellsByPath.values.contains(where: { $0 === cell }) {
            HeadlessDiagnostics.warn("UICollectionView: the data source returned a cell already shown for another item")
            return nil
        }
        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
        cell.isHidden = false
        let selected = selectedPaths.contains(path)
        if cell.isSelected != selected { cell.isSelected = selected }
        return cell
    }

    /// Self-sizing layouts: the cell's preferred attributes may invalidate the layout.
    private func askForPreferredAttributes(_ cell: UICollectionViewCell, original: UICollectionViewLayoutAttributes) {
        guard layoutStorage.headlessAsksCellsForPreferredAttributes else { return }
        let preferred = cell.preferredLayoutAttributesFitting(original)
        if layoutStorage.shouldInvalidateLayout(
            forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        {
            let context = layoutStorage.invalidationContext(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            layoutStorage.invalidateLayout(with: context)
        }
    }

    /// UIKit's order: geometry, alpha, z-order and visibility, then the view's own `apply(_:)`.
    func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        let size = attributes.size
        let safeSize = CGSize(
            width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
        if view.bounds.size != safeSize { view.bounds = CGRect(origin: view.bounds.origin, size: safeSize) }
        if attributes.center.x.isFinite, attributes.center.y.isFinite, view.center != attributes.center {
            view.center = attributes.center
        }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.transform != attributes.transform { view.transform = attributes.transform }
        let z = CGFloat(attributes.zIndex)
        if view.layer.zPosition != z { view.layer.zPosition = z }
        view.apply(attributes)
    }

    func retire(_ cell: UICollectionViewCell, at path: IndexPath) {
        if highlightedPath == path { highlightedPath = nil }
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        if let identifier = cell.reuseIdentifier {
            cellPool.enqueue(cell, identifier: identifier)
        } else {
            cell.removeFromSuperview()
        }
    }

    func retireSupplementary(_ view: UICollectionReusableView, key: HeadlessSupplementaryKey) {
        delegate?.collectionView(
            self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        if let identifier = view.reuseIdentifier {
            supplementaryPool.enqueue(view, identifier: Self.poolKey(kind: key.kind, identifier: identifier))
        } else {
            view.removeFromSuperview()
        }
    }

    func discardVisibleViews() {
        for (path, cell) in visibleCellsByPath { retire(cell, at: path) }
        for (key, view) in visibleSupplementaries { retireSupplementary(view, key: key) }
        visibleCellsByPath.removeAll()
        visibleCellAttributes.removeAll()
        visibleSupplementaries.removeAll()
    }

    /// The supplementary pool's key for a kind and identifier.
    static func poolKey(kind: String, identifier: String) -> String { kind + "\u{1F}" + identifier }
}
#endif
