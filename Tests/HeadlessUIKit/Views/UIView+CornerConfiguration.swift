#if os(Linux)
import Foundation

extension UIView {
    /// The shape of the view's corners (iOS 26). Until set, it reflects the layer: `layer.cornerRadius` on
    /// the `layer.maskedCorners`, square elsewhere. Setting it does not change `layer.cornerRadius`;
    /// HeadlessUIKit draws nothing, so the configuration is read back through `effectiveRadius(corner:)`.
    public var cornerConfiguration: UICornerConfiguration {
        get {
            if let stored = layer.headlessCornerConfiguration { return stored }
            let radius = UICornerRadius.fixed(Double(layer.cornerRadius))
            let masked = layer.maskedCorners
            return .corners(
                topLeftRadius: masked.contains(.layerMinXMinYCorner) ? radius : nil,
                topRightRadius: masked.contains(.layerMaxXMinYCorner) ? radius : nil,
                bottomLeftRadius: masked.contains(.layerMinXMaxYCorner) ? radius : nil,
                bottomRightRadius: masked.contains(.layerMaxXMaxYCorner) ? radius : nil)
        }
        set { layer.headlessCornerConfiguration = newValue }
    }

    /// The radius the view's corner configuration resolves to at `corner` now, in points (iOS 26). For
    /// several corners, the largest; for none, 0.
    ///
    /// A concentric radius is the superview's effective radius at the same corner minus the distance
    /// between the two corners (the larger of the horizontal and vertical insets, HeadlessUIKit's reading of
    /// "the distance between corners"), at least its minimum; without a superview it is its minimum.
    public func effectiveRadius(corner: UIRectCorner) -> CGFloat {
        let corners: [UIRectCorner] = [.topLeft, .topRight, .bottomLeft, .bottomRight].filter { corner.contains($0) }
        return corners.map { resolvedRadius(at: $0) }.max() ?? 0
    }

    private func resolvedRadius(at corner: UIRectCorner) -> CGFloat {
        let size = bounds.size
        let limit = max(min(size.width, size.height) / 2, 0)
        switch cornerConfiguration.shape {
        case .corners(let topLeft, let topRight, let bottomLeft, let bottomRight):
            let radius: UICornerRadius? =
                switch corner {
                case .topLeft: topLeft
                case .topRight: topRight
                case .bottomLeft: bottomLeft
                default: bottomRight
                }
            return radius.map { resolve($0, at: corner) } ?? 0
        case .uniformCorners(let radius):
            return [UIRectCorner.topLeft, .topRight, .bottomLeft, .bottomRight].map { resolve(radius, at: $0) }.max()
                ?? 0
        case .uniformTopBottom(let top, let bottom):
            let isTop = corner == .topLeft || corner == .topRight
            let pair: [UIRectCorner] = isTop ? [.topLeft, .topRight] : [.bottomLeft, .bottomRight]
            return pair.map { resolve(isTop ? top : bottom, at: $0) }.max() ?? 0
        case .uniformLeftRight(let left, let right):
            let isLeft = corner == .topLeft || corner == .bottomLeft
            let pair: [UIRectCorner] = isLeft ? [.topLeft, .bottomLeft] : [.topRight, .bottomRight]
            return pair.map { resolve(isLeft ? left : right, at: $0) }.max() ?? 0
        case .capsule(let maximum):
            guard let maximum, maximum.isFinite else { return limit }
            return min(limit, max(CGFloat(maximum), 0))
        }
    }

    private func resolve(_ radius: UICornerRadius, at corner: UIRectCorner) -> CGFloat {
        switch radius.kind {
        case .fixed(let value): return CGFloat(value)
        case .containerConcentric(let minimum):
            let floor = minimum ?? 0
            guard let container = superview else { return floor }
            let frame = convert(bounds, to: container)
            let outer = container.bounds
            let (dx, dy): (CGFloat, CGFloat) =
                switch corner {
                case .topLeft: (frame.minX - outer.minX, frame.minY - outer.minY)
                case .topRight: (outer.maxX - frame.maxX, frame.minY - outer.minY)
                case .bottomLeft: (frame.minX - outer.minX, outer.maxY - frame.maxY)
                default: (outer.maxX - frame.maxX, outer.maxY - frame.maxY)
                }
            return max(container.effectiveRadius(corner: corner) - max(dx, dy, 0), floor)
        }
    }
}
#endif
