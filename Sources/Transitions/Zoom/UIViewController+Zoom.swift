#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension UIViewController {
    /// The ``ZoomPresentationController`` presenting this controller, while it is presented with a
    /// ``ZoomTransition``; `nil` otherwise. Reading it never creates a presentation controller (UIKit caches the
    /// first one it creates, so an early read would break a later custom presentation).
    public var zoomPresentationController: ZoomPresentationController? {
        guard presentingViewController != nil, modalPresentationStyle == .custom else { return nil }
        return presentationController as? ZoomPresentationController
    }
}
#endif
