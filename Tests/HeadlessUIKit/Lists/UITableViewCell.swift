#if os(Linux)
import Foundation

/// A row of a table view (UIKit's `UITableViewCell`, iOS 2+).
///
/// Put custom content in `contentView`. The built-in styles create `textLabel` (and, except for
/// `.default`, `detailTextLabel`) on first access and lay them out inside the content view's margins
/// (a simplified layout: no typesetting, no image view). With a separator, `contentView` is one hairline
/// (1 / `UIScreen.main.scale` pt) shorter than the cell, as in UIKit. New cells are 320 × 44 pt. The
/// content view does not translate its autoresizing mask (UIKit's does); once its content uses Auto
/// Layout it is held to the cell by constraints of priority 999, so self-sizing content is measured
/// without conflicts.
@preconcurrency @MainActor open class UITableViewCell: UIView {
    private let cellStyle: CellStyle
    private let reuseIdentifierStorage: String?
    private var textLabelStorage: UILabel?
    private var detailTextLabelStorage: UILabel?
    private var imageViewStorage: UIImageView?
    private var selectedFlag = false
    private var highlightedFlag = false
    private var editingFlag = false
    /// The separator hairline below the content (0 when the table has no separators).
    var headlessSeparatorHeight: CGFloat = 1 / max(1, UIScreen.main.scale) {
        didSet {
            guard oldValue != headlessSeparatorHeight else { return }
            contentPins.last?.constant = -headlessSeparatorHeight
            setNeedsLayout()
        }
    }
    /// `contentView` pinned to the cell (top, leading, trailing, bottom above the separator) at priority
    /// 999 once its content uses constraints, so self-sizing content never conflicts with the height the
    /// cell has before it is measured (and cells without constraints stay out of the layout engine).
    private var contentPins: [NSLayoutConstraint] = []
    /// Set by the table view while it shows the cell.
    weak var headlessTableView: UITableView?

    /// The view holding the cell's content; add custom subviews here.
    public let contentView: UIView

    /// A cell of `style`, reusable under `reuseIdentifier` (iOS 3+). The frame is 320 × 44 pt.
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        reuseIdentifierStorage = reuseIdentifier
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        installContentView()
    }

    /// Decoding is not supported on Linux: a `.default` cell without a reuse identifier.
    public required init?(coder: NSCoder) {
        cellStyle = .default
        reuseIdentifierStorage = nil
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        contentView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentView)
        layoutContentView()
    }

    /// Pins `contentView` to the cell once its content uses Auto Layout (after measurement, so the pins
    /// never fight the content).
    func headlessPinContentIfNeeded() {
        guard contentPins.isEmpty, UITableView.hasConstraints(contentView) else { return }
        contentPins = [
            contentView.topAnchor.constraint(equalTo: topAnchor),
            contentView.leadingAnchor.constraint(equalTo: leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -headlessSeparatorHeight),
        ]
        for pin in contentPins { pin.priority = UILayoutPriority(999) }
        NSLayoutConstraint.activate(contentPins)
    }

    /// A `.default` cell without a reuse identifier (UIKit routes `init(frame:)` to the designated
    /// initializer); the frame is then set to `frame`.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Linux-only: how the table view creates a registered cell class (`.default` style), the way UIKit's
    /// runtime calls `initWithStyle:reuseIdentifier:` on the class. Swift needs a `required` initializer
    /// to construct a class chosen at run time; subclasses inherit this one as long as they provide (or
    /// inherit) both designated initializers, as UIKit subclasses do.
    public required convenience init(headlessReuseIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    // MARK: Content

    /// The main label; created on first access and added to `contentView`.
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel()
        contentView.addSubview(label)
        textLabelStorage = label
        setNeedsLayout()
        return label
    }

    /// The secondary label; `nil` for the `.default` style, else created on first access.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let detailTextLabelStorage { return detailTextLabelStorage }
        let label = UILabel()
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        detailTextLabelStorage = label
        setNeedsLayout()
        return label
    }

    /// The leading image view of the built-in styles; created on first access and added to `contentView`.
    /// While it has an image it sits at the leading margin, at its image's size, and the labels start
    /// 16 pt after it (UIKit's exact metrics vary by style and are not published).
    open var imageView: UIImageView? {
        if let imageViewStorage { return imageViewStorage }
        let view = UIImageView()
        contentView.addSubview(view)
        imageViewStorage = view
        setNeedsLayout()
        return view
    }

    /// A view behind the content (stored; placed to fill the cell).
    open var backgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: backgroundView) }
    }

    /// A view shown behind the content while selected or highlighted (stored; placed to fill the cell).
    open var selectedBackgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: selectedBackgroundView) }
    }

    /// The selected background used when the table allows multiple selection (iOS 5+; stored only).
    open var multipleSelectionBackgroundView: UIView?

    /// The identifier the cell was created with, or `nil` for a cell that is not reused.
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// Called just before a reusable cell is returned by `dequeueReusableCell`; resets selection and
    /// highlighting. Overrides must call `super`.
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
        setEditing(false, animated: false)
    }

    // MARK: State

    /// How the cell looks when selected; default `.default`.
    open var selectionStyle: UITableViewCell.SelectionStyle = .default

    /// Whether the cell is selected; setting it calls `setSelected(_:animated: false)`. Default `false`.
    open var isSelected: Bool {
        get { selectedFlag }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted (finger down); setting it calls `setHighlighted(_:animated: false)`.
    open var isHighlighted: Bool {
        get { highlightedFlag }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Sets the selected state; `selectedBackgroundView` shows while selected unless `selectionStyle` is
    /// `.none`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedFlag = selected
        updateStateAppearance()
    }

    /// Sets the highlighted state; `selectedBackgroundView` shows while highlighted unless
    /// `selectionStyle` is `.none`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedFlag = highlighted
        updateStateAppearance()
    }

    /// The editing style the table view gave the cell; default `.none`.
    open internal(set) var editingStyle: UITableViewCell.EditingStyle = .none

    /// Whether the reorder control shows while editing (stored only); default `false`.
    open var showsReorderControl: Bool = false

    /// Whether the content indents while editing (stored only); default `true`.
    open var shouldIndentWhileEditing: Bool = true

    /// The standard accessory (stored only: nothing is drawn and `contentView` keeps its width); default
    /// `.none`.
    open var accessoryType: UITableViewCell.AccessoryType = .none

    /// A custom accessory view (stored only).
    open var accessoryView: UIView?

    /// The accessory while editing (stored only); default `.none`.
    open var editingAccessoryType: UITableViewCell.AccessoryType = .none

    /// A custom accessory while editing (stored only).
    open var editingAccessoryView: UIView?

    /// The content's indentation level (stored only); default 0.
    open var indentationLevel: Int = 0

    /// The width of one indentation level, in points (stored only); default 10.
    open var indentationWidth: CGFloat = 10

    /// Insets of the separator below the cell (stored only; iOS 7+); default left 16 pt.
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    /// Whether the cell shows editing controls; setting it calls `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editingFlag }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing (no controls are drawn).
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingFlag = editing
    }

    /// Whether the delete confirmation button shows; always `false` (swipe to delete is not simulated).
    open var showingDeleteConfirmation: Bool { false }

    /// Called before the cell changes editing state; default does nothing.
    open func willTransition(to state: UITableViewCell.StateMask) {}

    /// Called after the cell changed editing state; default does nothing.
    open func didTransition(to state: UITableViewCell.StateMask) {}

    // MARK: Layout

    /// Lays out `contentView` (the cell minus the separator hairline), the background views and the
    /// built-in labels, then Auto Layout content.
    open override func layoutSubviews() {
        layoutContentView()
        headlessPinContentIfNeeded()
        super.layoutSubviews()
    }

    private func layoutContentView() {
        let height = max(0, bounds.height - headlessSeparatorHeight)
        contentView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        layoutBuiltInLabels()
    }

    /// The built-in styles, simplified: labels share the content view's margins (16 pt leading/trailing).
    private func layoutBuiltInLabels() {
        var area = contentView.bounds.insetBy(dx: 16, dy: 0)
        guard area.width > 0 else { return }
        if let imageView = imageViewStorage, let size = imageView.image?.size, size.width > 0 {
            imageView.frame = CGRect(
                x: area.minX, y: area.midY - size.height / 2, width: size.width, height: size.height)
            area = CGRect(
                x: area.minX + size.width + 16, y: area.minY, width: max(area.width - size.width - 16, 0),
                height: area.height)
        }
        switch cellStyle {
        case .default:
            textLabelStorage?.frame = area
        case .value1, .value2:
            let half = area.width / 2
            textLabelStorage?.frame = CGRect(x: area.minX, y: area.minY, width: half, height: area.height)
            detailTextLabelStorage?.frame = CGRect(x: area.midX, y: area.minY, width: half, height: area.height)
            detailTextLabelStorage?.textAlignment = cellStyle == .value1 ? .right : .left
            textLabelStorage?.textAlignment = cellStyle == .value2 ? .right : .natural
        case .subtitle:
            let half = area.height / 2
            textLabelStorage?.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: half)
            detailTextLabelStorage?.frame = CGRect(x: area.minX, y: area.midY, width: area.width, height: half)
        }
    }

    private func replaceBackground(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new {
            insertSubview(new, at: 0)
            new.frame = bounds
        }
        selectedBackgroundView?.isHidden = !(selectedFlag || highlightedFlag)
    }

    private func updateStateAppearance() {
        let showsState = (selectedFlag || highlightedFlag) && selectionStyle != .none
        selectedBackgroundView?.isHidden = !showsState
    }
}
#endif
