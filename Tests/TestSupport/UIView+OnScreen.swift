#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit

extension UIView {
    /// `rect` (in this view's bounds) as it is on screen now, in window coordinates: mapped through every view's
    /// presentation layer up to the window, so animations the render server plays (which leave model values at
    /// their end) are included. `convert(_:to: nil)` maps model values only, as UIKit's does.
    @MainActor public func convertOnScreen(_ rect: CGRect) -> CGRect {
        var corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ]
        var view: UIView? = self
        while let current = view, !(current is UIWindow), current.superview != nil {
            let layer = current.layer.presentation() ?? current.layer
            let bounds = layer.bounds
            let anchor = CGPoint(
                x: bounds.minX + bounds.width * layer.anchorPoint.x, y: bounds.minY + bounds.height * layer.anchorPoint.y)
            let t = layer.transform
            for index in corners.indices {
                let x = corners[index].x - anchor.x
                let y = corners[index].y - anchor.y
                corners[index] = CGPoint(
                    x: layer.position.x + t.m11 * x + t.m21 * y + t.m41,
                    y: layer.position.y + t.m12 * x + t.m22 * y + t.m42)
            }
            // A layer's position is in its superlayer's bounds space, which the next step maps on.
            view = current.superview
        }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
#endif
