#if os(Linux)
import Foundation

/// A view showing a visual effect behind its `contentView` (UIKit's `UIVisualEffectView`). Nothing is
/// rendered; the model UIKit documents is kept: `contentView` always fills the effect view, `effect` is
/// copied on set, and a subview added to the effect view itself (UIKit: "Do not add subviews directly to
/// UIVisualEffectView, use the contentView") is logged to `HeadlessDiagnostics` and added as asked.
///
/// An effect change applies at once, also inside an animation block (UIKit animates the blur radius; a
/// paused `UIViewPropertyAnimator` holding a blur at a fraction is not modelled).
@preconcurrency @MainActor open class UIVisualEffectView: UIView {
    /// The view to add content to; it fills the effect view.
    open var contentView: UIView { content }
    private let content = UIView()
    private var effectStorage: UIVisualEffect?

    /// The effect; `nil` shows no effect. Copied on set, as the SDK declares it.
    open var effect: UIVisualEffect? {
        get { effectStorage }
        set { effectStorage = newValue?.copy() as? UIVisualEffect }
    }

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        super.init(frame: .zero)
        self.effect = effect
        installContentView()
    }

    /// Decodes nothing (no nibs on Linux); an effect view without an effect.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        super.addSubview(content)
    }

    /// Adds `view` on top, logging UIKit's warning: content belongs in `contentView`.
    open override func addSubview(_ view: UIView) {
        if view !== content {
            HeadlessDiagnostics.warn(
                "\(type(of: self)) was asked to add a subview directly; add it to contentView instead.")
        }
        super.addSubview(view)
    }

    /// Keeps `contentView` filling the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if content.frame != bounds { content.frame = bounds }
    }

    /// Linux-only: whether the effect looks dark in the view's current traits (`nil` without a blur; a
    /// vibrancy effect answers for its blur). Adaptive styles (`.regular`, `.prominent`, the system
    /// materials) follow `userInterfaceStyle`; fixed ones do not.
    public var headlessEffectIsDark: Bool? {
        let blur = (effect as? UIBlurEffect) ?? (effect as? UIVibrancyEffect)?.blurEffect
        return blur?.style.isDark(in: traitCollection.userInterfaceStyle)
    }
}
#endif
