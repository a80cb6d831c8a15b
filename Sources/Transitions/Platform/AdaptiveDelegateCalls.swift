#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Calls `UIAdaptivePresentationControllerDelegate`'s optional methods. On Apple platforms they are
/// `@objc optional` and need `?()`; on Linux HeadlessUIKit models them as requirements with UIKit's
/// "not implemented" defaults. This is the one place that difference is spelled out (docs/architecture.md,
/// "Code that only runs on iOS"): each branch is the same call, one line.
@MainActor enum AdaptiveDelegateCalls {
    static func shouldDismiss(_ controller: UIPresentationController) -> Bool {
        shouldDismiss(controller, asking: controller.delegate)
    }

    static func willDismiss(_ controller: UIPresentationController) {
        willDismiss(controller, telling: controller.delegate)
    }

    static func didDismiss(_ controller: UIPresentationController) {
        didDismiss(controller, telling: controller.delegate)
    }

    static func didAttemptToDismiss(_ controller: UIPresentationController) {
        didAttemptToDismiss(controller, telling: controller.delegate)
    }

    // The same calls on a given delegate (for delegates that forward to another one).

    static func shouldDismiss(
        _ controller: UIPresentationController, asking delegate: (any UIAdaptivePresentationControllerDelegate)?
    ) -> Bool {
        guard let delegate else { return true }
        #if canImport(UIKit)
        return delegate.presentationControllerShouldDismiss?(controller) ?? true
        #else
        return delegate.presentationControllerShouldDismiss(controller)
        #endif
    }

    static func willDismiss(
        _ controller: UIPresentationController, telling delegate: (any UIAdaptivePresentationControllerDelegate)?
    ) {
        #if canImport(UIKit)
        delegate?.presentationControllerWillDismiss?(controller)
        #else
        delegate?.presentationControllerWillDismiss(controller)
        #endif
    }

    static func didDismiss(
        _ controller: UIPresentationController, telling delegate: (any UIAdaptivePresentationControllerDelegate)?
    ) {
        #if canImport(UIKit)
        delegate?.presentationControllerDidDismiss?(controller)
        #else
        delegate?.presentationControllerDidDismiss(controller)
        #endif
    }

    static func didAttemptToDismiss(
        _ controller: UIPresentationController, telling delegate: (any UIAdaptivePresentationControllerDelegate)?
    ) {
        #if canImport(UIKit)
        delegate?.presentationControllerDidAttemptToDismiss?(controller)
        #else
        delegate?.presentationControllerDidAttemptToDismiss(controller)
        #endif
    }
}
#endif
