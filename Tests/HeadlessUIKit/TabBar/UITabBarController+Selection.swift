#if os(Linux)
import Foundation

/// The tab bar controller's root view: lays the bar out at the bottom (UIKit's `UILayoutContainerView`).
final class HeadlessTabBarControllerView: UIView {
    weak var tabBarController: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        tabBarController?.layoutTabBar()
    }
}

/// The container of the selected tab's view (UIKit's `UITransitionView`).
final class HeadlessTabContainerView: UIView {}

extension UITabBarController {
    /// Whether the controller's view is on screen (children get appearance callbacks).
    var isTabAppearanceVisible: Bool {
        guard let view = viewIfLoaded, view.window != nil else { return false }
        return appearanceState == .appeared || appearanceState == .appearing
    }

    /// `setViewControllers`: containment for removed and added controllers, then the selection rule.
    func replaceTabs(with requested: [UIViewController]?) {
        var accepted: [UIViewController] = []
        for controller in requested ?? [] {
            if accepted.containsIdentical(controller) || (controller.parent != nil && controller.parent !== self) {
                HeadlessDiagnostics.warn(
                    "setViewControllers(_:animated:) skipped a duplicate or another parent's child")
                continue
            }
            accepted.append(controller)
        }
        let old = tabControllers ?? []
        let previous = selectedViewController
        let previousIndex = selectedStorage
        var next: Int = NSNotFound
        if !accepted.isEmpty {
            if let previous, let index = accepted.firstIndex(where: { $0 === previous }) {
                next = index
            } else if accepted.indices.contains(previousIndex) {
                next = previousIndex
            } else {
                next = 0
            }
        }
        let newSelected = accepted.isEmpty ? nil : accepted[next]
        let visible = isTabAppearanceVisible
        let changes = previous !== newSelected
        if changes, visible { newSelected?.beginAppearanceTransition(true, animated: false) }
        if changes, visible { previous?.beginAppearanceTransition(false, animated: false) }
        if changes, let previous, previous.viewIfLoaded?.superview === tabContainer {
            previous.view.removeFromSuperview()
        }
        for controller in old where !accepted.containsIdentical(controller) {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        tabControllers = requested == nil && accepted.isEmpty ? nil : accepted
        selectedStorage = next
        for controller in accepted where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        barStorage.setItems(accepted.map { $0.tabBarItem }, animated: false)
        barStorage.selectedItem = newSelected?.tabBarItem
        if changes, let newSelected, isViewLoaded { install(newSelected) }
        invalidateTabChildrenSafeArea()
        if changes, visible {
            previous?.endAppearanceTransition()
            newSelected?.endAppearanceTransition()
        }
    }

    /// Programmatic selection of a valid index: the views switch at once (with appearance callbacks on
    /// screen); no delegate call.
    func select(index: Int) {
        guard let tabs = tabControllers, tabs.indices.contains(index) else { return }
        let from = selectedViewController
        let to = tabs[index]
        selectedStorage = index
        barStorage.selectedItem = to.tabBarItem
        guard from !== to else { return }
        let visible = isTabAppearanceVisible
        if visible { to.beginAppearanceTransition(true, animated: false) }
        if visible { from?.beginAppearanceTransition(false, animated: false) }
        if isViewLoaded {
            install(to)
            if let from, from.viewIfLoaded?.superview === tabContainer { from.view.removeFromSuperview() }
            view.layoutIfNeeded()
        }
        if visible {
            from?.endAppearanceTransition()
            to.endAppearanceTransition()
        }
    }

    /// A user's tap on tab `index`: `shouldSelect` (a `false` answer stops here), the selection, the bar's
    /// delegate method, then `didSelect`, which UIKit sends even when the tab was already selected. Tapping
    /// the selected tab again pops a navigation controller in it to its root, animated, as UIKit does.
    func userSelect(index: Int) {
        guard let tabs = tabControllers, tabs.indices.contains(index) else { return }
        let target = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: target) { return }
        let reselect = target === selectedViewController
        select(index: index)
        if reselect, let navigation = target as? UINavigationController {
            navigation.popToRootViewController(animated: true)
        }
        if let item = target.tabBarItem { tabBar(barStorage, didSelect: item) }
        delegate?.tabBarController(self, didSelect: target)
    }

    /// Puts `controller`'s view in the container, filling it.
    func install(_ controller: UIViewController) {
        let childView: UIView = controller.view
        childView.frame = tabContainer.bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if childView.superview !== tabContainer { tabContainer.addSubview(childView) }
    }

    /// The bar spans the width at the bottom: `UITabBar.headlessHeight` plus the bottom safe-area inset.
    func layoutTabBar() {
        guard let view = viewIfLoaded else { return }
        let height = UITabBar.headlessHeight + view.safeAreaInsets.bottom
        barStorage.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
    }

    /// The bottom inset the bar adds to a child's safe area: its height above the home indicator while
    /// shown, else 0.
    func tabBarInset(for child: UIViewController) -> CGFloat {
        barStorage.isHidden ? 0 : UITabBar.headlessHeight
    }

    /// Children's safe areas change with the bar and the selection.
    func invalidateTabChildrenSafeArea() {
        HeadlessSafeAreaCache.invalidate()
        for child in childStorage {
            guard let childView = child.viewIfLoaded else { continue }
            childView.safeAreaNeedsUpdate = true
            childView.setNeedsLayout()
        }
        viewIfLoaded?.setNeedsLayout()
    }
}
#endif
