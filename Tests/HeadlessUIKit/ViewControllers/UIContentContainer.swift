#if os(Linux)
import Foundation

/// An object that hosts content and adapts to size and trait changes (UIKit's `UIContentContainer`, iOS 8+).
///
/// Every requirement is required; `UIViewController` and `UIPresentationController` provide open defaults.
@preconcurrency @MainActor public protocol UIContentContainer: NSObjectProtocol {
    /// The preferred size of the container's content, in points.
    var preferredContentSize: CGSize { get }
    /// A child container's preferred content size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// A child container's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size to give a child container inside a parent of `parentSize`.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    /// The container's size is about to change (e.g. rotation).
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// The container's traits are about to change.
    func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}
#endif
