#if os(Linux)
import Foundation

/// A rotation by `angle` radians about the axis (`x`, `y`, `z`) (Core Animation's
/// `CATransform3DMakeRotation`); a zero-length or non-finite axis gives the identity, as Core Animation
/// documents.
///
/// The axis is normalized and the matrix is the transpose (row-vector form) of Rodrigues' rotation
/// matrix, so a rotation about (0, 0, 1) equals `CGAffineTransform(rotationAngle:)`: positive angles
/// turn +x towards +y (clockwise on screen, where y points down).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite, angle.isFinite else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle)
    let s = sin(angle)
    let t = 1 - c
    var r = CATransform3D()
    r.m11 = t * ux * ux + c
    r.m12 = t * ux * uy + s * uz
    r.m13 = t * ux * uz - s * uy
    r.m21 = t * ux * uy - s * uz
    r.m22 = t * uy * uy + c
    r.m23 = t * uy * uz + s * ux
    r.m31 = t * ux * uz + s * uy
    r.m32 = t * uy * uz - s * ux
    r.m33 = t * uz * uz + c
    return r
}

/// `t` preceded by a rotation: `rotation · t` (Core Animation's `CATransform3DRotate`), so the rotation
/// happens in `t`'s own coordinate space.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// `t` preceded by a scale: `scale · t` (Core Animation's `CATransform3DScale`).
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` preceded by a translation: `translation · t` (Core Animation's `CATransform3DTranslate`).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// Whether `a` and `b` are equal, element by element (Core Animation's `CATransform3DEqualToTransform`).
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// The inverse of `t`, or `t` itself when it has none (a singular or non-finite matrix), as Core
/// Animation documents (`CATransform3DInvert`). Gauss–Jordan elimination with partial pivoting.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    var m = t.headlessElements
    var inverse = CATransform3DIdentity.headlessElements
    guard m.allSatisfy(\.isFinite) else { return t }
    for column in 0..<4 {
        var pivot = column
        for row in (column + 1)..<4 where abs(m[row * 4 + column]) > abs(m[pivot * 4 + column]) { pivot = row }
        let pivotValue = m[pivot * 4 + column]
        guard abs(pivotValue) > 1e-12 else { return t }
        if pivot != column {
            for k in 0..<4 {
                m.swapAt(pivot * 4 + k, column * 4 + k)
                inverse.swapAt(pivot * 4 + k, column * 4 + k)
            }
        }
        for k in 0..<4 {
            m[column * 4 + k] /= pivotValue
            inverse[column * 4 + k] /= pivotValue
        }
        for row in 0..<4 where row != column {
            let factor = m[row * 4 + column]
            guard factor != 0 else { continue }
            for k in 0..<4 {
                m[row * 4 + k] -= factor * m[column * 4 + k]
                inverse[row * 4 + k] -= factor * inverse[column * 4 + k]
            }
        }
    }
    return CATransform3D(headlessElements: inverse)
}

extension CATransform3D {
    /// The sixteen elements, row by row.
    var headlessElements: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// A transform from sixteen elements, row by row (missing elements stay the identity's).
    init(headlessElements e: [CGFloat]) {
        self.init()
        guard e.count == 16 else { return }
        (m11, m12, m13, m14) = (e[0], e[1], e[2], e[3])
        (m21, m22, m23, m24) = (e[4], e[5], e[6], e[7])
        (m31, m32, m33, m34) = (e[8], e[9], e[10], e[11])
        (m41, m42, m43, m44) = (e[12], e[13], e[14], e[15])
    }
}
#endif
