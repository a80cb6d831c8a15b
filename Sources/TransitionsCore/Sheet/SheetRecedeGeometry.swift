import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a view behind a sheet is drawn at a recede depth: the scale and translation to apply as its transform
/// (about its center, as `UIView.transform` is), the corner radius of its top corners and how opaque the black
/// behind it is.
///
/// Depth 0 is the view at rest (identity). At whole depth `k ≥ 1` the view is scaled by
/// `(width − 2k · inset) / width` about its horizontal center and its top edge sits at
/// `safeAreaTop − (k − 1) · stackStep` in container coordinates: the first step puts the screen just under the
/// status bar, each further step (a sheet stacked in front) 10 pt higher and 32 pt narrower. Fractional depths
/// interpolate linearly between the whole steps around them, so the view follows the sheet continuously.
/// Values from ``SheetRecedeStyle``. Pure arithmetic, allocation-free.
package struct SheetRecedeGeometry: Hashable, Sendable {
    /// The depth this geometry is for, clamped to `0…maximumDepth`.
    public let depth: Double
    /// Uniform scale factor (1 at rest).
    public let scale: CGFloat
    /// Horizontal translation in points (0: the view stays centered).
    public let translationX: CGFloat
    /// Vertical translation in points, applied after scaling about the view's center.
    public let translationY: CGFloat
    /// The top corners' radius in the view's own (unscaled) coordinates, so that on screen it measures the
    /// style's radius; blends from `restCornerRadius` over the first step.
    public let cornerRadius: CGFloat
    /// Opacity of the black drawn behind the receded view: 0 at rest, 1 from the first step on.
    public let backdropAlpha: CGFloat

    /// Whether the view is drawn exactly as at rest (depth 0).
    public var isIdentity: Bool { depth == 0 }

    /// Computes the geometry of a view whose untransformed frame is `restFrame` (container coordinates).
    /// - Parameters:
    ///   - restFrame: The view's frame without any transform, in container coordinates.
    ///   - depth: How many steps back the view is (`SheetRecede.depth(progress:pushedBack:)`). NaN, negative or
    ///     infinite values count as 0 (NaN, negative) or the maximum depth (+∞).
    ///   - safeAreaTop: The container's top safe-area inset (status bar), in points.
    ///   - restCornerRadius: The view's own corner radius at rest. Default 0.
    ///   - style: The recede's values. Default ``SheetRecedeStyle/system``.
    ///   - keepsBottomEdge: For a pushed-back sheet shorter than the container's large detent: it scales in
    ///     place, its bottom edge staying on the container's bottom, instead of moving its top edge up to the
    ///     status bar (which would lift a 200 pt sheet hundreds of points and detach it from the bottom; the
    ///     system never shows a compact-width sheet detached from its edge). Default `false`.
    /// Empty, inverted or non-finite frames give the identity.
    public init(
        restFrame: CGRect, depth: Double, safeAreaTop: CGFloat, restCornerRadius: CGFloat = 0,
        style: SheetRecedeStyle = .system, keepsBottomEdge: Bool = false
    ) {
        let d = style.clampedDepth(depth)
        let width = restFrame.width
        let height = restFrame.height
        let valid =
            restFrame.origin.x.isFinite && restFrame.origin.y.isFinite && width.isFinite && height.isFinite
            && width > 0 && height > 0
        let restRadius = restCornerRadius.isFinite ? max(restCornerRadius, 0) : 0
        guard valid, d > 0 else {
            self.depth = 0
            scale = 1
            translationX = 0
            translationY = 0
            cornerRadius = restRadius
            backdropAlpha = 0
            return
        }
        let inset = Self.sane(style.horizontalInset(forWidth: width))
        let step = Self.sane(style.stackStep)
        let top = Self.sane(safeAreaTop)
        // Whole steps around `d`: step 0 is the rest frame; step k ≥ 1 has the scale and top edge above.
        let lower = d.rounded(.down)
        let fraction = CGFloat(d - lower)
        func scaleAt(_ k: Double) -> CGFloat { k == 0 ? 1 : max(width - 2 * CGFloat(k) * inset, 1) / width }
        func topAt(_ k: Double) -> CGFloat { k == 0 ? restFrame.minY : top - CGFloat(k - 1) * step }
        let s = scaleAt(lower) + (scaleAt(lower + 1) - scaleAt(lower)) * fraction
        let targetTop = topAt(lower) + (topAt(lower + 1) - topAt(lower)) * fraction
        self.depth = d
        scale = s
        translationX = 0
        // Scaled about the center, then moved: the top edge to its step, or (a short sheet) the bottom edge back
        // onto where it rests.
        translationY = keepsBottomEdge ? height * (1 - s) / 2 : targetTop - (restFrame.midY - s * height / 2)
        let firstStep = CGFloat(min(d, 1))
        let visible = restRadius + (Self.sane(style.cornerRadius) - restRadius) * firstStep
        cornerRadius = visible / s
        backdropAlpha = firstStep
    }

    /// The view's on-screen frame (container coordinates) for a view whose untransformed frame is `restFrame`.
    public func frame(forRestFrame restFrame: CGRect) -> CGRect {
        let width = restFrame.width * scale
        let height = restFrame.height * scale
        return CGRect(
            x: restFrame.midX - width / 2 + translationX, y: restFrame.midY - height / 2 + translationY,
            width: width, height: height)
    }

    @inline(__always) static func sane(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }
}

extension SheetRecedeGeometry {
    /// Hashes every stored property.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(depth)
        hasher.combine(scale)
        hasher.combine(translationX)
        hasher.combine(translationY)
        hasher.combine(cornerRadius)
        hasher.combine(backdropAlpha)
    }
}
