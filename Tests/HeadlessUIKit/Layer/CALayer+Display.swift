#if os(Linux)
import Foundation

extension CALayer {
    func lookUpAction(forKey event: String) -> (any CAAction)? {
        if let delegate, let action = delegate.action(for: self, forKey: event) {
            return action is NSNull ? nil : action
        }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        return type(of: self).defaultAction(forKey: event)
    }

    func markNeedsDisplay() {
        guard !needsDisplayFlag else { return }
        needsDisplayFlag = true
        // Display happens on the next run-loop turn; layers are driven from the main thread, as UIKit's.
        let pending = PendingDisplay(self)
        MainActor.assumeIsolated {
            HeadlessClock.main.schedule(after: 0) { pending.layer?.displayIfNeeded() }
        }
    }

    func performDisplay() {
        needsDisplayFlag = false
        guard let delegate else { return }
        delegateLacksDisplay = false
        delegate.display(self)
        guard delegateLacksDisplay else { return }
        delegate.layerWillDraw(self)
        (delegate as? UIView)?.drawForDisplay()
    }
}

/// A layer waiting for its display pass, held weakly (a layer is not Sendable; the pass runs on the main
/// thread, where the layer was marked).
private final class PendingDisplay: @unchecked Sendable {
    weak var layer: CALayer?
    init(_ layer: CALayer) { self.layer = layer }
}

extension UIView {
    /// Draws the view for its layer's display pass: `draw(_:)` with the bounds, as UIKit does for a view's
    /// backing layer (without a graphics context: nothing is rasterized on Linux).
    nonisolated func drawForDisplay() {
        MainActor.assumeIsolated { draw(bounds) }
    }

    /// The view's answer to its layer's action search, as UIKit's: outside an animation block `NSNull`
    /// (no implicit animation); inside one, for the layer's animatable properties, a `CABasicAnimation`
    /// of `event` carrying the block's duration (whose `fromValue` is the current model value).
    nonisolated public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        let animatable: Set<String> = [
            "bounds", "position", "transform", "opacity", "cornerRadius", "backgroundColor", "borderWidth",
            "borderColor", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor", "shadowPath",
        ]
        let duration = MainActor.assumeIsolated { HeadlessAnimationContext.current?.duration }
        guard let duration, animatable.contains(event) else { return NSNull() }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = duration
        animation.fromValue = layer.value(forKey: event)
        return animation
    }
}
#endif
