#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// iOS 26 corner configurations resolved through `effectiveRadius(corner:)`, and Display P3 colors.
@MainActor @Suite("Appearance: corner configurations and Display P3 colors", .headlessHygiene)
struct CornerConfigurationTests {
    @Test("until set, the configuration reflects the layer's radius on its masked corners")
    func reflectsLayer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        view.layer.cornerRadius = 12
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        #expect(view.effectiveRadius(corner: .topLeft) == 12)
        #expect(view.effectiveRadius(corner: .bottomRight) == 0)
        #expect(view.effectiveRadius(corner: .allCorners) == 12)
        #expect(view.effectiveRadius(corner: []) == 0)
    }

    @Test("fixed, per-corner, uniform-edge and capsule configurations resolve as documented")
    func shapes() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        view.cornerConfiguration = .corners(
            topLeftRadius: .fixed(20), topRightRadius: nil, bottomLeftRadius: .fixed(4), bottomRightRadius: .fixed(-3))
        #expect(view.effectiveRadius(corner: .topLeft) == 20)
        #expect(view.effectiveRadius(corner: .topRight) == 0)
        #expect(view.effectiveRadius(corner: .bottomRight) == 0)
        view.cornerConfiguration = .uniformEdges(topRadius: .fixed(24), bottomRadius: .fixed(0))
        #expect(view.effectiveRadius(corner: .topRight) == 24 && view.effectiveRadius(corner: .bottomLeft) == 0)
        view.cornerConfiguration = .capsule()
        #expect(view.effectiveRadius(corner: .bottomLeft) == 30)
        view.cornerConfiguration = .capsule(maximumRadius: 10)
        #expect(view.effectiveRadius(corner: .bottomLeft) == 10)
        #expect(view.layer.cornerRadius == 0)
    }

    @Test("a concentric radius is the container's minus the inset, never below its minimum")
    func concentric() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        card.cornerConfiguration = .corners(radius: .fixed(32))
        let inner = UIView(frame: CGRect(x: 8, y: 12, width: 280, height: 170))
        card.addSubview(inner)
        inner.cornerConfiguration = .corners(radius: .containerConcentric())
        // Insets at the top-left corner are 8 and 12: the larger, 12, is taken off 32.
        #expect(inner.effectiveRadius(corner: .topLeft) == 20)
        // Bottom-right insets are 12 and 18: 32 − 18 = 14.
        #expect(inner.effectiveRadius(corner: .bottomRight) == 14)
        inner.cornerConfiguration = .corners(radius: .containerConcentric(minimum: 24))
        #expect(inner.effectiveRadius(corner: .topLeft) == 24)
        inner.cornerConfiguration = .uniformCorners(radius: .containerConcentric())
        #expect(inner.effectiveRadius(corner: .bottomRight) == 20)
        let orphan = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        orphan.cornerConfiguration = .corners(radius: .containerConcentric(minimum: 3))
        #expect(orphan.effectiveRadius(corner: .topLeft) == 3)
    }

    @Test("Display P3 red is outside sRGB: extended components (1.0931, −0.2267, −0.1501); P3 gray is the same gray")
    func displayP3() {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(
            isApproximately(r, 1.0931, tolerance: 1e-4) && isApproximately(g, -0.2267, tolerance: 1e-4)
                && isApproximately(b, -0.1501, tolerance: 1e-4) && a == 1)
        _ = UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 0.4).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(
            isApproximately(r, 0.5, tolerance: 1e-9) && isApproximately(g, 0.5, tolerance: 1e-9)
                && isApproximately(b, 0.5, tolerance: 1e-9) && a == 0.4)
    }
}
#endif
