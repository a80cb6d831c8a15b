#if os(Linux)
import Foundation

extension UIViewController {
    /// The nearest ancestor navigation controller, if this controller was pushed onto one (directly or inside
    /// a child container) (UIKit's `navigationController`, iOS 2+).
    public var navigationController: UINavigationController? {
        var ancestor = parent
        while let controller = ancestor {
            if let navigation = controller as? UINavigationController { return navigation }
            ancestor = controller.parent
        }
        return nil
    }

    /// Extra top safe-area inset a navigation controller gives this child: its bar's height while the bar is
    /// shown (UIKit extends children under the translucent bar and moves their safe area below it).
    var navigationBarSafeAreaInset: CGFloat {
        guard let navigation = parentStorage as? UINavigationController else { return 0 }
        return navigation.barInset(for: self)
    }

    /// Whether a running navigation transition is adding this controller (`isMovingToParent`).
    var headlessIsMovingToParent: Bool {
        (parentStorage as? UINavigationController)?.isMoving(self, toParent: true) ?? false
    }

    /// Whether a running navigation transition is removing this controller (`isMovingFromParent`).
    var headlessIsMovingFromParent: Bool {
        (parentStorage as? UINavigationController)?.isMoving(self, toParent: false) ?? false
    }
}
#endif
