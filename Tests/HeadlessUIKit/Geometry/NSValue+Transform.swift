#if os(Linux)
import Foundation

// Linux Foundation's NSValue stores C arrays of doubles (it cannot encode structs), so these values box
// their fields as `[Nd]` arrays; the getters read them back and give the type's zero (identity for
// transforms) for a value holding something else, where Darwin's behaviour is undefined.
extension NSValue {
    fileprivate convenience init(headlessDoubles values: [Double]) {
        self.init(bytes: values, objCType: "[\(values.count)d]")
    }

    fileprivate func headlessDoubles(count: Int) -> [Double]? {
        guard String(cString: objCType) == "[\(count)d]" else { return nil }
        var values = [Double](repeating: 0, count: count)
        values.withUnsafeMutableBytes { buffer in
            if let base = buffer.baseAddress { getValue(base) }
        }
        return values
    }

    /// A value boxing a 3-D transform (Core Animation's `NSValue(caTransform3D:)`).
    public convenience init(caTransform3D t: CATransform3D) {
        self.init(headlessDoubles: t.headlessElements.map { Double($0) })
    }

    /// The boxed 3-D transform; the identity when the value holds something else.
    public var caTransform3DValue: CATransform3D {
        guard let values = headlessDoubles(count: 16) else { return CATransform3DIdentity }
        return CATransform3D(headlessElements: values.map { CGFloat($0) })
    }

    /// A value boxing an affine transform (UIKit's `NSValue(cgAffineTransform:)`).
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(headlessDoubles: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
    }

    /// The boxed affine transform; the identity when the value holds something else.
    public var cgAffineTransformValue: CGAffineTransform {
        guard let v = headlessDoubles(count: 6) else { return .identity }
        return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    }

    /// A value boxing a vector (UIKit's `NSValue(cgVector:)`).
    public convenience init(cgVector vector: CGVector) {
        self.init(headlessDoubles: [vector.dx, vector.dy])
    }

    /// The boxed vector; zero when the value holds something else.
    public var cgVectorValue: CGVector {
        guard let v = headlessDoubles(count: 2) else { return CGVector(dx: 0, dy: 0) }
        return CGVector(dx: v[0], dy: v[1])
    }

    /// A value boxing edge insets (UIKit's `NSValue(uiEdgeInsets:)`).
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(headlessDoubles: [insets.top, insets.left, insets.bottom, insets.right])
    }

    /// The boxed edge insets; zero when the value holds something else.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard let v = headlessDoubles(count: 4) else { return .zero }
        return UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
}
#endif
