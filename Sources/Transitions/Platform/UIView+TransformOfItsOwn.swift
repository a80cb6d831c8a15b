#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension UIView {
    /// Whether the view shows a transform of its own: a model transform, or an animation of its layer's transform
    /// still running — a motion the render server plays holds its end (often the identity) as the model value
    /// while the screen still shows it moving (a zoom springing back), and a UIKit animation does the same. Whoever
    /// would scale such a view (a zoom's covered page, a sheet's recede) leaves it alone until it is at rest.
    var carriesTransformOfItsOwn: Bool {
        if !transform.isIdentity { return true }
        guard let keys = layer.animationKeys() else { return false }
        let now = layer.convertTime(CACurrentMediaTime(), from: nil)
        for key in keys {
            // UIKit names a view animation by its key path; an explicit animation says its key path.
            if key == "transform" || key.hasPrefix("transform.") { return true }
            guard let animation = layer.animation(forKey: key) as? CAPropertyAnimation,
                let path = animation.keyPath, path == "transform" || path.hasPrefix("transform.")
            else { continue }
            // One that has played to its end (its layer not yet rid of it: the motion's landing is reported from
            // the first of its animations to finish) no longer moves anything.
            if animation.repeatCount == 0, animation.beginTime > 0, now >= animation.beginTime + animation.duration { continue }
            return true
        }
        return false
    }
}
#endif
