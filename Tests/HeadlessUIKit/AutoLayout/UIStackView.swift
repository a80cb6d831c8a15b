#if os(Linux)
import Foundation

/// A view that lays out its arranged subviews in a row or column with Auto Layout (UIKit's
/// `UIStackView`). It makes the same kinds of constraints UIKit's does: a chain along the axis with
/// `spacing`, edges or centers across it per `alignment`, equal sizes for `.fillEqually`. Hidden arranged
/// subviews are left out of the chain. Simplified: `.fillProportionally`, `.equalSpacing` and
/// `.equalCentering` lay out as `.fill`; baseline alignments align bottoms (no text is drawn).
@preconcurrency @MainActor
open class UIStackView: UIView {
    private var arranged: [UIView] = []
    private var arrangement: [NSLayoutConstraint] = []

    /// A horizontal stack of `views` (each added as a subview).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// The views the stack arranges, in order.
    open var arrangedSubviews: [UIView] { arranged }

    /// The axis; default `.horizontal`.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { rebuildArrangement() } }
    /// Space between adjacent views along the axis, in points; default 0.
    open var spacing: CGFloat = 0 { didSet { rebuildArrangement() } }
    /// How views fill the axis; default `.fill`.
    open var distribution: UIStackView.Distribution = .fill { didSet { rebuildArrangement() } }
    /// How views align across the axis; default `.fill`.
    open var alignment: UIStackView.Alignment = .fill { didSet { rebuildArrangement() } }
    /// Whether the views are arranged inside the layout margins rather than the bounds; default `false`.
    open var isLayoutMarginsRelativeArrangement: Bool = false { didSet { rebuildArrangement() } }

    /// Adds `view` at the end of the arrangement (and as a subview).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arranged.count) }

    /// Inserts `view` into the arrangement at `stackIndex` (clamped).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arranged.removeAll { $0 === view }
        arranged.insert(view, at: min(max(stackIndex, 0), arranged.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        rebuildArrangement()
    }

    /// Removes `view` from the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arranged.removeAll { $0 === view }
        rebuildArrangement()
    }

    /// Removing an arranged subview from the hierarchy also removes it from the arrangement.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arranged.contains(where: { $0 === subview }) {
            arranged.removeAll { $0 === subview }
            rebuildArrangement()
        }
    }

    /// Re-arranges when hidden states changed, then lays out.
    open override func layoutSubviews() {
        if visibleCount != arranged.filter({ !$0.isHidden }).count { rebuildArrangement() }
        super.layoutSubviews()
    }

    private var visibleCount = 0

    private func rebuildArrangement() {
        NSLayoutConstraint.deactivate(arrangement)
        arrangement = []
        let views = arranged.filter { !$0.isHidden && $0.superview === self }
        visibleCount = views.count
        guard !views.isEmpty else { return setNeedsLayout() }
        let horizontal = axis == .horizontal
        let along: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal ? (.leading, .trailing) : (.top, .bottom)
        let across: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal ? (.top, .bottom, .centerY) : (.leading, .trailing, .centerX)
        let margins = isLayoutMarginsRelativeArrangement
        let container: AnyObject = margins ? layoutMarginsGuide : self
        func make(
            _ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation, _ b: AnyObject,
            _ ba: NSLayoutConstraint.Attribute, _ constant: CGFloat = 0
        ) {
            arrangement.append(
                NSLayoutConstraint(
                    item: a, attribute: aa, relatedBy: relation, toItem: b, attribute: ba, multiplier: 1,
                    constant: constant))
        }
        make(views[0], along.0, .equal, container, along.0)
        for (previous, next) in zip(views, views.dropFirst()) {
            make(next, along.0, .equal, previous, along.1, spacing)
            if distribution == .fillEqually {
                make(next, horizontal ? .width : .height, .equal, views[0], horizontal ? .width : .height)
            }
        }
        make(views[views.count - 1], along.1, .equal, container, along.1)
        for view in views {
            switch alignment {
            case .fill:
                make(view, across.0, .equal, container, across.0)
                make(view, across.1, .equal, container, across.1)
            case .leading, .firstBaseline:
                make(view, across.0, .equal, container, across.0)
                make(view, across.1, .lessThanOrEqual, container, across.1)
            case .trailing, .lastBaseline:
                make(view, across.0, .greaterThanOrEqual, container, across.0)
                make(view, across.1, .equal, container, across.1)
            case .center:
                make(view, across.2, .equal, container, across.2)
                make(view, across.0, .greaterThanOrEqual, container, across.0)
                make(view, across.1, .lessThanOrEqual, container, across.1)
            }
        }
        NSLayoutConstraint.activate(arrangement)
        setNeedsLayout()
    }
}

extension UIStackView {
    /// How arranged views fill the stack's axis.
    public enum Distribution: Int, Sendable {
        /// Views keep their sizes; the one with the lowest hugging priority stretches.
        case fill = 0
        /// Views get equal sizes.
        case fillEqually = 1
        /// Sizes proportional to intrinsic sizes (laid out as `.fill` in HeadlessUIKit).
        case fillProportionally = 2
        /// Equal gaps (laid out as `.fill` in HeadlessUIKit).
        case equalSpacing = 3
        /// Equal center distances (laid out as `.fill` in HeadlessUIKit).
        case equalCentering = 4
    }

    /// How arranged views align across the stack's axis.
    public enum Alignment: Int, Sendable {
        /// Views fill the stack across the axis.
        case fill = 0
        /// Leading (horizontal stack: top) edges.
        case leading = 1
        /// First baselines (bottom edges in HeadlessUIKit).
        case firstBaseline = 2
        /// Centers.
        case center = 3
        /// Trailing (horizontal stack: bottom) edges.
        case trailing = 4
        /// Last baselines (bottom edges in HeadlessUIKit).
        case lastBaseline = 5

        /// The top edges (same as `.leading`).
        public static var top: Alignment { .leading }
        /// The bottom edges (same as `.trailing`).
        public static var bottom: Alignment { .trailing }
    }
}
#endif
