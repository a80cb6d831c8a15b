#if os(Linux)
import Foundation

/// A value the animation runtime can interpolate: it flattens into a fixed-length vector of components.
///
/// Animations are additive, as UIKit's have been since iOS 8: each running animation contributes
/// `(from − to) × (1 − progress)` to the model value, so interrupted animations blend without jumps.
protocol HeadlessAnimatable {
    var animatableComponents: [Double] { get }
    init(animatableComponents: [Double])
}

extension CGFloat: HeadlessAnimatable {
    var animatableComponents: [Double] { [Double(self)] }
    init(animatableComponents c: [Double]) { self.init(c.first ?? 0) }
}

extension Float: HeadlessAnimatable {
    var animatableComponents: [Double] { [Double(self)] }
    init(animatableComponents c: [Double]) { self.init(c.first ?? 0) }
}

extension CGPoint: HeadlessAnimatable {
    var animatableComponents: [Double] { [Double(x), Double(y)] }
    init(animatableComponents c: [Double]) { self.init(x: c.value(0), y: c.value(1)) }
}

extension CGSize: HeadlessAnimatable {
    var animatableComponents: [Double] { [Double(width), Double(height)] }
    init(animatableComponents c: [Double]) { self.init(width: c.value(0), height: c.value(1)) }
}

extension CGRect: HeadlessAnimatable {
    var animatableComponents: [Double] {
        [Double(origin.x), Double(origin.y), Double(size.width), Double(size.height)]
    }
    init(animatableComponents c: [Double]) {
        self.init(x: c.value(0), y: c.value(1), width: c.value(2), height: c.value(3))
    }
}

extension CATransform3D: HeadlessAnimatable {
    var animatableComponents: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map { Double($0) }
    }
    init(animatableComponents c: [Double]) {
        self.init()
        (m11, m12, m13, m14) = (c.value(0), c.value(1), c.value(2), c.value(3))
        (m21, m22, m23, m24) = (c.value(4), c.value(5), c.value(6), c.value(7))
        (m31, m32, m33, m34) = (c.value(8), c.value(9), c.value(10), c.value(11))
        (m41, m42, m43, m44) = (c.value(12), c.value(13), c.value(14), c.value(15))
    }
}

extension Array where Element == Double {
    fileprivate func value(_ index: Int) -> CGFloat {
        index < count ? CGFloat(self[index]) : 0
    }
}
#endif
