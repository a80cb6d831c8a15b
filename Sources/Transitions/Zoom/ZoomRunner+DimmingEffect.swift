#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension ZoomRunner {
    /// The blur behind the zoom (``ZoomTransition/Options/dimmingVisualEffect``), if one is shown: a
    /// `UIVisualEffectView` filling the dimming view, so it fades in and out with the dimming (the zoom's
    /// progress, a drag's and a pinch's).
    var dimmingEffectView: UIVisualEffectView? {
        dimmingView.subviews.lazy.compactMap { $0 as? UIVisualEffectView }.first
    }

    /// Shows the options' dimming effect behind the zoom, or removes it (`nil`). Read when the zoom opens,
    /// closes, or a pinch takes it.
    func applyDimmingEffect() {
        let effect = options.dimmingVisualEffect
        if let view = dimmingEffectView {
            guard let effect else {
                view.removeFromSuperview()
                return
            }
            if view.effect !== effect { view.effect = effect }
            return
        }
        guard let effect else { return }
        let view = UIVisualEffectView(effect: effect)
        view.frame = dimmingView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.isUserInteractionEnabled = false
        dimmingView.addSubview(view)
    }
}
#endif
