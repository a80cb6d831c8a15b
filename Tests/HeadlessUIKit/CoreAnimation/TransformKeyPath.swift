#if os(Linux)
import Foundation

/// Core Animation's transform function key paths (`transform.scale`, `transform.rotation.z`,
/// `transform.translation.x`, …; "Core Animation Programming Guide", Key-Value Coding Extensions): an
/// animation of one of them decomposes the layer's transform, replaces (or, when additive, adds to) that
/// component, and recomposes it.
///
/// Model: the transform is read as scale, then rotation about z, then translation (row vectors:
/// `S · Rz · T`), from its affine part plus `m33` (z scale) and `m43` (z translation). Rotations about x
/// and y read as 0 from the model and compose as `S · Rx · Ry · Rz · T` while animated; shear and
/// perspective in the model are dropped while such an animation runs.
enum TransformKeyPath {
    case scale, scaleX, scaleY, scaleZ
    case rotationX, rotationY, rotationZ
    case translation, translationX, translationY, translationZ

    init?(_ keyPath: String) {
        switch keyPath {
        case "transform.scale": self = .scale
        case "transform.scale.x": self = .scaleX
        case "transform.scale.y": self = .scaleY
        case "transform.scale.z": self = .scaleZ
        case "transform.rotation.x": self = .rotationX
        case "transform.rotation.y": self = .rotationY
        case "transform.rotation", "transform.rotation.z": self = .rotationZ
        case "transform.translation": self = .translation
        case "transform.translation.x": self = .translationX
        case "transform.translation.y": self = .translationY
        case "transform.translation.z": self = .translationZ
        default: return nil
        }
    }

    /// The decomposed parts of a transform.
    struct Parts {
        var scale: (x: Double, y: Double, z: Double) = (1, 1, 1)
        var rotation: (x: Double, y: Double, z: Double) = (0, 0, 0)
        var translation: (x: Double, y: Double, z: Double) = (0, 0, 0)

        init(_ t: CATransform3D) {
            let sx = (Double(t.m11 * t.m11 + t.m12 * t.m12)).squareRoot()
            let angle = sx > 0 ? atan2(Double(t.m12), Double(t.m11)) : 0
            scale = (sx, Double(t.m22) * cos(angle) - Double(t.m21) * sin(angle), Double(t.m33))
            rotation = (0, 0, angle)
            translation = (Double(t.m41), Double(t.m42), Double(t.m43))
        }

        var transform: CATransform3D {
            var t = CATransform3DMakeScale(CGFloat(scale.x), CGFloat(scale.y), CGFloat(scale.z))
            if rotation.x != 0 { t = CATransform3DConcat(t, CATransform3DMakeRotation(CGFloat(rotation.x), 1, 0, 0)) }
            if rotation.y != 0 { t = CATransform3DConcat(t, CATransform3DMakeRotation(CGFloat(rotation.y), 0, 1, 0)) }
            if rotation.z != 0 { t = CATransform3DConcat(t, CATransform3DMakeRotation(CGFloat(rotation.z), 0, 0, 1)) }
            t.m41 = CGFloat(translation.x)
            t.m42 = CGFloat(translation.y)
            t.m43 = CGFloat(translation.z)
            return t
        }
    }

    /// The component's current value in `transform` (`transform.scale`: the mean of the three scales;
    /// `transform.translation`: x and y).
    func value(in transform: CATransform3D) -> [Double] {
        let p = Parts(transform)
        switch self {
        case .scale: return [(p.scale.x + p.scale.y + p.scale.z) / 3]
        case .scaleX: return [p.scale.x]
        case .scaleY: return [p.scale.y]
        case .scaleZ: return [p.scale.z]
        case .rotationX: return [p.rotation.x]
        case .rotationY: return [p.rotation.y]
        case .rotationZ: return [p.rotation.z]
        case .translation: return [p.translation.x, p.translation.y]
        case .translationX: return [p.translation.x]
        case .translationY: return [p.translation.y]
        case .translationZ: return [p.translation.z]
        }
    }

    /// `transform` with the component set to `value` (added to it when `additive`; additive
    /// `transform.scale` adds `value` to each of the three scales).
    func applying(_ value: [Double], additive: Bool, to transform: CATransform3D) -> CATransform3D {
        guard let first = value.first, first.isFinite else { return transform }
        var p = Parts(transform)
        func set(_ current: Double, _ new: Double) -> Double { additive ? current + new : new }
        switch self {
        case .scale:
            p.scale = (set(p.scale.x, first), set(p.scale.y, first), set(p.scale.z, first))
        case .scaleX: p.scale.x = set(p.scale.x, first)
        case .scaleY: p.scale.y = set(p.scale.y, first)
        case .scaleZ: p.scale.z = set(p.scale.z, first)
        case .rotationX: p.rotation.x = set(p.rotation.x, first)
        case .rotationY: p.rotation.y = set(p.rotation.y, first)
        case .rotationZ: p.rotation.z = set(p.rotation.z, first)
        case .translation:
            p.translation.x = set(p.translation.x, first)
            if value.count > 1, value[1].isFinite { p.translation.y = set(p.translation.y, value[1]) }
        case .translationX: p.translation.x = set(p.translation.x, first)
        case .translationY: p.translation.y = set(p.translation.y, first)
        case .translationZ: p.translation.z = set(p.translation.z, first)
        }
        return p.transform
    }
}

extension NSValue {
    /// The animation components of a boxed point, size, rect or transform (what `fromValue` and friends
    /// hold when UIKit code wraps geometry in `NSValue`); `nil` for anything else.
    var headlessAnimationComponents: [Double]? {
        if let number = self as? NSNumber { return [number.doubleValue] }
        let type = String(cString: objCType)
        if type.hasPrefix("{CGPoint") { return pointValue.animatableComponents }
        if type.hasPrefix("{CGSize") { return sizeValue.animatableComponents }
        if type.hasPrefix("{CGRect") { return rectValue.animatableComponents }
        if type == "[16d]" { return caTransform3DValue.animatableComponents }
        return nil
    }
}
#endif
