#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension SheetPresentationController {
    /// The container's traits changed (the appearance turned dark, the text size, a size class without a size
    /// change, …): the detents are re-resolved in the next layout pass, animated like ``animateChanges(_:)``, so a
    /// custom detent that reads only its context follows, as UIKit's `invalidateDetents()` promises: "You don't
    /// need to call this method … if your custom detents only use information from the passed-in context."
    ///
    /// UIKit's automatic trait tracking (iOS 17) records which traits a resolver read; the reads of a
    /// `UITraitCollection` cannot be observed from outside UIKit, so this re-resolves on every change of the
    /// container's traits, on every iOS: a resolver that did not read the changed trait returns the same height,
    /// and the sheet does not move. A change that comes with a new container size is laid out at once, as before.
    func containerTraitsDidChange() {
        guard let containerView, appliedPosition != nil else { return }
        pendingDetentInvalidation = .spring(behavior.spring)
        containerView.setNeedsLayout()
    }
}
#endif
