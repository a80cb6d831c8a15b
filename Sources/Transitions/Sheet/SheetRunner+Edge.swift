#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The sheet's edge on the UIKit side: where the screen goes into the core's axis space (the layout's context, a
/// pan's translation and velocity, the content's fitting size, the tracked scroll view's offset) and comes back
/// (the resting frame). Frames, corners and the grabber come back through `SheetComposition`, which places them
/// with the same `SheetEdgeMapping`.
extension SheetRunner {
    /// The mapping of the configured edge in the container's layout direction (`.leading` is the right edge in a
    /// right-to-left layout). Read when the layout is built; frames use the composition context's copy.
    var edgeMapping: SheetEdgeMapping {
        // The content's direction: its traits carry a presentation's or a parent's override on top of the
        // container's.
        let traits = host?.sheetContent.traitCollection ?? containerView?.traitCollection
        return SheetEdgeMapping(configuration.edge, isRightToLeft: traits?.layoutDirection == .rightToLeft)
    }

    /// The mapping the current frames are composed with (the bottom before the first layout).
    var currentEdge: SheetEdgeMapping { compositionContext?.edge ?? .bottom }

    /// Whether `layout` was built for a container of `size` with safe-area `insets` (its axis-space values equal
    /// theirs): otherwise the container rotated or resized and the detents are resolved again.
    func isLaidOut(_ layout: SheetLayout, for size: CGSize, insets: LayoutInsets) -> Bool {
        let edge = currentEdge
        guard !edge.isIdentity else { return layout.containerSize == size && layout.safeAreaInsets == insets }
        let axis = edge.axisContext(
            SheetLayoutContext(
                containerSize: size, safeAreaInsets: insets, keyboardOverlap: obstructingKeyboardOverlap))
        return layout.containerSize == axis.containerSize && layout.safeAreaInsets == axis.safeAreaInsets.sanitized
    }

    /// The content's size along the edge's axis at `across` points across it (for `.fitting`): its height at the
    /// sheet's width for the bottom and top edges (`preferredContentSize.height` wins when set), its width at the
    /// sheet's height for the leading and trailing ones (`preferredContentSize.width` wins). Non-finite or negative
    /// measurements count as unknown.
    func measureFittingExtent(across: CGFloat, edge: SheetEdgeMapping) -> CGFloat? {
        guard edge.edge.isHorizontal else { return measureFittingHeight(width: across) }
        guard let content = host?.sheetContent else { return nil }
        let preferred = content.preferredContentSize.width
        if preferred.isFinite && preferred > 0 { return preferred }
        guard let view = content.viewIfLoaded else { return nil }
        let target = CGSize(width: UIView.layoutFittingCompressedSize.width, height: across)
        let size = view.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .required)
        return size.width.isFinite && size.width > 0 ? size.width : nil
    }

    /// A pan's translation or velocity in the container, along the axis toward the edge (what the motion takes).
    func towardEdge(_ vector: CGPoint) -> Double { currentEdge.towardEdge(vector) }

    // MARK: The tracked scroll view

    /// How far `scroll` is from the end where a drag toward the edge hands over to the sheet (its top for a bottom
    /// sheet), pt.
    func scrollDistanceFromHandOffEnd(_ scroll: UIScrollView) -> Double {
        currentEdge.scrollDistanceFromHandOffEnd(
            contentOffset: scroll.contentOffset, contentSize: scroll.contentSize, boundsSize: scroll.bounds.size,
            insets: LayoutInsets(scroll.adjustedContentInset))
    }

    /// Whether `scroll` hands drags over along the edge's axis: always for the bottom and top edges (UIKit's rule);
    /// for a side panel only when it scrolls horizontally (wider content, or bouncing horizontally). A vertical list
    /// in a side panel keeps its vertical drags, and the panel's own pan takes the horizontal ones.
    func scrollsAlongAxis(_ scroll: UIScrollView) -> Bool {
        guard currentEdge.edge.isHorizontal else { return true }
        let insets = scroll.adjustedContentInset
        return scroll.alwaysBounceHorizontal || scroll.contentSize.width + insets.left + insets.right > scroll.bounds.width + 0.5
    }

    /// The content offset that pins `scroll` at its hand-off end while the sheet moves.
    func handOffContentOffset(_ scroll: UIScrollView) -> CGPoint {
        currentEdge.handOffContentOffset(
            contentOffset: scroll.contentOffset, contentSize: scroll.contentSize, boundsSize: scroll.bounds.size,
            insets: LayoutInsets(scroll.adjustedContentInset))
    }

    // MARK: The keyboard beside a side panel

    /// A side panel keeps its frame when the keyboard rises; its content's bottom safe area grows by the part of
    /// the keyboard above the container's own bottom inset (`SheetEdgeMapping.keyboardContentInsets(overlap:)`),
    /// and shrinks back when it hides. Only the part this runner added is ever removed.
    func applyKeyboardContentInset() {
        guard let content = host?.sheetContent else { return }
        let overlap = max(obstructingKeyboardOverlap - (containerView?.safeAreaInsets.bottom ?? 0), 0)
        let wanted = currentEdge.keyboardContentInsets(overlap: overlap).bottom
        guard wanted != keyboardContentInset else { return }
        content.additionalSafeAreaInsets.bottom += wanted - keyboardContentInset
        keyboardContentInset = wanted
    }

    /// Takes back what ``applyKeyboardContentInset()`` added (the sheet is going away).
    func removeKeyboardContentInset() {
        guard keyboardContentInset != 0 else { return }
        host?.sheetContent.additionalSafeAreaInsets.bottom -= keyboardContentInset
        keyboardContentInset = 0
    }
}

extension LayoutInsets {
    /// The core's insets for UIKit's.
    init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}
#endif
