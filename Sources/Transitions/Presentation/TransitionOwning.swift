#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// A presentation controller that keeps the ``ModalTransition`` which created it alive.
///
/// UIKit holds transitioning delegates weakly but keeps the presentation controller for exactly the
/// presentation's lifetime, so a controller that owns its transition ties the two lifetimes together with no
/// bookkeeping — also when the presentation ends without the transition's own dismissal animator running
/// (a controller below dismissed the whole stack). ``SheetPresentationController`` adopts it; adopt it in your
/// own presentation controllers with a stored property.
@MainActor public protocol TransitionOwning: AnyObject {
    /// The transition that created this presentation controller; set by ``ModalTransition``, held strongly.
    var owningTransition: ModalTransition? { get set }
}
#endif
