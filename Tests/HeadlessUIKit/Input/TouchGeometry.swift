#if os(Linux)
import Foundation

/// Conversions between window coordinates (where simulated touches live) and any view's coordinates.
@MainActor enum TouchGeometry {
    /// `point` (window coordinates) in `view`'s coordinates; `nil` means the window itself.
    static func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    /// A window-space vector (translation or velocity) anchored at `anchor`, expressed in `view`'s
    /// coordinates: the linear part of the window-to-view transform applied to `vector`.
    static func convertVector(_ vector: CGPoint, at anchor: CGPoint, to view: UIView?) -> CGPoint {
        guard view != nil else { return vector }
        let start = convertFromWindow(anchor, to: view)
        let end = convertFromWindow(CGPoint(x: anchor.x + vector.x, y: anchor.y + vector.y), to: view)
        return CGPoint(x: end.x - start.x, y: end.y - start.y)
    }

    /// A vector given in `view`'s coordinates, anchored at `anchor` (window), expressed in window coordinates.
    static func convertVectorToWindow(_ vector: CGPoint, at anchor: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let startInView = view.convert(anchor, from: nil)
        let endInView = CGPoint(x: startInView.x + vector.x, y: startInView.y + vector.y)
        let end = view.convert(endInView, to: nil)
        return CGPoint(x: end.x - anchor.x, y: end.y - anchor.y)
    }

    /// Euclidean distance between two points, in points.
    nonisolated static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = a.x - b.x
        let dy = a.y - b.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Whether both coordinates are finite.
    nonisolated static func isFinite(_ point: CGPoint) -> Bool {
        point.x.isFinite && point.y.isFinite
    }
}
#endif
