import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Everything one frame of a sheet shows, for one height: the one place a frame is composed.
///
/// ``init(height:velocity:context:surroundings:)`` is a pure function of the sheet's height and velocity, its
/// `SheetCompositionContext` (layout, detents, dimming, the configuration's shaping knobs) and its
/// `SheetSurroundings` (the sheets around it, the screen behind, the source, the footer). It composes
/// `SheetLayout` (the edge-attached frame), `SheetInset` or `SheetAnchor` (the inset or anchored frame),
/// `SheetDimming`, `SheetRecede` and `SheetRecedeGeometry` (this sheet pushed back by the sheets in front, and
/// what it does to the screen or sheet behind it) and the pinned footer. The UIKit layer composes one value per
/// frame and applies it in one function; nothing else decides what a frame looks like.
///
/// The models run in the axis space of the sheet's edge (`SheetCompositionContext.edge`, `SheetEdgeMapping`); the
/// frames are placed on the screen through that mapping here, once: for the bottom edge it is the identity.
///
/// It has no side effects and allocates nothing (value types only), so it can be called for any height: on every
/// display frame, or to sample a settle's analytic curve ahead of time.
package struct SheetComposition: Hashable, Sendable {
    /// The position reported to the delegate and `onPositionChange`: height, velocity, detent neighbours, progress,
    /// dimming and the sheet's frame (inset or anchored when it is; without the push-back transform), in container
    /// coordinates.
    public var position: SheetPosition
    /// The inner corners' radius (the top corners of a bottom sheet), in points.
    public var cornerRadius: CGFloat
    /// The outer corners' radius (the bottom corners of a bottom sheet), in points, when they are rounded: the inset
    /// sheet's nest in the display's corner (`SheetInset.bottomCornerRadius(atHeight:)`); ``cornerRadius``
    /// otherwise.
    public var bottomCornerRadius: CGFloat
    /// Whether the outer corners are rounded too (floating, or inset off the edge); only the inner ones otherwise.
    public var roundsBottomCorners: Bool
    /// The corners on the sheet's inner side, which ``cornerRadius`` rounds (`SheetEdgeMapping.innerCorners`).
    public var innerCorners: SheetCornerMask
    /// The corners on the sheet's edge side, which ``bottomCornerRadius`` rounds when ``roundsBottomCorners``.
    public var outerCorners: SheetCornerMask
    /// The grabber's frame in the sheet's own coordinates (36 × 5 pt, centered, 5 pt inside the inner edge: below
    /// the top edge of a bottom sheet, above the bottom edge of a top sheet, beside the inner edge of a side panel,
    /// turned to 5 × 36 pt).
    public var grabberFrame: CGRect
    /// Whether the grabber shows: asked for, and not hidden as UIKit hides it ("when the sheet is full screen in a
    /// compact-height size class or when another sheet presents on top of it").
    public var isGrabberVisible: Bool
    /// The pinned footer's frame in container coordinates; `nil` without a footer.
    public var footerFrame: CGRect?
    /// Whether touches outside the sheet reach the views behind it (nothing is dimmed).
    public var allowsBackgroundInteraction: Bool
    /// How inset the sheet is: 1 fully inset … 0 edge-attached (`SheetInset.insetFraction(atHeight:)`).
    public var insetFraction: CGFloat
    /// This sheet's own recede progress, 0…1 (`SheetRecede.progress(atHeight:)`; 0 where nothing recedes).
    public var recedeProgress: Double
    /// This sheet drawn pushed back by the sheets in front of it: its transform about its center (identity for the
    /// top sheet).
    public var pushBack: SheetRecedeGeometry
    /// How far this sheet pushes what is behind it, in steps (`SheetRecede.depth(progress:pushedBack:)`, clamped
    /// by the style): the presenting screen's depth, or the sheet behind's `SheetSurroundings.pushedBack`.
    public var behindDepth: Double
    /// The presenting screen drawn at ``behindDepth``: transform, top corners and the black behind it (identity
    /// when there is no `SheetSurroundings.presenterRestFrame`).
    public var presenter: SheetRecedeGeometry
    /// Whether the presented controller takes the status bar's appearance (the screen behind is more than halfway
    /// receded, as with the system card).
    public var capturesStatusBarAppearance: Bool

    /// The sheet's frame in container coordinates (``position``'s), without the push-back transform.
    public var frame: CGRect { position.frame }

    /// The dimming amount, 0…1 (``position``'s).
    public var dimmingAlpha: Double { position.dimmingAlpha }

    /// Composes the frame for a height.
    /// - Parameters:
    ///   - height: The sheet's height above the bottom obstruction, in points (detent space). Non-finite values
    ///     count as hidden.
    ///   - velocity: Its velocity, pt/s, up positive (reported in ``position``). Non-finite values count as 0.
    ///   - context: The layout and models of the current layout.
    ///   - surroundings: What around the sheet the frame depends on. Default: a lone sheet.
    public init(
        height: Double, velocity: Double, context: SheetCompositionContext,
        surroundings: SheetSurroundings = SheetSurroundings()
    ) {
        let layout = context.layout
        let metrics = context.metrics
        let edge = context.edge
        let axisSpace = layout.containerSize
        var position = SheetPosition(
            height: height, velocity: velocity, metrics: metrics, layout: layout, dimming: context.dimming)
        let h = position.height
        let inset = context.inset
        // The frame in axis space: edge-attached from the layout, then inset (partial heights float in from the
        // edges) or anchored (a floating sheet over its source, or centered in the window; only at the bottom).
        var axisFrame = position.frame
        if inset.isEnabled {
            axisFrame = inset.frame(axisFrame, atHeight: h)
        } else if let anchor = surroundings.anchor, edge.isIdentity {
            axisFrame = anchor.frame(
                axisFrame, height: h, smallestHeight: metrics.smallestHeight, hiddenHeight: metrics.hiddenHeight)
        }
        // On the screen: the one place axis space is mapped to the edge.
        let frame = edge.rect(axisFrame, inAxisSpaceOf: axisSpace)
        position.frame = frame
        self.position = position
        insetFraction = inset.insetFraction(atHeight: h)
        if inset.isEnabled {
            cornerRadius = inset.topCornerRadius
            bottomCornerRadius = inset.bottomCornerRadius(atHeight: h)
            roundsBottomCorners = inset.roundsBottomCorners(atHeight: h)
        } else if inset.isFloatingInset {
            cornerRadius = SheetInset.floatingCornerRadius
            bottomCornerRadius = cornerRadius
            roundsBottomCorners = layout.roundsBottomCorners
        } else {
            cornerRadius = layout.cornerRadius
            bottomCornerRadius = cornerRadius
            roundsBottomCorners = layout.roundsBottomCorners
        }
        innerCorners = edge.innerCorners
        outerCorners = edge.outerCorners
        let grabber = SheetLayout.grabberSize
        grabberFrame = edge.rect(
            CGRect(
                x: ((axisFrame.width - grabber.width) / 2).rounded(), y: SheetLayout.grabberTopInset,
                width: grabber.width, height: grabber.height),
            inAxisSpaceOf: axisFrame.size)
        isGrabberVisible = context.prefersGrabberVisible && layout.mode != .fullHeight && !surroundings.isCovered
        if let footerHeight = surroundings.footerHeight {
            let attached = layout.footerFrame(height: footerHeight, sheetFrame: axisFrame)
            let axisFooter: CGRect
            if inset.isEnabled {
                axisFooter = inset.footerFrame(attached, atHeight: h)
            } else if surroundings.anchor != nil && edge.isIdentity {
                // Anchored (over its source, or centered in the window), the sheet's bottom is not the layout's
                // pinned line: the footer sits on the sheet's own bottom edge, never above its top.
                let fh = min(attached.height, axisFrame.height)
                axisFooter = CGRect(x: axisFrame.minX, y: axisFrame.maxY - fh, width: axisFrame.width, height: fh)
            } else {
                axisFooter = attached
            }
            footerFrame = edge.rect(axisFooter, inAxisSpaceOf: axisSpace)
        } else {
            footerFrame = nil
        }
        allowsBackgroundInteraction = context.dimming.allowsBackgroundInteraction(atHeight: h)

        // The recede: this sheet's own progress, how far the sheets in front push it back, and the depth it passes
        // on to what is behind it.
        // Only behind a bottom sheet (`SheetEdgeMapping.allowsRecede`).
        let applies = edge.allowsRecede && SheetRecede.applies(
            layoutMode: layout.mode, horizontalSizeClass: context.horizontalSizeClass,
            verticalSizeClass: context.verticalSizeClass, isReduceMotionEnabled: surroundings.isReduceMotionEnabled)
        let progress = applies ? context.recede.progress(atHeight: h) : 0
        let style = context.recedeStyle
        let safeAreaTop = layout.safeAreaInsets.top
        recedeProgress = progress
        let pushedBack = surroundings.pushedBack.isFinite ? max(surroundings.pushedBack, 0) : 0
        pushBack = SheetRecedeGeometry(
            restFrame: frame, depth: style.clampedDepth(progress * pushedBack), safeAreaTop: safeAreaTop,
            style: style, keepsBottomEdge: context.isShort)
        let depth = style.clampedDepth(SheetRecede.depth(progress: progress, pushedBack: pushedBack))
        behindDepth = depth
        if let rest = surroundings.presenterRestFrame, edge.allowsRecede {
            presenter = SheetRecedeGeometry(
                restFrame: rest, depth: depth, safeAreaTop: safeAreaTop,
                restCornerRadius: surroundings.presenterRestCornerRadius, style: style)
        } else {
            presenter = .identity
        }
        capturesStatusBarAppearance = progress >= 0.5
    }
}

extension SheetRecedeGeometry {
    /// A view drawn as at rest: scale 1, no translation, no corners, no black behind it.
    public static let identity = SheetRecedeGeometry(restFrame: .zero, depth: 0, safeAreaTop: 0)
}

extension SheetComposition {
    /// Hashes every stored property (written out: CoreGraphics' geometry is not `Hashable` before iOS 18).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(position)
        hasher.combine(cornerRadius)
        hasher.combine(bottomCornerRadius)
        hasher.combine(roundsBottomCorners)
        hasher.combine(innerCorners)
        hasher.combine(outerCorners)
        hasher.combine(rect: grabberFrame)
        hasher.combine(isGrabberVisible)
        hasher.combine(footerFrame != nil)
        if let footerFrame { hasher.combine(rect: footerFrame) }
        hasher.combine(allowsBackgroundInteraction)
        hasher.combine(insetFraction)
        hasher.combine(recedeProgress)
        hasher.combine(pushBack)
        hasher.combine(behindDepth)
        hasher.combine(presenter)
        hasher.combine(capturesStatusBarAppearance)
    }
}
