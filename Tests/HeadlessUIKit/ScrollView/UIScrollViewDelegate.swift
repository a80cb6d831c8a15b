#if os(Linux)
import Foundation

/// Reacts to scrolling (UIKit's `UIScrollViewDelegate`, iOS 2+; every member optional in UIKit).
///
/// Each member is a plain requirement whose default (below) behaves as an unimplemented method does in
/// UIKit. Call order for a drag and release: `scrollViewWillBeginDragging` → `scrollViewDidScroll`… →
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` →
/// `scrollViewDidEndDragging(_:willDecelerate:)` → (`scrollViewWillBeginDecelerating` →
/// `scrollViewDidScroll`… → `scrollViewDidEndDecelerating`).
@preconcurrency @MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed (by dragging, deceleration, animation or code).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The zoom scale changed (iOS 3.2+; zooming is not simulated).
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted after a drag (iOS 5+). `velocity` is in points per **millisecond**, as UIKit
    /// documents; change `targetContentOffset.pointee` to choose where deceleration stops.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` tells whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Deceleration (or a bounce back) is about to start.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Deceleration came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// `setContentOffset(_:animated: true)` or `scrollRectToVisible(_:animated: true)` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view to scale when zooming; default `nil` (no zooming).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Zooming is about to start (iOS 3.2+; not simulated).
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Zooming ended (not simulated).
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a status-bar tap may scroll to the top; default `true` (status-bar taps are not simulated).
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The scroll-to-top animation finished.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// `adjustedContentInset` changed (iOS 11+).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Not implemented: nothing happens.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Not implemented: nothing happens.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Not implemented: nothing happens.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Not implemented: the target stays.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Not implemented: nothing happens.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Not implemented: nothing happens.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Not implemented: nothing happens.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Not implemented: nothing happens.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Not implemented: no zooming view.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Not implemented: nothing happens.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Not implemented: nothing happens.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Not implemented: scrolling to the top is allowed.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Not implemented: nothing happens.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Not implemented: nothing happens.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
#endif
