#if os(Linux)
import Foundation

extension UICollectionViewFlowLayout {
    /// The flow delegate, if the collection view's delegate adopts it.
    var flowDelegate: (any UICollectionViewDelegateFlowLayout)? {
        collectionView?.delegate as? any UICollectionViewDelegateFlowLayout
    }

    /// A finite, non-negative value, else 0.
    static func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }

    func headlessComputeLayout() {
        sections = []
        contentSizeStorage = .zero
        guard let collectionView else { return }
        let vertical = scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset
        let bounds = collectionView.bounds
        let lineLength = Self.clean(
            vertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom)
        let delegate = flowDelegate
        var start: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            let sizes = (0..<count).map { item -> CGSize in
                let size = itemSize(at: IndexPath(item: item, section: section), delegate: delegate, in: collectionView)
                return vertical ? size : CGSize(width: size.height, height: size.width)
            }
            let sectionInset =
                delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? self.sectionInset
            let header =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                ?? headerReferenceSize
            let footer =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                ?? footerReferenceSize
            let lineSpacing =
                delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing
            let interitem =
                delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            let laidOut = HeadlessFlowLayoutSolver.layoutSection(
                start: start, lineLength: lineLength, sizes: sizes,
                insetBefore: Self.clean(vertical ? sectionInset.top : sectionInset.left),
                insetAfter: Self.clean(vertical ? sectionInset.bottom : sectionInset.right),
                insetLeading: Self.clean(vertical ? sectionInset.left : sectionInset.top),
                insetTrailing: Self.clean(vertical ? sectionInset.right : sectionInset.bottom),
                lineSpacing: Self.clean(lineSpacing), interitemSpacing: Self.clean(interitem),
                headerLength: Self.clean(vertical ? header.height : header.width),
                footerLength: Self.clean(vertical ? footer.height : footer.width))
            sections.append(laidOut)
            start = laidOut.end
        }
        contentSizeStorage =
            vertical ? CGSize(width: lineLength, height: start) : CGSize(width: start, height: lineLength)
    }

    /// An item's size: a self-sizing cell's preference, else the estimate, else the delegate's or
    /// `itemSize`. Negative or non-finite sizes count as 0.
    private func itemSize(
        at indexPath: IndexPath, delegate: (any UICollectionViewDelegateFlowLayout)?,
        in collectionView: UICollectionView
    ) -> CGSize {
        var size: CGSize
        if estimatedItemSize != .zero, let preferred = preferredSizes[indexPath] {
            size = preferred
        } else if estimatedItemSize != .zero && estimatedItemSize != UICollectionViewFlowLayout.automaticSize {
            size = estimatedItemSize
        } else {
            size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
        }
        size = CGSize(width: Self.clean(size.width), height: Self.clean(size.height))
        return size
    }

    /// A rect in the line/stack frame as a real rect.
    func realRect(_ rect: CGRect) -> CGRect {
        scrollDirection == .vertical
            ? rect : CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
    }

    /// A real rect in the line/stack frame.
    func abstractRect(_ rect: CGRect) -> CGRect { realRect(rect) }

    func supplementaryAttributes(kind: String, section: Int) -> UICollectionViewLayoutAttributes? {
        let record = sections[section]
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        guard isHeader || kind == UICollectionView.elementKindSectionFooter else { return nil }
        var rect = isHeader ? record.header : record.footer
        guard rect.height > 0 else { return nil }
        if isHeader && sectionHeadersPinToVisibleBounds && scrollDirection == .vertical, let collectionView {
            let pin = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
            let sectionEnd = record.footer.minY
            rect.origin.y = max(rect.minY, min(pin, sectionEnd - rect.height))
        }
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = realRect(rect)
        if isHeader && sectionHeadersPinToVisibleBounds { attributes.zIndex = 1024 }
        return attributes
    }

    func headlessAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return []
        }
        let query = abstractRect(rect.standardized)
        var result: [UICollectionViewLayoutAttributes] = []
        for index in sections.indices {
            let record = sections[index]
            guard record.end > query.minY, record.start < query.maxY else { continue }
            if let header = supplementaryAttributes(kind: UICollectionView.elementKindSectionHeader, section: index),
                header.frame.intersects(rect)
            {
                result.append(header)
            }
            for line in record.lines where line.rect.maxY > query.minY && line.rect.minY < query.maxY {
                for item in line.items where record.items[item].intersects(query) {
                    let attributes = UICollectionViewLayoutAttributes(
                        forCellWith: IndexPath(item: item, section: index))
                    attributes.frame = realRect(record.items[item])
                    result.append(attributes)
                }
            }
            if let footer = supplementaryAttributes(kind: UICollectionView.elementKindSectionFooter, section: index),
                footer.frame.intersects(rect)
            {
                result.append(footer)
            }
        }
        return result
    }
}
#endif
