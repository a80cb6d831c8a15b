#if os(Linux)
import Foundation

extension UIView {
    /// The view's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The view's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The view's leading edge (left: HeadlessUIKit lays out left to right only).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The view's trailing edge (right: left to right only).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The view's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The view's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The view's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The view's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The view's horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The view's vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The first baseline (the bottom edge: HeadlessUIKit draws no text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last baseline (the bottom edge: HeadlessUIKit draws no text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// The view's bounds inset by `safeAreaInsets`, as a layout guide (iOS 11+); kept current by each
    /// layout pass.
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }

    /// The view's bounds inset by its layout margins (plus the safe area when
    /// `insetsLayoutMarginsFromSafeArea`), as a layout guide.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins) }

    /// "A layout guide representing an area with a readable width within the view." (Apple, `readableContentGuide`),
    /// following Apple's three rules: "The readable content guide never extends beyond the view’s layout margin
    /// guide", "is vertically centered inside the layout margin guide" (it spans the margins guide's height), and
    /// "The readable content guide’s width is equal to or less than the readable width defined for the current
    /// dynamic text size." Apple publishes no readable widths: HeadlessUIKit uses 672 pt at the default (Large)
    /// text size, the width measured on an iPad (Use Your Loaf, "Readable Content Guides"), scaled with the body
    /// text size of the view's content size category (see ``readableWidth(for:)``), centered horizontally.
    public var readableContentGuide: UILayoutGuide { systemGuide(.readable) }

    /// The readable width HeadlessUIKit uses for a content size category, in points: 672 pt × the body text size
    /// / 17 pt (Large's body size); 672 pt for `.unspecified` (HeadlessUIKit's model; not UIKit API).
    public static func readableWidth(for category: UIContentSizeCategory) -> CGFloat {
        (672 * DynamicTypeSizes.size(.body, category) / 17).rounded()
    }

    /// The insets of ``readableContentGuide`` from the bounds: the effective layout margins, plus equal extra
    /// left and right insets where the margins guide is wider than the readable width.
    var readableContentInsets: UIEdgeInsets {
        var insets = effectiveLayoutMargins
        let marginWidth = max(bounds.width - insets.left - insets.right, 0)
        let readable = Self.readableWidth(for: traitCollection.preferredContentSizeCategory)
        if marginWidth > readable {
            let extra = ((marginWidth - readable) / 2).rounded(.down)
            insets.left += extra
            insets.right += marginWidth - readable - extra
        }
        return insets
    }

    /// How far the guide UIKit maintains in `role` is inset from the bounds: what the layout engine fixes the
    /// guide to, and its `layoutFrame` when no constraint uses it.
    func insets(of role: LayoutGuideRole) -> UIEdgeInsets {
        switch role {
        case .safeArea: return safeAreaInsets
        case .margins: return effectiveLayoutMargins
        case .readable: return readableContentInsets
        case .topLayoutSupport:
            return UIEdgeInsets(top: 0, left: 0, bottom: bounds.height - safeAreaInsets.top, right: 0)
        case .bottomLayoutSupport:
            return UIEdgeInsets(top: bounds.height - safeAreaInsets.bottom, left: 0, bottom: 0, right: 0)
        }
    }

    /// The guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] { layoutGuideStorage }

    /// Adds a guide to the view (its `owningView` becomes this view).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let previous = layoutGuide.owningViewStorage, previous !== self { previous.removeLayoutGuide(layoutGuide) }
        guard !layoutGuideStorage.contains(where: { $0 === layoutGuide }) else { return }
        layoutGuideStorage.append(layoutGuide)
        layoutGuide.owningViewStorage = self
    }

    /// Removes a guide; constraints that use it are deactivated.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuideStorage.contains(where: { $0 === layoutGuide }) else { return }
        let engine = HeadlessLayoutEngine.shared
        for entry in engine.active {
            guard let constraint = entry.constraint, constraint.relates(layoutGuide) else { continue }
            engine.deactivate(constraint)
        }
        layoutGuideStorage.removeAll { $0 === layoutGuide }
        layoutGuide.owningViewStorage = nil
    }

    /// The active constraints installed on this view (those whose items' nearest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { installedConstraints }

    /// Activates a constraint (the pre-iOS 8 form; prefer `isActive`).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }

    /// Activates constraints (the pre-iOS 8 form).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }

    /// Deactivates a constraint.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }

    /// Deactivates constraints.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// Whether the view's frame is under-determined by its constraints; HeadlessUIKit does not detect
    /// ambiguity and answers `false`.
    public var hasAmbiguousLayout: Bool { false }

    /// The margins the margins guide uses: `layoutMargins`, plus the safe area when
    /// `insetsLayoutMarginsFromSafeArea` (Apple, "Positioning content within layout margins").
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMarginsStorage
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins.top += safe.top
            margins.left += safe.left
            margins.bottom += safe.bottom
            margins.right += safe.right
        }
        return margins
    }

    private func systemGuide(_ role: LayoutGuideRole) -> UILayoutGuide {
        let existing: UILayoutGuide?
        switch role {
        case .safeArea: existing = systemGuides.safeArea
        case .margins: existing = systemGuides.margins
        case .readable: existing = systemGuides.readable
        case .topLayoutSupport, .bottomLayoutSupport: existing = nil
        }
        if let existing { return existing }
        let guide = UILayoutGuide()
        guide.systemRole = role
        guide.owningViewStorage = self
        switch role {
        case .safeArea:
            guide.identifier = "UIViewSafeAreaLayoutGuide"
            systemGuides.safeArea = guide
        case .margins:
            guide.identifier = "UIViewLayoutMarginsGuide"
            systemGuides.margins = guide
        case .readable, .topLayoutSupport, .bottomLayoutSupport:
            guide.identifier = "UIViewReadableContentGuide"
            systemGuides.readable = guide
        }
        return guide
    }

    /// `translatesAutoresizingMaskIntoConstraints` changed: the engine swaps the frame constraints for the
    /// content-size ones (or back) before the next layout.
    func autoLayoutModeDidChange() {
        guard let record = layoutRecord else { return }
        record.contentNeedsUpdate = true
        HeadlessLayoutEngine.shared.refreshOwnConstraints(of: self, record)
        HeadlessLayoutEngine.shared.didChange(around: self)
    }

    func requestConstraintUpdate() {
        guard !needsUpdateConstraintsFlag else { return }
        needsUpdateConstraintsFlag = true
        HeadlessLayoutEngine.shared.pendingConstraintUpdates.append(.init(view: self))
        markNeedsLayout()
    }

    func invalidateContentConstraints() {
        if let record = layoutRecord {
            HeadlessLayoutEngine.shared.isDirty = true
            record.contentNeedsUpdate = true
            HeadlessLayoutEngine.shared.didChange(around: self)
        }
        superview?.setNeedsLayout()
    }
}

/// A view's content hugging and compression resistance priorities (UIKit's defaults).
struct HeadlessLayoutPriorities {
    /// One priority per axis.
    struct PerAxis {
        var horizontal: UILayoutPriority
        var vertical: UILayoutPriority

        subscript(axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
            get { axis == .horizontal ? horizontal : vertical }
            set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
        }
    }

    var hugging = PerAxis(horizontal: .defaultLow, vertical: .defaultLow)
    var compression = PerAxis(horizontal: .defaultHigh, vertical: .defaultHigh)
}

extension UIView {
    /// `layoutMargins`' setter: the engine re-solves margin-dependent constraints at the next layout.
    func setLayoutMargins(_ margins: UIEdgeInsets) {
        layoutMarginsStorage = margins
        HeadlessLayoutEngine.shared.isDirty = true
        layoutMarginsDidChange()
        setNeedsLayout()
    }
}
#endif
