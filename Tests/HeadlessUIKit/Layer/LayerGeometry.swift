#if os(Linux)
import Foundation

/// A layer's model geometry, read in one go for coordinate conversion and safe-area arithmetic (one
/// access to the layer's store instead of one per property, and no copy of its colors).
struct LayerGeometry {
    /// The layer's bounds: origin (scroll offset) and size, in points.
    let bounds: CGRect
    /// The anchor point's position in the superlayer, in points.
    let position: CGPoint
    /// The anchor point, in unit coordinates.
    let anchorPoint: CGPoint
    /// The affine part of the layer's transform.
    let affine: CGAffineTransform
    /// Whether the whole 3-D transform is the identity.
    let isIdentity: Bool

    /// Whether the affine part is the identity (then points map by translation alone).
    var hasIdentityAffine: Bool {
        affine.a == 1 && affine.b == 0 && affine.c == 0 && affine.d == 1 && affine.tx == 0 && affine.ty == 0
    }

    /// The bounds point that sits at `position`: the anchor point in bounds coordinates.
    var anchorInBounds: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// A point in the layer's bounds space mapped into its superlayer's space.
    func pointToSuperlayerSpace(_ point: CGPoint) -> CGPoint {
        let anchor = anchorInBounds
        let local = CGPoint(x: point.x - anchor.x, y: point.y - anchor.y)
        let mapped = hasIdentityAffine ? local : local.applying(affine)
        return CGPoint(x: position.x + mapped.x, y: position.y + mapped.y)
    }

    /// Inverse of `pointToSuperlayerSpace(_:)` (a singular transform maps through unchanged).
    func pointFromSuperlayerSpace(_ point: CGPoint) -> CGPoint {
        var local = CGPoint(x: point.x - position.x, y: point.y - position.y)
        if !hasIdentityAffine { local = local.applying(affine.inverted()) }
        return CGPoint(
            x: local.x + bounds.minX + anchorPoint.x * bounds.width,
            y: local.y + bounds.minY + anchorPoint.y * bounds.height)
    }
}

extension CALayer {
    /// The model geometry (bounds, position, anchor point, affine transform) in one read.
    var modelGeometry: LayerGeometry {
        let transform = store.transform
        let affine = CATransform3DGetAffineTransform(transform)
        return LayerGeometry(
            bounds: store.bounds, position: store.position, anchorPoint: store.anchorPoint, affine: affine,
            isIdentity: transform == CATransform3DIdentity)
    }
}
#endif
