#if os(Linux)
import Foundation

extension UIViewController {
    /// `beginAppearanceTransition(_:animated:)`: will-appear/disappear when the state allows it, then the
    /// same for children (when forwarding automatically).
    func beginAppearance(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            appearanceAnimated = animated
            if reportedTraitCollection == nil { reportedTraitCollection = traitCollection }
            pendingIsAppearing = true
            viewWillAppear(animated)
            viewStorage?.markNeedsLayout()
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            appearanceAnimated = animated
            pendingIsAppearing = false
            viewWillDisappear(animated)
        default:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childStorage where child.isViewLoaded && child.view.isDescendant(of: view) {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// `endAppearanceTransition()`: did-appear/disappear to match the pending will-, then children.
    func endAppearance() {
        switch appearanceState {
        case .appearing:
            fireIsAppearingIfPending()
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
        default:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childStorage where child.isViewLoaded {
            child.endAppearanceTransition()
        }
    }

    /// Calls `viewIsAppearing(_:)` once per appearance (from the first layout pass in a window, or at
    /// the latest right before `viewDidAppear`).
    func fireIsAppearingIfPending() {
        guard pendingIsAppearing else { return }
        pendingIsAppearing = false
        viewIsAppearing(appearanceAnimated)
    }

    // MARK: - Containment

    func attachChild(_ child: UIViewController) {
        guard child !== self, child.parentStorage !== self else { return }
        child.willMove(toParent: self)
        child.parentStorage?.childStorage.removeAll { $0 === child }
        childStorage.append(child)
        child.parentStorage = self
    }

    func detachFromParent() {
        guard let parent = parentStorage else { return }
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
        didMove(toParent: nil)
    }
}
#endif
