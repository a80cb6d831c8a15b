#if os(Linux)
import Foundation

/// Reverses a path subpath by subpath (what `UIBezierPath.reversing()` returns): each subpath starts at its
/// old end, runs its segments backwards with control points swapped, and stays closed if it was.
enum PathReversal {
    static func reversed(_ elements: [PathElement]) -> [PathElement] {
        var result: [PathElement] = []
        var subpath: [PathElement] = []
        for element in elements {
            if case .move = element, !subpath.isEmpty {
                result += reverseSubpath(subpath)
                subpath = []
            }
            subpath.append(element)
            if element == .close {
                result += reverseSubpath(subpath)
                subpath = []
            }
        }
        if !subpath.isEmpty { result += reverseSubpath(subpath) }
        return result
    }

    private static func reverseSubpath(_ subpath: [PathElement]) -> [PathElement] {
        guard case .move(let start) = subpath.first else { return subpath }
        let closed = subpath.last == .close
        let segments = subpath.dropFirst().filter { $0 != .close }
        var previousEnds: [CGPoint] = [start]
        for segment in segments { previousEnds.append(segment.points.last ?? start) }
        var result: [PathElement] = [.move(previousEnds.last ?? start)]
        for (index, segment) in segments.enumerated().reversed() {
            let target = previousEnds[index]
            switch segment {
            case .line: result.append(.line(target))
            case .quad(let c, _): result.append(.quad(c, target))
            case .cubic(let c1, let c2, _): result.append(.cubic(c2, c1, target))
            case .move, .close: break
            }
        }
        if closed { result.append(.close) }
        return result
    }
}
#endif
