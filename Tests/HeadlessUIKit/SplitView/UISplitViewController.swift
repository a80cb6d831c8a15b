#if os(Linux)
import Foundation

/// A container of a primary and a secondary controller side by side (UIKit's `UISplitViewController`,
/// iOS 3.2+), minimal: containment, collapse and display modes, and column geometry.
///
/// - `isCollapsed` is `true` in a horizontally compact environment (every iPhone in portrait): only the
///   primary column's view is shown, filling the controller (the `.compact` column's in the column style);
///   expanded, the primary column is `primaryColumnWidth` wide beside or over the secondary.
/// - `displayMode` is `preferredDisplayMode`, or for `.automatic`: `.oneBesideSecondary` when the view is
///   wider than tall, `.secondaryOnly` otherwise (unconfirmed, see docs/headless-uikit.md); `show(_:)` and
///   `hide(_:)` of the primary column override it.
/// - The column style (`init(style:)`) wraps each column's controller in a navigation controller unless it
///   is one, as UIKit does; `viewController(for:)` answers the controller you set.
/// - Not modelled: collapsing the secondary onto the primary's navigation stack, the display-mode button,
///   gestures, and appearance callbacks when a column hides.
@preconcurrency @MainActor open class UISplitViewController: UIViewController {
    let styleStorage: Style
    var controllersStorage: [UIViewController] = []
    var columnControllers: [Column: UIViewController] = [:]
    var columnWrappers: [Column: UIViewController] = [:]
    var displayModeOverride: DisplayMode?
    var reportedDisplayMode: DisplayMode?
    var reportedCollapsed: Bool?

    /// Creates a classic split view controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        styleStorage = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Decoding is not supported on Linux: creates a classic split view controller.
    public required init?(coder: NSCoder) {
        styleStorage = .unspecified
        super.init(coder: coder)
    }

    /// Creates a column-style split view controller (iOS 14+).
    public init(style: UISplitViewController.Style) {
        styleStorage = style
        super.init(nibName: nil, bundle: nil)
    }

    /// The interface style chosen at initialization (iOS 14+).
    open var style: UISplitViewController.Style { styleStorage }

    /// The delegate (held weakly).
    weak open var delegate: (any UISplitViewControllerDelegate)?

    /// The child controllers: primary then secondary (in the column style, the columns' navigation
    /// controllers). Setting it replaces the children (the first is the primary, the last the secondary).
    open var viewControllers: [UIViewController] {
        get { styleStorage == .unspecified ? controllersStorage : columnChildren }
        set { replaceClassicChildren(with: newValue) }
    }

    /// Whether only one column shows: in a horizontally compact environment (iOS 8+).
    open var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }

    /// The preferred arrangement; default `.automatic` (iOS 8+).
    open var preferredDisplayMode: UISplitViewController.DisplayMode = .automatic {
        didSet {
            displayModeOverride = nil
            displayModeMayHaveChanged()
        }
    }

    /// The current arrangement, never `.automatic` (see the type's documentation) (iOS 8+).
    open var displayMode: UISplitViewController.DisplayMode { resolvedDisplayMode }

    /// Whether a swipe shows and hides the primary column; default `true` (stored only) (iOS 5.1+).
    open var presentsWithGesture: Bool = true

    /// Preferred primary width as a fraction of the view's width; default `automaticDimension` (iOS 8+).
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension

    /// Preferred primary width, pt; default `automaticDimension` (iOS 14+).
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension

    /// Minimum primary width, pt; default `automaticDimension` (0 here) (iOS 8+).
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension

    /// Maximum primary width, pt; default `automaticDimension` (unbounded here) (iOS 8+).
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension

    /// The primary column's width, pt: the preferred width, else the fraction of the view's width, else
    /// 320 pt (UIKit's default sidebar width), clamped to the minimum and maximum and to the view (iOS 8+).
    open var primaryColumnWidth: CGFloat { resolvedPrimaryWidth }

    /// The edge of the primary column; default `.leading` (stored only: leading is left) (iOS 11+).
    open var primaryEdge: UISplitViewController.PrimaryEdge = .leading

    /// The primary column's background; default `.none` (stored only) (iOS 13+).
    open var primaryBackgroundStyle: UISplitViewController.BackgroundStyle = .none

    /// The preferred split behavior; default `.automatic` (stored only) (iOS 14+).
    open var preferredSplitBehavior: UISplitViewController.SplitBehavior = .automatic

    /// Whether a button shows the secondary alone; default `false` (stored only) (iOS 14+).
    open var showsSecondaryOnlyButton: Bool = false

    /// Sets the controller of `column` (column style; wrapped in a navigation controller unless it is one)
    /// (iOS 14+).
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
        setColumn(vc, for: column)
    }

    /// The controller set for `column` (not its navigation wrapper) (iOS 14+).
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? {
        styleStorage == .unspecified ? classicController(for: column) : columnControllers[column]
    }

    /// Shows `column`: for the primary (or supplementary) column, `.oneBesideSecondary` when there is room,
    /// else `.oneOverSecondary` (iOS 14+).
    open func show(_ column: UISplitViewController.Column) {
        guard column == .primary || column == .supplementary else { return }
        displayModeOverride = isLandscapeLayout ? .oneBesideSecondary : .oneOverSecondary
        displayModeMayHaveChanged()
    }

    /// Hides `column`: hiding the primary (or supplementary) column leaves `.secondaryOnly` (iOS 14+).
    open func hide(_ column: UISplitViewController.Column) {
        guard column == .primary || column == .supplementary else { return }
        displayModeOverride = .secondaryOnly
        displayModeMayHaveChanged()
    }

    /// Shows `vc` as the secondary controller (UIKit's default for a split view controller without a
    /// delegate answer) (iOS 8+).
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if styleStorage == .unspecified {
            replaceClassicChildren(with: [controllersStorage.first, vc].compactMap { $0 })
        } else {
            setColumn(vc, for: .secondary)
        }
    }

    /// A view laying out the columns.
    open override func loadView() {
        let root = HeadlessSplitView(frame: UIScreen.main.bounds)
        root.splitViewController = self
        view = root
    }

    /// Traits changed: the collapsed state and display mode are re-evaluated.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        displayModeMayHaveChanged()
    }
}
#endif
