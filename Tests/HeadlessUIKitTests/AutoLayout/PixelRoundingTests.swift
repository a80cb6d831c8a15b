#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// Frames that Auto Layout applies are rounded to the screen's pixel grid, each edge to the nearest
/// `1 / scale`. Apple does not document the rule; it is what a device shows (reproducible: on a 3× iPhone, a
/// view pinned 333.5 pt from its superview's leading edge reads `frame.minX == 333.667`).
@MainActor @Suite("Auto Layout: pixel rounding", .headlessHygiene)
struct PixelRoundingTests {
    /// A 10 × 10 view pinned `leading` pt from the container's leading edge.
    private func pinned(at leading: CGFloat) -> UIView {
        let (_, container) = layoutStage(size: CGSize(width: 390, height: 200))
        let child = constrainedView()
        container.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: leading),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: leading / 10),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        return child
    }

    @Test("at 3× an edge solved at 333.5 is placed at 333.667; the size follows the rounded edges")
    func threeX() {
        let child = pinned(at: 333.5)
        #expect(
            isApproximately(child.frame, CGRect(x: 1001.0 / 3, y: 100.0 / 3, width: 10, height: 10), tolerance: 1e-6))
    }

    @Test("at 2× the grid is half a point: 333.5 stays, 333.3 becomes 333.5")
    func twoX() {
        HeadlessDevice.use(.iPhoneSE)
        #expect(isApproximately(pinned(at: 333.5).frame.minX, 333.5, tolerance: 1e-6))
        #expect(isApproximately(pinned(at: 333.3).frame.minX, 333.5, tolerance: 1e-6))
    }

    @Test("views that share a solved edge still share it after rounding")
    func sharedEdges() {
        let (_, container) = layoutStage(size: CGSize(width: 390, height: 200))
        let left = constrainedView()
        let right = constrainedView()
        container.addSubview(left)
        container.addSubview(right)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            left.widthAnchor.constraint(equalToConstant: 100.4),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.widthAnchor.constraint(equalToConstant: 100),
            left.topAnchor.constraint(equalTo: container.topAnchor),
            right.topAnchor.constraint(equalTo: container.topAnchor),
            left.heightAnchor.constraint(equalToConstant: 10), right.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(isApproximately(left.frame.maxX, 301.0 / 3, tolerance: 1e-6))
        #expect(isApproximately(right.frame.minX, left.frame.maxX, tolerance: 1e-6))
        #expect(isApproximately(right.frame.maxX, 601.0 / 3, tolerance: 1e-6), "200.4 → 200.333")
    }
}
#endif
