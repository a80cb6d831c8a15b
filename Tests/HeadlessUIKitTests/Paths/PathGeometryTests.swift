#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// `CGPath`, `CGMutablePath` and `UIBezierPath` geometry against values worked out by hand.
@MainActor @Suite("Paths: Core Graphics and UIKit path geometry", .headlessHygiene)
struct PathGeometryTests {
    private func types(_ path: CGPath) -> [CGPathElementType] {
        var result: [CGPathElementType] = []
        path.applyWithBlock { result.append($0.pointee.type) }
        return result
    }

    @Test("a rectangle is move, three lines and a close, and knows it is a rectangle")
    func rectangle() {
        let path = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil)
        #expect(types(path) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        var rect = CGRect.zero
        #expect(path.isRect(&rect))
        #expect(rect == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))
        let triangle = CGMutablePath()
        triangle.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        #expect(!triangle.isRect(nil))
    }

    @Test("a curve's bounding box includes its control points; the path's box only its extremes")
    func boundingBoxes() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        // B(½).y = 3·¼·½·100 + 3·½·¼·100 = 75: the curve peaks at 75 pt, below its control points.
        #expect(isApproximately(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 75), tolerance: 1e-9))
        #expect(CGMutablePath().boundingBox.isNull)
    }

    @Test("an arc's points lie on the circle; a full turn's box is the circle's square")
    func arcs() {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(isApproximately(path.currentPoint, CGPoint(x: 50, y: 70), tolerance: 1e-9))
        #expect(isApproximately(path.boundingBoxOfPath, CGRect(x: 50, y: 50, width: 20, height: 20), tolerance: 1e-6))
        let circle = CGMutablePath()
        circle.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(
            isApproximately(circle.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 20), tolerance: 1e-6))
        // Core Graphics' clockwise turns through decreasing angles: 0 → −π/2 ends at (0, −10).
        let quarter = CGMutablePath()
        quarter.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: -.pi / 2, clockwise: true)
        #expect(isApproximately(quarter.currentPoint, CGPoint(x: 0, y: -10), tolerance: 1e-9))
        #expect(
            isApproximately(quarter.boundingBoxOfPath, CGRect(x: 0, y: -10, width: 10, height: 10), tolerance: 1e-6))
    }

    @Test("UIKit's clockwise is the screen's: 0 → π/2 clockwise is the short quarter, counterclockwise the long way")
    func bezierArcDirection() {
        let short = UIBezierPath(
            arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(isApproximately(short.cgPath.boundingBoxOfPath.width, 10, tolerance: 1e-6))
        let long = UIBezierPath(
            arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(isApproximately(long.cgPath.boundingBoxOfPath.width, 20, tolerance: 1e-6))
        #expect(isApproximately(long.currentPoint, CGPoint(x: 0, y: 10), tolerance: 1e-9))
    }

    @Test("containment: winding fills a ring's hole, even-odd leaves it empty")
    func fillRules() {
        let ring = CGMutablePath()
        ring.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        let centre = CGPoint(x: 50, y: 50)
        #expect(ring.contains(centre, using: .winding))
        #expect(!ring.contains(centre, using: .evenOdd))
        #expect(ring.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(!ring.contains(CGPoint(x: 150, y: 50)))
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(oval.contains(CGPoint(x: 50, y: 25)))
        #expect(!oval.contains(CGPoint(x: 3, y: 3)))
        oval.usesEvenOddFillRule = true
        #expect(oval.contains(CGPoint(x: 50, y: 25)))
    }

    @Test("rounded rectangles keep their bounds, clamp radii and round only the corners asked for")
    func roundedRectangles() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let rounded = UIBezierPath(roundedRect: rect, cornerRadius: 500)
        #expect(isApproximately(rounded.cgPath.boundingBoxOfPath, rect, tolerance: 1e-6))
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)))
        #expect(rounded.contains(CGPoint(x: 50, y: 1)))
        let top = UIBezierPath(
            roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 10, height: 10))
        #expect(!top.contains(CGPoint(x: 1, y: 1)))
        #expect(top.contains(CGPoint(x: 1, y: 39)))
    }

    @Test("reversing keeps the outline and swaps the ends; apply(_:) maps every point")
    func reversingAndTransforms() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        let reversed = path.reversing()
        #expect(reversed.currentPoint == .zero)
        #expect(reversed.bounds == path.bounds)
        path.apply(CGAffineTransform(translationX: 5, y: 5))
        #expect(path.currentPoint == CGPoint(x: 15, y: 15))
        #expect(path.bounds == CGRect(x: 5, y: 5, width: 20, height: 10))
    }

    @Test("bad input: NaN radii and angles add nothing, a line on an empty path moves, paths compare by elements")
    func badInput() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: false)
        #expect(path.isEmpty)
        path.addLine(to: CGPoint(x: 3, y: 4))
        #expect(types(path) == [.moveToPoint])
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: .infinity)
        #expect(!rounded.isEmpty)
        #expect(
            CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
                == UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).cgPath)
    }
}
#endif
