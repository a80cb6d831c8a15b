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

/// Whether both coordinates of `actual` are within `tolerance` points of `expected`'s.
public func isApproximately(_ actual: CGPoint, _ expected: CGPoint, tolerance: CGFloat) -> Bool {
    isApproximately(actual.x, expected.x, tolerance: tolerance)
        && isApproximately(actual.y, expected.y, tolerance: tolerance)
}

/// Whether the width and the height of `actual` are within `tolerance` points of `expected`'s.
public func isApproximately(_ actual: CGSize, _ expected: CGSize, tolerance: CGFloat) -> Bool {
    isApproximately(actual.width, expected.width, tolerance: tolerance)
        && isApproximately(actual.height, expected.height, tolerance: tolerance)
}

/// Whether every edge of `actual` (`minX`, `minY`, width and height) is within `tolerance` points of `expected`'s.
public func isApproximately(_ actual: CGRect, _ expected: CGRect, tolerance: CGFloat) -> Bool {
    isApproximately(actual.minX, expected.minX, tolerance: tolerance)
        && isApproximately(actual.minY, expected.minY, tolerance: tolerance)
        && isApproximately(actual.width, expected.width, tolerance: tolerance)
        && isApproximately(actual.height, expected.height, tolerance: tolerance)
}

#if canImport(HeadlessUIKit)
/// Whether each of the sixteen entries of `actual` is within `tolerance` of `expected`'s.
public func isApproximately(_ actual: CATransform3D, _ expected: CATransform3D, tolerance: CGFloat) -> Bool {
    let pairs: [(CGFloat, CGFloat)] = [
        (actual.m11, expected.m11), (actual.m12, expected.m12), (actual.m13, expected.m13),
        (actual.m14, expected.m14), (actual.m21, expected.m21), (actual.m22, expected.m22),
        (actual.m23, expected.m23), (actual.m24, expected.m24), (actual.m31, expected.m31),
        (actual.m32, expected.m32), (actual.m33, expected.m33), (actual.m34, expected.m34),
        (actual.m41, expected.m41), (actual.m42, expected.m42), (actual.m43, expected.m43),
        (actual.m44, expected.m44),
    ]
    return pairs.allSatisfy { isApproximately($0, $1, tolerance: tolerance) }
}
#endif

/// Expects `actual` to be within `tolerance` of `expected` (`isApproximately`),
/// reporting at the caller's line the two values and how far apart they are.
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

/// Expects both coordinates of `actual` to be within `tolerance` points of `expected`'s.
public func expectApproximately(
    _ actual: CGPoint, _ expected: CGPoint, tolerance: CGFloat,
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        isApproximately(actual, expected, tolerance: tolerance),
        "\(actual) is not within \(tolerance) of \(expected)\(suffix(comment))", sourceLocation: sourceLocation)
}

/// Expects the width and the height of `actual` to be within `tolerance` points of `expected`'s.
public func expectApproximately(
    _ actual: CGSize, _ expected: CGSize, tolerance: CGFloat,
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        isApproximately(actual, expected, tolerance: tolerance),
        "\(actual) is not within \(tolerance) of \(expected)\(suffix(comment))", sourceLocation: sourceLocation)
}

/// Expects every edge of `actual` to be within `tolerance` points of `expected`'s.
public func expectApproximately(
    _ actual: CGRect, _ expected: CGRect, tolerance: CGFloat,
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
