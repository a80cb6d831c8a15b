#if os(Linux)
import Foundation

/// A button in a navigation bar or toolbar (UIKit's `UIBarButtonItem`, iOS 2+).
///
/// The model UIKit documents: a title or image with a style, a system item, or a `customView`; a target and action
/// (recorded only on Linux, as for gesture recognizers) or a `primaryAction`. The bar shows each item through a
/// view of its own (UIKit's is private): the `customView` when there is one, else a plain view HeadlessUIKit
/// makes, `headlessItemView`, which a `UINavigationBar` lays out (see `UINavigationBar`).
@preconcurrency @MainActor open class UIBarButtonItem: UIBarItem {
    /// How a text or image item looks (UIKit's `UIBarButtonItem.Style`).
    public enum Style: Int, Sendable {
        /// Glows when tapped; the default.
        case plain = 0
        /// Deprecated in UIKit (iOS 8); kept for its raw value.
        case bordered = 1
        /// A done button (bold, or prominent on iOS 26).
        case done = 2
    }

    /// The system's own items (UIKit's `UIBarButtonItem.SystemItem`, raw values as the SDK's).
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
            bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case close = 24
    }

    /// The style; default `.plain`.
    open var style: Style = .plain
    /// A view shown in place of the standard button; default `nil`.
    open var customView: UIView?
    /// The action's target (held weakly, as UIKit does).
    weak open var target: AnyObject?
    /// The action (recorded only on Linux).
    open var action: Selector?
    /// The width of the item, pt; 0 (default) sizes it to its content.
    open var width: CGFloat = 0
    /// The action run when the item is tapped (iOS 14+); default `nil`.
    open var primaryAction: UIAction?
    /// The system item this button was made as, if any.
    private(set) var headlessSystemItem: SystemItem?
    private var madeItemView: UIView?

    /// An item with no title or image.
    public override init() {
        super.init()
    }

    /// A text item.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An image item.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// A system item.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        headlessSystemItem = systemItem
        style = systemItem == .done ? .done : .plain
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// An item with a title, an image, and an action run when tapped (iOS 14+).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }

    /// The view a bar shows for this item: the `customView`, else a view made once (Linux-only: UIKit's is
    /// private).
    public var headlessItemView: UIView {
        if let customView { return customView }
        if let madeItemView { return madeItemView }
        let view = UIView()
        madeItemView = view
        return view
    }
}

/// What a navigation bar shows for the controller on top (UIKit's `UINavigationItem`, iOS 2+): a title or title
/// view, and bar button items on the leading and trailing sides.
@preconcurrency @MainActor open class UINavigationItem: NSObject {
    /// The title; default `nil`.
    open var title: String?
    /// A view shown in place of the title; default `nil`.
    open var titleView: UIView?
    /// The item used as the back button of the controller pushed above; default `nil`.
    open var backBarButtonItem: UIBarButtonItem?
    /// The items on the leading side, first outermost; default empty.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { headlessItemsDidChange() } }
    /// The items on the trailing side, first outermost; default empty.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { headlessItemsDidChange() } }
    /// A bar that shows this item (to re-lay it out when its items change).
    weak var headlessBar: UINavigationBar?

    /// The first leading item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first trailing item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// An item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// An item with no title.
    public override init() {
        super.init()
    }

    private func headlessItemsDidChange() { headlessBar?.setNeedsLayout() }
}

extension UIViewController {
    /// The item a navigation bar shows while this controller is on top; made on first use (UIKit's
    /// `navigationItem`).
    public var navigationItem: UINavigationItem {
        if let navigationItemStorage { return navigationItemStorage }
        let item = UINavigationItem()
        navigationItemStorage = item
        return item
    }
}
#endif
