#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// Paths and the stored layer properties peers set (shadow path, rasterization, contents scale and rect).
@MainActor @Suite("Core Animation: paths and stored layer properties", .headlessHygiene)
struct LayerPathTests {
    @Test("a Bézier path's bounds cover its points and control points; cgPath keeps them")
    func pathBounds() {
        let path = UIBezierPath()
        #expect(path.isEmpty)
        #expect(path.bounds.isNull)
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 50, y: 10))
        path.addCurve(
            to: CGPoint(x: 50, y: 40), controlPoint1: CGPoint(x: 70, y: 10), controlPoint2: CGPoint(x: 70, y: 40))
        path.close()
        #expect(path.bounds == CGRect(x: 10, y: 10, width: 60, height: 30))
        #expect(path.cgPath.boundingBox == path.bounds)
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 12)
        #expect(rounded.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test("shadow path, rasterization and contents properties keep what is set, with Core Animation's defaults")
    func storedProperties() {
        let layer = CALayer()
        #expect(layer.shadowPath == nil)
        #expect(layer.rasterizationScale == 1 && layer.contentsScale == 1 && !layer.shouldRasterize)
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10)).cgPath
        layer.shouldRasterize = true
        layer.rasterizationScale = 3
        #expect(layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(layer.shouldRasterize && layer.rasterizationScale == 3)
        #expect(layer.convertTime(1.5, from: nil) == 1.5)
    }
}
#endif
