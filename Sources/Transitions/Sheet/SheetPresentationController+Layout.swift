#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension SheetPresentationController {
    /// Applies changes to detents, the selected detent and sizes with an animation, like
    /// `UISheetPresentationController.animateChanges(_:)`: the sheet springs from where it is, keeping its
    /// velocity, with ``SheetBehavior/spring``; intermediate frames are reported like any other. Layout that the
    /// block asked for (``invalidateDetents()``) runs before the method returns, animated.
    ///
    /// Apple: "By the time this method returns, layout finishes for the sheet, all adjacent sheets in the sheet
    /// stack, and their subviews." The spring plays on the render server (docs/performance.md, "Motion off the main
    /// thread"), so when this returns the sheet's views hold their new frames — the end of the motion, as after any
    /// UIKit animation — and the sheet, the sheets next to it and their subviews have been laid out. Not yet for a
    /// sheet presented from another of our sheets, which settles on display frames (docs/sheet-uikit-names.md).
    public func animateChanges(_ changes: () -> Void) {
        let wasAnimating = isAnimatingChanges
        isAnimatingChanges = true
        changes()
        applyDetentInvalidation()
        isAnimatingChanges = wasAnimating
        guard !wasAnimating else { return }
        for sheet in [coveredSheet, self, coveringSheet] { sheet?.containerView?.layoutIfNeeded() }
    }

    /// UIKit's `invalidateDetents()` (iOS 16): "If an external input (e.g. a captured property) to a custom detent
    /// changes, call this to notify the sheet to re-evaluate the detent in the next layout pass." The detents are
    /// re-resolved (custom resolvers run again, `.fitting` is re-measured) in the container's next layout pass, or
    /// at once by ``animateChanges(_:)`` when called inside it ("To animate custom detents to their new heights,
    /// call this method within `animateChanges(_:)`"). Before the sheet is presented it does nothing: presenting
    /// resolves the detents anyway.
    public func invalidateDetents() {
        guard let containerView else { return }
        if isAnimatingChanges || pendingDetentInvalidation == nil {
            pendingDetentInvalidation = currentChangeTransition
        }
        containerView.setNeedsLayout()
    }

    /// Re-resolves the detents if ``invalidateDetents()`` asked for it since the last layout pass.
    func applyDetentInvalidation() {
        guard let transition = pendingDetentInvalidation else { return }
        pendingDetentInvalidation = nil
        layoutDidChange(transition: transition)
    }

    var currentChangeTransition: SheetLayoutTransition {
        isAnimatingChanges ? .spring(behavior.spring) : .immediate
    }

    func detentsDidChange() { layoutDidChange(transition: currentChangeTransition) }

    /// The selection's one owner is ``selectedDetentIdentifier`` (in ``configuration``); the motion's index is what it
    /// resolves to in the current detents. A change reaches the motion only when it resolves to another detent: a
    /// user's release writes the identifier of the detent the motion already chose, which changes nothing there.
    func selectedDetentDidChange() {
        guard let motion, let resolution else { return }
        let index = selectedIndex(in: resolution)
        guard index != motion.selectedIndex else { return }
        send(.selectDetent(index: index, animated: isAnimatingChanges, at: now))
    }

    /// The index of ``selectedDetentIdentifier`` (the smallest when `nil` or unknown).
    func selectedIndex(in resolution: DetentResolution) -> Int {
        resolution.selectedIndex(for: selectedDetentIdentifier)
    }

    func layoutInsets() -> LayoutInsets {
        let insets = containerView?.safeAreaInsets ?? .zero
        return LayoutInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    /// Measures the screen, resolves the detents and builds layout, dimming and motion metrics.
    @discardableResult
    func refreshLayout() -> SheetMetrics? {
        guard let containerView else { return nil }
        let traits = containerView.traitCollection
        var context = SheetLayoutContext(
            containerSize: containerView.bounds.size, safeAreaInsets: layoutInsets(),
            horizontalSizeClass: SizeClass(traits.horizontalSizeClass),
            verticalSizeClass: SizeClass(traits.verticalSizeClass),
            keyboardOverlap: obstructingKeyboardOverlap,
            preferredContentSize: presentedViewController.preferredContentSize)
        if configuration.prefersPageSizing {
            context.readableWidth = containerView.readableContentGuide.layoutFrame.width
        }
        var options = SheetLayoutOptions(
            prefersEdgeAttachedInCompactHeight: prefersEdgeAttachedInCompactHeight,
            widthFollowsPreferredContentSizeWhenEdgeAttached: widthFollowsPreferredContentSizeWhenEdgeAttached,
            // "This property only has an effect when the sheet is at the front of its sheet stack."
            preferredCornerRadius: coveringSheet == nil ? preferredCornerRadius : nil)
        options.prefersPageSizing = configuration.prefersPageSizing
        let layout = SheetLayout(context: context, options: options)
        let resolutionContext = DetentResolutionContext(
            containerSize: context.containerSize, safeAreaInsets: context.safeAreaInsets,
            maximumDetentValue: layout.maximumDetentValue,
            fittingHeight: measureFittingHeight(width: layout.sheetWidth),
            horizontalSizeClass: context.horizontalSizeClass, verticalSizeClass: context.verticalSizeClass,
            containerTraits: DetentContainerTraits(traits))
        let resolution = DetentResolutionScope.resolving(traits: traits) {
            DetentResolver.resolve(layout.restrictsToLargestDetent ? [.large()] : detents, in: resolutionContext)
        }
        detentDiagnostics = resolution.diagnostics
        self.layout = layout
        self.resolution = resolution
        rebuildCompositionContext()
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
        let preferred = presentedViewController.preferredContentSize.height
        if preferred.isFinite && preferred > 0 { return preferred }
        guard let view = presentedViewController.viewIfLoaded else { return nil }
        let target = CGSize(width: width, height: UIView.layoutFittingCompressedSize.height)
        let size = view.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return size.height.isFinite && size.height > 0 ? size.height : nil
    }

    /// Virtual or real media time, the time base of display links and gestures.
    var now: Double { Double(CACurrentMediaTime()) }
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
