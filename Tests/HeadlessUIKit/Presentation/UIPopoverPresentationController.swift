#if os(Linux)
import Foundation

/// A popover's presentation controller (UIKit's `UIPopoverPresentationController`, iOS 8+), minimal: the
/// presented view fills the container, as a popover adapted to a compact width does; the anchor
/// properties are stored, and no arrow or bubble geometry is computed.
///
/// UIKit redeclares `delegate` as `UIPopoverPresentationControllerDelegate`; Swift cannot narrow an
/// inherited property's type, so here `delegate` keeps `UIAdaptivePresentationControllerDelegate`'s type,
/// and a delegate that also adopts `UIPopoverPresentationControllerDelegate` hears
/// `prepareForPopoverPresentation(_:)` when the presentation transition begins.
@preconcurrency @MainActor open class UIPopoverPresentationController: UIPresentationController {
    /// The arrow directions the popover may use; default `.any`.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any

    /// The view the popover points at; default `nil`.
    open var sourceView: UIView?

    /// The rectangle in `sourceView` the popover points at, pt; default zero.
    open var sourceRect: CGRect = .zero

    /// Whether the popover may cover `sourceRect`; default `false` (stored only) (iOS 9+).
    open var canOverlapSourceViewRect: Bool = false

    /// The arrow's direction: `.unknown`, since no popover geometry is computed.
    open var arrowDirection: UIPopoverArrowDirection { .unknown }

    /// Views the user can touch while the popover shows; default `nil` (stored only).
    open var passthroughViews: [UIView]?

    /// The popover's background color; default `nil` (stored only).
    open var backgroundColor: UIColor?

    /// Margins the popover keeps from the container's edges, pt; default zero (stored only).
    open var popoverLayoutMargins: UIEdgeInsets = .zero

    /// Tells a popover delegate to prepare, then begins as any presentation.
    open override func presentationTransitionWillBegin() {
        (delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        super.presentationTransitionWillBegin()
    }
}

/// The directions a popover's arrow can point (UIKit's `UIPopoverArrowDirection`).
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    /// The direction's bits.
    public let rawValue: UInt

    /// A direction from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Up, `1 << 0`.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down, `1 << 1`.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left, `1 << 2`.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right, `1 << 3`.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any of the four.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet (all bits set, as UIKit's `UIPopoverArrowDirectionUnknown`).
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// The popover's delegate (UIKit's `UIPopoverPresentationControllerDelegate`): every method optional,
/// modelled as requirements with UIKit's "absent" defaults. The repositioning callback, which takes an
/// autoreleasing pointer to a view, is not declared (Linux has no autoreleasing pointers).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate:
    UIAdaptivePresentationControllerDelegate
{
    /// The popover is about to be presented (iOS 8+).
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside dismisses the popover (deprecated in iOS 13; never asked here).
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool
    /// The popover was dismissed by a tap outside (deprecated in iOS 13; never called here).
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Default when not implemented: nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}

    /// Default when not implemented: `true`.
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool { true }

    /// Default when not implemented: nothing.
    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {}
}
#endif
