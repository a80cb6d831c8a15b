#if os(Linux)
import Foundation

/// The bar at the top of a navigation controller (UIKit's `UINavigationBar`, iOS 2+). HeadlessUIKit models
/// its geometry only: `headlessHeight` tall, just below the status bar (the window's top safe-area inset),
/// translucent, so the children's views extend under it and their safe area starts below it.
@preconcurrency @MainActor open class UINavigationBar: UIView {
    /// The bar's height in the compact, standard-title configuration, pt (UIKit: 44 pt on iPhone).
    public static let headlessHeight: CGFloat = 44

    /// Whether the bar is translucent; default `true` (stored only: children always extend under the bar).
    open var isTranslucent: Bool = true

    /// Whether large titles are preferred; default `false` (stored only: the bar keeps its compact height).
    open var prefersLargeTitles: Bool = false

    /// Creates a bar (required so that `UINavigationController(navigationBarClass:toolbarClass:)` can make a
    /// subclass from its type).
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decoding is not supported on Linux: creates an empty bar.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The navigation item shown (the top controller's), whose bar button items the bar lays out.
    weak var headlessTopItem: UINavigationItem?
    /// The item views the bar holds now.
    private var headlessItemViews: [UIView] = []

    /// The inset of the outermost items from the bar's edges and the space between items, pt (HeadlessUIKit's
    /// choice; UIKit's layout margins on iPhone are 16 pt).
    public static let headlessItemMargin: CGFloat = 16
    public static let headlessItemSpacing: CGFloat = 8

    /// Shows `item`'s bar button items: trailing items from the trailing edge inward, leading ones from the
    /// leading edge, each as tall as the bar and as wide as its `width`, its custom view's width, or 44 pt.
    func headlessShow(_ item: UINavigationItem?) {
        headlessTopItem?.headlessBar = nil
        headlessTopItem = item
        item?.headlessBar = self
        setNeedsLayout()
        layoutIfNeeded()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let leading = headlessTopItem?.leftBarButtonItems ?? []
        let trailing = headlessTopItem?.rightBarButtonItems ?? []
        let views = (leading + trailing).map(\.headlessItemView)
        for old in headlessItemViews where !views.contains(where: { $0 === old }) { old.removeFromSuperview() }
        headlessItemViews = views
        func width(_ item: UIBarButtonItem) -> CGFloat {
            if item.width > 0 { return item.width }
            if let custom = item.customView, custom.bounds.width > 0 { return custom.bounds.width }
            return 44
        }
        var x = Self.headlessItemMargin
        for item in leading {
            let view = item.headlessItemView
            if view.superview !== self { addSubview(view) }
            view.frame = CGRect(x: x, y: 0, width: width(item), height: bounds.height)
            x += width(item) + Self.headlessItemSpacing
        }
        x = bounds.width - Self.headlessItemMargin
        for item in trailing {
            let view = item.headlessItemView
            if view.superview !== self { addSubview(view) }
            x -= width(item)
            view.frame = CGRect(x: x, y: 0, width: width(item), height: bounds.height)
            x -= Self.headlessItemSpacing
        }
    }
}
#endif
