#if os(Linux)
import Foundation

/// Rows in sections in a vertically scrolling list (UIKit's `UITableView`, iOS 2+).
///
/// A `UIScrollView`: `contentSize` follows the rows, and scrolling (by code or by a simulated drag) keeps
/// only the rows intersecting the visible bounds as subviews — cells leaving are queued for reuse and
/// handed out again by `dequeueReusableCell`. Row heights come from the delegate, `rowHeight`, or (for
/// `UITableView.automaticDimension`) Auto Layout content measured when the row appears, 44 pt without
/// any. A tap selects a row through the delegate; `selectRow`/`deselectRow` do not call it. Updates
/// apply at once (no animation). See docs/headless-uikit.md, "Table and collection views".
@preconcurrency @MainActor open class UITableView: UIScrollView {
    private let styleStorage: Style
    var geometry = HeadlessTableGeometry()
    var geometryValid = false
    var geometryWidth: CGFloat = -1
    var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    var selectedPaths: [IndexPath] = []
    var highlightedPath: IndexPath?
    var measuredHeights: [IndexPath: CGFloat] = [:]
    let cellPool = HeadlessReusePool<UITableViewCell>()
    let headerFooterPool = HeadlessReusePool<UITableViewHeaderFooterView>()
    var updateDepth = 0
    var pendingUpdates = HeadlessListUpdates()
    var editingFlag = false
    var isTiling = false
    /// Changes whenever rows may have moved or cells were dropped: the tiling cache is stale.
    var geometryStamp = 0
    /// What the last tiling pass covered: the rows at the top and bottom edges, the width, the stamp.
    var tiledSpan: (top: IndexPath, bottom: IndexPath, width: CGFloat, stamp: Int)?

    /// A table of `style`; the style cannot change later.
    public init(frame: CGRect, style: UITableView.Style) {
        styleStorage = style
        super.init(frame: frame)
        alwaysBounceVertical = true
    }

    /// A `.plain` table.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Decoding is not supported on Linux: a `.plain` table with a zero frame.
    public required init?(coder: NSCoder) {
        styleStorage = .plain
        super.init(coder: coder)
        alwaysBounceVertical = true
    }

    /// The style chosen at creation.
    open var style: UITableView.Style { styleStorage }

    /// Supplies the rows; held weakly. Setting it reloads at the next layout or query.
    weak open var dataSource: (any UITableViewDataSource)? {
        didSet { invalidateData() }
    }

    /// The delegate, as `UITableViewDelegate` (the same object `UIScrollView.delegate` holds, weakly).
    @_nonoverride open var delegate: (any UITableViewDelegate)? {
        get { (self as UIScrollView).delegate as? any UITableViewDelegate }
        set {
            (self as UIScrollView).delegate = newValue
            invalidateGeometry()
        }
    }

    // MARK: Heights

    /// The height of every row without a delegate answer, in points; default `automaticDimension`
    /// (self-sizing from Auto Layout content, 44 pt without any). Negative values other than
    /// `automaticDimension`, NaN and infinities are invalid: UIKit raises; HeadlessUIKit logs a warning
    /// and uses 0.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The default section header height; default `automaticDimension` (a title header for a section with
    /// a title, else none in plain style).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The default section footer height; default `automaticDimension`.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The height assumed for self-sizing rows not yet measured (iOS 7+); default `automaticDimension`
    /// (44 pt); 0 disables estimates (44 pt as well here).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The estimate for self-sizing section headers (iOS 7+); default `automaticDimension`.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateGeometry() }
    }
    /// The estimate for self-sizing section footers (iOS 7+); default `automaticDimension`.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateGeometry() }
    }
    /// The height of filler rows below the content in plain tables (iOS 15+; stored only, none are drawn).
    open var fillerRowHeight: CGFloat = UITableView.automaticDimension
    /// Extra space above each section header in plain tables (iOS 15+; stored only, laid out as 0).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension

    // MARK: Appearance

    /// Insets of the row separators (stored only; iOS 7+); default left 16 pt.
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// How `separatorInset` is interpreted (iOS 11+); default `.fromCellEdges`.
    open var separatorInsetReference: UITableView.SeparatorInsetReference = .fromCellEdges
    /// Whether rows are separated by a hairline; with `.none` a cell's `contentView` gets the cell's full
    /// height. Default `.singleLine`.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { setNeedsLayout() }
    }
    /// The separator color (stored only); default `.separator`.
    open var separatorColor: UIColor? = .separator
    /// A view behind the content that tracks the table's size.
    open var backgroundView: UIView? {
        didSet { replaceBackgroundView(oldValue) }
    }
    /// Whether cell margins follow the readable width (stored only; iOS 9+); default `false`.
    open var cellLayoutMarginsFollowReadableWidth: Bool = false
    /// Whether cells' content views are inset to the safe area (stored only; iOS 11+); default `true`.
    open var insetsContentViewsToSafeArea: Bool = true
    /// The row count from which the section index shows (stored only); default 0.
    open var sectionIndexMinimumDisplayRowCount: Int = 0
    /// The section index text color (stored only).
    open var sectionIndexColor: UIColor?
    /// The section index background (stored only).
    open var sectionIndexBackgroundColor: UIColor?
    /// The section index background while touched (stored only).
    open var sectionIndexTrackingBackgroundColor: UIColor?
    /// Whether drag and drop is enabled (stored only; iOS 11+).
    open var dragInteractionEnabled: Bool = false

    /// A view above the first section (not a section header); its frame's height is used, its width
    /// follows the table. Default `nil`.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section; its frame's height is used. Default `nil`.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    // MARK: Data

    /// The number of sections (the data source's answer at the last load; a `nil` data source has one
    /// empty section, as UIKit's messages to `nil` give).
    open var numberOfSections: Int { headlessSectionCount }
    /// The number of rows in `section`; 0 for a section that does not exist.
    open func numberOfRows(inSection section: Int) -> Int { headlessRowCount(section) }
    /// Reloads every row from the data source: visible cells are queued for reuse, the selection is
    /// cleared, heights are asked again.
    open func reloadData() { headlessReloadData() }
    /// Reloads the section index (nothing is shown on Linux).
    open func reloadSectionIndexTitles() {}

    // MARK: Geometry

    /// The rectangle of `section` (header, rows and footer), in content coordinates; `.zero` if it does
    /// not exist.
    open func rect(forSection section: Int) -> CGRect { headlessRect(forSection: section, part: .all) }
    /// The rectangle of the header of `section`; `.zero` if it does not exist.
    open func rectForHeader(inSection section: Int) -> CGRect { headlessRect(forSection: section, part: .header) }
    /// The rectangle of the footer of `section`; `.zero` if it does not exist.
    open func rectForFooter(inSection section: Int) -> CGRect { headlessRect(forSection: section, part: .footer) }
    /// The rectangle of the row at `indexPath`; `.zero` (and a warning, where UIKit raises) for a row that
    /// does not exist.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { headlessRectForRow(at: indexPath) }
    /// The row under `point` (content coordinates), or `nil` for headers, footers and empty space.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        ensureGeometry()
        guard point.x.isFinite, point.x >= 0, point.x < bounds.width else { return nil }
        return geometry.row(at: point.y)
    }
    /// The index path of a visible cell, or `nil`.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        updateVisibleCellsNow()
        return visibleCellsByPath.first { $0.value === cell }?.key
    }
    /// The rows intersecting `rect` (content coordinates), in order; `nil` for a non-finite rectangle.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { headlessIndexPaths(in: rect) }
    /// The cell showing the row at `indexPath`, or `nil` when the row is not visible or does not exist.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        updateVisibleCellsNow()
        return visibleCellsByPath[indexPath]
    }
    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] {
        updateVisibleCellsNow()
        return sortedVisiblePaths().compactMap { visibleCellsByPath[$0] }
    }
    /// The index paths of the rows on screen, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? {
        updateVisibleCellsNow()
        return sortedVisiblePaths()
    }
    /// The visible header of `section` if it is a `UITableViewHeaderFooterView` (iOS 6+).
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        updateVisibleCellsNow()
        return visibleHeaders[section] as? UITableViewHeaderFooterView
    }
    /// The visible footer of `section` if it is a `UITableViewHeaderFooterView` (iOS 6+).
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        updateVisibleCellsNow()
        return visibleFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: Scrolling

    /// Scrolls so the row sits at `scrollPosition` (`.none`: the least scrolling that shows it), clamped
    /// to the content; in a plain table `.top` leaves room for the floating section header. A row that
    /// does not exist logs a warning (UIKit raises) and does nothing.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        headlessScrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
    /// Scrolls to the first selected row, if any.
    open func scrollToNearestSelectedRow(at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        if let first = selectedPaths.min() { scrollToRow(at: first, at: scrollPosition, animated: animated) }
    }

    // MARK: Updates

    /// Runs `updates` (inserts, deletes, reloads, moves) as one batch, checks the data source agrees,
    /// applies the result at once and calls `completion(true)` on the next run-loop turn (iOS 11+).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        headlessPerformBatchUpdates(updates, completion: completion)
    }
    /// Starts a batch of updates (ended by `endUpdates()`).
    open func beginUpdates() { updateDepth += 1 }
    /// Ends a batch started by `beginUpdates()` and applies it.
    open func endUpdates() { headlessEndUpdates() }
    /// Inserts sections (indexes after the update).
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record { $0.insertedSections.formUnion(sections) }
    }
    /// Deletes sections (indexes before the update).
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record { $0.deletedSections.formUnion(sections) }
    }
    /// Moves a section (modelled as a deletion and an insertion: its rows are asked for again).
    open func moveSection(_ section: Int, toSection newSection: Int) {
        record {
            $0.deletedSections.insert(section)
            $0.insertedSections.insert(newSection)
        }
    }
    /// Reloads sections: their rows are asked for again.
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record { $0.reloadedSections.formUnion(sections) }
    }
    /// Inserts rows (index paths after the update).
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record { $0.insertedItems.formUnion(indexPaths) }
    }
    /// Deletes rows (index paths before the update).
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record { $0.deletedItems.formUnion(indexPaths) }
    }
    /// Moves a row (modelled as a deletion and an insertion: the row's cell is asked for again).
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record {
            $0.deletedItems.insert(indexPath)
            $0.insertedItems.insert(newIndexPath)
        }
    }
    /// Reloads rows: their cells are asked for again.
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record { $0.reloadedItems.formUnion(indexPaths) }
    }
    /// Reconfigures rows (iOS 15+): modelled as a reload.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        reloadRows(at: indexPaths, with: .none)
    }
    /// Whether updates are recorded but not applied yet (inside a batch; iOS 11+).
    open var hasUncommittedUpdates: Bool { updateDepth > 0 && !pendingUpdates.isEmpty }

    // MARK: Editing and selection

    /// Whether the table is editing; setting it is not animated. Default `false`.
    open var isEditing: Bool {
        get { editingFlag }
        set { setEditing(newValue, animated: false) }
    }
    /// Enters or leaves editing; visible cells follow.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingFlag = editing
        for cell in visibleCellsByPath.values { cell.setEditing(editing, animated: animated) }
    }
    /// Whether a tap selects rows when not editing (iOS 3+); default `true`.
    open var allowsSelection: Bool = true
    /// Whether a tap selects rows while editing; default `false`.
    open var allowsSelectionDuringEditing: Bool = false
    /// Whether several rows can be selected (iOS 5+); default `false`.
    open var allowsMultipleSelection: Bool = false
    /// Whether several rows can be selected while editing (iOS 5+); default `false`.
    open var allowsMultipleSelectionDuringEditing: Bool = false
    /// The selected row (the first in index order when several are), or `nil`.
    open var indexPathForSelectedRow: IndexPath? { selectedPaths.min() }
    /// The selected rows, or `nil` when none (iOS 5+).
    open var indexPathsForSelectedRows: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths.sorted() }
    /// Selects a row without calling the delegate or posting `selectionDidChangeNotification` (as UIKit
    /// documents), then scrolls to `scrollPosition` (`.none`: no scrolling). `nil` clears the selection;
    /// a row that does not exist logs a warning and changes nothing.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        headlessSelectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    /// Deselects a row without calling the delegate (as UIKit documents).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        headlessDeselectRow(at: indexPath, animated: animated)
    }

    // MARK: Reuse

    /// A queued cell for `identifier` (after `prepareForReuse()`), else a new one of the registered class,
    /// else `nil`.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        headlessDequeueCell(identifier)
    }
    /// A queued or new cell for `identifier`, sized for the row (iOS 6+). For an unregistered identifier
    /// UIKit raises; HeadlessUIKit logs a warning and returns a new `.default` cell with that identifier.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        headlessDequeueCell(identifier, for: indexPath)
    }
    /// A queued or new header/footer view for `identifier`, or `nil` when none is registered (iOS 6+).
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        headlessDequeueHeaderFooter(identifier)
    }
    /// Registers a `UITableViewCell` subclass for `identifier` (iOS 6+); `nil` unregisters. Other classes
    /// log a warning.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        headlessRegisterCell(cellClass, identifier)
    }
    /// Registers a `UITableViewHeaderFooterView` subclass for `identifier` (iOS 6+); `nil` unregisters.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headlessRegisterHeaderFooter(aClass, identifier)
    }

    // MARK: Layout and touches

    /// Lays out the rows intersecting the bounds (UIKit's tiling), the headers and the accessory views.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateVisibleCellsNow()
    }

    /// A scroll changes the rows on screen: they are re-tiled at the next layout or query.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if super.bounds != old { setNeedsLayout() }
        }
    }

    /// Touch-down on a row highlights it (asking `tableView(_:shouldHighlightRowAt:)`).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !headlessTouchBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    /// Touch-up on the highlighted row selects it through the delegate.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !headlessTouchEnded(touches) { super.touchesEnded(touches, with: event) }
    }

    /// A cancelled touch (a drag began) removes the highlight without selecting.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !headlessTouchCancelled() { super.touchesCancelled(touches, with: event) }
    }
}
#endif
