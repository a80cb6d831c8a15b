#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension UIViewController {
    /// The ``SheetPresentationController`` presenting this controller, while it is presented as a sheet; before
    /// presentation, the sheet that `usesSheetPresentation` set up (the object a plain `present` then presents);
    /// `nil` otherwise. Reading it never asks UIKit for a presentation controller (UIKit caches the first one it
    /// creates, so an early read would break a later custom presentation).
    public var sheet: SheetPresentationController? {
        if presentingViewController != nil, modalPresentationStyle == .custom,
            let live = presentationController as? SheetPresentationController
        {
            return live
        }
        return activeSheetSetup?.sheet(for: self)
    }

    /// Replaces the sheet this controller presents with another, in one call (a "double sheet"): the
    /// current sheet is dismissed completely first (animated), then `viewController` is presented with
    /// `transition`; `completion` runs once, after the new sheet has appeared. With nothing presented it
    /// simply presents. While the current sheet is already being dismissed the call is ignored (like a UIKit
    /// `present` during a transition) and `completion` is not called.
    public func replacePresentedSheet(
        with viewController: UIViewController, using transition: ModalTransition, animated: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        guard let current = presentedViewController else {
            present(viewController, using: transition, animated: animated, completion: completion)
            return
        }
        guard !current.isBeingDismissed else { return }
        dismiss(animated: animated) { [weak self] in
            self?.present(viewController, using: transition, animated: animated, completion: completion)
        }
    }
}
#endif
