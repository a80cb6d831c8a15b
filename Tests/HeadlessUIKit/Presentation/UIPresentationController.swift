#if os(Linux)
import Foundation

/// Manages the views and chrome of a presentation (UIKit's `UIPresentationController`, iOS 8+).
///
/// Created by the transitioning delegate (`.custom`) or by the runtime for the standard styles, and
/// released after the dismissal completes. `containerView` is `nil` until the presentation transition
/// starts and again after the dismissal. Override points match UIKit's; see docs/headless-uikit.md for
/// when each is called.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIAppearanceContainer, UITraitEnvironment,
    UIContentContainer, UIFocusEnvironment
{
    let presentedStorage: UIViewController
    var presentingStorage: UIViewController?
    var containerStorage: UIView?
    var styleStorage: UIModalPresentationStyle
    var reportedTraitCollection: UITraitCollection?
    private var overrideTraits: UITraitCollection?

    /// A presentation controller for `presentedViewController`, presented by `presentingViewController`
    /// (which UIKit may replace with the actual presenting controller when the presentation starts).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presentedStorage = presentedViewController
        presentingStorage = presentingViewController
        styleStorage = presentedViewController.modalPresentationStyle
        super.init()
    }

    /// The presenting controller (the presented controller itself until a presentation resolves it).
    open var presentingViewController: UIViewController { presentingStorage ?? presentedStorage }

    /// The presented controller.
    open var presentedViewController: UIViewController { presentedStorage }

    /// The presentation style (`.custom` for controllers a transitioning delegate creates).
    open var presentationStyle: UIModalPresentationStyle { styleStorage }

    /// The view containing the presentation; `nil` outside a presentation.
    open var containerView: UIView? { containerStorage }

    /// Receives adaptivity and user-dismissal events; held weakly.
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// The style to adapt to in a horizontally compact environment.
    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }

    /// The style to adapt to for `traitCollection`; the base class answers `.none` (no adaptation) (iOS 8.3+).
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }

    /// Called just before the container lays out its subviews; default does nothing.
    open func containerViewWillLayoutSubviews() {}

    /// Called just after the container laid out its subviews; default does nothing.
    open func containerViewDidLayoutSubviews() {}

    /// The view to animate: the presented controller's view (or an ancestor wrapping it). Keep it side-effect free.
    open var presentedView: UIView? { presentedStorage.view }

    /// The presented view's frame at the end of the presentation; default the container's bounds.
    open var frameOfPresentedViewInContainerView: CGRect { containerStorage?.bounds ?? .zero }

    /// Whether the presentation covers the whole window (the container fills the window); default `true`.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenting view is removed when the presentation ends; default `false` (the presenting
    /// controller then gets no appearance callbacks for the whole cycle). Do not call super when overriding.
    open var shouldRemovePresentersView: Bool { false }

    /// The presentation transition is about to start (add chrome here); default does nothing.
    open func presentationTransitionWillBegin() {}

    /// The presentation transition ended; `false` means it was cancelled. Default does nothing.
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// The dismissal transition is about to start; default does nothing.
    open func dismissalTransitionWillBegin() {}

    /// The dismissal transition ended; `false` means it was cancelled. Default does nothing.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Traits that override the inherited ones for the presented controller (deprecated in iOS 17).
    open var overrideTraitCollection: UITraitCollection? {
        get { overrideTraits }
        set {
            overrideTraits = newValue
            presentedStorage.propagateTraitChange()
            presentedStorage.viewIfLoaded?.propagateTraitChanges()
        }
    }

    /// The traits: the presenting controller's (or the window's) with `overrideTraitCollection` applied.
    open var traitCollection: UITraitCollection {
        var values =
            (presentingStorage?.traitCollection ?? HeadlessWindows.keyWindow?.windowTraitCollection
            ?? UIScreen.main.traitCollection).values
        if let overrideTraits { values.merge(overrideTraits.values) }
        return UITraitCollection(values: values)
    }

    /// Called after the traits changed; default does nothing (deprecated in iOS 17).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: - UIContentContainer

    /// The presented controller's preferred content size.
    open var preferredContentSize: CGSize { presentedStorage.preferredContentSize }

    /// A child's preferred content size changed; default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// A child's fitting size changed; default does nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size for a child; default `parentSize`.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }

    /// The container is about to change size; the default forwards to the presented controller.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        let childSize = self.size(forChildContentContainer: presentedStorage, withParentContainerSize: size)
        presentedStorage.viewWillTransition(to: childSize, with: coordinator)
    }

    /// The traits are about to change; the default forwards to the presented controller.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        presentedStorage.willTransition(to: newCollection, with: coordinator)
    }
}
#endif
