#if os(Linux)
import Foundation

/// The Auto Layout engine behind `NSLayoutConstraint`: one incremental simplex (`SimplexSolver`) for every
/// view hierarchy, the variables of each view and guide that takes part (`LayoutItemRecord`), and the
/// constraints UIKit adds itself (autoresizing masks, intrinsic content size, the safe-area and margins
/// guides).
///
/// Like UIKit, it solves the constraints changed since the last pass at the next layout pass (or when a solved
/// value is read) and applies the solution during layout: a view whose solved frame differs from its frame
/// marks its superview for layout, and `UIView.layoutSubviews()`'s default implementation moves the subviews
/// to their solved frames, rounded to the screen's pixel grid. Conflicting required constraints are
/// logged the way UIKit logs them, and one is broken; ambiguity never raises (the solver picks a
/// solution deterministically).
@MainActor final class HeadlessLayoutEngine {
    /// The engine shared by every hierarchy (item variables are relative to their parents, so unrelated
    /// hierarchies never interact).
    static let shared = HeadlessLayoutEngine()

    let solver = SimplexSolver()

    struct ItemEntry {
        weak var item: AnyObject?
        let record: LayoutItemRecord
    }

    struct ConstraintEntry {
        weak var constraint: NSLayoutConstraint?
        let solverConstraint: SolverConstraint
    }

    /// Every item with variables.
    var items: [ItemEntry] = []
    /// Every active constraint (held weakly: the view it is installed on owns it, as in UIKit).
    var active: [ConstraintEntry] = []
    /// Views that asked for `updateConstraints()` (weakly).
    var pendingConstraintUpdates: [WeakView] = []
    /// Constraints activated since the last pass, in activation order, not yet in the solver.
    var pendingAdditions: [WeakConstraint] = []
    /// Solved constraints whose constant changed since the last pass, in the order they changed.
    var pendingConstants: [WeakConstraint] = []
    /// The list being applied (swapped with the pending ones, so applying allocates nothing).
    var applyingBuffer: [WeakConstraint] = []
    /// Something the solution depends on changed since the last `prepareForLayout()` (a constraint, the
    /// geometry of a view with variables, a safe area, margins, an intrinsic size). Layout passes of
    /// hierarchies without constraints then cost nothing here.
    var isDirty = false

    struct WeakView {
        weak var view: UIView?
    }

    struct WeakConstraint {
        weak var constraint: NSLayoutConstraint?
    }

    private init() {}

    // MARK: - Items

    /// The layout parent: a view's superview, a guide's owning view.
    func parent(of item: AnyObject) -> AnyObject? {
        if let view = item as? UIView { return view.superviewStorage }
        if let guide = item as? UILayoutGuide { return guide.owningViewStorage }
        return nil
    }

    func record(of item: AnyObject) -> LayoutItemRecord? {
        if let view = item as? UIView { return view.layoutRecord }
        if let guide = item as? UILayoutGuide { return guide.layoutRecord }
        return nil
    }

    /// The item's record, created (with its autoresizing or guide constraints) on first use.
    @discardableResult
    func ensureRecord(_ item: AnyObject) -> LayoutItemRecord {
        if let existing = record(of: item) { return existing }
        let record = LayoutItemRecord(solver: solver)
        if let view = item as? UIView {
            view.layoutRecord = record
        } else if let guide = item as? UILayoutGuide {
            guide.layoutRecord = record
        }
        items.append(ItemEntry(item: item, record: record))
        isDirty = true
        refreshOwnConstraints(of: item, record)
        return record
    }

    /// Keeps the engine's own constraints for an item current: a view's autoresizing-mask constraints
    /// (its frame, while it translates its mask), its content-size constraints, a system guide's insets.
    /// Allocation-free when nothing changed kind.
    func refreshOwnConstraints(of item: AnyObject, _ record: LayoutItemRecord) {
        if let view = item as? UIView {
            if view.translatesAutoresizingMaskIntoConstraints {
                let layer = view.backingLayer
                let size = layer.bounds.size
                let anchor = layer.anchorPoint
                let position = layer.position
                setFixed(
                    record, position.x - size.width * anchor.x, position.y - size.height * anchor.y, size.width,
                    size.height, parent: nil)
                if record.content.contains(where: { $0 != nil }) {
                    for constraint in record.content { if let constraint { solver.remove(constraint) } }
                    record.content = [nil, nil, nil, nil]
                    record.contentNeedsUpdate = true
                }
            } else {
                if !record.fixed.isEmpty {
                    for constraint in record.fixed { solver.remove(constraint) }
                    record.fixed = []
                }
                if record.contentNeedsUpdate { updateContentConstraints(of: view, record) }
            }
        } else if let guide = item as? UILayoutGuide, let role = guide.systemRole, let owner = guide.owningViewStorage {
            let insets = owner.insets(of: role)
            setFixed(
                record, insets.left, insets.top, insets.left + insets.right, insets.top + insets.bottom,
                parent: ensureRecord(owner))
        }
    }

    /// Fixes x, y, width, height (for a guide: x = a, y = b, width = parent's − c, height = parent's − d),
    /// creating the four required constraints the first time; allocation-free afterwards.
    private func setFixed(
        _ record: LayoutItemRecord, _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, parent: LayoutItemRecord?
    ) {
        if record.fixed.isEmpty {
            let symbols = [record.x, record.y, record.width, record.height]
            for index in 0..<4 {
                var terms = [(symbol: symbols[index], coefficient: 1.0)]
                if let parent, index >= 2 { terms.append((index == 2 ? parent.width : parent.height, -1)) }
                let constraint = SolverConstraint(terms: terms, constant: 0, relation: .equal, weight: nil)
                solver.add(constraint)
                record.fixed.append(constraint)
            }
        }
        let guide = parent != nil
        setFixedConstant(record, 0, -Double(a))
        setFixedConstant(record, 1, -Double(b))
        setFixedConstant(record, 2, guide ? Double(c) : -Double(c))
        setFixedConstant(record, 3, guide ? Double(d) : -Double(d))
    }

    private func setFixedConstant(_ record: LayoutItemRecord, _ index: Int, _ value: Double) {
        let constraint = record.fixed[index]
        guard constraint.constant != value else { return }
        if !solver.setConstant(value, of: constraint) {
            reportBroken(description: autoresizingDescription(record: record, index: index), sharing: [])
        }
    }

    /// Content-size constraints from `intrinsicContentSize`: width ≥ intrinsic at the horizontal compression
    /// resistance, width ≤ intrinsic at the horizontal hugging priority; the same vertically. A dimension
    /// with `noIntrinsicMetric` gets none.
    func updateContentConstraints(of view: UIView, _ record: LayoutItemRecord) {
        record.contentNeedsUpdate = false
        let size = view.intrinsicContentSize
        let priorities = [
            view.contentCompressionResistancePriority(for: .horizontal), view.contentHuggingPriority(for: .horizontal),
            view.contentCompressionResistancePriority(for: .vertical), view.contentHuggingPriority(for: .vertical),
        ]
        for index in 0..<4 {
            let dimension = index < 2 ? size.width : size.height
            let symbol = index < 2 ? record.width : record.height
            let valid = dimension.isFinite && dimension >= 0
            let weight: Double? =
                priorities[index] >= .required ? nil : SolverStrength.weight(forPriority: priorities[index].rawValue)
            if let existing = record.content[index],
                !valid || existing.weight != weight
            {
                solver.remove(existing)
                record.content[index] = nil
            }
            guard valid else { continue }
            if let existing = record.content[index] {
                solver.setConstant(-Double(dimension), of: existing)
            } else {
                let constraint = SolverConstraint(
                    terms: [(symbol, 1)], constant: -Double(dimension),
                    relation: index % 2 == 0 ? .greaterThanOrEqual : .lessThanOrEqual, weight: weight)
                solver.add(constraint)
                record.content[index] = constraint
            }
        }
        record.contentSize = size
    }

    // MARK: - Layout

    /// Before a layout pass: the update-constraints pass (deepest views first), forgotten items and
    /// constraints swept, the engine's own constraints refreshed; then every constraint-based view whose
    /// solved frame differs from its frame marks its superview for layout.
    func prepareForLayout() {
        guard isDirty || !pendingConstraintUpdates.isEmpty else { return }
        runConstraintUpdates()
        prepareForReading()
        isDirty = false
        let scale = UIView.layoutPixelScale
        for entry in items {
            guard let view = entry.item as? UIView, !view.translatesAutoresizingMaskIntoConstraints,
                let superview = view.superviewStorage, !superview.needsLayoutFlag
            else { continue }
            let rect = entry.record.rect(in: solver).headlessSanitized.pixelAligned(scale: scale)
            if !view.matchesSolvedRect(rect) { superview.markNeedsLayout() }
        }
    }

    /// Brings the solution up to date for reading (`layoutFrame`, fitting sizes) without laying out: the
    /// engine's own constraints first (so a view that stopped translating its autoresizing mask since the
    /// last pass no longer fixes its frame), then the constraints changed since the last pass.
    func prepareForReading() {
        sweep()
        for entry in items {
            if let item = entry.item { refreshOwnConstraints(of: item, entry.record) }
        }
        applyPendingChanges()
    }

    private func runConstraintUpdates() {
        guard !pendingConstraintUpdates.isEmpty else { return }
        var views = pendingConstraintUpdates.compactMap(\.view)
        pendingConstraintUpdates.removeAll()
        views.sort { $0.layoutDepth > $1.layoutDepth }
        for view in views where view.needsUpdateConstraintsFlag {
            view.needsUpdateConstraintsFlag = false
            view.updateConstraints()
        }
    }

    /// Drops what belonged to deallocated items and constraints.
    private func sweep() {
        if items.contains(where: { $0.item == nil }) {
            for entry in items where entry.item == nil { entry.record.removeOwnConstraints(from: solver) }
            items.removeAll { $0.item == nil }
        }
        if active.contains(where: { $0.constraint == nil }) {
            for entry in active where entry.constraint == nil { solver.remove(entry.solverConstraint) }
            active.removeAll { $0.constraint == nil }
        }
    }

    /// Something changed in the solution: schedule a layout pass for the window, if any.
    func didChange(around view: UIView?) {
        isDirty = true
        if let window = view?.window { HeadlessLayoutScheduler.windowNeedsPass(window) }
    }

    /// Depth-first check whether `item` is `root` or lies below it.
    func isItem(_ item: AnyObject?, inSubtreeOf root: UIView) -> Bool {
        var current = item
        while let node = current {
            if node === root { return true }
            current = parent(of: node)
        }
        return false
    }

    /// `view` is about to leave its superview: constraints between its subtree and the rest are
    /// deactivated, as UIKit does.
    func viewWillLeaveSuperview(_ view: UIView) {
        guard !active.isEmpty else { return }
        var leaving: [NSLayoutConstraint] = []
        for entry in active {
            guard let constraint = entry.constraint else { continue }
            let inside = constraint.relatedItems.contains { isItem($0, inSubtreeOf: view) }
            if inside && !isItem(constraint.installedView, inSubtreeOf: view) { leaving.append(constraint) }
        }
        for constraint in leaving { deactivate(constraint) }
    }

    /// The item's last solved rectangle, relative to its parent.
    func solvedRect(of item: AnyObject) -> CGRect? { record(of: item)?.rect(in: solver) }
}

extension UIView {
    /// Number of views above this one.
    var layoutDepth: Int {
        var depth = 0
        var view = superviewStorage
        while let current = view {
            depth += 1
            view = current.superviewStorage
        }
        return depth
    }

    /// Whether the view's bounds size and center already match a solved rectangle.
    func matchesSolvedRect(_ rect: CGRect) -> Bool {
        let layer = backingLayer
        let size = layer.bounds.size
        let anchor = layer.anchorPoint
        let center = CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
        return abs(size.width - rect.width) < 1e-6 && abs(size.height - rect.height) < 1e-6
            && abs(layer.position.x - center.x) < 1e-6 && abs(layer.position.y - center.y) < 1e-6
    }

    /// `layoutSubviews()`'s default: constraint-based subviews move to their solved frames (bounds size and
    /// center, so a transform is kept, as in UIKit), each edge rounded to the nearest pixel of the screen
    /// (`pixelAligned(scale:)`).
    func applyEngineLayoutToSubviews() {
        guard layoutRecordsBelow else { return }
        let solver = HeadlessLayoutEngine.shared.solver
        let scale = UIView.layoutPixelScale
        for subview in subviewStorage where !subview.translatesAutoresizingMaskIntoConstraints {
            guard let record = subview.layoutRecord else { continue }
            let rect = record.rect(in: solver).headlessSanitized.pixelAligned(scale: scale)
            guard !subview.matchesSolvedRect(rect) else { continue }
            let anchor = subview.backingLayer.anchorPoint
            var bounds = subview.bounds
            bounds.size = CGSize(width: max(rect.width, 0), height: max(rect.height, 0))
            subview.bounds = bounds
            subview.center = CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
        }
    }

    /// Whether any subview takes part in Auto Layout (a quick exit for plain hierarchies).
    private var layoutRecordsBelow: Bool { subviewStorage.contains { $0.layoutRecord != nil } }

    /// Pixels per point of the grid Auto Layout rounds to: the screen's scale (every window is on
    /// `UIScreen.main`).
    static var layoutPixelScale: CGFloat { UIScreen.main.scale }
}

extension CGFloat {
    /// Rounded to the nearest multiple of `1 / scale` (halves away from zero: at 3×, 333.5 → 333.667);
    /// unchanged for a scale that is not positive and finite.
    func pixelRounded(scale: CGFloat) -> CGFloat {
        guard scale.isFinite, scale > 0, isFinite else { return self }
        return (self * scale).rounded() / scale
    }
}

extension CGRect {
    /// Each edge rounded to the nearest pixel (`pixelRounded(scale:)`), the size following from the rounded
    /// edges, so adjacent views that share an edge still share it. How UIKit places views Auto Layout
    /// positions: Apple does not document it; on a device an edge solved at 333.5 pt on a 3× screen reads
    /// 333.667 (a view pinned 333.5 pt from its superview's leading edge: `frame.minX`).
    func pixelAligned(scale: CGFloat) -> CGRect {
        let left = origin.x.pixelRounded(scale: scale)
        let top = origin.y.pixelRounded(scale: scale)
        return CGRect(
            x: left, y: top, width: (origin.x + size.width).pixelRounded(scale: scale) - left,
            height: (origin.y + size.height).pixelRounded(scale: scale) - top)
    }
}
#endif
