#if os(Linux)
import Foundation

/// A reusable section header or footer (UIKit's `UITableViewHeaderFooterView`, iOS 6+).
///
/// Register its class with `register(_:forHeaderFooterViewReuseIdentifier:)`, dequeue it in the
/// delegate's `tableView(_:viewForHeaderInSection:)`. The table view also uses one to show a data source's
/// `tableView(_:titleForHeaderInSection:)` text in `textLabel`.
@preconcurrency @MainActor open class UITableViewHeaderFooterView: UIView {
    private let reuseIdentifierStorage: String?
    private var textLabelStorage: UILabel?

    /// The view holding the content; add custom subviews here.
    public let contentView: UIView

    /// A header or footer reusable under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        reuseIdentifierStorage = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Decoding is not supported on Linux: a view without a reuse identifier.
    public required init?(coder: NSCoder) {
        reuseIdentifierStorage = nil
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// A view without a reuse identifier, then sized to `frame`.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Linux-only: how the table view creates a registered class (UIKit's runtime calls
    /// `initWithReuseIdentifier:`); inherited by subclasses that provide both designated initializers.
    public required convenience init(headlessReuseIdentifier reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// The title label; created on first access and added to `contentView`.
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel()
        contentView.addSubview(label)
        textLabelStorage = label
        setNeedsLayout()
        return label
    }

    /// A view behind the content (placed to fill the view).
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// The identifier the view was created with.
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// Called just before a reusable view is returned by `dequeueReusableHeaderFooterView`; default does
    /// nothing. Overrides must call `super`.
    open func prepareForReuse() {}

    /// Fills the view with `contentView` and `backgroundView`; the title label sits inside 16 pt margins.
    open override func layoutSubviews() {
        contentView.frame = bounds
        backgroundView?.frame = bounds
        textLabelStorage?.frame = contentView.bounds.insetBy(dx: 16, dy: 0)
        super.layoutSubviews()
    }
}
#endif
