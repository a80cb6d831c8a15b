#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Everything behind the sheet inside the container: the optional ``SheetPresentationController/backgroundView``
/// and the dimming above it. While nothing is dimmed it lets touches through — to the background view's
/// controls, else to the presenting controller's views, by returning their hit-test result (a view from
/// another hierarchy is a valid answer for `hitTest`, and UIKit then delivers the touch there).
final class SheetBackdropView: UIView {
    weak var runner: SheetRunner?
    private let dimmingView = UIView()
    private weak var background: UIView?

    /// Whether touches pass through (the current height is undimmed).
    var passesTouchesThrough = false

    /// Color of full dimming.
    var dimmingColor: UIColor? {
        get { dimmingView.backgroundColor }
        set { dimmingView.backgroundColor = newValue }
    }

    /// Dimming amount 0…1.
    var dimmingAlpha: CGFloat {
        get { dimmingView.alpha }
        set { dimmingView.alpha = newValue }
    }

    /// The layer whose opacity is the dimming (animated by settles the render server plays).
    var dimmingLayer: CALayer { dimmingView.layer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        dimmingView.isUserInteractionEnabled = false
        dimmingView.alpha = 0
        addSubview(dimmingView)
    }

    required init?(coder: NSCoder) { nil }

    func installBackground(_ view: UIView?, replacing old: UIView?) {
        old?.removeFromSuperview()
        background = view
        guard let view else { return }
        view.frame = bounds
        insertSubview(view, belowSubview: dimmingView)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        dimmingView.frame = bounds
        background?.frame = bounds
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard passesTouchesThrough, isUserInteractionEnabled, !isHidden, self.point(inside: point, with: event) else {
            return super.hitTest(point, with: event)
        }
        if let background, let hit = background.hitTest(convert(point, to: background), with: event), hit !== background
        {
            return hit
        }
        if let presenting = runner?.host?.sheetPresenter?.viewIfLoaded, presenting.window != nil {
            return presenting.hitTest(convert(point, to: presenting), with: event)
        }
        return nil
    }
}
#endif
