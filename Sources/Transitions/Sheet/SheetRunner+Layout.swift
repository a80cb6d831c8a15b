#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension SheetRunner {
    /// `SheetPresentationController.animateChanges(_:)`: runs `changes`, applies the layout they asked for
    /// (``invalidateDetents()``) animated, and lays out the sheet and the sheets next to it before returning.
    func animateChanges(_ changes: () -> Void) {
        let wasAnimating = layoutRequests.isAnimatingChanges
        layoutRequests.isAnimatingChanges = true
        changes()
        applyDetentInvalidation()
        layoutRequests.isAnimatingChanges = wasAnimating
        guard !wasAnimating else { return }
        host?.sheetLayOutStack()
    }

    /// `SheetPresentationController.invalidateDetents()`: the detents are re-resolved in the container's next
    /// layout pass, or at once by ``animateChanges(_:)`` when called inside it. Does nothing before the sheet is
    /// installed.
    func invalidateDetents() {
        guard let containerView else { return }
        if layoutRequests.isAnimatingChanges || layoutRequests.pendingInvalidation == nil {
            layoutRequests.pendingInvalidation = currentChangeTransition
        }
        containerView.setNeedsLayout()
    }

    /// Before the container lays out: the backdrop fills it, and a new size or safe area re-resolves the detents
    /// at once (rotation, size changes), else a pending ``invalidateDetents()`` runs.
    func containerWillLayout() {
        guard let containerView else { return }
        backdropView.frame = containerView.bounds
        if let layout, !isLaidOut(layout, for: containerView.bounds.size, insets: layoutInsets()) {
            layoutRequests.pendingInvalidation = nil  // the re-resolution below covers it
            layoutDidChange(transition: .immediate)
        }
        applyDetentInvalidation()
    }

    /// The container's traits changed (the appearance turned dark, the text size, a size class without a size
    /// change, …): the detents are re-resolved in the next layout pass, animated like ``SheetRunner/animateChanges(_:)``, so a
    /// custom detent that reads only its context follows, as UIKit's `invalidateDetents()` promises: "You don't
    /// need to call this method … if your custom detents only use information from the passed-in context."
    ///
    /// UIKit's automatic trait tracking (iOS 17) records which traits a resolver read; the reads of a
    /// `UITraitCollection` cannot be observed from outside UIKit, so this re-resolves on every change of the
    /// container's traits, on every iOS: a resolver that did not read the changed trait returns the same height,
    /// and the sheet does not move. A change that comes with a new container size is laid out at once, as before.
    func containerTraitsDidChange() {
        guard let containerView, screen.appliedPosition != nil else { return }
        layoutRequests.pendingInvalidation = .spring(behavior.spring)
        containerView.setNeedsLayout()
    }

    /// Re-resolves the detents if ``invalidateDetents()`` asked for it since the last layout pass.
    func applyDetentInvalidation() {
        guard let transition = layoutRequests.pendingInvalidation else { return }
        layoutRequests.pendingInvalidation = nil
        layoutDidChange(transition: transition)
    }

    var currentChangeTransition: SheetLayoutTransition {
        layoutRequests.isAnimatingChanges ? .spring(behavior.spring) : .immediate
    }

    func detentsDidChange() { layoutDidChange(transition: currentChangeTransition) }

    /// The selection's one owner is the configuration's `selectedDetentIdentifier`; the motion's index is what it
    /// resolves to in the current detents. A change reaches the motion only when it resolves to another detent: a
    /// user's release writes the identifier of the detent the motion already chose, which changes nothing there.
    func selectedDetentDidChange() {
        guard let motion, let resolution else { return }
        let index = selectedIndex(in: resolution)
        guard index != motion.selectedIndex else { return }
        send(.selectDetent(index: index, animated: layoutRequests.isAnimatingChanges, at: now))
    }

    /// The index of the selected detent's identifier (the smallest when `nil` or unknown).
    func selectedIndex(in resolution: DetentResolution) -> Int {
        resolution.selectedIndex(for: configuration.selectedDetentIdentifier)
    }

    /// The frame of the sheet as its views hold it (a render-server settle's end), or at the selected detent
    /// before it moved; `nil` before the first layout.
    var restingFrame: CGRect? {
        if let position = screen.appliedPosition { return position.frame }
        guard let layout, let resolution else { return nil }
        let index = selectedIndex(in: resolution)
        let frame = layout.frame(forHeight: resolution.detents[index].height, restingHeight: resolution.smallest.height)
        return edgeMapping.rect(frame, inAxisSpaceOf: layout.containerSize)
    }

    func layoutInsets() -> LayoutInsets {
        let insets = containerView?.safeAreaInsets ?? .zero
        return LayoutInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    /// Measures the screen, resolves the detents and builds layout, dimming and motion metrics.
    @discardableResult
    func refreshLayout() -> SheetMetrics? {
        guard let containerView, let host else { return nil }
        let configuration = host.sheetConfiguration
        let traits = containerView.traitCollection
        var context = SheetLayoutContext(
            containerSize: containerView.bounds.size, safeAreaInsets: layoutInsets(),
            horizontalSizeClass: SizeClass(traits.horizontalSizeClass),
            verticalSizeClass: SizeClass(traits.verticalSizeClass),
            keyboardOverlap: obstructingKeyboardOverlap,
            preferredContentSize: host.sheetContent.preferredContentSize)
        if configuration.prefersPageSizing {
            context.readableWidth = containerView.readableContentGuide.layoutFrame.width
        }
        let edge = edgeMapping
        context = edge.axisContext(context)  // the sheet's edge: everything below is measured along its axis
        var options = SheetLayoutOptions(
            prefersEdgeAttachedInCompactHeight: configuration.prefersEdgeAttachedInCompactHeight,
            widthFollowsPreferredContentSizeWhenEdgeAttached: configuration.widthFollowsPreferredContentSizeWhenEdgeAttached,
            preferredCornerRadius: host.sheetStackPlace.cornerRadius(preferred: configuration.preferredCornerRadius))
        options.prefersPageSizing = configuration.prefersPageSizing
        let layout = SheetLayout(context: context, options: edge.axisOptions(options))
        let resolutionContext = DetentResolutionContext(
            containerSize: context.containerSize, safeAreaInsets: context.safeAreaInsets,
            maximumDetentValue: layout.maximumDetentValue,
            fittingHeight: measureFittingExtent(across: layout.sheetWidth, edge: edge),
            horizontalSizeClass: context.horizontalSizeClass, verticalSizeClass: context.verticalSizeClass,
            containerTraits: DetentContainerTraits(traits))
        let resolution = DetentResolutionScope.resolving(traits: traits) {
            DetentResolver.resolve(
                layout.restrictsToLargestDetent ? [.large()] : configuration.detents, in: resolutionContext)
        }
        self.layout = layout
        self.resolution = resolution
        rebuildCompositionContext()
        applyKeyboardContentInset()
        return SheetMetrics(detents: resolution, layout: layout)
    }

    /// Rebuilds the frame's models after a knob that shapes frames changed (`largestUndimmedDetentIdentifier`, the
    /// grabber, the recede), and applies the current frame.
    func rebuildFrameModels() {
        rebuildCompositionContext()
        applyCurrentPosition(force: true)
    }

    /// Re-resolves and moves the sheet to its (possibly new) detent height with `transition`. The selection is
    /// ``selectedDetentIdentifier`` in the new resolution (nil or unknown: the smallest), so it survives rotations,
    /// keyboards and detent changes, even one that briefly leaves its detent out (compact height).
    func layoutDidChange(transition: SheetLayoutTransition) {
        guard containerView != nil, let metrics = refreshLayout(), motion != nil, let resolution else { return }
        send(.updateMetrics(metrics, transition: transition, selecting: selectedIndex(in: resolution), at: now))
    }

    /// The content's Auto Layout height at the sheet's width (for `.fitting`); `preferredContentSize.height`
    /// wins when set. Non-finite or negative measurements count as unknown.
    func measureFittingHeight(width: CGFloat) -> CGFloat? {
        guard let content = host?.sheetContent else { return nil }
        let preferred = content.preferredContentSize.height
        if preferred.isFinite && preferred > 0 { return preferred }
        guard let view = content.viewIfLoaded else { return nil }
        let target = CGSize(width: width, height: UIView.layoutFittingCompressedSize.height)
        let size = view.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return size.height.isFinite && size.height > 0 ? size.height : nil
    }

}

extension SizeClass {
    /// The core size class for a UIKit one.
    init(_ sizeClass: UIUserInterfaceSizeClass) {
        switch sizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        default: self = .unspecified
        }
    }
}
#endif
