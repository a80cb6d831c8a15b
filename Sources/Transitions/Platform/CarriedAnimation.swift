#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// A UIKit animation that carries a change we made inside someone else's animation block — a size change's
/// (`viewWillTransition(to:with:)` runs layout inside the rotation's animation, UIKit: "the coordinator …
/// animates any changes you make alongside") or the keyboard's: the views hold the new values at once while the
/// screen moves to them on UIKit's curve. A hidden view animated from 0 to 1 in the same block, with the block's
/// duration and curve (a nested block inherits both), tells how far that animation has come, so a read can give
/// what the screen shows now. Made only inside an animation block; removes itself when the animation ends.
@MainActor final class CarriedAnimation {
    private let probe: UIView
    private(set) var hasEnded = false

    /// Starts following the animation block being built, with the probe in `container`; `nil` outside an animation
    /// block (or with animations off), where a change shows at once. `onEnd` runs once, when the animation ends, given this.
    init?(in container: UIView, onEnd: @escaping @MainActor (CarriedAnimation) -> Void) {
        guard Self.isInsideAnimationBlock else { return nil }
        let probe = UIView()
        self.probe = probe
        probe.isHidden = true
        probe.isUserInteractionEnabled = false
        UIView.performWithoutAnimation {
            probe.alpha = 0
            container.addSubview(probe)
        }
        UIView.animate(
            withDuration: UIView.inheritedAnimationDuration, delay: 0, options: [],
            animations: { [probe] in probe.alpha = 1 },
            completion: { [weak self] _ in
                MainActor.assumeIsolated {
                    guard let self, !self.hasEnded else { return }
                    self.end()
                    onEnd(self)
                }
            })
    }

    /// Whether a change made now is carried by a UIKit animation (inside an animation block, animations on). Callers
    /// check it before making one: a display frame, outside any block, then allocates nothing.
    static var isInsideAnimationBlock: Bool {
        UIView.areAnimationsEnabled && UIView.inheritedAnimationDuration > 0
    }

    /// How much of its way the animation still has to go, as its curve shows it now: 1 at its start, 0 at its end.
    var remaining: Double {
        guard !hasEnded else { return 0 }
        let shown = Double((probe.layer.presentation() ?? probe.layer).opacity)
        return shown.isFinite ? 1 - shown : 0
    }

    /// Stops following (the probe leaves the container).
    func end() {
        hasEnded = true
        probe.removeFromSuperview()
    }
}
#endif
