import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a sheet of a given height sits: its frame, corners, grabber and pinned footer.
///
/// A sheet's *height* here is a detent value: the part of the sheet above the bottom obstruction (the bottom
/// safe area, or the keyboard when it is taller). `.height(198)` therefore shows 198 pt of content plus the
/// home-indicator area, exactly like UIKit's custom detents, with no `- 40` anywhere. Every method is pure
/// arithmetic on stored values: no allocation, safe to call on every frame.
package struct SheetLayout: Hashable, Sendable {
    /// The layout mode chosen from the size classes and options.
    public let mode: SheetLayoutMode
    /// The sanitized container size (non-finite or negative components become 0).
    public let containerSize: CGSize
    /// The sanitized safe-area insets.
    public let safeAreaInsets: LayoutInsets
    /// What the sheet's content must stay above: max(bottom safe area, keyboard overlap), in points.
    public let bottomObstruction: CGFloat
    /// The tallest height a detent may have: from the bottom obstruction up to the top safe area plus
    /// `SheetLayoutOptions.largeDetentTopGap` (no gap in `SheetLayoutMode.fullHeight`). A floating sheet's is the
    /// room `SheetAnchor` places it in: the safe area (above the keyboard) less `SheetAnchor.defaultMargin` (20 pt)
    /// at the top and the bottom.
    public let maximumDetentValue: CGFloat
    /// The sheet's width in points.
    public let sheetWidth: CGFloat
    /// The sheet's left edge in container coordinates.
    public let sheetMinX: CGFloat
    /// Corner radius in points.
    public let cornerRadius: CGFloat
    /// The height at which the sheet is fully hidden below the container's bottom edge (negative).
    public let hiddenHeight: CGFloat

    /// Size of the grabber, UIKit's metrics: 36 × 5 pt.
    public static let grabberSize = CGSize(width: 36, height: 5)
    /// Distance from the sheet's top edge to the grabber: 5 pt.
    public static let grabberTopInset: CGFloat = 5

    /// Computes the layout for a context and options. Nonsense input (NaN, infinite or negative sizes and
    /// insets) is sanitized to 0, so the result is always finite.
    public init(context: SheetLayoutContext, options: SheetLayoutOptions = SheetLayoutOptions()) {
        let width = Self.sane(context.containerSize.width)
        let height = Self.sane(context.containerSize.height)
        let insets = LayoutInsets(
            top: Self.sane(context.safeAreaInsets.top), left: Self.sane(context.safeAreaInsets.left),
            bottom: Self.sane(context.safeAreaInsets.bottom), right: Self.sane(context.safeAreaInsets.right))
        containerSize = CGSize(width: width, height: height)
        safeAreaInsets = insets

        let mode: SheetLayoutMode
        if context.horizontalSizeClass == .regular && context.verticalSizeClass != .compact {
            mode = .floating
        } else if context.verticalSizeClass == .compact && !options.prefersEdgeAttachedInCompactHeight {
            mode = .fullHeight
        } else {
            mode = .edgeAttached
        }
        self.mode = mode

        let keyboard = min(Self.sane(context.keyboardOverlap), height)
        let obstruction = max(insets.bottom, keyboard)
        let margin = Self.sane(options.floatingMargin)
        let topGap = Self.sane(options.largeDetentTopGap)
        let preferredWidth = Self.sane(context.preferredContentSize.width)
        let usableWidth = max(width - insets.left - insets.right, 0)

        switch mode {
        case .floating:
            let readable = Self.sane(context.readableWidth)
            let formWidth = SheetDeviceMetrics.formSheetSize(screenLongestSide: max(width, height)).width
            let floatingWidth = options.floatingWidth.map(Self.sane) ?? formWidth
            let wanted =
                options.prefersPageSizing
                ? (readable > 0 ? readable : floatingWidth)
                : (preferredWidth > 0 ? preferredWidth : floatingWidth)
            sheetWidth = min(wanted, max(width - 2 * margin, 0))
            bottomObstruction = obstruction + margin
            // The room `SheetAnchor` places the sheet in: the safe area (the keyboard's top as its bottom) less its
            // margin at the top and the bottom, so that a sheet at its tallest detent ends inside the bottom margin.
            // The edge-attached rules (10 pt below the top safe area, the side padding at the bottom) do not apply.
            let anchorMargin = SheetAnchor.defaultMargin
            maximumDetentValue = max(height - insets.top - max(topGap, anchorMargin) - obstruction - anchorMargin, 0)
            cornerRadius = options.preferredCornerRadius.map(Self.sane) ?? 16
            hiddenHeight = -(obstruction + margin)
        case .fullHeight:
            // UIKit: "the sheet defaults to a full screen appearance at compact height"
            // (`prefersEdgeAttachedInCompactHeight`): the whole container, square corners (the preferred radius
            // applies to sheets, not to a full-screen appearance).
            sheetWidth = width
            bottomObstruction = obstruction
            maximumDetentValue = max(height - obstruction, 0)
            cornerRadius = 0
            hiddenHeight = -obstruction
        case .edgeAttached:
            let isLandscape = context.verticalSizeClass == .compact
            if isLandscape && options.widthFollowsPreferredContentSizeWhenEdgeAttached && preferredWidth > 0 {
                sheetWidth = min(preferredWidth, width)
            } else if isLandscape {
                // `widthFollowsPreferredContentSizeWhenEdgeAttached` false: "the sheet's width equals the width of
                // its container's safe area" (Apple's documentation of that property).
                sheetWidth = usableWidth
            } else {
                sheetWidth = width
            }
            bottomObstruction = obstruction
            maximumDetentValue = max(height - insets.top - topGap - obstruction, 0)
            cornerRadius = options.preferredCornerRadius.map(Self.sane) ?? 10
            hiddenHeight = -obstruction
        }
        // Centered in the safe area when edge-attached in compact height (a notch inset on one side), else in the
        // container.
        if mode == .edgeAttached && context.verticalSizeClass == .compact {
            sheetMinX = insets.left + ((usableWidth - sheetWidth) / 2).rounded(.down)
        } else {
            sheetMinX = ((width - sheetWidth) / 2).rounded(.down)
        }
    }

    /// Whether the sheet's bottom corners are rounded too (only when it floats).
    public var roundsBottomCorners: Bool { mode == .floating }

    /// Whether the sheet stays at its largest detent whatever its detents say (`SheetLayoutMode.fullHeight`).
    public var restrictsToLargestDetent: Bool { mode == .fullHeight }

    /// The sheet's frame for a detent-space `height`.
    ///
    /// Above `restingHeight` (normally the smallest detent) the sheet grows and shrinks with `height`; below it
    /// the sheet keeps that size and slides down, so dragging toward dismissal never squashes the content.
    /// Edge-attached sheets extend under the bottom obstruction to the container's bottom edge.
    /// - Parameters:
    ///   - height: The sheet's height above the bottom obstruction, in points; non-finite values count as 0.
    ///   - restingHeight: The smallest height the sheet's body shrinks to. Default 0.
    public func frame(forHeight height: CGFloat, restingHeight: CGFloat = 0) -> CGRect {
        let h = height.isFinite ? height : 0
        let floor = restingHeight.isFinite ? max(restingHeight, 0) : 0
        let bodyHeight = max(h, floor)
        let top = containerSize.height - bottomObstruction - h
        let extendsToEdge = mode != .floating
        let totalHeight = bodyHeight + (extendsToEdge ? bottomObstruction : 0)
        return CGRect(x: sheetMinX, y: top, width: sheetWidth, height: max(totalHeight, 0))
    }

    /// The grabber's frame in the sheet's own coordinate space (centered, 5 pt below the top edge).
    public var grabberFrame: CGRect {
        CGRect(
            x: ((sheetWidth - Self.grabberSize.width) / 2).rounded(),
            y: Self.grabberTopInset, width: Self.grabberSize.width, height: Self.grabberSize.height)
    }

    /// The frame, in container coordinates, of a footer of `footerHeight` points pinned to the bottom of the
    /// screen. It does not move while the sheet rubber-bands or changes detent; it only moves down when the
    /// sheet's top edge passes below the footer's top, so the footer always stays on the sheet (a join button, say).
    /// Edge-attached footers extend under the bottom obstruction.
    public func footerFrame(height footerHeight: CGFloat, sheetFrame: CGRect) -> CGRect {
        let fh = footerHeight.isFinite ? max(footerHeight, 0) : 0
        let extendsToEdge = mode != .floating
        let pinnedTop = containerSize.height - bottomObstruction - fh
        let top = max(pinnedTop, sheetFrame.minY)
        let total = fh + (extendsToEdge ? bottomObstruction : 0)
        return CGRect(x: sheetFrame.minX, y: top, width: sheetFrame.width, height: total)
    }

    /// The detent-space height whose frame has its top edge at `minY` (the inverse of ``frame(forHeight:restingHeight:)``).
    public func height(forSheetMinY minY: CGFloat) -> CGFloat {
        guard minY.isFinite else { return 0 }
        return containerSize.height - bottomObstruction - minY
    }

    @inline(__always) static func sane(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }
}

extension SheetLayout {
    /// Hashes every stored property (written out because CoreGraphics' geometry types are not `Hashable` in
    /// Apple's SDKs before iOS 18; see `Hasher+Geometry.swift`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(mode)
        hasher.combine(size: containerSize)
        hasher.combine(safeAreaInsets)
        hasher.combine(bottomObstruction)
        hasher.combine(maximumDetentValue)
        hasher.combine(sheetWidth)
        hasher.combine(sheetMinX)
        hasher.combine(cornerRadius)
        hasher.combine(hiddenHeight)
    }
}
