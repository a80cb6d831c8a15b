#if os(Linux)
import Foundation

/// A corner radius that is fixed or derived from the view's container (UIKit's `UICornerRadius`, iOS 26).
public struct UICornerRadius: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case fixed(Double)
        case containerConcentric(minimum: CGFloat?)
    }

    let kind: Kind

    /// A radius of `radius` points.
    public static func fixed(_ radius: Double) -> UICornerRadius {
        UICornerRadius(kind: .fixed(radius.isFinite ? max(radius, 0) : 0))
    }

    /// A radius concentric with the container's corner: the container's radius at that corner minus the
    /// distance between the two corners, at least `minimum` (0 when `nil`).
    public static func containerConcentric(minimum: CGFloat? = nil) -> UICornerRadius {
        UICornerRadius(kind: .containerConcentric(minimum: minimum.map { $0.isFinite ? max($0, 0) : 0 }))
    }

    /// A description for debugging.
    public var description: String {
        switch kind {
        case .fixed(let radius): return "fixed(\(radius))"
        case .containerConcentric(let minimum):
            return "containerConcentric(minimum: \(minimum.map { "\($0)" } ?? "nil"))"
        }
    }
}

/// How radii map to a view's four corners (UIKit's `UICornerConfiguration`, iOS 26). Set it on
/// `UIView.cornerConfiguration`; read the result with `UIView.effectiveRadius(corner:)`.
public struct UICornerConfiguration: Hashable, Sendable, CustomStringConvertible {
    enum Shape: Hashable, Sendable {
        /// Each corner on its own (`nil`: square).
        case corners(
            topLeft: UICornerRadius?, topRight: UICornerRadius?, bottomLeft: UICornerRadius?,
            bottomRight: UICornerRadius?)
        /// All corners share the largest resolved radius.
        case uniformCorners(UICornerRadius)
        /// The corners of each horizontal edge share the larger resolved radius.
        case uniformTopBottom(top: UICornerRadius, bottom: UICornerRadius)
        /// The corners of each vertical edge share the larger resolved radius.
        case uniformLeftRight(left: UICornerRadius, right: UICornerRadius)
        /// Half the shorter side, at most `maximum`.
        case capsule(maximum: Double?)
    }

    let shape: Shape

    /// `radius` applied to each corner independently (a concentric radius may resolve differently per corner).
    public static func corners(radius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration(
            shape: .corners(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius))
    }

    /// A radius per corner; `nil` leaves that corner square.
    public static func corners(
        topLeftRadius: UICornerRadius?, topRightRadius: UICornerRadius?, bottomLeftRadius: UICornerRadius?,
        bottomRightRadius: UICornerRadius?
    ) -> UICornerConfiguration {
        UICornerConfiguration(
            shape: .corners(
                topLeft: topLeftRadius, topRight: topRightRadius, bottomLeft: bottomLeftRadius,
                bottomRight: bottomRightRadius))
    }

    /// `radius` applied uniformly: every corner takes the largest of the resolved radii.
    public static func uniformCorners(radius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration(shape: .uniformCorners(radius))
    }

    /// The top corners share `topRadius`, the bottom corners `bottomRadius` (each the larger resolved value).
    public static func uniformEdges(topRadius: UICornerRadius, bottomRadius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration(shape: .uniformTopBottom(top: topRadius, bottom: bottomRadius))
    }

    /// The left corners share `leftRadius`, the right corners `rightRadius`.
    public static func uniformEdges(leftRadius: UICornerRadius, rightRadius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration(shape: .uniformLeftRight(left: leftRadius, right: rightRadius))
    }

    /// A capsule: half the view's shorter side, at most `maximumRadius` when given.
    public static func capsule(maximumRadius: Double? = nil) -> UICornerConfiguration {
        UICornerConfiguration(shape: .capsule(maximum: maximumRadius))
    }

    /// A description for debugging.
    public var description: String { "UICornerConfiguration(\(shape))" }
}
#endif
