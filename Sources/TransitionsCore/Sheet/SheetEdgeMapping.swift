import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The one mapping between the sheet's one-dimensional model and the edge it is attached to.
///
/// The core models every sheet as a bottom sheet in *axis space*: a space where the sheet's edge is the bottom, the
/// sheet's extent from that edge is its height, and "down" is toward the edge. `SheetLayout`, `SheetMotion`,
/// `SheetSnapping`, `SheetScrollArbiter`, the rubber band and the detents run there unchanged. This type turns the
/// screen into axis space once (``axisContext(_:)``, ``axisOptions(_:)``, ``towardEdge(_:)``, ``extent(of:)``)
/// and axis space back into the screen once (``rect(_:inAxisSpaceOf:)``, the corners, the keyboard's and the
/// scroll view's rules); `SheetComposition` applies it to every frame it composes.
///
/// Axis space is the container reflected (top edge) or transposed (left and right edges): for the left and right
/// edges its width is the container's height and its height the container's width. The bottom edge is the identity:
/// every function returns its input. Allocation-free; every function is a switch over four cases.
package struct SheetEdgeMapping: Hashable, Sendable {
    /// The physical edge the sheet is attached to.
    package let edge: SheetPhysicalEdge

    /// The mapping for a physical edge.
    package init(edge: SheetPhysicalEdge) {
        self.edge = edge
    }

    /// The mapping for an app's edge in a layout direction (`SheetEdge.physical(isRightToLeft:)`).
    package init(_ edge: SheetEdge, isRightToLeft: Bool = false) {
        self.edge = edge.physical(isRightToLeft: isRightToLeft)
    }

    /// The bottom edge: the identity.
    package static let bottom = SheetEdgeMapping(edge: .bottom)

    /// Whether this is the bottom edge, where axis space is the container itself.
    package var isIdentity: Bool { edge == .bottom }

    // MARK: - Into axis space

    /// A size in axis space: transposed for the left and right edges (the extent along the axis becomes the
    /// height).
    package func axisSize(_ size: CGSize) -> CGSize {
        edge.isHorizontal ? CGSize(width: size.height, height: size.width) : size
    }

    /// The size's extent along the axis: the width for the left and right edges, the height otherwise. What
    /// `.fitting()` reads from the content's measured size.
    package func extent(of size: CGSize) -> CGFloat {
        edge.isHorizontal ? size.width : size.height
    }

    /// Insets in axis space: the edge's own inset becomes the bottom one, the opposite edge's the top one.
    package func axisInsets(_ insets: LayoutInsets) -> LayoutInsets {
        switch edge {
        case .bottom: return insets
        case .top: return LayoutInsets(top: insets.bottom, left: insets.left, bottom: insets.top, right: insets.right)
        case .left: return LayoutInsets(top: insets.right, left: insets.top, bottom: insets.left, right: insets.bottom)
        case .right: return LayoutInsets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom)
        }
    }

    /// The screen as the sheet's layout sees it in axis space.
    ///
    /// The container and its safe area are reflected or transposed; the keyboard follows ``keyboardPolicy``
    /// (a bottom sheet's obstruction; the far side's inset for a top sheet; nothing for a side panel, whose content
    /// ``keyboardContentInsets(overlap:)`` insets instead). A sheet on another edge than the bottom is always
    /// edge-attached: its size classes read as compact width and regular height, and it has no readable width to
    /// follow.
    package func axisContext(_ context: SheetLayoutContext) -> SheetLayoutContext {
        guard edge != .bottom else { return context }
        var insets = axisInsets(context.safeAreaInsets.sanitized)
        if keyboardPolicy == .limitsLargestExtent {
            let overlap = context.keyboardOverlap
            insets.top += overlap.isFinite && overlap > 0 ? overlap : 0
        }
        return SheetLayoutContext(
            containerSize: axisSize(context.containerSize), safeAreaInsets: insets, horizontalSizeClass: .compact,
            verticalSizeClass: .regular, keyboardOverlap: 0, preferredContentSize: axisSize(context.preferredContentSize))
    }

    /// The layout options in axis space: off the bottom edge the sheet stays edge-attached in compact height too.
    package func axisOptions(_ options: SheetLayoutOptions) -> SheetLayoutOptions {
        guard edge != .bottom else { return options }
        var mapped = options
        mapped.prefersEdgeAttachedInCompactHeight = true
        mapped.widthFollowsPreferredContentSizeWhenEdgeAttached = false
        return mapped
    }

    /// A vector on the screen (a pan's translation or velocity, y down) projected onto the axis, toward the edge
    /// positive: what `SheetMotionEvent.dragChanged(translation:at:)` and `SheetMotionEvent.dragEnded(velocity:at:)`
    /// take (for the bottom edge, the vector's y). Non-finite components count as 0.
    package func towardEdge(_ vector: CGPoint) -> Double {
        let component: CGFloat
        switch edge {
        case .bottom: component = vector.y
        case .top: component = -vector.y
        case .left: component = -vector.x
        case .right: component = vector.x
        }
        return component.isFinite ? Double(component) : 0
    }

    /// A vector on the screen in axis space: `y` along the axis toward the edge (``towardEdge(_:)``), `x` across
    /// it. What a rule written for a bottom sheet's pan reads ("mostly vertical" is "mostly along the axis").
    /// Non-finite components count as 0.
    package func axisVector(_ vector: CGPoint) -> CGPoint {
        let across = edge.isHorizontal ? vector.y : vector.x
        return CGPoint(x: across.isFinite ? across : 0, y: CGFloat(towardEdge(vector)))
    }

    // MARK: - Out of axis space

    /// A rectangle in axis space placed on the screen.
    /// - Parameters:
    ///   - rect: The rectangle in axis space.
    ///   - size: The axis-space size of the space `rect` lives in: the axis container's size for a frame in the
    ///     container, the sheet's axis-space size for a frame inside the sheet (the grabber).
    package func rect(_ rect: CGRect, inAxisSpaceOf size: CGSize) -> CGRect {
        switch edge {
        case .bottom:
            return rect
        case .top:
            return CGRect(x: rect.minX, y: size.height - rect.maxY, width: rect.width, height: rect.height)
        case .left:
            return CGRect(x: size.height - rect.maxY, y: rect.minX, width: rect.height, height: rect.width)
        case .right:
            return CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
        }
    }

    /// The corners on the sheet's inner side (away from its edge), rounded always: the top corners of a bottom
    /// sheet, the bottom ones of a top sheet, the right ones of a left panel, the left ones of a right panel.
    package var innerCorners: SheetCornerMask {
        switch edge {
        case .bottom: return [.minXMinY, .maxXMinY]
        case .top: return [.minXMaxY, .maxXMaxY]
        case .left: return [.maxXMinY, .maxXMaxY]
        case .right: return [.minXMinY, .minXMaxY]
        }
    }

    /// The corners on the sheet's edge side, rounded only when the sheet floats or is inset off its edge.
    package var outerCorners: SheetCornerMask { SheetCornerMask.all.subtracting(innerCorners) }

    /// Whether the screen behind recedes: only behind a bottom sheet, as the system's card does (a panel from
    /// another edge is not a card stacked on the screen).
    package var allowsRecede: Bool { edge == .bottom }

    /// What the software keyboard (always at the bottom of the screen) does to the sheet.
    package var keyboardPolicy: SheetEdgeKeyboardPolicy {
        switch edge {
        case .bottom: return .liftsSheet
        case .top: return .limitsLargestExtent
        case .left, .right: return .insetsContent
        }
    }

    /// How far the content's safe area grows for a keyboard covering `overlap` points of the container's bottom:
    /// the overlap at the bottom for a side panel (its frame stays), nothing otherwise. Non-finite or negative
    /// overlaps count as 0.
    package func keyboardContentInsets(overlap: CGFloat) -> LayoutInsets {
        guard keyboardPolicy == .insetsContent, overlap.isFinite, overlap > 0 else { return .zero }
        return LayoutInsets(bottom: overlap)
    }

    // MARK: - The tracked scroll view

    /// How far, in points, a scroll view's content is from the end where a drag toward the edge hands over to the
    /// sheet (`SheetScrollArbiter`'s "at its top" is a distance ≤ 0.5): its top for a bottom sheet, its bottom for a
    /// top sheet, its right end for a left panel, its left end for a right panel. Negative while the content
    /// rubber-bands past that end; 0 along an axis the content does not scroll (a vertical list in a side panel:
    /// drags along the axis move the panel). Non-finite inputs count as 0.
    /// - Parameters:
    ///   - contentOffset: The scroll view's `contentOffset`.
    ///   - contentSize: Its `contentSize`.
    ///   - boundsSize: Its bounds' size.
    ///   - insets: Its `adjustedContentInset`.
    package func scrollDistanceFromHandOffEnd(
        contentOffset: CGPoint, contentSize: CGSize, boundsSize: CGSize, insets: LayoutInsets
    ) -> Double {
        let end = handOffContentOffset(
            contentOffset: contentOffset, contentSize: contentSize, boundsSize: boundsSize, insets: insets)
        let distance: CGFloat
        switch edge {
        case .bottom: distance = contentOffset.y - end.y
        case .top: distance = end.y - contentOffset.y
        case .left: distance = end.x - contentOffset.x
        case .right: distance = contentOffset.x - end.x
        }
        return distance.isFinite ? Double(distance) : 0
    }

    /// The content offset at the hand-off end (see ``scrollDistanceFromHandOffEnd(contentOffset:contentSize:boundsSize:insets:)``),
    /// keeping the offset across the axis: where the sheet pins the content while a drag moves the sheet.
    package func handOffContentOffset(
        contentOffset: CGPoint, contentSize: CGSize, boundsSize: CGSize, insets: LayoutInsets
    ) -> CGPoint {
        let i = insets.sanitizedFinite
        @inline(__always) func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        switch edge {
        case .bottom:
            return CGPoint(x: finite(contentOffset.x), y: -i.top)
        case .top:
            let end = max(-i.top, finite(contentSize.height) + i.bottom - finite(boundsSize.height))
            return CGPoint(x: finite(contentOffset.x), y: end)
        case .left:
            let end = max(-i.left, finite(contentSize.width) + i.right - finite(boundsSize.width))
            return CGPoint(x: end, y: finite(contentOffset.y))
        case .right:
            return CGPoint(x: -i.left, y: finite(contentOffset.y))
        }
    }
}

/// What the software keyboard, which rises from the bottom of the screen, does to a sheet on an edge.
package enum SheetEdgeKeyboardPolicy: Hashable, Sendable {
    /// It obstructs the sheet's own edge: the sheet keeps its detent above it (`SheetKeyboardBehavior`). Bottom.
    case liftsSheet
    /// It covers the far side: the sheet's largest extent ends above it (the other detents are clamped to it).
    /// Top.
    case limitsLargestExtent
    /// It covers the panel's bottom across the axis: the frame stays and the content's bottom safe area grows by
    /// the overlap. Left and right.
    case insetsContent
}

extension LayoutInsets {
    /// These insets with non-finite edges replaced by 0 (negative ones kept: a scroll view's adjusted inset may be
    /// negative).
    fileprivate var sanitizedFinite: LayoutInsets {
        @inline(__always) func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        return LayoutInsets(top: finite(top), left: finite(left), bottom: finite(bottom), right: finite(right))
    }
}
