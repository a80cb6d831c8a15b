#if os(Linux)
import Foundation

extension CGPath {
    /// Every point's coordinates, in element order: what a `path` animation interpolates.
    var animatableComponents: [Double] {
        var components: [Double] = []
        for element in elements {
            for point in element.points { components += [Double(point.x), Double(point.y)] }
        }
        return components
    }

    /// The same elements with their points replaced from `components` (as produced by
    /// `animatableComponents`); `self` when the count does not match, as Core Animation shows the target
    /// path at once when two paths differ in structure.
    func replacingPoints(_ components: [Double]) -> CGPath {
        guard components.count == animatableComponents.count else { return self }
        var index = 0
        func next() -> CGPoint {
            defer { index += 2 }
            return CGPoint(x: components[index], y: components[index + 1])
        }
        let mapped: [PathElement] = elements.map { element in
            switch element {
            case .move: return .move(next())
            case .line: return .line(next())
            case .quad: return .quad(next(), next())
            case .cubic: return .cubic(next(), next(), next())
            case .close: return .close
            }
        }
        return CGPath(elements: mapped)
    }
}
#endif
