#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The sheet itself: a rounded, clipping view that hosts the presented controller's view (the
/// presentation controller's `presentedView`). Keeps its content filling it as its height changes, and
/// answers VoiceOver's escape gesture by dismissing when allowed.
final class SheetView: UIView {
    weak var runner: SheetRunner?
    /// The per-detent background effects behind the content (``SheetConfiguration/detentBackgroundEffects``).
    let backgroundEffects = SheetBackgroundEffects()

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        layer.cornerCurve = .continuous
    }

    required init?(coder: NSCoder) { nil }

    /// Hit-tests where the sheet is shown: while the render server plays a settle, the model frame already holds
    /// the settle's end, so a touch is mapped from the frame on screen (the presentation layer) into the sheet, and
    /// a finger can catch the sheet anywhere along its way (UIKit hit-tests model values only).
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        super.hitTest(shownPoint(point), with: event)
    }

    /// `point` (in this view's model coordinates) moved by how far the shown frame is from the model frame.
    private func shownPoint(_ point: CGPoint) -> CGPoint {
        let isRendering = runner?.renderSettle.isRunning == true || runner?.zoomDriver?.renderSettle.isRunning == true
        guard isRendering, let shown = layer.presentation() else { return point }
        let scale = transform.a != 0 && transform.a.isFinite ? transform.a : 1
        let model = layer.frame
        let onScreen = shown.frame
        return CGPoint(x: point.x + (model.minX - onScreen.minX) / scale, y: point.y + (model.minY - onScreen.minY) / scale)
    }

    /// Rounds `corners` (the inner side's, or all four: `SheetComposition.innerCorners`) by `radius`.
    func applyCorners(radius: CGFloat, corners: SheetCornerMask) {
        layer.cornerRadius = radius
        layer.maskedCorners = CACornerMask(rawValue: corners.rawValue)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard runner?.zoomDriver?.isDrawingCard != true else { return }  // a flying card scales the content
        runner?.host?.sheetContent.viewIfLoaded?.frame = bounds
    }

    /// The container's traits reach the sheet's detents (``SheetRunner/containerTraitsDidChange()``).
    /// UIKit calls this on every release (deprecated, not removed, from iOS 17); UIView's own does nothing.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        runner?.containerTraitsDidChange()
    }

    /// Leaving the window may mean UIKit removed the sheet without a dismissal of its own (see
    /// ``PresentationEndWatch``).
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { runner?.host?.sheetViewDidLeaveWindow() }
    }

    /// VoiceOver's two-finger scrub: a user dismissal (honours `isModalInPresentation` and the delegate).
    override func accessibilityPerformEscape() -> Bool {
        guard let host = runner?.host else { return false }
        host.sheetUserDidRequestDismissal()
        return true
    }
}
#endif
