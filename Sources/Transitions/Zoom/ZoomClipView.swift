#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The zoom itself (the presentation controller's `presentedView`): a rounded, clipping window onto the
/// presented controller's view, which keeps its full-screen size and is scaled uniformly inside it. Applies
/// a `ZoomFrame` and answers VoiceOver's escape gesture with a user dismissal.
///
/// Its look: a snapshot of the source over the content (``sourceSnapshot``, aspect-filling the clip, at the
/// frame's `ZoomFrame.sourceAlpha`), and the card's shadow, which a clipping view cannot cast itself: a sibling
/// right below it (``shadowView``) with the same frame and corners, following it in and out of its superview.
final class ZoomClipView: UIView {
    weak var controller: ZoomPresentationController?
    /// The runner that draws into this view.
    weak var runner: ZoomRunner?
    /// The card's shadow (`ZoomDeviceLook`'s opacity, radius and offset), at the frame's
    /// `ZoomFrame.shadowAlpha` times its alpha; behind the card, so only the shadow around it shows.
    let shadowView = UIView()
    /// The source's copy over the content while the zoom flies (``ZoomRunner/sourceWillHide(_:)``).
    private(set) var sourceSnapshot: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        autoresizesSubviews = false  // the content's size is set explicitly on every frame
        layer.cornerCurve = .continuous
        shadowView.isUserInteractionEnabled = false
        shadowView.alpha = 0
        shadowView.backgroundColor = .black
        shadowView.layer.cornerCurve = .continuous
        shadowView.layer.shadowColor = UIColor.black.cgColor
        shadowView.layer.shadowOpacity = Float(ZoomDeviceLook.shadowOpacity)
        shadowView.layer.shadowRadius = ZoomDeviceLook.shadowRadius
        shadowView.layer.shadowOffset = ZoomDeviceLook.shadowOffset
    }

    /// The shadow goes wherever the card goes, right below it.
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if let superview {
            superview.insertSubview(shadowView, belowSubview: self)
        } else {
            shadowView.removeFromSuperview()
        }
    }

    /// Shows `snapshot` (a snapshot of the source view) over the content, replacing the one shown; `nil` removes it.
    func setSourceSnapshot(_ snapshot: UIView?) {
        if let sourceSnapshot, sourceSnapshot !== snapshot { sourceSnapshot.removeFromSuperview() }
        sourceSnapshot = snapshot
        guard let snapshot else { return }
        snapshot.isUserInteractionEnabled = false
        snapshot.alpha = 0
        addSubview(snapshot)
    }

    /// The source copy's scale in a clip of `size`: aspect-filling it, centred (1 for a copy without area).
    static func snapshotScale(copy: CGSize, clip size: CGSize) -> CGFloat {
        guard copy.width > 0, copy.height > 0 else { return 1 }
        return max(size.width / copy.width, size.height / copy.height)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `zoom`: own frame, corners and alpha from it, and `content` (destination size `contentSize`)
    /// scaled by `zoom.contentScale` about its center so that its frame is `zoom.content`.
    func apply(_ zoom: ZoomFrame, content: UIView?, contentSize: CGSize, scalesContent: Bool = true) {
        applyClip(zoom)
        layer.cornerRadius = zoom.cornerRadius
        alpha = CGFloat(zoom.alpha)
        // The shadow and the copy are laid out only while they show (not under a finger at rest, say).
        let shadowAlpha = CGFloat(zoom.shadowAlpha * zoom.alpha)
        if shadowAlpha > 0 {
            shadowView.frame = zoom.clip
            shadowView.layer.cornerRadius = zoom.cornerRadius
        }
        if shadowView.alpha != shadowAlpha { shadowView.alpha = shadowAlpha }
        if let snapshot = sourceSnapshot {
            let alpha = CGFloat(zoom.sourceAlpha)
            if alpha > 0 {
                if subviews.last !== snapshot { bringSubviewToFront(snapshot) }
                let scale = Self.snapshotScale(copy: snapshot.bounds.size, clip: zoom.clip.size)
                snapshot.transform = CGAffineTransform(scaleX: scale, y: scale)
                snapshot.center = CGPoint(x: zoom.clip.width / 2, y: zoom.clip.height / 2)
            }
            if snapshot.alpha != alpha { snapshot.alpha = alpha }
        }
        guard let content else { return }
        let scale = zoom.contentScale
        if scalesContent { content.transform = scale == 1 ? .identity : CGAffineTransform(scaleX: scale, y: scale) }
        content.bounds = CGRect(origin: .zero, size: contentSize)
        content.center = CGPoint(x: zoom.content.midX - zoom.clip.minX, y: zoom.content.midY - zoom.clip.minY)
    }

    /// The clip's frame, or — turned by a pinch (`ZoomFrame.rotation`) — its bounds and center under a rotation.
    private func applyClip(_ zoom: ZoomFrame) {
        if zoom.rotation == 0 {
            if transform != .identity { transform = .identity }
            frame = zoom.clip
            return
        }
        transform = .identity
        bounds = CGRect(origin: .zero, size: zoom.clip.size)
        center = CGPoint(x: zoom.clip.midX, y: zoom.clip.midY)
        transform = CGAffineTransform(rotationAngle: zoom.rotation)
    }

    /// A card landing in its source takes no touch (they reach the page beneath). While the render server plays
    /// an opening or a spring back, the model frame already holds its end (full
    /// screen): a touch outside the clip as it is shown (its presentation layer) is not the zoom's, and goes to
    /// what is visible there. UIKit hit-tests model values only.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if runner?.passesTouchesThrough == true { return nil }  // landing in its source (ZoomRunner+TouchesInFlight)
        if runner?.renderSettle.isRunning == true, let shown = layer.presentation(), let superview,
            !shown.frame.contains(convert(point, to: superview))
        {
            return nil
        }
        return super.hitTest(point, with: event)
    }

    /// Leaving the window without a dismissal of its own (UIKit removes the presentations above a dismissed
    /// one without running their transitions) stops the zoom and gives its source view back.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { controller?.zoomViewDidLeaveWindow() }
    }

    /// VoiceOver's two-finger scrub: a user dismissal (honours `isModalInPresentation` and the delegate).
    override func accessibilityPerformEscape() -> Bool {
        guard let controller else { return false }
        UserDismissal.dismiss(controller)
        return true
    }
}
#endif
