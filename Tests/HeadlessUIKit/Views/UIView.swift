#if os(Linux)
import Foundation

/// A rectangular area of the interface (UIKit's `UIView`).
///
/// Geometry and appearance live in the backing `layer` (model values; see `CALayer.presentation()` for
/// the on-screen values mid-animation). Layout runs on the next run-loop turn of `HeadlessClock.main`
/// after `setNeedsLayout()`, or at once with `layoutIfNeeded()`. Non-finite geometry (NaN, ±∞) is
/// replaced by 0 instead of raising as Core Animation does. Members are declared in the class body so
/// they can be overridden; the work happens in `UIView+*.swift`.
@preconcurrency @MainActor
open class UIView: UIResponder, @preconcurrency NSCoding, UIAppearance, UIAppearanceContainer,
    UITraitEnvironment, UICoordinateSpace, UIFocusEnvironment, CALayerDelegate
{
    let backingLayer: CALayer
    var subviewStorage: [UIView] = []
    weak var superviewStorage: UIView?
    weak var owningViewController: UIViewController?
    weak var containerPresentationController: UIPresentationController?
    /// Whether the next layout pass calls `layoutSubviews()`; setting it marks the ancestors
    /// (`layoutDirtyBelow`) so that the pass finds the view without visiting the rest of the window.
    var needsLayoutFlag = true {
        didSet { if needsLayoutFlag { superviewStorage?.markLayoutDirtyBelow() } }
    }
    var reportedSafeAreaInsets: UIEdgeInsets = .zero
    /// Whether the next layout pass recomputes the safe area of this view and its subtree; setting it
    /// marks the ancestors (`safeAreaDirtyBelow`).
    var safeAreaNeedsUpdate = true {
        didSet { if safeAreaNeedsUpdate { superviewStorage?.markSafeAreaDirtyBelow() } }
    }
    /// Whether a descendant needs layout (the layout pass skips subtrees where this is `false`).
    var layoutDirtyBelow = false
    /// Whether a descendant's safe area needs recomputing (the refresh skips subtrees where this is `false`).
    var safeAreaDirtyBelow = false
    /// The window at the root of the view's tree (`window`), kept current by the hierarchy calls.
    weak var windowStorage: UIWindow?
    var safeAreaCache: (generation: Int, insets: UIEdgeInsets)?
    var backgroundColorStorage: UIColor?
    var tintColorStorage: UIColor?
    var appearanceExtras = HeadlessViewExtras()  // overrideUserInterfaceStyle, motion effects
    var gestureRecognizerStorage: [UIGestureRecognizer] = []
    var reportedTraitCollection: UITraitCollection?
    /// Auto Layout state (`HeadlessLayoutEngine`): variables, installed constraints, guides, priorities.
    var layoutRecord: LayoutItemRecord?
    var installedConstraints: [NSLayoutConstraint] = []
    var layoutGuideStorage: [UILayoutGuide] = []
    var systemGuides: (safeArea: UILayoutGuide?, margins: UILayoutGuide?, readable: UILayoutGuide?) = (nil, nil, nil)
    var needsUpdateConstraintsFlag = false
    var layoutPriorities = HeadlessLayoutPriorities()
    var layoutMarginsStorage = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// The class of the backing layer; override to return a `CALayer` subclass. Default `CALayer.self`.
    open class var layerClass: AnyClass { CALayer.self }
    /// Whether the view relies on constraint-based layout; default `false` (read only by subclasses here).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// A view with the given frame (in the superview's coordinates).
    public init(frame: CGRect) {
        backingLayer = Self.makeBackingLayer()
        super.init()
        backingLayer.delegate = self
        backingLayer.frame = frame.headlessSanitized
    }

    /// A view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Decoding is not supported on Linux: creates a view with a zero frame.
    public required init?(coder: NSCoder) {
        backingLayer = Self.makeBackingLayer()
        super.init()
        backingLayer.delegate = self
    }

    /// Encoding is not supported on Linux: does nothing.
    open func encode(with coder: NSCoder) {}

    // MARK: - Geometry

    /// The backing layer.
    open var layer: CALayer { backingLayer }

    /// The frame in the superview's coordinates (derived from center, bounds and transform). Animatable.
    open var frame: CGRect {
        get { backingLayer.frame }
        set { changeGeometry { backingLayer.frame = newValue.headlessSanitized } }
    }

    /// The view's own coordinate system; its origin is the scroll offset. Animatable.
    open var bounds: CGRect {
        get { backingLayer.bounds }
        set { changeGeometry { backingLayer.bounds = newValue.headlessSanitized } }
    }

    /// The center in the superview's coordinates. Animatable.
    open var center: CGPoint {
        get { backingLayer.position }
        set { changeGeometry { backingLayer.position = newValue.headlessSanitized } }
    }

    /// The transform about the center; default `.identity`. Animatable.
    open var transform: CGAffineTransform {
        get { backingLayer.affineTransform() }
        set { changeGeometry { backingLayer.setAffineTransform(newValue) } }
    }

    /// The layer's 3-D transform (iOS 13+). Animatable.
    open var transform3D: CATransform3D {
        get { backingLayer.transform }
        set { changeGeometry { backingLayer.transform = newValue } }
    }

    /// Converts a point from this view's coordinates to `view`'s (window coordinates when `nil`).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        convertPoint(point, to: view)
    }

    /// Converts a point from `view`'s coordinates (window coordinates when `nil`) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        convertPoint(point, from: view)
    }

    /// Converts a rectangle to `view`'s coordinates (the bounding box of its converted corners).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        convertRect(rect) { self.convertPoint($0, to: view) }
    }

    /// Converts a rectangle from `view`'s coordinates (the bounding box of its converted corners).
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        convertRect(rect) { self.convertPoint($0, from: view) }
    }

    /// Converts a point to another coordinate space (a view or a screen's space).
    open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convertPoint(point, to: view) }
        return pointToScreen(point)
    }

    /// Converts a point from another coordinate space (a view or a screen's space).
    open func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convertPoint(point, from: view) }
        return pointFromScreen(point)
    }

    /// Converts a rectangle to another coordinate space.
    open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertRect(rect) { self.convert($0, to: coordinateSpace) }
    }

    /// Converts a rectangle from another coordinate space.
    open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertRect(rect) { self.convert($0, from: coordinateSpace) }
    }

    // MARK: - Hierarchy

    /// The parent view.
    open var superview: UIView? { superviewStorage }

    /// The child views, back to front.
    open var subviews: [UIView] { subviewStorage }

    /// The window the view is in, if any.
    open var window: UIWindow? { windowStorage }

    /// The view's controller if it is a controller's root view, else the superview.
    open override var next: UIResponder? { owningViewController ?? superview }

    /// Removes the view from its superview.
    open func removeFromSuperview() { detachFromSuperview() }

    /// Inserts `view` at `index` (clamped) among the subviews.
    open func insertSubview(_ view: UIView, at index: Int) { attachSubview(view, at: index) }

    /// Adds `view` on top of the other subviews.
    open func addSubview(_ view: UIView) { attachSubview(view, at: Int.max) }

    /// Inserts `view` just below `siblingSubview` (on top if it is not a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        attachSubview(view, at: subviewStorage.firstIndex { $0 === siblingSubview } ?? Int.max)
    }

    /// Inserts `view` just above `siblingSubview` (on top if it is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        attachSubview(view, at: (subviewStorage.firstIndex { $0 === siblingSubview }).map { $0 + 1 } ?? Int.max)
    }

    /// Moves `view` to the top of the subviews.
    open func bringSubviewToFront(_ view: UIView) { reorderSubview(view, toFront: true) }

    /// Moves `view` to the bottom of the subviews.
    open func sendSubviewToBack(_ view: UIView) { reorderSubview(view, toFront: false) }

    /// Swaps the subviews at two indices (out-of-range indices are ignored).
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviewStorage.indices.contains(index1), subviewStorage.indices.contains(index2) else { return }
        subviewStorage.swapAt(index1, index2)
    }

    /// Whether the view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        sequence(first: self, next: { $0.superview }).contains { $0 === view }
    }

    /// The first view in this subtree (depth first, self included) whose `tag` is `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviewStorage {
            if let match = subview.viewWithTag(tag) { return match }
        }
        return nil
    }

    /// Called after a subview was added; default does nothing.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed; default does nothing.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to a new superview (`nil` when removed); default does nothing.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview; default does nothing.
    open func didMoveToSuperview() {}
    /// Called before the view moves to a new window (`nil` when leaving); default does nothing.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to a new window; default does nothing.
    open func didMoveToWindow() {}

    /// An integer to find the view with `viewWithTag(_:)`; default 0.
    open var tag: Int = 0

    // MARK: - Appearance

    /// Whether the view receives touches; default `true` (hit-testing skips it when `false`).
    open var isUserInteractionEnabled: Bool = true
    /// Whether the view receives more than one touch; default `false` (stored only).
    open var isMultipleTouchEnabled: Bool = false
    /// Whether the view is the only one receiving touches while touched; default `false` (stored only).
    open var isExclusiveTouch: Bool = false

    /// Whether subviews are clipped to the bounds; default `false`.
    open var clipsToBounds: Bool {
        get { backingLayer.masksToBounds }
        set { backingLayer.masksToBounds = newValue }
    }

    /// The background color; default `nil`. Animatable (through the layer's `backgroundColor`).
    open var backgroundColor: UIColor? {
        get { backgroundColorStorage }
        set { setBackgroundColor(newValue) }
    }

    /// Opacity 0…1; default 1. Animatable. Values are clamped to 0…1 and NaN becomes 0.
    open var alpha: CGFloat {
        get { CGFloat(backingLayer.opacity) }
        set { backingLayer.opacity = Float(newValue.isNaN ? 0 : min(max(newValue, 0), 1)) }
    }

    /// Whether the view is hidden; default `false`. Hidden views are skipped by hit-testing.
    open var isHidden: Bool {
        get { backingLayer.isHidden }
        set { backingLayer.isHidden = newValue }
    }

    /// Whether the view is opaque (a drawing hint); default `true` (stored only).
    open var isOpaque: Bool = true

    /// The tint color, inherited from the superview when not set (default system blue) (iOS 7+).
    open var tintColor: UIColor! {
        get { tintColorStorage ?? superview?.tintColor ?? .systemBlue }
        set { setTintColor(newValue) }
    }

    /// Called when the effective tint color changes; default does nothing.
    open func tintColorDidChange() {}

    /// How content fills the bounds; default `.scaleToFill` (stored only).
    open var contentMode: UIView.ContentMode = .scaleToFill

    /// How the view resizes with its superview; default none.
    open var autoresizingMask: UIView.AutoresizingMask = []

    /// Whether subviews are resized by their `autoresizingMask`; default `true`.
    open var autoresizesSubviews: Bool = true

    /// Whether Auto Layout fixes the view's frame with constraints made from it (and leaves the frame to
    /// the view's code); default `true`. Set it to `false` for a view positioned by constraints.
    open var translatesAutoresizingMaskIntoConstraints: Bool = true {
        didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { autoLayoutModeDidChange() } }
    }

    /// Marks the view for redrawing: `draw(_:)` runs on the next run-loop turn (through its layer).
    open func setNeedsDisplay() { backingLayer.setNeedsDisplay() }

    /// Draws the view's content; default nothing. Called by the display pass, with no graphics context (Linux
    /// draws nothing: there is no rendering).
    open func draw(_ rect: CGRect) {}

    // MARK: - Layout

    /// Marks the view as needing layout; the layout pass runs on the next run-loop turn.
    open func setNeedsLayout() { markNeedsLayout() }

    /// Lays out the view (and ancestors that need it) now, if layout is pending.
    open func layoutIfNeeded() { performLayoutIfNeeded() }

    /// Positions subviews; the default moves constraint-based subviews to their solved frames (Auto
    /// Layout). Called by the layout pass.
    open func layoutSubviews() { applyEngineLayoutToSubviews() }

    // MARK: - Auto Layout

    /// Updates the view's constraints in the update pass before layout (deepest views first); default
    /// does nothing. Call `super` last, as UIKit asks.
    open func updateConstraints() {}

    /// Asks for `updateConstraints()` in the next update pass (the next layout pass).
    open func setNeedsUpdateConstraints() { requestConstraintUpdate() }

    /// Runs the update pass now for the views that asked.
    open func updateConstraintsIfNeeded() { HeadlessLayoutEngine.shared.prepareForLayout() }

    /// Whether `updateConstraints()` is pending.
    open func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    /// The priority with which the view resists growing beyond its intrinsic size; default `.defaultLow`
    /// (250).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutPriorities.hugging[axis]
    }

    /// Sets the hugging priority for `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutPriorities.hugging[axis] = priority
        invalidateContentConstraints()
    }

    /// The priority with which the view resists shrinking below its intrinsic size; default `.defaultHigh`
    /// (750).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutPriorities.compression[axis]
    }

    /// Sets the compression resistance priority for `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutPriorities.compression[axis] = priority
        invalidateContentConstraints()
    }

    /// The default spacing inside the view's edges, in points; default 8 on every side.
    /// `layoutMarginsGuide` follows it (plus the safe area, see `insetsLayoutMarginsFromSafeArea`).
    open var layoutMargins: UIEdgeInsets {
        get { layoutMarginsStorage }
        set { setLayoutMargins(newValue) }
    }

    /// Whether the margins are measured from the safe area rather than the bounds; default `true`.
    open var insetsLayoutMarginsFromSafeArea: Bool = true

    /// Called when `layoutMargins` changed; default does nothing.
    open func layoutMarginsDidChange() {}

    /// The size that best fits `size`; default returns the current bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`.
    open func sizeToFit() { bounds.size = sizeThatFits(bounds.size) }

    /// The natural size; default (`noIntrinsicMetric`, `noIntrinsicMetric`).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the layout system the intrinsic size changed: the content-size constraints are refreshed
    /// before the next layout, and the superview is marked for layout.
    open func invalidateIntrinsicContentSize() { invalidateContentConstraints() }

    /// The size that fits `targetSize` at fitting priority, solved from the constraints of the view's
    /// subtree (see `simulatedFittingSize`).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// The size that fits `targetSize`, where a `.required` priority pins that dimension to the target.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Linux-only: what `systemLayoutSizeFitting` answers for this view, overriding the Auto Layout
    /// solution of its content; `nil` (default) solves the constraints, and a view without constraints
    /// answers its intrinsic size, then its bounds size.
    public var simulatedFittingSize: CGSize?

    /// The safe area insets: the window's simulated insets where they overlap the view, plus a view
    /// controller's `additionalSafeAreaInsets` on its root view (iOS 11+). Zero outside a window.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }

    /// Called when `safeAreaInsets` changed (during the layout pass); default does nothing (iOS 11+).
    open func safeAreaInsetsDidChange() {}

    // MARK: - Traits

    /// The traits of the window (or screen), with presentation overrides applied for controller views.
    open var traitCollection: UITraitCollection { inheritedTraitCollection }

    /// Called after the trait collection changed; default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: - Hit-testing

    /// The deepest visible, interactive descendant containing `point` (in this view's coordinates).
    ///
    /// Skips hidden views, views with alpha below 0.01 and views with user interaction disabled, and
    /// asks `point(inside:with:)`; subviews are tested front to back. Uses model (final) geometry.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }

    /// Whether `point` (in this view's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    // MARK: - Gestures

    /// The attached gesture recognizers; `nil` when none.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set { replaceGestureRecognizers(with: newValue ?? []) }
    }

    /// Attaches a recognizer (detaching it from its previous view).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { attachGesture(gestureRecognizer) }

    /// Detaches a recognizer.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { detachGesture(gestureRecognizer) }

    /// Whether a recognizer attached to this view (or a descendant) may begin; default `true` (iOS 6+).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: - Snapshots

    /// A new view standing in for this one's current look: same bounds size, background color, alpha,
    /// corner radius and clipping, positioned at the origin (nothing is rendered; see `headlessSnapshotSource`).
    @discardableResult
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { makeSnapshot() }

    /// Linux-only: the view a snapshot was taken of (set on the snapshot), or `nil` for ordinary views.
    public internal(set) weak var headlessSnapshotSource: UIView?
}
#endif
