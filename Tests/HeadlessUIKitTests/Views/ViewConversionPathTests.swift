#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// Point and rectangle conversion between views in every relative position: ancestors, descendants,
/// cousins at different depths, other windows, no window.
@MainActor @Suite("View conversion paths", .headlessHygiene)
struct ViewConversionPathTests {
    /// Two windows and a detached tree:
    /// - `w1` (0, 0, 400 × 800) ⊃ `a` (10, 20, 200 × 300, bounds origin (0, 5)) ⊃ `a1` (30, 40, 50 × 50)
    ///   ⊃ `a11` (5, 5, 10 × 10, scaled 2× about its center); `w1` ⊃ `b` (100, 400, 100 × 100);
    /// - `w2` (0, 1000, 100 × 100) ⊃ `c` (10, 10, 20 × 20);
    /// - `d` (7, 9, 30 × 30) ⊃ `d1` (1, 1, 5 × 5), in no window.
    @MainActor final class Scene {
        var views: [String: UIView] = [:]

        init() {
            let w1 = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            let a = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 300))
            a.bounds.origin = CGPoint(x: 0, y: 5)
            let a1 = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 50))
            let a11 = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
            a11.transform = CGAffineTransform(scaleX: 2, y: 2)
            let b = UIView(frame: CGRect(x: 100, y: 400, width: 100, height: 100))
            let w2 = UIWindow(frame: CGRect(x: 0, y: 1000, width: 100, height: 100))
            let c = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            let d = UIView(frame: CGRect(x: 7, y: 9, width: 30, height: 30))
            let d1 = UIView(frame: CGRect(x: 1, y: 1, width: 5, height: 5))
            w1.addSubview(a)
            a.addSubview(a1)
            a1.addSubview(a11)
            w1.addSubview(b)
            w2.addSubview(c)
            d.addSubview(d1)
            views = ["w1": w1, "a": a, "a1": a1, "a11": a11, "b": b, "w2": w2, "c": c, "d": d, "d1": d1]
        }
    }

    /// One conversion: `point` in `from`'s coordinates is `expected` in `to`'s (`nil`: window coordinates,
    /// or the root's for a view in no window).
    struct Case: Sendable, CustomTestStringConvertible {
        let from: String?
        let to: String?
        let point: CGPoint
        let expected: CGPoint
        var testDescription: String { "\(from ?? "nil") → \(to ?? "nil")" }
    }

    nonisolated static let cases: [Case] = [
        Case(from: "a1", to: "a", point: .zero, expected: CGPoint(x: 30, y: 40)),
        Case(from: "a", to: "a1", point: CGPoint(x: 30, y: 40), expected: .zero),
        Case(from: "a1", to: "w1", point: .zero, expected: CGPoint(x: 40, y: 55)),
        Case(from: "a1", to: nil, point: .zero, expected: CGPoint(x: 40, y: 55)),
        Case(from: nil, to: "a1", point: CGPoint(x: 40, y: 55), expected: .zero),
        Case(from: "a1", to: "b", point: .zero, expected: CGPoint(x: -60, y: -345)),
        Case(from: "a11", to: "a1", point: CGPoint(x: 10, y: 10), expected: CGPoint(x: 20, y: 20)),
        Case(from: "a11", to: "b", point: CGPoint(x: 10, y: 10), expected: CGPoint(x: -40, y: -325)),
        Case(from: "b", to: "a11", point: CGPoint(x: -40, y: -325), expected: CGPoint(x: 10, y: 10)),
        Case(from: "c", to: "a1", point: .zero, expected: CGPoint(x: -30, y: 955)),
        Case(from: "a1", to: "c", point: CGPoint(x: -30, y: 955), expected: .zero),
        Case(from: "d1", to: nil, point: .zero, expected: CGPoint(x: 1, y: 1)),
        Case(from: nil, to: "d1", point: CGPoint(x: 1, y: 1), expected: .zero),
        Case(from: "d1", to: "d", point: CGPoint(x: 2, y: 3), expected: CGPoint(x: 3, y: 4)),
        Case(from: "a11", to: "a11", point: CGPoint(x: 3, y: 4), expected: CGPoint(x: 3, y: 4)),
    ]

    @Test("points convert between views in any relative position, with either call", arguments: cases)
    func pointConversion(_ item: Case) {
        let scene = Scene()
        let from = item.from.flatMap { scene.views[$0] }
        let to = item.to.flatMap { scene.views[$0] }
        if let from {
            #expect(isApproximately(from.convert(item.point, to: to), item.expected, tolerance: 1e-9))
        }
        if let to {
            #expect(isApproximately(to.convert(item.point, from: from), item.expected, tolerance: 1e-9))
        }
    }

    @Test("views under a collapsed (zero-scale) ancestor still convert to each other by their own frames")
    func collapsedAncestor() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let x = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let y = UIView(frame: CGRect(x: 50, y: 60, width: 20, height: 20))
        window.addSubview(parent)
        parent.addSubview(x)
        parent.addSubview(y)
        parent.transform = CGAffineTransform(scaleX: 0, y: 0)
        #expect(isApproximately(x.convert(CGPoint.zero, to: y), CGPoint(x: -40, y: -50), tolerance: 1e-9))
        #expect(isApproximately(y.convert(CGPoint.zero, from: x), CGPoint(x: -40, y: -50), tolerance: 1e-9))
    }

    @Test("a rotated rectangle converts to the bounding box of its corners; a null rectangle stays null")
    func rectangles() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        window.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // 100 × 50 about the center (150, 125), turned a quarter: 50 wide, 100 tall.
        #expect(
            isApproximately(
                view.convert(view.bounds, to: window), CGRect(x: 125, y: 75, width: 50, height: 100), tolerance: 1e-9))
        #expect(
            isApproximately(
                window.convert(CGRect(x: 125, y: 75, width: 50, height: 100), to: view), view.bounds, tolerance: 1e-9))
        #expect(view.convert(CGRect.null, to: window).isNull)
    }

    @Test("non-finite points convert without crashing and stay non-finite", arguments: [CGFloat.nan, .infinity])
    func nonFinitePoints(_ value: CGFloat) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        window.addSubview(view)
        let converted = view.convert(CGPoint(x: value, y: 5), to: window)
        #expect(!converted.x.isFinite)
        #expect(converted.y == 15)
    }
}
#endif
