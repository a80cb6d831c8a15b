import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

/// A phone-like portrait container (393 × 852 pt) and a few source items.
enum ZoomFixture {
    static let container = CGRect(x: 0, y: 0, width: 393, height: 852)
    /// A 16:9 cell in a list: wider than the screen's aspect.
    static let wideCell = CGRect(x: 20, y: 300, width: 160, height: 90)
    /// A square grid cell.
    static let squareCell = CGRect(x: 24, y: 180, width: 100, height: 100)

    static func geometry(
        source: CGRect? = wideCell, alignmentRect: CGRect? = nil, sourceCornerRadius: CGFloat = 12,
        destinationCornerRadius: CGFloat = 0
    ) -> ZoomGeometry {
        ZoomGeometry(
            source: source, destination: container, containerBounds: container, alignmentRect: alignmentRect,
            sourceCornerRadius: sourceCornerRadius, destinationCornerRadius: destinationCornerRadius)
    }

    /// A drag of the fully presented view, the finger down at `touch`.
    static func drag(touch: CGPoint = CGPoint(x: 200, y: 400), behavior: ZoomDragBehavior = .default)
        -> ZoomDragModel
    {
        ZoomDragModel(
            start: geometry().frame(at: 1), touchLocation: touch, containerSize: container.size, behavior: behavior)
    }
}

/// Expects two rects to agree component-wise within `tolerance` pt.
func expectRect(
    _ actual: CGRect, _ expected: CGRect, tolerance: CGFloat = 1e-9, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let pairs: [(String, CGFloat, CGFloat)] = [
        ("minX", actual.minX, expected.minX), ("minY", actual.minY, expected.minY),
        ("width", actual.width, expected.width), ("height", actual.height, expected.height),
    ]
    for (name, a, e) in pairs {
        expectApproximately(
            a, e, tolerance: tolerance, Comment(rawValue: "\(name) \(comment?.rawValue ?? "")"),
            sourceLocation: sourceLocation)
    }
}

/// Whether `inner` lies within `outer`, allowing `slack` pt of rounding on each edge.
func contains(_ outer: CGRect, _ inner: CGRect, slack: CGFloat = 1e-6) -> Bool {
    outer.minX <= inner.minX + slack && outer.minY <= inner.minY + slack
        && outer.maxX >= inner.maxX - slack && outer.maxY >= inner.maxY - slack
}

/// Whether every number in a frame is finite.
func isFinite(_ frame: ZoomFrame) -> Bool {
    let rects = [frame.clip, frame.content]
    return rects.allSatisfy { $0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite && $0.height.isFinite }
        && frame.contentScale.isFinite && frame.cornerRadius.isFinite && frame.dimmingAlpha.isFinite
        && frame.alpha.isFinite && frame.contentBlend.isFinite
}
