#if os(Linux)
import Foundation

/// Items in sections placed by a layout object (UIKit's `UICollectionView`, iOS 6+).
///
/// A `UIScrollView` whose `contentSize` is the layout's `collectionViewContentSize`. Each layout pass
/// (and each query) asks the layout for the attributes of the elements intersecting the bounds — after
/// `prepare()` when the layout was invalidated — and keeps exactly those cells and supplementary views as
/// subviews: elements leaving are queued for reuse, elements arriving are asked from the data source.
/// A tap selects an item through the delegate; `selectItem`/`deselectItem` do not call it. Updates
/// apply at once (no animation). See docs/headless-uikit.md, "Table and collection views".
@preconcurrency @MainActor open class UICollectionView: UIScrollView {
    var layoutStorage: UICollectionViewLayout
    var itemCounts: [Int] = []
    var countsValid = false
    var layoutValid = false
    var visibleCellsByPath: [IndexPath: UICollectionViewCell] = [:]
    var visibleCellAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var visibleSupplementaries: [HeadlessSupplementaryKey: UICollectionReusableView] = [:]
    var selectedPaths: [IndexPath] = []
    var highlightedPath: IndexPath?
    let cellPool = HeadlessReusePool<UICollectionReusableView>()
    let supplementaryPool = HeadlessReusePool<UICollectionReusableView>()
    var updateDepth = 0
    var pendingUpdates = HeadlessListUpdates()
    var editingFlag = false
    var isTiling = false

    /// A collection view laid out by `layout` (which it keeps strongly; the layout's `collectionView` is
    /// weak).
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        layoutStorage = layout
        super.init(frame: frame)
        layout.collectionViewStorage = self
    }

    /// UIKit raises: a collection view needs a layout. HeadlessUIKit logs a warning and uses a
    /// `UICollectionViewFlowLayout`.
    public convenience override init(frame: CGRect) {
        HeadlessDiagnostics.warn(
            "UICollectionView must be initialized with a non-nil layout parameter (UIKit raises); using a flow layout")
        self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// Decoding is not supported on Linux: a collection view with a flow layout.
    public required init?(coder: NSCoder) {
        layoutStorage = UICollectionViewFlowLayout()
        super.init(coder: coder)
        layoutStorage.collectionViewStorage = self
    }

    /// The layout; setting it switches at once (`setCollectionViewLayout(_:animated: false)`).
    open var collectionViewLayout: UICollectionViewLayout {
        get { layoutStorage }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Switches to `layout` (not animated here); the old layout's `collectionView` becomes `nil`.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        headlessSwitchLayout(to: layout)
    }

    /// Switches to `layout` and calls `completion(true)` on the next run-loop turn (iOS 7+).
    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        headlessSwitchLayout(to: layout)
        if let completion { HeadlessClock.main.schedule(after: 0) { completion(true) } }
    }

    /// Supplies the items; held weakly. Setting it reloads at the next layout or query.
    weak open var dataSource: (any UICollectionViewDataSource)? {
        didSet { invalidateData() }
    }

    /// The delegate, as `UICollectionViewDelegate` (the same object `UIScrollView.delegate` holds, weakly).
    @_nonoverride open var delegate: (any UICollectionViewDelegate)? {
        get { (self as UIScrollView).delegate as? any UICollectionViewDelegate }
        set {
            (self as UIScrollView).delegate = newValue
            layoutStorage.invalidateLayout()
        }
    }

    /// A view behind every cell that tracks the collection view's size.
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            backgroundView?.frame = bounds
        }
    }

    /// Whether drag and drop is enabled (stored only; iOS 11+).
    open var dragInteractionEnabled: Bool = false
    /// Whether prefetching is enabled (stored only; iOS 10+); default `true`.
    open var isPrefetchingEnabled: Bool = true

    // MARK: Reuse

    /// Registers a `UICollectionViewCell` subclass for `identifier`; `nil` unregisters.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        headlessRegister(cellClass, identifier: identifier, kind: nil)
    }
    /// Registers a `UICollectionReusableView` subclass for supplementary views of `elementKind`.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        headlessRegister(viewClass, identifier: identifier, kind: elementKind)
    }
    /// A queued or new cell for `identifier` (after `prepareForReuse()`), with the item's layout
    /// attributes applied. For an unregistered identifier UIKit raises; HeadlessUIKit logs a warning and
    /// returns a new `UICollectionViewCell`.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        headlessDequeueCell(identifier, for: indexPath)
    }
    /// A queued or new supplementary view; an unregistered kind/identifier logs a warning and returns a
    /// new `UICollectionReusableView`.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        headlessDequeueSupplementary(elementKind, identifier, for: indexPath)
    }

    // MARK: Selection

    /// Whether a tap selects items; default `true`.
    open var allowsSelection: Bool = true
    /// Whether several items can be selected; default `false`.
    open var allowsMultipleSelection: Bool = false
    /// Whether the collection view is editing (iOS 14+); default `false`.
    open var isEditing: Bool {
        get { editingFlag }
        set { editingFlag = newValue }
    }
    /// Whether a tap selects items while editing (iOS 14+); default `false`.
    open var allowsSelectionDuringEditing: Bool = false
    /// Whether several items can be selected while editing (iOS 14+); default `false`.
    open var allowsMultipleSelectionDuringEditing: Bool = false
    /// The selected items in index path order; an empty array when none (UIKit's header also allows `nil`).
    open var indexPathsForSelectedItems: [IndexPath]? { selectedPaths.sorted() }
    /// Selects an item without calling the delegate (as UIKit documents), then scrolls to
    /// `scrollPosition` (`[]`: no scrolling). `nil` clears the selection; an item that does not exist logs a
    /// warning and changes nothing.
    open func selectItem(
        at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
    ) {
        headlessSelectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    /// Deselects an item without calling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        headlessDeselectItem(at: indexPath)
    }

    // MARK: Data and geometry

    /// Reloads every item: counts, layout (invalidated), visible views (queued for reuse), selection.
    open func reloadData() { headlessReloadData() }
    /// The number of sections (a `nil` data source has one empty section).
    open var numberOfSections: Int { headlessCounts().count }
    /// The number of items in `section`; 0 for a section that does not exist.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = headlessCounts()
        return section >= 0 && section < counts.count ? counts[section] : 0
    }
    /// The layout's attributes for the item, or `nil` outside the data.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        headlessAttributesForItem(at: indexPath)
    }
    /// The layout's attributes for a supplementary view, or `nil`.
    open func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        ensureLayout()
        return layoutStorage.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
    /// The item under `point` (content coordinates), or `nil`.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { headlessIndexPathForItem(at: point) }
    /// The index path of a visible cell, or `nil`.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        updateVisibleItemsNow()
        return visibleCellsByPath.first { $0.value === cell }?.key
    }
    /// The cell showing the item, or `nil` when it is not visible or does not exist.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        updateVisibleItemsNow()
        return visibleCellsByPath[indexPath]
    }
    /// The cells on screen (in index path order).
    open var visibleCells: [UICollectionViewCell] {
        updateVisibleItemsNow()
        return visibleCellsByPath.keys.sorted().compactMap { visibleCellsByPath[$0] }
    }
    /// The index paths of the items on screen (in index path order; UIKit's order is unspecified).
    open var indexPathsForVisibleItems: [IndexPath] {
        updateVisibleItemsNow()
        return visibleCellsByPath.keys.sorted()
    }
    /// The visible supplementary view of `elementKind` at `indexPath`, or `nil` (iOS 9+).
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        updateVisibleItemsNow()
        return visibleSupplementaries[HeadlessSupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }
    /// The visible supplementary views of `elementKind` (iOS 9+).
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        updateVisibleItemsNow()
        return visibleSupplementaries.filter { $0.key.kind == elementKind }.sorted {
            $0.key.indexPath < $1.key.indexPath
        }
        .map(\.value)
    }
    /// The index paths of the visible supplementary views of `elementKind` (iOS 9+).
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        updateVisibleItemsNow()
        return visibleSupplementaries.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }
    /// Scrolls so the item sits at `scrollPosition` (one vertical and one horizontal option; `[]` for
    /// the least scrolling), clamped to the content. An item that does not exist logs a warning (UIKit
    /// raises) and does nothing.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool)
    {
        headlessScrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: Updates

    /// Inserts sections (indexes after the update).
    open func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    /// Deletes sections (indexes before the update).
    open func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    /// Reloads sections: their items are asked for again.
    open func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    /// Moves a section (modelled as a deletion and an insertion).
    open func moveSection(_ section: Int, toSection newSection: Int) {
        record {
            $0.deletedSections.insert(section)
            $0.insertedSections.insert(newSection)
        }
    }
    /// Inserts items (index paths after the update).
    open func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems.formUnion(indexPaths) } }
    /// Deletes items (index paths before the update).
    open func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems.formUnion(indexPaths) } }
    /// Reloads items: their cells are asked for again.
    open func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems.formUnion(indexPaths) } }
    /// Reconfigures items (iOS 15+): modelled as a reload.
    open func reconfigureItems(at indexPaths: [IndexPath]) { reloadItems(at: indexPaths) }
    /// Moves an item (modelled as a deletion and an insertion).
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record {
            $0.deletedItems.insert(indexPath)
            $0.insertedItems.insert(newIndexPath)
        }
    }
    /// Runs `updates` as one batch, checks the data source agrees, applies the result at once (the
    /// layout gets `prepare(forCollectionViewUpdates:)` and `finalizeCollectionViewUpdates()`), and calls
    /// `completion(true)` on the next run-loop turn.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        headlessPerformBatchUpdates(updates, completion: completion)
    }
    /// Whether updates are recorded but not applied yet (iOS 11+).
    open var hasUncommittedUpdates: Bool { updateDepth > 0 && !pendingUpdates.isEmpty }

    // MARK: Layout and touches

    /// Lays out the elements intersecting the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateVisibleItemsNow()
    }

    /// A bounds change asks the layout whether it must be invalidated, then re-tiles at the next layout.
    open override var bounds: CGRect {
        get { super.bounds }
        set { headlessSetBounds(newValue) { super.bounds = $0 } }
    }

    /// Touch-down on an item highlights it (asking `collectionView(_:shouldHighlightItemAt:)`).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !headlessTouchBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    /// Touch-up on the highlighted item selects it through the delegate.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !headlessTouchEnded(touches) { super.touchesEnded(touches, with: event) }
    }

    /// A cancelled touch (a drag began) removes the highlight without selecting.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !headlessTouchCancelled() { super.touchesCancelled(touches, with: event) }
    }

    /// The layout chooses where a drag's deceleration stops, before the delegate is asked.
    override func headlessDecelerationTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        ensureLayout()
        return layoutStorage.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }
}

/// A supplementary view's identity: its kind and index path.
struct HeadlessSupplementaryKey: Hashable {
    let kind: String
    let indexPath: IndexPath
}
#endif
