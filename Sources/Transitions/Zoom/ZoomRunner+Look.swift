#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The zoom's look around the card, as the core's ``ZoomFrame`` sets it (``ZoomDeviceLook``): the source's copy
/// cross-fading inside the card (a snapshot of the source view taken as it is hidden, ``ZoomClipView/sourceSnapshot``),
/// the card's shadow (``ZoomClipView/shadowView``) and the covered page scaling about the screen's centre (the
/// host's ``ZoomRunnerHost/coveredView``): set with the frame on display frames, as keyframes while the render
/// server plays a motion (ZoomRunner+RenderSettle). However the zoom ends, the covered page is whole again.
extension ZoomRunner {
    /// Applies the covered page's scale in `frame` (the clip view applies the source copy's alpha and the shadow);
    /// at rest full screen the page is whole (nothing of it shows, and a rotation redraws the zoom at rest).
    func applyLook(_ frame: ZoomFrame) {
        guard let covered = host?.coveredView else { return }
        if scaledCoveredView !== covered {
            restoreCoveredPage()
            scaledCoveredView = covered
        }
        var scale = frame.coveredScale
        if case .presented = motion.state { scale = 1 }
        let transform = scale == 1 ? CGAffineTransform.identity : CGAffineTransform(scaleX: scale, y: scale)
        if covered.transform != transform { covered.transform = transform }  // held still under a finger
    }

    /// The motion landed: the source's copy goes and the covered page is whole (it already is on the source; at rest
    /// full screen nothing of it shows).
    func finishLook() {
        resetLook()
    }

    /// Off screen, at rest or restarting: no source copy, the covered page at full size.
    func resetLook() {
        clipView.setSourceSnapshot(nil)
        restoreCoveredPage()
    }

    /// The covered page at full size now.
    func restoreCoveredPage() {
        scaledCoveredView?.transform = .identity
        scaledCoveredView = nil
    }

    /// `view` is about to be hidden in favour of the zoom: its copy, taken while it still shows, goes into the card
    /// (replacing one of another source).
    func sourceWillHide(_ view: UIView) {
        clipView.setSourceSnapshot(view.snapshotView(afterScreenUpdates: false))
    }

    /// `rect`, the source's frame in the container measured through the covered page's scale now, as it is in the
    /// whole page: the flights aim where the source is once the page is whole again (it is, when they land).
    func unscaledSourceRect(_ rect: CGRect, of view: UIView) -> CGRect {
        guard let page = scaledCoveredView, let superview = page.superview, let container = zoomContainer,
            view.isDescendant(of: page)
        else { return rect }
        let scale = page.transform.a
        guard scale != 1, scale.isFinite, scale > 0 else { return rect }
        let c = container.convert(page.center, from: superview)
        return CGRect(
            x: c.x + (rect.minX - c.x) / scale, y: c.y + (rect.minY - c.y) / scale, width: rect.width / scale,
            height: rect.height / scale)
    }
}
#endif
