import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a sheet's frames depend on between two layout changes: its layout, detents, dimming and the parts of its
/// configuration that shape a frame. Built by the UIKit layer whenever the screen, the detents or a knob changes;
/// `SheetComposition` reads it on every frame. Every model is precomputed here, so composing allocates nothing.
package struct SheetCompositionContext: Hashable, Sendable {
    /// Where a sheet of a given height sits.
    public var layout: SheetLayout
    /// The detents and limits the sheet moves within.
    public var metrics: SheetMetrics
    /// The dimming curve (`SheetDimming`).
    public var dimming: SheetDimming
    /// The inset appearance's morph (disabled unless the appearance is ``SheetAppearance/inset`` in an edge-attached
    /// layout).
    public var inset: SheetInset
    /// The recede range of this sheet (disabled where the knob is off or the style allows no depth; the layout and
    /// Reduce Motion are checked per frame, `SheetRecede.applies(layoutMode:horizontalSizeClass:verticalSizeClass:isReduceMotionEnabled:)`).
    public var recede: SheetRecede
    /// The recede's values.
    public var recedeStyle: SheetRecedeStyle
    /// The container's horizontal size class.
    public var horizontalSizeClass: SizeClass
    /// The container's vertical size class.
    public var verticalSizeClass: SizeClass
    /// Whether the grabber is asked for (`prefersGrabberVisible`).
    public var prefersGrabberVisible: Bool
    /// The edge the sheet is attached to: ``layout`` and ``metrics`` are in its axis space, and every composed frame
    /// is placed on the screen through it (`SheetEdgeMapping`). Default: the bottom, the identity.
    public var edge: SheetEdgeMapping

    /// Precomputes the models of one layout.
    /// - Parameters:
    ///   - layout: The sheet's layout.
    ///   - detents: The resolved detents (ascending, non-empty).
    ///   - largestUndimmedDetentIdentifier: UIKit's property of that name (`SheetDimming`).
    ///   - appearance: Edge-attached (default) or inset (`SheetInset`).
    ///   - insetStyle: The inset appearance's values. Default ``SheetInsetStyle/system``.
    ///   - prefersPresentingViewRecedes: Whether the screen behind recedes at the largest detent. Default `true`.
    ///   - recedeStyle: The recede's values. Default ``SheetRecedeStyle/system``; one that allows no depth
    ///     disables the recede.
    ///   - horizontalSizeClass: The container's horizontal size class. Default compact.
    ///   - verticalSizeClass: The container's vertical size class. Default regular.
    ///   - prefersGrabberVisible: Whether the grabber is asked for. Default `false`.
    ///   - edge: The edge the sheet is attached to; `layout` must be built in its axis space
    ///     (`SheetEdgeMapping.axisContext(_:)`). Default: the bottom.
    public init(
        layout: SheetLayout, detents: DetentResolution, largestUndimmedDetentIdentifier: Detent.Identifier? = nil,
        appearance: SheetAppearance = .edgeAttached, insetStyle: SheetInsetStyle = .system,
        prefersPresentingViewRecedes: Bool = true, recedeStyle: SheetRecedeStyle = .system,
        horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular,
        prefersGrabberVisible: Bool = false, edge: SheetEdgeMapping = .bottom
    ) {
        let hidden = Double(layout.hiddenHeight)
        let dimming = SheetDimming(
            detents: detents, largestUndimmedDetentIdentifier: largestUndimmedDetentIdentifier, hiddenHeight: hidden)
        self.layout = layout
        metrics = SheetMetrics(detents: detents, layout: layout)
        self.dimming = dimming
        inset = SheetInset(appearance: appearance, layout: layout, detents: detents, style: insetStyle)
        recede = SheetRecede(
            detents: detents, dimming: dimming, hiddenHeight: hidden,
            isEnabled: prefersPresentingViewRecedes && recedeStyle.clampedDepth(1) > 0)
        self.recedeStyle = recedeStyle
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.prefersGrabberVisible = prefersGrabberVisible
        self.edge = edge
    }

    /// Whether a pushed-back sheet of this layout keeps its bottom edge (its largest detent is below the large one:
    /// `SheetRecedeGeometry` `keepsBottomEdge`).
    public var isShort: Bool {
        Double(metrics.largestHeight) < Double(layout.maximumDetentValue) - 0.5
    }
}

/// What around a sheet its frame depends on, measured by the UIKit layer when it composes a frame: the sheets in
/// front of and behind it, the screen behind it, the source it is anchored to, its footer and Reduce Motion.
/// Plain values; the default is a lone sheet with nothing behind it to recede.
package struct SheetSurroundings: Hashable, Sendable {
    /// How far the sheets in front push this sheet back, in steps (0: it is the top sheet). Non-finite or negative
    /// values count as 0.
    public var pushedBack: Double
    /// Whether another sheet presents on top of this one (the grabber then hides, as UIKit's does).
    public var isCovered: Bool
    /// The presenting view's frame without any transform, in container coordinates, when this sheet recedes it
    /// (the presenter is not a sheet, has a window, fills the container and carries no transform of its own);
    /// `nil` otherwise (nothing to recede here, or the depth goes to the sheet behind).
    public var presenterRestFrame: CGRect?
    /// The presenting view's own corner radius at rest, in points.
    public var presenterRestCornerRadius: CGFloat
    /// The floating sheet's placement (over its source or centered in the window); `nil` when the sheet does not
    /// float.
    public var anchor: SheetAnchor?
    /// The pinned footer's height above the bottom obstruction, in points; `nil` when there is no footer.
    public var footerHeight: CGFloat?
    /// Whether Reduce Motion is on (nothing recedes then).
    public var isReduceMotionEnabled: Bool

    /// Creates surroundings; every argument defaults to a lone sheet.
    public init(
        pushedBack: Double = 0, isCovered: Bool = false, presenterRestFrame: CGRect? = nil,
        presenterRestCornerRadius: CGFloat = 0, anchor: SheetAnchor? = nil, footerHeight: CGFloat? = nil,
        isReduceMotionEnabled: Bool = false
    ) {
        self.pushedBack = pushedBack
        self.isCovered = isCovered
        self.presenterRestFrame = presenterRestFrame
        self.presenterRestCornerRadius = presenterRestCornerRadius
        self.anchor = anchor
        self.footerHeight = footerHeight
        self.isReduceMotionEnabled = isReduceMotionEnabled
    }
}

extension SheetSurroundings {
    /// Hashes every stored property (written out: CoreGraphics' geometry is not `Hashable` before iOS 18).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pushedBack)
        hasher.combine(isCovered)
        hasher.combine(presenterRestFrame != nil)
        if let presenterRestFrame { hasher.combine(rect: presenterRestFrame) }
        hasher.combine(presenterRestCornerRadius)
        hasher.combine(anchor)
        hasher.combine(footerHeight)
        hasher.combine(isReduceMotionEnabled)
    }
}
