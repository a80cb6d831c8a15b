#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Drives the visuals of an interactive dismissal that a ``PanToDismissDriver`` runs, instead of the driver's
/// default percent-driven scrubbing of the dismissal animator. Sheets and zoom transitions implement it: they
/// move views directly with their own physics, then call the driver's ``PanToDismissDriver/finish()`` or
/// ``PanToDismissDriver/cancel()`` and, once their motion lands, ``PanToDismissDriver/completeTransition()``.
@MainActor public protocol InteractiveDismissalHandler: AnyObject {
    /// UIKit started the interactive transition (`startInteractiveTransition(_:)`). The handler prepares its
    /// views in `context.containerView`.
    func interactiveDismissalDidStart(_ driver: PanToDismissDriver, context: any UIViewControllerContextTransitioning)

    /// The driver's own pan moved (only when the driver was installed on a view with
    /// ``PanToDismissDriver/install(on:dismissing:)``). Translation and velocity are in the container's
    /// coordinates (pt and pt/s).
    func interactiveDismissal(_ driver: PanToDismissDriver, didMove translation: CGPoint, velocity: CGPoint)

    /// The driver's own pan ended (`cancelled` when the system cancelled it). The handler decides, calls
    /// `finish()` or `cancel()`, animates, and calls `completeTransition()` when its views are at rest.
    func interactiveDismissal(
        _ driver: PanToDismissDriver, didEndWith translation: CGPoint, velocity: CGPoint, cancelled: Bool)
}

extension InteractiveDismissalHandler {
    /// Default: nothing (handlers that own their gesture never receive it).
    public func interactiveDismissal(_ driver: PanToDismissDriver, didMove translation: CGPoint, velocity: CGPoint) {}

    /// Default: finishes when the driver's threshold rules say so, else cancels; then completes at once.
    public func interactiveDismissal(
        _ driver: PanToDismissDriver, didEndWith translation: CGPoint, velocity: CGPoint, cancelled: Bool
    ) {
        if !cancelled && driver.shouldFinish(translation: translation, velocity: velocity) {
            driver.finish()
        } else {
            driver.cancel()
        }
        driver.completeTransition()
    }
}
#endif
