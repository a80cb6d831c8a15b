#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// The CATransform3D functions against matrices worked out by hand, NSValue boxing, and the transform
/// function key paths of explicit animations.
@MainActor @Suite("Geometry: CATransform3D", .headlessHygiene)
struct Transform3DTests {

    private func matrix(_ rows: [[CGFloat]]) -> CATransform3D {
        var t = CATransform3D()
        (t.m11, t.m12, t.m13, t.m14) = (rows[0][0], rows[0][1], rows[0][2], rows[0][3])
        (t.m21, t.m22, t.m23, t.m24) = (rows[1][0], rows[1][1], rows[1][2], rows[1][3])
        (t.m31, t.m32, t.m33, t.m34) = (rows[2][0], rows[2][1], rows[2][2], rows[2][3])
        (t.m41, t.m42, t.m43, t.m44) = (rows[3][0], rows[3][1], rows[3][2], rows[3][3])
        return t
    }

    @Test("quarter-turn rotations about each axis give the right-handed matrices (row-vector form)")
    func rotations() {
        let half = CGFloat.pi / 2
        #expect(
            isApproximately(
                CATransform3DMakeRotation(half, 0, 0, 1),
                matrix([[0, 1, 0, 0], [-1, 0, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]), tolerance: 1e-9))
        #expect(
            isApproximately(
                CATransform3DMakeRotation(half, 1, 0, 0),
                matrix([[1, 0, 0, 0], [0, 0, 1, 0], [0, -1, 0, 0], [0, 0, 0, 1]]), tolerance: 1e-9))
        #expect(
            isApproximately(
                CATransform3DMakeRotation(half, 0, 1, 0),
                matrix([[0, 0, -1, 0], [0, 1, 0, 0], [1, 0, 0, 0], [0, 0, 0, 1]]), tolerance: 1e-9))
        // An unnormalized axis is normalized; z rotations equal the affine rotation.
        let affine = CATransform3DGetAffineTransform(CATransform3DMakeRotation(0.3, 0, 0, 5))
        let expected = CGAffineTransform(rotationAngle: 0.3)
        #expect(
            isApproximately(affine.a, expected.a, tolerance: 1e-12)
                && isApproximately(affine.b, expected.b, tolerance: 1e-12))
        #expect(
            isApproximately(affine.c, expected.c, tolerance: 1e-12)
                && isApproximately(affine.d, expected.d, tolerance: 1e-12))
        // A zero or non-finite axis gives the identity.
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, .nan, 0, 1)))
    }

    @Test("Rotate, Scale and Translate apply the new step first, in t's own space")
    func composition() {
        let scaled = CATransform3DMakeScale(2, 3, 1)
        let moved = CATransform3DTranslate(scaled, 10, 5, 0)
        #expect(moved.m41 == 20 && moved.m42 == 15 && moved.m11 == 2)
        let back = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 2)
        #expect(back.m41 == 10 && back.m11 == 2 && back.m33 == 2)
        let turned = CATransform3DRotate(CATransform3DMakeTranslation(5, 0, 0), .pi / 2, 0, 0, 1)
        #expect(
            isApproximately(
                turned, matrix([[0, 1, 0, 0], [-1, 0, 0, 0], [0, 0, 1, 0], [5, 0, 0, 1]]), tolerance: 1e-9))
        #expect(CATransform3DEqualToTransform(CATransform3DConcat(scaled, CATransform3DIdentity), scaled))
        #expect(!CATransform3DEqualToTransform(scaled, moved))
    }

    @Test("Invert gives the inverse of perspective and rotation, and returns singular matrices unchanged")
    func inversion() {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(10, 20, 30), 0.7, 1, 2, 3)
        t.m34 = -1 / 500
        t = CATransform3DScale(t, 2, 0.5, 4)
        #expect(isApproximately(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity, tolerance: 1e-9))
        #expect(
            isApproximately(
                CATransform3DInvert(CATransform3DMakeTranslation(10, 20, 30)),
                CATransform3DMakeTranslation(-10, -20, -30), tolerance: 1e-9))
        #expect(CATransform3DInvert(CATransform3DMakeScale(2, 4, 8)) == CATransform3DMakeScale(0.5, 0.25, 0.125))
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(singular) == singular)
        var broken = CATransform3DIdentity
        broken.m12 = .infinity
        #expect(CATransform3DInvert(broken) == broken)
        #expect(CATransform3DIsAffine(t) == false && CATransform3DIsAffine(CATransform3DMakeAffineTransform(.identity)))
    }

    @Test("NSValue boxes transforms, vectors and insets and reads them back")
    func boxing() {
        let t = CATransform3DMakeRotation(0.5, 1, 1, 0)
        #expect(NSValue(caTransform3D: t).caTransform3DValue == t)
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
        #expect(NSValue(cgVector: CGVector(dx: 3, dy: -4)).cgVectorValue == CGVector(dx: 3, dy: -4))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(NSValue(caTransform3D: t) == NSValue(caTransform3D: t))
        #expect(NSValue(cgRect: .zero).caTransform3DValue == CATransform3DIdentity)
    }

    @Test("transform.scale, .rotation.z and .translation animate the decomposed transform")
    func keyPathAnimations() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        let scale = CABasicAnimation(keyPath: "transform.scale.x")
        scale.fromValue = 1
        scale.toValue = 5
        scale.duration = 1
        layer.add(scale, forKey: "scale")
        HeadlessClock.main.advance(by: 0.5)
        let mid = layer.presentation()?.transform
        #expect(mid?.m11 == 3 && mid?.m22 == 2)
        HeadlessClock.main.advance(by: 0.6)
        #expect(layer.presentation()?.transform == layer.transform)

        let spin = CABasicAnimation(keyPath: "transform.rotation")
        spin.toValue = CGFloat.pi / 2
        spin.duration = 1
        spin.fillMode = .forwards
        spin.isRemovedOnCompletion = false
        layer.add(spin, forKey: "spin")
        HeadlessClock.main.advance(by: 1)
        let turned = layer.presentation()!.transform
        #expect(
            isApproximately(turned.m11, 0, tolerance: 1e-9) && isApproximately(turned.m12, 2, tolerance: 1e-9)
                && isApproximately(turned.m21, -2, tolerance: 1e-9))
        layer.removeAllAnimations()

        let slide = CABasicAnimation(keyPath: "transform.translation")
        slide.fromValue = NSValue(cgSize: .zero)
        slide.toValue = NSValue(cgSize: CGSize(width: 100, height: 50))
        slide.duration = 1
        layer.add(slide, forKey: "slide")
        HeadlessClock.main.advance(by: 0.5)
        let slid = layer.presentation()!.transform
        #expect(slid.m41 == 50 && slid.m42 == 25 && slid.m11 == 2)
        layer.removeAllAnimations()

        let byPosition = CABasicAnimation(keyPath: "position")
        byPosition.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
        byPosition.toValue = NSValue(cgPoint: CGPoint(x: 10, y: 20))
        byPosition.duration = 1
        layer.add(byPosition, forKey: "move")
        HeadlessClock.main.advance(by: 0.5)
        #expect(isApproximately(layer.presentation()?.position ?? .zero, CGPoint(x: 5, y: 10), tolerance: 1e-6))
    }
}
#endif
