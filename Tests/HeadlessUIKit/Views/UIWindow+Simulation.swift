#if os(Linux)
import Foundation

extension UIWindow {
    func replaceRootViewController(with controller: UIViewController?) {
        let old = rootControllerStorage
        guard old !== controller else { return }
        if let old {
            if isVisibleStorage, old.isViewLoaded, old.view.superview === self {
                old.beginAppearanceTransition(false, animated: false)
                old.view.removeFromSuperview()
                old.endAppearanceTransition()
            } else if old.isViewLoaded, old.view.superview === self {
                old.view.removeFromSuperview()
            }
            old.windowStorage = nil
        }
        rootControllerStorage = controller
        guard let controller else { return }
        controller.windowStorage = self
        let view: UIView = controller.view
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if isVisibleStorage {
            controller.beginAppearanceTransition(true, animated: false)
            addSubview(view)
            layoutIfNeeded()
            HeadlessClock.main.schedule(after: 0) { controller.endAppearanceTransition() }
        } else {
            addSubview(view)
        }
    }

    func showWindow() {
        guard !isVisibleStorage else { return }
        isVisibleStorage = true
        if UIScreen.main.bounds.size != bounds.size, frame.origin == .zero, HeadlessWindows.keyWindow === self {
            UIScreen.main.boundsStorage = CGRect(origin: .zero, size: bounds.size)
        }
        guard let root = rootControllerStorage else {
            layoutIfNeeded()
            return
        }
        root.beginAppearanceTransition(true, animated: false)
        layoutIfNeeded()
        HeadlessClock.main.schedule(after: 0) { root.endAppearanceTransition() }
    }

    /// Linux-only: simulates a rotation or window resize, as UIKit performs it.
    ///
    /// Order: if the size classes change, `willTransition(to:with:)` on the root controller (which
    /// forwards to children and presented controllers); then `viewWillTransition(to:with:)` on the root
    /// controller (forwarded likewise, and to presentation controllers). Then, inside a `duration`-long
    /// ease-in-out animation, the window resizes, the safe area and traits change (views and controllers
    /// get `traitCollectionDidChange(_:)`), layout runs and the coordinator's alongside animations run;
    /// the coordinator's completions run when the animation ends. `nil` arguments keep the current value.
    public func simulateSizeChange(
        to size: CGSize, safeAreaInsets: UIEdgeInsets? = nil,
        horizontalSizeClass: UIUserInterfaceSizeClass? = nil,
        verticalSizeClass: UIUserInterfaceSizeClass? = nil,
        duration: TimeInterval = 0.3
    ) {
        let newSize = CGSize(
            width: size.width.isFinite ? max(size.width, 0) : bounds.width,
            height: size.height.isFinite ? max(size.height, 0) : bounds.height)
        let seconds = duration.isFinite && duration > 0 ? duration : 0
        var traits = windowTraitsStorage ?? UIScreen.main.traitCollection.values
        if let horizontalSizeClass { traits.horizontalSizeClass = horizontalSizeClass }
        if let verticalSizeClass { traits.verticalSizeClass = verticalSizeClass }
        let oldTraits = windowTraitCollection
        let newTraits = UITraitCollection(values: traits)
        let coordinator = HeadlessTransitionCoordinator(sizeChangeIn: self, duration: seconds)
        if newTraits != oldTraits, let root = rootControllerStorage {
            root.willTransition(to: newTraits, with: coordinator)
        }
        rootControllerStorage?.viewWillTransition(to: newSize, with: coordinator)
        let fillsScreen = frame.origin == .zero && bounds.size == UIScreen.main.bounds.size
        let apply = {
            if fillsScreen { UIScreen.main.boundsStorage = CGRect(origin: .zero, size: newSize) }
            self.frame = CGRect(origin: self.frame.origin, size: newSize)
            if let safeAreaInsets {
                self.safeAreaStorage = safeAreaInsets
                self.safeAreaNeedsUpdate = true
                HeadlessSafeAreaCache.invalidate()
            }
            self.windowTraitsStorage = traits
            if newTraits != oldTraits { self.propagateWindowTraitChange() }
            self.markNeedsLayout()
            self.layoutIfNeeded()
            coordinator.runAlongsideAnimations()
        }
        if seconds > 0 {
            UIView.animate(
                withDuration: seconds, delay: 0, options: [], animations: apply,
                completion: { _ in coordinator.finishSizeChange() })
        } else {
            UIView.performWithoutAnimation(apply)
            coordinator.finishSizeChange()
        }
    }

    /// Tells every controller reachable from the root (children, presented controllers and their
    /// presentation controllers) and every view about changed traits.
    func propagateWindowTraitChange() {
        rootControllerStorage?.propagateTraitChange()
        propagateTraitChanges()
    }
}
#endif
