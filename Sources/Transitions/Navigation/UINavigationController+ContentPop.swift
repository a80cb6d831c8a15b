#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension UINavigationController {
    /// iOS 26's `interactiveContentPopGestureRecognizer` (the swipe back from anywhere), or `nil` before iOS 26.
    /// Read through the Objective-C runtime on iOS, so the library still compiles against SDKs older than 26
    /// (Xcode 16), where the property does not exist; HeadlessUIKit declares it.
    var contentPopGestureRecognizerIfAvailable: UIGestureRecognizer? {
        guard #available(iOS 26, *) else { return nil }
        #if canImport(HeadlessUIKit)
        return interactiveContentPopGestureRecognizer
        #else
        let getter = NSSelectorFromString("interactiveContentPopGestureRecognizer")
        guard responds(to: getter) else { return nil }
        return perform(getter)?.takeUnretainedValue() as? UIGestureRecognizer
        #endif
    }
}
#endif
