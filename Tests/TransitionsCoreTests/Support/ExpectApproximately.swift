import Foundation
import Testing

/// Expects `actual` to be within `tolerance` of `expected`, reporting a failure at the caller's line.
///
/// Fails for NaN on either side (NaN is never approximately anything).
func expectApproximately(
    _ actual: Double, _ expected: Double, tolerance: Double,
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let difference = abs(actual - expected)
    #expect(
        difference <= tolerance,
        "\(actual) is not within \(tolerance) of \(expected) (off by \(difference))\(comment.map { ": \($0.rawValue)" } ?? "")",
        sourceLocation: sourceLocation)
}

/// `CGFloat` overload of ``expectApproximately(_:_:tolerance:_:sourceLocation:)``.
func expectApproximately(
    _ actual: CGFloat, _ expected: CGFloat, tolerance: CGFloat,
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectApproximately(
        Double(actual), Double(expected), tolerance: Double(tolerance), comment, sourceLocation: sourceLocation)
}

/// Optional overload: fails when `actual` is nil.
func expectApproximately(
    _ actual: CGFloat?, _ expected: CGFloat, tolerance: CGFloat,
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record("expected ≈ \(expected), got nil", sourceLocation: sourceLocation)
        return
    }
    expectApproximately(actual, expected, tolerance: tolerance, comment, sourceLocation: sourceLocation)
}
