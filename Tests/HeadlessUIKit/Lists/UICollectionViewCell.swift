#if os(Linux)
import Foundation

/// A view a collection view places from layout attributes and reuses (UIKit's
/// `UICollectionReusableView`, iOS 6+): supplementary views (headers, footers) and the base of cells.
@preconcurrency @MainActor open class UICollectionReusableView: UIView {
    /// Set by the collection view when it creates the view from a registration.
    var reuseIdentifierStorage: String?

    /// The identifier the view was registered under, or `nil` when it was not made by the collection view.
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// Linux-only: how the collection view creates a registered class (UIKit's runtime calls
    /// `initWithFrame:`); inherited by subclasses that provide (or inherit) `init(frame:)` and
    /// `init?(coder:)`, as UIKit subclasses do.
    public required convenience init(headlessReuseIdentifier reuseIdentifier: String) {
        self.init(frame: .zero)
        reuseIdentifierStorage = reuseIdentifier
    }

    /// Called just before the view is returned by a dequeue method; default does nothing for
    /// supplementary views (cells reset selection and highlight). Overrides must call `super`.
    open func prepareForReuse() {}

    /// Applies custom attributes after the collection view set the frame, alpha, transform, z-order and
    /// visibility; default does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The layout is about to change (not simulated beyond the call).
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The layout changed.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes the view prefers for self-sizing layouts (iOS 8+): a copy of `layoutAttributes`
    /// whose size is `systemLayoutSizeFitting` of its Auto Layout content (unchanged without constraints).
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let preferred = (layoutAttributes.copy() as? UICollectionViewLayoutAttributes) ?? layoutAttributes
        let measured = headlessMeasuredContent
        guard UITableView.hasConstraints(measured) else { return preferred }
        let size = measured.systemLayoutSizeFitting(layoutAttributes.size)
        if size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 { preferred.size = size }
        return preferred
    }

    /// The view whose constraints self-sizing measures (a cell's `contentView`).
    var headlessMeasuredContent: UIView { self }
}

/// An item of a collection view (UIKit's `UICollectionViewCell`, iOS 6+). Put content in `contentView`,
/// which always fills the cell (held there by priority-999 constraints rather than UIKit's autoresizing).
@preconcurrency @MainActor open class UICollectionViewCell: UICollectionReusableView {
    private var selectedFlag = false
    private var highlightedFlag = false

    /// The view holding the cell's content.
    public let contentView: UIView

    /// A cell with `frame`; its `contentView` fills it.
    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        installContentView()
    }

    /// Decoding is not supported on Linux: an empty cell.
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        installContentView()
    }

    /// `contentView` does not translate its autoresizing mask (UIKit's does); `headlessPinContentIfNeeded()`
    /// holds it to the cell's edges at priority 999 once its content uses constraints, so self-sizing
    /// content never conflicts with the estimated size the cell has before it is measured.
    private func installContentView() {
        contentView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentView)
    }

    private var contentPinned = false

    /// Pins `contentView` to the cell once its content uses Auto Layout (after any measurement), so cells
    /// without constraints stay out of the layout engine.
    func headlessPinContentIfNeeded() {
        guard !contentPinned, UITableView.hasConstraints(contentView) else { return }
        contentPinned = true
        let pins = [
            contentView.topAnchor.constraint(equalTo: topAnchor),
            contentView.leadingAnchor.constraint(equalTo: leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ]
        for pin in pins { pin.priority = UILayoutPriority(999) }
        NSLayoutConstraint.activate(pins)
    }

    /// Whether the cell is selected; default `false`. Subclasses observe it with `didSet`, as in UIKit.
    open var isSelected: Bool {
        get { selectedFlag }
        set {
            selectedFlag = newValue
            updateBackgrounds()
        }
    }

    /// Whether the cell is highlighted (finger down); default `false`.
    open var isHighlighted: Bool {
        get { highlightedFlag }
        set {
            highlightedFlag = newValue
            updateBackgrounds()
        }
    }

    /// A view behind the content, filling the cell.
    open var backgroundView: UIView? {
        didSet { replace(oldValue, with: backgroundView, at: 0) }
    }

    /// A view shown behind the content while selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet { replace(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
    }

    /// Resets selection and highlight; overrides must call `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
        isSelected = false
    }

    /// Keeps `contentView` and the backgrounds filling the cell, then lays out Auto Layout content.
    open override func layoutSubviews() {
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        headlessPinContentIfNeeded()
        super.layoutSubviews()
    }

    override var headlessMeasuredContent: UIView { contentView }

    private func replace(_ old: UIView?, with new: UIView?, at index: Int) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new {
            insertSubview(new, at: index)
            new.frame = bounds
        }
        updateBackgrounds()
    }

    private func updateBackgrounds() {
        selectedBackgroundView?.isHidden = !(selectedFlag || highlightedFlag)
    }
}
#endif
