import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

// CGPoint, CGSize and CGRect are Hashable in swift-corelibs-foundation (Linux) but only Equatable in Apple's
// SDKs before iOS 18 (and there only `@available(iOS 18.0, *)`), so a type that stores them cannot synthesize
// `Hashable` for an iOS 13 target. The core's value types write `hash(into:)` by hand with these helpers,
// which hash the components (CGFloat is Hashable everywhere). No retroactive conformance on CoreGraphics
// types: that would clash with the SDK's own from iOS 18 on.
extension Hasher {
    /// Feeds a point's `x` and `y`.
    mutating func combine(point: CGPoint) {
        combine(point.x)
        combine(point.y)
    }

    /// Feeds a size's `width` and `height`.
    mutating func combine(size: CGSize) {
        combine(size.width)
        combine(size.height)
    }

    /// Feeds a rect's origin and size.
    mutating func combine(rect: CGRect) {
        combine(point: rect.origin)
        combine(size: rect.size)
    }
}
