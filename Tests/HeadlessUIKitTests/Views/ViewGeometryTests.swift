#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// Frames, coordinate conversion and hit-testing.
@MainActor @Suite("View geometry", .headlessHygiene)
struct ViewGeometryTests {
    @Test("frame, bounds and center stay consistent; transforms change the frame but not the bounds")
    func frameBoundsCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        view.transform = .identity
        view.center = .zero
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
    }

    @Test("non-finite geometry is replaced by zero instead of raising", arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteGeometry(bad: Double) {
        let view = UIView(frame: CGRect(x: bad, y: 1, width: 10, height: bad))
        #expect(view.frame == CGRect(x: 0, y: 1, width: 10, height: 0))
        view.center = CGPoint(x: bad, y: 5)
        #expect(view.center == CGPoint(x: 0, y: 5))
        view.alpha = CGFloat(bad)
        #expect(view.alpha >= 0 && view.alpha <= 1)
    }

    @Test("convert accounts for frames, bounds origins (scroll offsets) and transforms, both ways")
    func convert() {
        let window = makeWindow()
        let scroller = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        scroller.bounds.origin = CGPoint(x: 0, y: 50)
        let card = UIView(frame: CGRect(x: 10, y: 60, width: 100, height: 100))
        card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        window.addSubview(scroller)
        scroller.addSubview(card)
        // Card center in the scroller: (60, 110); in the window: (60, 110 − 50 + 100) = (60, 160).
        let topLeft = card.convert(CGPoint.zero, to: window)
        #expect(isApproximately(topLeft, CGPoint(x: 35, y: 135), tolerance: 1e-6))
        #expect(isApproximately(card.convert(topLeft, from: window), .zero, tolerance: 1e-6))
        #expect(
            isApproximately(
                card.convert(card.bounds, to: nil), CGRect(x: 35, y: 135, width: 50, height: 50), tolerance: 1e-6))
        let other = UIView(frame: CGRect(x: 200, y: 0, width: 10, height: 10))
        window.addSubview(other)
        #expect(
            isApproximately(
                other.convert(CGPoint(x: 5, y: 5), to: card), card.convert(CGPoint(x: 205, y: 5), from: window),
                tolerance: 1e-6))
    }

    @Test("rotations map points through the transform and back")
    func rotation() {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        window.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Rotating 90° clockwise about the center (150, 125): the top-left corner goes to the top-right.
        #expect(isApproximately(view.convert(CGPoint.zero, to: window), CGPoint(x: 175, y: 75), tolerance: 1e-9))
        #expect(isApproximately(view.convert(CGPoint(x: 175, y: 75), from: window), .zero, tolerance: 1e-9))
    }

    @Test("views in different windows convert through screen coordinates")
    func acrossWindows() {
        let a = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIWindow(frame: CGRect(x: 0, y: 500, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        b.addSubview(view)
        #expect(view.convert(CGPoint.zero, to: a) == CGPoint(x: 10, y: 510))
    }

    @Test("hit-testing skips hidden, transparent and non-interactive views and asks point(inside:)")
    func hitTesting() {
        let window = makeWindow()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(back)
        window.addSubview(front)
        let p = CGPoint(x: 50, y: 50)
        #expect(window.hitTest(p, with: nil) === front)
        front.isHidden = true
        #expect(window.hitTest(p, with: nil) === back)
        front.isHidden = false
        front.alpha = 0.005
        #expect(window.hitTest(p, with: nil) === back)
        front.alpha = 1
        front.isUserInteractionEnabled = false
        #expect(window.hitTest(p, with: nil) === back)
        front.isUserInteractionEnabled = true
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
        #expect(window.hitTest(CGPoint(x: 500, y: 900), with: nil) == nil)
    }

    @Test("an overridden point(inside:) lets touches pass through")
    func passThrough() {
        final class PassThroughView: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                subviews.contains { $0.frame.contains(point) }
            }
        }
        let window = makeWindow()
        let background = UIView(frame: window.bounds)
        let overlay = PassThroughView(frame: window.bounds)
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        overlay.addSubview(button)
        window.addSubview(background)
        window.addSubview(overlay)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === button)
        #expect(window.hitTest(CGPoint(x: 200, y: 400), with: nil) === background)
    }

    @Test("affine transforms concatenate, invert and map rectangles like Core Graphics")
    func affineTransform() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 3))
        let inverse = t.inverted()
        #expect(isApproximately(CGPoint(x: 12, y: 3).applying(inverse), CGPoint(x: 1, y: 1), tolerance: 1e-6))
        #expect(t.concatenating(inverse).isIdentity)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
        #expect(
            CGRect(x: 0, y: 0, width: 10, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 4)).width > 14)
        #expect(
            CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                == CGRect(x: 2, y: 1, width: 4, height: 6))
        #expect(
            CGRect(x: 0, y: 0, width: 1, height: 1).inset(by: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)).isNull
        )
        #expect(UIRectCorner.allCorners.rawValue == UInt.max)
        #expect(
            NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue
                == CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}
#endif
