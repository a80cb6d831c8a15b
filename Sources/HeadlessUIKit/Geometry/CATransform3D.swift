#if os(Linux)
import Foundation

/// A 4×4 homogeneous transform, as Core Animation declares it (minimal: HeadlessUIKit renders nothing in 3-D).
///
/// Only the affine part (`m11 m12 m21 m22 m41 m42`) takes effect on view geometry; the rest is stored.
public struct CATransform3D: Equatable, Hashable, Sendable {
    /// Row 1, column 1.
    public var m11: CGFloat = 1
    /// Row 1, column 2.
    public var m12: CGFloat = 0
    /// Row 1, column 3.
    public var m13: CGFloat = 0
    /// Row 1, column 4.
    public var m14: CGFloat = 0
    /// Row 2, column 1.
    public var m21: CGFloat = 0
    /// Row 2, column 2.
    public var m22: CGFloat = 1
    /// Row 2, column 3.
    public var m23: CGFloat = 0
    /// Row 2, column 4.
    public var m24: CGFloat = 0
    /// Row 3, column 1.
    public var m31: CGFloat = 0
    /// Row 3, column 2.
    public var m32: CGFloat = 0
    /// Row 3, column 3.
    public var m33: CGFloat = 1
    /// Row 3, column 4 (perspective term, e.g. `-1 / 500`).
    public var m34: CGFloat = 0
    /// Row 4, column 1 (x translation).
    public var m41: CGFloat = 0
    /// Row 4, column 2 (y translation).
    public var m42: CGFloat = 0
    /// Row 4, column 3 (z translation).
    public var m43: CGFloat = 0
    /// Row 4, column 4.
    public var m44: CGFloat = 1

    /// The identity transform (unlike Darwin's C zero initializer, `init()` gives the identity here).
    public init() {}
}

/// The identity 3-D transform (Core Animation's `CATransform3DIdentity`).
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is the identity (Core Animation's `CATransform3DIsIdentity`).
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// A 3-D transform equal to the affine transform `m` (Core Animation's `CATransform3DMakeAffineTransform`).
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3D()
    t.m11 = m.a
    t.m12 = m.b
    t.m21 = m.c
    t.m22 = m.d
    t.m41 = m.tx
    t.m42 = m.ty
    return t
}

/// The affine part of `t` (Core Animation's `CATransform3DGetAffineTransform`).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// Whether `t` has no 3-D component (Core Animation's `CATransform3DIsAffine`).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// A translation by (`tx`, `ty`, `tz`) points.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    t.m41 = tx
    t.m42 = ty
    t.m43 = tz
    return t
}

/// A scale by (`sx`, `sy`, `sz`).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    t.m11 = sx
    t.m22 = sy
    t.m33 = sz
    return t
}

/// `a` followed by `b` (Core Animation's `CATransform3DConcat`, row-vector convention).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let ra = a.rows
    let rb = b.rows
    var out = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 {
        for j in 0..<4 {
            out[i][j] = (0..<4).reduce(0) { $0 + ra[i][$1] * rb[$1][j] }
        }
    }
    return CATransform3D(rows: out)
}

extension CATransform3D {
    fileprivate var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    fileprivate init(rows r: [[CGFloat]]) {
        self.init()
        (m11, m12, m13, m14) = (r[0][0], r[0][1], r[0][2], r[0][3])
        (m21, m22, m23, m24) = (r[1][0], r[1][1], r[1][2], r[1][3])
        (m31, m32, m33, m34) = (r[2][0], r[2][1], r[2][2], r[2][3])
        (m41, m42, m43, m44) = (r[3][0], r[3][1], r[3][2], r[3][3])
    }
}
#endif
