// The one meaning of "approximately equal" in every test target: `isApproximately` for conditions,
// `expectApproximately` for an expectation whose failure says by how much. The tolerance is always stated at the
// call (no default), in the unit of the values compared (points, seconds, points per second, a fraction).
import Foundation
import Testing

#if canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

/// Whether `actual` is within `tolerance` of `expected`: `abs(actual - expected) <= tolerance`.
///
/// NaN on either side is never approximately anything, nor is an infinity (the difference of two equal
/// infinities is NaN), so a model that produced NaN or an infinity fails the check instead of passing it.
public func isApproximately<Value: FloatingPoint>(_ actual: Value, _ expected: Value, tolerance: Value) -> Bool {
    abs(actual - expected) <= tolerance
}

/// Geometry compared component by component, each within the same tolerance in points: `CGPoint` (x, y),
/// `CGSize` (width, height), `CGRect` (`minX`, `minY`, width, height) and, on HeadlessUIKit, `CATransform3D`
/// (its sixteen entries).
public protocol ApproximateGeometry {
    /// The components compared, in a fixed order.
    var approximatedComponents: [CGFloat] { get }
}

extension CGPoint: ApproximateGeometry {
    /// x, y.
    public var approximatedComponents: [CGFloat] { [x, y] }
}

extension CGSize: ApproximateGeometry {
    /// Width, height.
    public var approximatedComponents: [CGFloat] { [width, height] }
}

extension CGRect: ApproximateGeometry {
    /// `minX`, `minY`, width, height.
    public var approximatedComponents: [CGFloat] { [minX, minY, width, height] }
}

#if canImport(HeadlessUIKit)
extension CATransform3D: ApproximateGeometry {
    /// The sixteen entries, row by row.
    public var approximatedComponents: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }
}
#endif

/// Whether every component of `actual` is within `tolerance` points of `expected`'s.
public func isApproximately<Value: ApproximateGeometry>(_ actual: Value, _ expected: Value, tolerance: CGFloat)
    -> Bool
{
    zip(actual.approximatedComponents, expected.approximatedComponents).allSatisfy {
        isApproximately($0, $1, tolerance: tolerance)
    }
}

/// Expects `actual` to be within `tolerance` of `expected` (`isApproximately`), reporting at the caller's line
/// the two values and how far apart they are.
public func expectApproximately<Value: FloatingPoint>(
    _ actual: Value, _ expected: Value, tolerance: Value,
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        isApproximately(actual, expected, tolerance: tolerance),
        "\(actual) is not within \(tolerance) of \(expected) (off by \(abs(actual - expected)))\(suffix(comment))",
        sourceLocation: sourceLocation)
}

/// Expects `actual` to be non-nil and within `tolerance` of `expected`.
public func expectApproximately<Value: FloatingPoint>(
    _ actual: Value?, _ expected: Value, tolerance: Value,
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record("expected ≈ \(expected), got nil\(suffix(comment))", sourceLocation: sourceLocation)
        return
    }
    expectApproximately(actual, expected, tolerance: tolerance, comment, sourceLocation: sourceLocation)
}

/// Expects every component of `actual` to be within `tolerance` points of `expected`'s.
public func expectApproximately<Value: ApproximateGeometry>(
    _ actual: Value, _ expected: Value, tolerance: CGFloat,
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        isApproximately(actual, expected, tolerance: tolerance),
        "\(actual) is not within \(tolerance) of \(expected)\(suffix(comment))", sourceLocation: sourceLocation)
}

private func suffix(_ comment: Comment?) -> String {
    comment.map { ": \($0.rawValue)" } ?? ""
}
