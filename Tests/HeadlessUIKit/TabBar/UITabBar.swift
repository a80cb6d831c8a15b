#if os(Linux)
import Foundation

/// The bar of tabs at the bottom of a tab bar controller (UIKit's `UITabBar`, iOS 2+).
///
/// HeadlessUIKit models its items, selection and geometry: inside a `UITabBarController` it spans the
/// width at the bottom, `headlessHeight` tall plus the bottom safe-area inset (the home indicator), and is
/// translucent, so the children extend under it and their safe area ends above it. Nothing is drawn.
/// `simulateTap(onItemAt:)` is how a user selects a tab.
@preconcurrency @MainActor open class UITabBar: UIView {
    /// The bar's height above the bottom safe-area inset, pt (UIKit: 49 pt on iPhone).
    public static let headlessHeight: CGFloat = 49

    /// The tab bar controller owning this bar, if any.
    weak var owningTabBarController: UITabBarController?

    /// The delegate (held weakly); a tab bar controller's bar has the controller as its delegate.
    weak open var delegate: (any UITabBarDelegate)?

    /// The items, leading first; default `nil`. A tab bar controller manages them for its bar.
    open var items: [UITabBarItem]?

    /// The selected item (held weakly); it should be one of `items`.
    weak open var selectedItem: UITabBarItem?

    /// Sets the items (the animation is not modelled).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
        if let selected = selectedItem, !(items ?? []).containsIdentical(selected) { selectedItem = nil }
    }

    /// Whether the bar is hidden; in a tab bar controller, hiding it gives the children's safe area back
    /// (from the next layout pass).
    open override var isHidden: Bool {
        didSet {
            if oldValue != isHidden { owningTabBarController?.invalidateTabChildrenSafeArea() }
        }
    }

    /// Whether the bar is translucent; default `true` (children always extend under the bar).
    open var isTranslucent: Bool = true

    /// The bar's tint color (stored only) (iOS 7+).
    open var barTintColor: UIColor?

    /// The tint of unselected items (stored only) (iOS 10+).
    open var unselectedItemTintColor: UIColor?

    /// The items' positioning (stored only) (iOS 7+).
    open var itemPositioning: UITabBar.ItemPositioning = .automatic

    /// The items' width, pt; 0 means automatic (stored only) (iOS 7+).
    open var itemWidth: CGFloat = 0

    /// The spacing between items, pt; 0 means automatic (stored only) (iOS 7+).
    open var itemSpacing: CGFloat = 0

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decoding is not supported on Linux: creates an empty bar.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The bar's height in a window: `headlessHeight` plus the bottom safe-area inset.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UITabBar.headlessHeight + safeAreaInsets.bottom)
    }
}

extension UITabBar {
    /// How items are placed across the bar (UIKit's `UITabBar.ItemPositioning`, iOS 7+).
    public enum ItemPositioning: Int, Sendable {
        /// Fill on compact widths, centered on regular widths.
        case automatic = 0
        /// Spread across the bar.
        case fill = 1
        /// Centered, with `itemWidth` and `itemSpacing`.
        case centered = 2
    }

    /// Linux-only: a user taps the item at `index`. In a tab bar controller this is a user's tab selection
    /// (the controller's delegate is asked `shouldSelect`, told `didSelect`); in a standalone bar the item
    /// becomes `selectedItem` and the delegate hears `tabBar(_:didSelect:)`. Taps out of range, on a
    /// disabled item, or on a hidden bar do nothing.
    public func simulateTap(onItemAt index: Int) {
        guard !isHidden, let items, items.indices.contains(index), items[index].isEnabled else { return }
        if let controller = owningTabBarController {
            controller.userSelect(index: index)
            return
        }
        selectedItem = items[index]
        delegate?.tabBar(self, didSelect: items[index])
    }
}

/// The tab bar's delegate (UIKit's `UITabBarDelegate`; every method optional, modelled as requirements
/// with do-nothing defaults; customizing is not modelled).
@preconcurrency @MainActor public protocol UITabBarDelegate: NSObjectProtocol {
    /// The user selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    /// Default when not implemented: nothing.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
#endif
