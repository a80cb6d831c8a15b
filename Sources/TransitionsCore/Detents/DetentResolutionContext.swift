import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a detent can depend on when it is resolved to a height, mirroring
/// `UISheetPresentationControllerDetentResolutionContext` plus the measurements the core needs. A custom detent's
/// resolver (``Detent/custom(identifier:resolver:)``) receives it: size a sheet from ``maximumDetentValue``, the
/// container, or (in the UIKit layer) `containerTraitCollection`.
public struct DetentResolutionContext: Hashable, Sendable {
    /// The size of the container the sheet is presented in, pt.
    public var containerSize: CGSize
    /// The container's safe-area insets, pt.
    package var safeAreaInsets: LayoutInsets
    /// The tallest sheet height above the bottom safe area, pt: the large detent. The sheet layout
    /// computes it from the container, the safe area and the gap left at the top.
    public var maximumDetentValue: CGFloat
    /// The content's measured height above the bottom safe area, pt, or nil while unknown. Used by
    /// ``Detent/fitting(identifier:)``.
    public var fittingHeight: CGFloat?
    /// The container's horizontal size class.
    package var horizontalSizeClass: SizeClass
    /// The container's vertical size class.
    package var verticalSizeClass: SizeClass
    /// The container's other traits (text size, scale, idiom, style); the UIKit layer offers them as
    /// `containerTraitCollection`. Default: all unspecified.
    package var containerTraits: DetentContainerTraits

    /// Creates a context. Defaults: no safe area, unknown fitting height, compact width and regular
    /// height (an iPhone in portrait).
    package init(
        containerSize: CGSize, safeAreaInsets: LayoutInsets = .zero, maximumDetentValue: CGFloat,
        fittingHeight: CGFloat? = nil, horizontalSizeClass: SizeClass = .compact,
        verticalSizeClass: SizeClass = .regular, containerTraits: DetentContainerTraits = DetentContainerTraits()
    ) {
        self.containerSize = containerSize
        self.safeAreaInsets = safeAreaInsets
        self.maximumDetentValue = maximumDetentValue
        self.fittingHeight = fittingHeight
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.containerTraits = containerTraits
    }
}

extension DetentResolutionContext {
    /// Hashes every stored property (written out because CoreGraphics' geometry types are not `Hashable` in
    /// Apple's SDKs before iOS 18; see `Hasher+Geometry.swift`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size: containerSize)
        hasher.combine(safeAreaInsets)
        hasher.combine(maximumDetentValue)
        hasher.combine(fittingHeight)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(containerTraits)
    }
}
