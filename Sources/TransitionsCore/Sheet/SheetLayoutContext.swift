import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Everything about the screen a sheet's layout depends on, measured by the UIKit layer.
///
/// All lengths are in points, in the container view's coordinate space (origin top-left, y down).
package struct SheetLayoutContext: Hashable, Sendable {
    /// The container view's size. Non-finite or negative components are treated as 0.
    public var containerSize: CGSize
    /// The container's safe-area insets (status bar, notch, home indicator).
    public var safeAreaInsets: LayoutInsets
    /// Horizontal size class: `.regular` (iPad full screen) floats the sheet; otherwise it is edge-attached.
    public var horizontalSizeClass: SizeClass
    /// Vertical size class: `.compact` (iPhone landscape) makes the sheet full height unless
    /// `SheetLayoutOptions.prefersEdgeAttachedInCompactHeight` is set.
    public var verticalSizeClass: SizeClass
    /// How far the keyboard overlaps the container from its bottom edge; 0 when the keyboard is hidden.
    public var keyboardOverlap: CGFloat
    /// The presented controller's `preferredContentSize`; `.zero` when it has none.
    public var preferredContentSize: CGSize
    /// The width of the container's readable content guide (UIKit's `readableContentGuide`), in points: what a
    /// floating sheet follows with `SheetLayoutOptions.prefersPageSizing`. 0 (default) when not measured; the
    /// sheet then uses `SheetLayoutOptions.floatingWidth`.
    public var readableWidth: CGFloat = 0

    /// Creates a context. Defaults: no insets, an iPhone-portrait trait pair, no keyboard, no preferred size.
    public init(
        containerSize: CGSize,
        safeAreaInsets: LayoutInsets = .zero,
        horizontalSizeClass: SizeClass = .compact,
        verticalSizeClass: SizeClass = .regular,
        keyboardOverlap: CGFloat = 0,
        preferredContentSize: CGSize = .zero
    ) {
        self.containerSize = containerSize
        self.safeAreaInsets = safeAreaInsets
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.keyboardOverlap = keyboardOverlap
        self.preferredContentSize = preferredContentSize
    }
}

/// The layout knobs of a sheet that UISheetPresentationController also has, plus the metrics it keeps private.
package struct SheetLayoutOptions: Hashable, Sendable {
    /// UIKit's `prefersEdgeAttachedInCompactHeight`. Default `false`: in compact height the sheet fills the height.
    public var prefersEdgeAttachedInCompactHeight: Bool
    /// UIKit's `widthFollowsPreferredContentSizeWhenEdgeAttached`. Default `false`.
    public var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool
    /// Top corner radius in points; `nil` uses the system-like default (10 pt edge-attached, 16 pt floating).
    public var preferredCornerRadius: CGFloat?
    /// Gap between the top safe-area edge and the sheet at the large detent. Default 10 pt, as UIKit leaves.
    public var largeDetentTopGap: CGFloat
    /// Width of the floating sheet in regular width when the content states no preferred width. Default `nil`:
    /// UIKit's form-sheet width for the container's longest side, 540 pt up to 1024 pt, 580 pt up to 1590 pt,
    /// 620 pt above (DEVICE-FACTS.md, "The sheet, as UIKit's code defines it", form sheet).
    public var floatingWidth: CGFloat?
    /// UIKit's `prefersPageSizing`: `true` sizes a floating sheet to the readable width ("the sheet width follows
    /// the readable width", `SheetLayoutContext.readableWidth`); `false` (default here) to the content's
    /// `preferredContentSize` width ("the sheet size follows the presented view controller’s
    /// `preferredContentSize`"), else ``floatingWidth``. Only a floating sheet (regular width) is affected.
    public var prefersPageSizing: Bool = false
    /// Margin between a floating sheet and the container's edges. Default 25 pt (UIKit's `minimumSidePadding`;
    /// DEVICE-FACTS.md, "The sheet, as UIKit's code defines it", floating side padding).
    public var floatingMargin: CGFloat

    /// Creates options; every argument defaults to the documented value.
    public init(
        prefersEdgeAttachedInCompactHeight: Bool = false,
        widthFollowsPreferredContentSizeWhenEdgeAttached: Bool = false,
        preferredCornerRadius: CGFloat? = nil,
        largeDetentTopGap: CGFloat = 10,
        floatingWidth: CGFloat? = nil,
        floatingMargin: CGFloat = SheetDeviceMetrics.floatingSidePadding
    ) {
        self.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
        self.widthFollowsPreferredContentSizeWhenEdgeAttached = widthFollowsPreferredContentSizeWhenEdgeAttached
        self.preferredCornerRadius = preferredCornerRadius
        self.largeDetentTopGap = largeDetentTopGap
        self.floatingWidth = floatingWidth
        self.floatingMargin = floatingMargin
    }
}

/// How the sheet sits in its container.
package enum SheetLayoutMode: Hashable, Sendable {
    /// Full width (or a limited, centered width), attached to the bottom edge; top corners rounded.
    case edgeAttached
    /// A card of limited width floating above the bottom edge, all corners rounded (regular width, iPad).
    case floating
    /// Compact height without edge attachment: the sheet fills the safe height and stays at its largest detent,
    /// as UIKit's sheets do in iPhone landscape.
    case fullHeight
}

extension SheetLayoutContext {
    /// Hashes every stored property (written out because CoreGraphics' geometry types are not `Hashable` in
    /// Apple's SDKs before iOS 18; see `Hasher+Geometry.swift`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size: containerSize)
        hasher.combine(safeAreaInsets)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(keyboardOverlap)
        hasher.combine(size: preferredContentSize)
        hasher.combine(readableWidth)
    }
}
