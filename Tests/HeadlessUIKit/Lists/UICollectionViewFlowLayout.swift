#if os(Linux)
import Foundation

/// Items in lines that wrap, with optional section headers and footers (UIKit's
/// `UICollectionViewFlowLayout`, iOS 6+).
///
/// Lines are broken and aligned as `HeadlessFlowLayoutSolver` documents (justified lines, a lone item
/// centred, items centred across their line). Sizes, insets and spacings come from the delegate when it
/// adopts `UICollectionViewDelegateFlowLayout`, else from the properties. With `estimatedItemSize` set,
/// cells are asked for `preferredLayoutAttributesFitting(_:)` as they appear and the layout re-flows
/// with their answer. Every property change invalidates the layout.
@preconcurrency @MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    var sections: [HeadlessFlowLayoutSolver.Section] = []
    var contentSizeStorage: CGSize = .zero
    /// Sizes self-sizing cells asked for.
    var preferredSizes: [IndexPath: CGSize] = [:]

    /// Spacing between lines, in points; default 10.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Minimum spacing between items of a line, in points; default 10.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The item size without a delegate answer; default 50 × 50.
    open var itemSize: CGSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// A non-zero size turns on self-sizing cells, starting from this estimate (iOS 8+); default `.zero`.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The scrolling axis; default `.vertical`.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Header size: its height is used when scrolling vertically, its width horizontally. Default `.zero`.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Footer size, as `headerReferenceSize`. Default `.zero`.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Space around each section's items; default `.zero`.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// What `sectionInset` is measured from (iOS 11+; only `.fromContentInset` is modelled).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// Whether headers stay at the top of the visible area while their section scrolls (iOS 9+;
    /// vertical scrolling); default `false`.
    open var sectionHeadersPinToVisibleBounds: Bool = false { didSet { invalidateLayout() } }
    /// Whether footers stay at the bottom of the visible area (iOS 9+; stored only); default `false`.
    open var sectionFootersPinToVisibleBounds: Bool = false { didSet { invalidateLayout() } }

    /// A flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// Decoding is not supported on Linux: a flow layout with the defaults.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Computes every line of every section.
    open override func prepare() {
        super.prepare()
        headlessComputeLayout()
    }

    /// The content size: the line length across the scroll direction, the sections along it.
    open override var collectionViewContentSize: CGSize { contentSizeStorage }

    /// Items, headers and footers intersecting `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        headlessAttributes(in: rect)
    }

    /// The item's attributes, or `nil` outside the data.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.isListIndexPath, indexPath.section < sections.count,
            indexPath.item < sections[indexPath.section].items.count
        else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = realRect(sections[indexPath.section].items[indexPath.item])
        return attributes
    }

    /// A header's or footer's attributes, or `nil` when it has no size or does not exist.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        return supplementaryAttributes(kind: elementKind, section: indexPath.section)
    }

    /// Invalidates when the size across the scroll direction changes, or on every scroll while headers
    /// are pinned.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let old = collectionView.bounds
        if sectionHeadersPinToVisibleBounds && old != newBounds { return true }
        return scrollDirection == .vertical ? old.width != newBounds.width : old.height != newBounds.height
    }

    /// Self-sizing: invalidates when the cell prefers another size.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        preferredAttributes.size != originalAttributes.size
    }

    /// Self-sizing: records the preferred size for the next `prepare()`.
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let size = preferredAttributes.size
        if size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 {
            preferredSizes[originalAttributes.indexPath] = size
        }
        let context = UICollectionViewFlowLayoutInvalidationContext()
        context.invalidateItems(at: [originalAttributes.indexPath])
        return context
    }

    override var headlessAsksCellsForPreferredAttributes: Bool { estimatedItemSize != .zero }
}

/// A flow layout's invalidation context (UIKit's `UICollectionViewFlowLayoutInvalidationContext`, iOS 7+).
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext:
    UICollectionViewLayoutInvalidationContext
{
    /// Whether sizes and spacings are asked from the delegate again; default `true`.
    open var invalidateFlowLayoutDelegateMetrics: Bool = true
    /// Whether the flow layout's attributes are recomputed; default `true`.
    open var invalidateFlowLayoutAttributes: Bool = true
}
#endif
