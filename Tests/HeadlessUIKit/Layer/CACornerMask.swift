#if os(Linux)
import Foundation

/// Which corners `CALayer.cornerRadius` rounds (Core Animation's `CACornerMask`).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt

    /// A mask from its raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The minimum-x, minimum-y corner: top-left in UIKit's flipped coordinates (bit 0).
    public static var layerMinXMinYCorner: CACornerMask { CACornerMask(rawValue: 1 << 0) }
    /// The maximum-x, minimum-y corner: top-right in UIKit (bit 1).
    public static var layerMaxXMinYCorner: CACornerMask { CACornerMask(rawValue: 1 << 1) }
    /// The minimum-x, maximum-y corner: bottom-left in UIKit (bit 2).
    public static var layerMinXMaxYCorner: CACornerMask { CACornerMask(rawValue: 1 << 2) }
    /// The maximum-x, maximum-y corner: bottom-right in UIKit (bit 3).
    public static var layerMaxXMaxYCorner: CACornerMask { CACornerMask(rawValue: 1 << 3) }
}

/// The shape of rounded corners (Core Animation's `CALayerCornerCurve`, iOS 13+).
public struct CALayerCornerCurve: Hashable, Equatable, RawRepresentable, Sendable {
    /// The curve's name.
    public let rawValue: String

    /// A curve from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Quarter-circle corners (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Continuous-curvature ("squircle") corners, as system sheets use.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
#endif
