#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)
/// Calls `UIAdaptivePresentationControllerDelegate`'s optional methods. On Apple platforms they are
/// `@objc optional` and need `?()`; on Linux HeadlessUIKit models them as requirements with UIKit's
/// "not implemented" defaults. This is the one place that difference is spelled out.
@MainActor enum AdaptiveDelegateCalls {
    static func shouldDismiss(_ controller: UIPresentationController) -> Bool {
        guard let delegate = controller.delegate else { return true }
        #if canImport(UIKit)
        return delegate.presentationControllerShouldDismiss?(controller) ?? true
        #else
        return delegate.presentationControllerShouldDismiss(controller)
        #endif
    }

    static func willDismiss(_ controller: UIPresentationController) {
        #if canImport(UIKit)
        controller.delegate?.presentationControllerWillDismiss?(controller)
        #else
        controller.delegate?.presentationControllerWillDismiss(controller)
        #endif
    }

    static func didDismiss(_ controller: UIPresentationController) {
        #if canImport(UIKit)
        controller.delegate?.presentationControllerDidDismiss?(controller)
        #else
        controller.delegate?.presentationControllerDidDismiss(controller)
        #endif
    }

    static func didAttemptToDismiss(_ controller: UIPresentationController) {
        #if canImport(UIKit)
        controller.delegate?.presentationControllerDidAttemptToDismiss?(controller)
        #else
        controller.delegate?.presentationControllerDidAttemptToDismiss(controller)
        #endif
    }
}
#endif
