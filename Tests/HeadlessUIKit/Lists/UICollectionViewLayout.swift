#if os(Linux)
import Foundation

/// Decides where a collection view's elements go (UIKit's `UICollectionViewLayout`, iOS 6+). Subclass it:
/// the collection view calls `prepare()` after every invalidation, reads `collectionViewContentSize`
/// for its `contentSize`, and asks `layoutAttributesForElements(in:)` for what intersects its bounds
/// whenever it lays out (every scroll frame), as UIKit does. The base class answers nothing.
@preconcurrency @MainActor open class UICollectionViewLayout: NSObject, @preconcurrency NSCoding {
    weak var collectionViewStorage: UICollectionView?
    var decorationClasses: [String: AnyClass] = [:]

    /// A layout not yet attached to a collection view.
    public override init() {
        super.init()
    }

    /// Decoding is not supported on Linux: a fresh layout.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Encoding is not supported on Linux: does nothing.
    open func encode(with coder: NSCoder) {}

    /// The collection view using the layout (weak), or `nil`.
    open var collectionView: UICollectionView? { collectionViewStorage }

    /// Marks the layout invalid: the collection view calls `prepare()` again before its next layout.
    open func invalidateLayout() {
        collectionViewStorage?.layoutDidInvalidate()
    }

    /// Invalidates with a context; the base class invalidates everything (calls `invalidateLayout()`).
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        invalidateLayout()
    }

    /// Registers a decoration view class for `elementKind`.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass
    }

    // MARK: Subclassing hooks

    /// The attributes class the layout creates (UIKit's hook; informational here).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The invalidation context class (iOS 7+).
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Computes the layout; called before the first layout and after each invalidation. Default nothing.
    open func prepare() {}

    /// The attributes of every element intersecting `rect`; default `nil` (nothing).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`; default `nil`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view; default `nil`.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a decoration view; default `nil`.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a bounds change (scroll or resize) needs a new layout; default `false`.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context for a bounds change (iOS 7+).
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        UICollectionViewLayoutInvalidationContext()
    }

    /// Whether a self-sizing cell's preferred attributes need a new layout (iOS 8+); default `false`.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context for a self-sizing change (iOS 8+).
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        UICollectionViewLayoutInvalidationContext()
    }

    /// Where a drag released with `velocity` (points per millisecond) should come to rest; the collection
    /// view asks before the delegate's `scrollViewWillEndDragging`. Default: the proposal.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }

    /// The offset to keep after a layout change (iOS 7+); default the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The size of all content; the collection view's `contentSize`. Default `.zero`; subclasses must
    /// override it.
    open var collectionViewContentSize: CGSize { .zero }

    /// Whether the layout mirrors in right-to-left layouts (iOS 11+); default `false` (right-to-left
    /// layout is not simulated).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: Update hooks

    /// Updates are about to be applied (called with the batch's items).
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    /// Updates were applied.
    open func finalizeCollectionViewUpdates() {}
    /// An animated bounds change is about to happen (not animated here).
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    /// An animated bounds change finished.
    open func finalizeAnimatedBoundsChange() {}
    /// Starting attributes of an inserted item (used by UIKit's animation; not animated here). Default `nil`.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
        nil
    }
    /// Final attributes of a deleted item (not animated here). Default `nil`.
    open func finalLayoutAttributesForDisappearingItem(
        at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }
    /// Starting attributes of an inserted supplementary view. Default `nil`.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }
    /// Final attributes of a deleted supplementary view. Default `nil`.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }
    /// Supplementary views to delete in an update (iOS 7+). Default none.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// Supplementary views to insert in an update (iOS 7+). Default none.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Linux-only hook: whether visible cells are asked for `preferredLayoutAttributesFitting(_:)`.
    var headlessAsksCellsForPreferredAttributes: Bool { false }
}

/// What part of a layout to recompute (UIKit's `UICollectionViewLayoutInvalidationContext`, iOS 7+).
@preconcurrency @MainActor open class UICollectionViewLayoutInvalidationContext: NSObject {
    var everything = false
    var dataSourceCounts = false
    private var itemPaths: [IndexPath] = []
    private var supplementaryPaths: [String: [IndexPath]] = [:]

    /// An empty context.
    public override init() {
        super.init()
    }

    /// Whether everything is invalid (after `reloadData()`).
    open var invalidateEverything: Bool { everything }
    /// Whether item counts must be asked again.
    open var invalidateDataSourceCounts: Bool { dataSourceCounts }
    /// Marks items invalid (iOS 8+).
    open func invalidateItems(at indexPaths: [IndexPath]) { itemPaths.append(contentsOf: indexPaths) }
    /// Marks supplementary views invalid (iOS 8+).
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        supplementaryPaths[elementKind, default: []].append(contentsOf: indexPaths)
    }
    /// The items marked invalid, or `nil` (iOS 8+).
    open var invalidatedItemIndexPaths: [IndexPath]? { itemPaths.isEmpty ? nil : itemPaths }
    /// The supplementary views marked invalid, by kind, or `nil` (iOS 8+).
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? {
        supplementaryPaths.isEmpty ? nil : supplementaryPaths
    }
    /// A change to apply to the content offset (iOS 8+); default `.zero`.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// A change to apply to the content size (iOS 8+); default `.zero`.
    open var contentSizeAdjustment: CGSize = .zero
}

/// One change of a batch update, as handed to `prepare(forCollectionViewUpdates:)` (UIKit's
/// `UICollectionViewUpdateItem`).
@preconcurrency @MainActor open class UICollectionViewUpdateItem: NSObject {
    /// The kind of change (UIKit's `UICollectionViewUpdateItem.Action`).
    public enum Action: Int, Sendable {
        /// An insertion.
        case insert = 0
        /// A deletion.
        case delete = 1
        /// A reload.
        case reload = 2
        /// A move.
        case move = 3
        /// No change.
        case none = 4
    }

    private let before: IndexPath?
    private let after: IndexPath?
    private let action: Action

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        self.before = before
        self.after = after
        self.action = action
        super.init()
    }

    /// The path before the update (`nil` for insertions).
    open var indexPathBeforeUpdate: IndexPath? { before }
    /// The path after the update (`nil` for deletions).
    open var indexPathAfterUpdate: IndexPath? { after }
    /// The kind of change.
    open var updateAction: UICollectionViewUpdateItem.Action { action }
}
#endif
