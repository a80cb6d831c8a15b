#if os(Linux)
import Foundation

/// The navigation controller's root view: lays out the bar below the status bar over the children's
/// container (UIKit's `UILayoutContainerView`).
final class HeadlessNavigationView: UIView {
    weak var navigationController: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        navigationController?.layoutBar()
    }
}

/// The container of the children's views and of navigation transitions (UIKit's `UINavigationTransitionView`).
final class HeadlessNavigationTransitionView: UIView {}

extension UINavigationController {
    /// The bar spans the width, `UINavigationBar.headlessHeight` tall, just below the top safe-area inset
    /// (the status bar); the controller on screen fills the container when no transition moves it.
    func layoutBar() {
        guard let view = viewIfLoaded else { return }
        barStorage.frame = CGRect(
            x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: UINavigationBar.headlessHeight)
        barStorage.headlessShow((shownController ?? topViewController)?.navigationItem)
        if runningTransition == nil, let shown = shownController?.viewIfLoaded, shown.superview === transitionView {
            shown.frame = transitionView.bounds
        }
    }

    /// The top inset the bar adds to a child's safe area: its height while shown, else 0.
    func barInset(for child: UIViewController) -> CGFloat {
        barHiddenStorage ? 0 : UINavigationBar.headlessHeight
    }

    /// Children's safe areas change with the bar and with the stack.
    func invalidateChildrenSafeArea() {
        HeadlessSafeAreaCache.invalidate()
        for child in childStorage {
            guard let view = child.viewIfLoaded else { continue }
            view.safeAreaNeedsUpdate = true
            view.setNeedsLayout()
        }
        viewIfLoaded?.setNeedsLayout()
    }
}
#endif
