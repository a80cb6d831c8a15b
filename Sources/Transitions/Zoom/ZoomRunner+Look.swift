#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The zoom's look around the card, as the core's `ZoomFrame` sets it (`ZoomDeviceLook`): the source's copy
/// cross-fading inside the card (a snapshot of the source view taken as it is hidden, ``ZoomClipView/sourceSnapshot``),
/// the card's shadow (``ZoomClipView/shadowView``) and the covered page scaling about the screen's centre (the
/// host's ``ZoomRunnerHost/coveredView``): set with the frame on display frames, as keyframes while the render
/// server plays a motion (ZoomRunner+RenderSettle). However the zoom ends, the covered page is whole again.
extension ZoomRunner {
    /// Applies the covered page's scale in `frame` about the container's centre (the clip view applies the source
    /// copy's alpha and the shadow); at rest full screen the page is whole (nothing of it shows, and a rotation
    /// redraws the zoom at rest). A page with a transform of its own (a receded sheet, a zoom springing back on the
    /// render server: `UIView.carriesTransformOfItsOwn`) is left alone.
    func applyLook(_ frame: ZoomFrame) {
        guard let covered = host?.coveredView else { return }
        if scaledCoveredView !== covered {
            guard !covered.carriesTransformOfItsOwn else { return }
            restoreCoveredPage()
            scaledCoveredView = covered
            ZoomCoveredPages.insert(covered)
            coveredPivotOffset = pivotOffset(of: covered)
        }
        var scale = frame.coveredScale
        if case .presented = motion.state { scale = 1 }
        let transform = Self.coveredTransform(scale: scale, pivotOffset: coveredPivotOffset)
        if covered.transform != transform { covered.transform = transform }  // held still under a finger
    }

    /// A scale by `scale` about a point `pivotOffset` away from the view's centre (in its superview's space).
    nonisolated static func coveredTransform(scale: CGFloat, pivotOffset offset: CGPoint) -> CGAffineTransform {
        guard scale != 1 else { return .identity }
        return CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: (1 - scale) * offset.x, ty: (1 - scale) * offset.y)
    }

    /// How far the container's centre lies from `view`'s centre, in `view`'s superview's space (zero for a page that
    /// fills the screen).
    private func pivotOffset(of view: UIView) -> CGPoint {
        guard let container = zoomContainer, let superview = view.superview else { return .zero }
        let centre = superview.convert(CGPoint(x: container.bounds.midX, y: container.bounds.midY), from: container)
        return CGPoint(x: centre.x - view.center.x, y: centre.y - view.center.y)
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
        if let page = scaledCoveredView {
            page.transform = .identity
            ZoomCoveredPages.remove(page)
        }
        scaledCoveredView = nil
    }

    /// Whether this zoom sets its content's scale: not while a zoom over it scales the content as the page it
    /// covers (the content is that page): the two would write one transform, and the one drawn last — this zoom
    /// redrawn at rest inside a rotation's animation, say — would undo the other's.
    var scalesItsContent: Bool {
        guard let content = host?.zoomedController?.viewIfLoaded else { return true }
        return !ZoomCoveredPages.contains(content)
    }

    /// `view` is about to be hidden in favour of the zoom: its copy, taken while it still shows, goes into the card
    /// (replacing one of another source).
    func sourceWillHide(_ view: UIView) {
        clipView.setSourceSnapshot(view.snapshotView(afterScreenUpdates: false))
    }

    /// `rect`, the source's frame in the container measured through the covered page's scale now, as it is in the
    /// whole page: the flights aim where the source is once the page is whole again (it is, when they land).
    func unscaledSourceRect(_ rect: CGRect, of view: UIView) -> CGRect {
        guard let page = scaledCoveredView, let container = zoomContainer, view.isDescendant(of: page) else {
            return rect
        }
        let scale = page.transform.a
        guard scale != 1, scale.isFinite, scale > 0 else { return rect }
        let c = CGPoint(x: container.bounds.midX, y: container.bounds.midY)  // the pivot of the page's scale
        return CGRect(
            x: c.x + (rect.minX - c.x) / scale, y: c.y + (rect.minY - c.y) / scale, width: rect.width / scale,
            height: rect.height / scale)
    }
}

/// The pages zooms scale now as the page they cover (held weakly), so that the zoom whose content such a page is
/// leaves its scale to the zoom over it. Main-thread only; a handful of entries at most.
@MainActor enum ZoomCoveredPages {
    private struct Entry {
        weak var view: UIView?
    }
    private static var entries: [Entry] = []

    static func insert(_ view: UIView) {
        entries.removeAll { $0.view == nil || $0.view === view }
        entries.append(Entry(view: view))
    }

    static func remove(_ view: UIView) {
        entries.removeAll { $0.view == nil || $0.view === view }
    }

    static func contains(_ view: UIView) -> Bool {
        entries.contains { $0.view === view }
    }
}
#endif
