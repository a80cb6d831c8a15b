#if os(Linux)
import Foundation

extension UIViewController {
    /// The nearest ancestor tab bar controller, if this controller is one of its tabs (directly or inside a
    /// child container) (UIKit's `tabBarController`, iOS 2+).
    public var tabBarController: UITabBarController? {
        var ancestor = parent
        while let controller = ancestor {
            if let tabs = controller as? UITabBarController { return tabs }
            ancestor = controller.parent
        }
        return nil
    }

    /// The tab bar item, created on first access with the controller's title.
    var resolvedTabBarItem: UITabBarItem {
        if let item = tabBarItemStorage { return item }
        let item = UITabBarItem(title: title, image: nil, tag: 0)
        tabBarItemStorage = item
        return item
    }

    /// Extra bottom safe-area inset a tab bar controller gives this child: its bar's height while shown.
    var tabBarSafeAreaInset: CGFloat {
        guard let tabs = parentStorage as? UITabBarController else { return 0 }
        return tabs.tabBarInset(for: self)
    }
}
#endif
