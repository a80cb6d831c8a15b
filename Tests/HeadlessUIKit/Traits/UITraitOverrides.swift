#if os(Linux)
import Foundation

/// Per-view state that UIKit keeps on every view but few views use: the appearance override (one stored
/// field in `UIView`).
struct HeadlessViewExtras {
    var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
}

/// A controller's trait overrides: its own appearance override and the traits its parent set for it.
struct HeadlessControllerTraitOverrides {
    var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    weak var overridingParent: UIViewController?
    var fromParentTraits: UITraitCollection?

    /// The traits `parent` set with `setOverrideTraitCollection(_:forChild:)`, while it is still the parent.
    func fromParent(_ parent: UIViewController) -> UITraitCollection? {
        overridingParent === parent ? fromParentTraits : nil
    }
}

extension UITraitCollection {
    /// This collection with `style` in place of its appearance (itself for `.unspecified`).
    func overridingStyle(_ style: UIUserInterfaceStyle) -> UITraitCollection {
        guard style != .unspecified, style != userInterfaceStyle else { return self }
        return UITraitCollection(traitsFrom: [self, UITraitCollection(userInterfaceStyle: style)])
    }
}

extension UIView {
    /// The appearance this view and its subviews use regardless of the window's (iOS 13+); default
    /// `.unspecified` (inherit). Setting it changes `traitCollection.userInterfaceStyle` in the subtree
    /// and calls `traitCollectionDidChange(_:)` where the traits changed.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { appearanceExtras.userInterfaceStyle }
        set {
            guard appearanceExtras.userInterfaceStyle != newValue else { return }
            propagateTraitChanges()  // views that never reported their traits adopt them first
            appearanceExtras.userInterfaceStyle = newValue
            propagateTraitChanges()
        }
    }
}

extension UIViewController {
    /// The appearance this controller, its view and its children use regardless of their container's
    /// (iOS 13+); default `.unspecified`. Setting it calls `traitCollectionDidChange(_:)` where the traits
    /// changed.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle }
        set {
            guard traitOverrides.userInterfaceStyle != newValue else { return }
            adoptCurrentTraits()
            traitOverrides.userInterfaceStyle = newValue
            propagateTraitChange()
            viewStorage?.propagateTraitChanges()
        }
    }

    /// Overrides traits of the child `childViewController` (and so of its view and children): the child's
    /// traits are this controller's with `collection`'s specified traits laid over them; `nil` removes the
    /// override. Ignored (with a warning in `HeadlessDiagnostics`) when it is not a child, as UIKit
    /// requires a child (iOS 8+).
    public func setOverrideTraitCollection(
        _ collection: UITraitCollection?, forChild childViewController: UIViewController
    ) {
        guard childViewController.parent === self else {
            HeadlessDiagnostics.warn(
                "setOverrideTraitCollection(_:forChild:): \(type(of: childViewController)) is not a child; ignored")
            return
        }
        childViewController.adoptCurrentTraits()
        childViewController.traitOverrides.overridingParent = collection == nil ? nil : self
        childViewController.traitOverrides.fromParentTraits = collection
        childViewController.propagateTraitChange()
        childViewController.viewStorage?.propagateTraitChanges()
    }

    /// Lets controllers and views that never reported their traits adopt the current ones, so that the
    /// change that follows is reported against them.
    func adoptCurrentTraits() {
        propagateTraitChange()
        viewStorage?.propagateTraitChanges()
    }

    /// The traits set for `childViewController` with `setOverrideTraitCollection(_:forChild:)`, or `nil`.
    public func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childViewController.traitOverrides.fromParent(self)
    }
}
#endif
