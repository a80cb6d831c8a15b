#if os(Linux)
import Foundation

extension UIViewController {
    /// Installs `view` as the root view (detaching the old one from this controller).
    func installView(_ view: UIView?) {
        if let old = viewStorage, old.owningViewController === self { old.owningViewController = nil }
        viewStorage = view
        view?.owningViewController = self
    }

    /// Sends a change of `preferredContentSize` to the parent, or to the presentation controller.
    func notifyPreferredContentSizeChange() {
        if let parent = parentStorage {
            parent.preferredContentSizeDidChange(forChildContentContainer: self)
        } else if presentingStorage != nil, let pc = presentationControllerStorage {
            pc.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// The running transition's coordinator for this controller, its parent's, or `nil`.
    var currentTransitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        if let coordinator = activeTransition?.visibleCoordinator { return coordinator }
        return parentStorage?.transitionCoordinator
    }

    /// The cached presentation controller, created lazily for the current style.
    var resolvedPresentationController: UIPresentationController? {
        if let cached = presentationControllerStorage { return cached }
        let created = HeadlessPresentationDriver.presentationController(for: self, presenting: nil, source: self)
        presentationControllerStorage = created
        return created
    }

    /// Traits: the active presentation controller's, else the parent's, else the window's.
    var resolvedTraitCollection: UITraitCollection {
        let base: UITraitCollection
        if presentingStorage != nil, let pc = presentationControllerStorage {
            base = pc.traitCollection
        } else if let parent = parentStorage {
            let inherited = parent.traitCollection
            let fromParent = traitOverrides.fromParent(parent)
            base = fromParent.map { UITraitCollection(traitsFrom: [inherited, $0]) } ?? inherited
        } else if let window = windowStorage ?? viewStorage?.window {
            // The window's own `overrideUserInterfaceStyle` reaches its root controller, as in UIKit.
            base = window.traitCollection
        } else {
            base = UIScreen.main.traitCollection
        }
        return base.overridingStyle(traitOverrides.userInterfaceStyle)
    }

    /// Calls `traitCollectionDidChange(_:)` on this controller, its children, its presented controller and
    /// that controller's presentation controller, where the traits changed since last seen.
    func propagateTraitChange() {
        let current = traitCollection
        if let previous = reportedTraitCollection, previous != current {
            reportedTraitCollection = current
            traitCollectionDidChange(previous)
        } else {
            reportedTraitCollection = current
        }
        for child in childStorage { child.propagateTraitChange() }
        if let presented = presentedStorage {
            if let pc = presented.presentationControllerStorage {
                let pcTraits = pc.traitCollection
                if let previous = pc.reportedTraitCollection, previous != pcTraits {
                    pc.reportedTraitCollection = pcTraits
                    pc.traitCollectionDidChange(previous)
                } else {
                    pc.reportedTraitCollection = pcTraits
                }
            }
            presented.propagateTraitChange()
        }
    }

    func forwardViewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in childStorage {
            let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
            child.viewWillTransition(to: childSize, with: coordinator)
        }
        if let presented = presentedStorage, let pc = presented.presentationControllerStorage {
            pc.viewWillTransition(to: size, with: coordinator)
        }
    }

    func forwardWillTransition(
        to traits: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        for child in childStorage { child.willTransition(to: traits, with: coordinator) }
        if let presented = presentedStorage, let pc = presented.presentationControllerStorage {
            pc.willTransition(to: traits, with: coordinator)
        }
    }
}
#endif
