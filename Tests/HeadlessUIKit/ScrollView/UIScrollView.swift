#if os(Linux)
import Foundation

/// A view that scrolls its content (UIKit's `UIScrollView`, iOS 2+).
///
/// `contentOffset` is `bounds.origin`, so subviews move as it changes and `convert` accounts for it.
/// Its own `panGestureRecognizer` drags the content with rubber banding past the edges (when `bounces`),
/// and on release the content decelerates (`decelerationRate`, velocity × rate per millisecond) and
/// bounces back into range with a critically damped spring — all on `HeadlessClock`, one
/// `scrollViewDidScroll(_:)` per display frame. See `ScrollPhysics` for the formulas and constants.
/// Zooming, paging, scroll indicators and status-bar taps are not simulated.
@preconcurrency @MainActor open class UIScrollView: UIView {
    // MARK: Stored state
    var contentSizeStorage: CGSize = .zero
    var contentInsetStorage: UIEdgeInsets = .zero
    var lastReportedAdjustedInset: UIEdgeInsets?
    var trackingFlag = false
    var draggingFlag = false
    var deceleratingFlag = false
    var scrollAnimatingFlag = false
    /// The pan translation already applied to the content (scroll view coordinates).
    var appliedTranslation: CGPoint = .zero
    /// The finger-driven offset before rubber banding, and the banded offset last written.
    var rawDragOffset: CGPoint = .zero
    var lastDragOffset: CGPoint = .zero
    /// The axis a directional-lock drag follows (`nil` until decided or when not locked).
    var lockedAxis: ScrollAxis?
    /// Runs deceleration, bounce and animated offset changes.
    lazy var motion = ScrollViewMotion(scrollView: self)
    private var builtInPan: UIPanGestureRecognizer?

    /// A scroll view with the given frame; its pan recognizer is installed.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installPanGestureRecognizer()
        lastReportedAdjustedInset = computeAdjustedContentInset()
    }

    /// Decoding is not supported on Linux: a scroll view with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installPanGestureRecognizer()
        lastReportedAdjustedInset = computeAdjustedContentInset()
    }

    // MARK: Content geometry

    /// The content's offset from the view's origin: `bounds.origin`. Setting it calls
    /// `scrollViewDidScroll(_:)` when it changes; non-finite components are ignored. Default `.zero`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            var origin = bounds.origin
            if newValue.x.isFinite { origin.x = newValue.x }
            if newValue.y.isFinite { origin.y = newValue.y }
            guard origin != bounds.origin else { return }
            bounds = CGRect(origin: origin, size: bounds.size)
        }
    }

    /// The bounds; a changed origin is a scroll (`scrollViewDidScroll(_:)`), a changed size may change
    /// `adjustedContentInset`.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            let new = super.bounds
            if new.origin != old.origin { delegate?.scrollViewDidScroll(self) }
            if new.size != old.size { refreshAdjustedContentInset() }
        }
    }

    /// The frame; a changed size may change `adjustedContentInset`.
    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            refreshAdjustedContentInset()
        }
    }

    /// The size of the content, in points; default `.zero`. Negative or non-finite components count as 0.
    open var contentSize: CGSize {
        get { contentSizeStorage }
        set {
            let width = newValue.width.isFinite ? max(0, newValue.width) : 0
            let height = newValue.height.isFinite ? max(0, newValue.height) : 0
            contentSizeStorage = CGSize(width: width, height: height)
            refreshAdjustedContentInset()
            HeadlessKeyValueRegistry.objectDidChange(self)
        }
    }

    /// Extra scrollable space around the content, in points; default `.zero`. Non-finite values count as 0.
    open var contentInset: UIEdgeInsets {
        get { contentInsetStorage }
        set {
            func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
            contentInsetStorage = UIEdgeInsets(
                top: clean(newValue.top), left: clean(newValue.left),
                bottom: clean(newValue.bottom), right: clean(newValue.right))
            refreshAdjustedContentInset()
            HeadlessKeyValueRegistry.objectDidChange(self)
        }
    }

    /// Insets of both scroll indicators, in points; default `.zero` (stored only: no indicators are drawn).
    /// Deprecated in iOS 13 in favour of the per-axis properties; setting it sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// `contentInset` plus the safe-area insets chosen by `contentInsetAdjustmentBehavior` (iOS 11+).
    open var adjustedContentInset: UIEdgeInsets { computeAdjustedContentInset() }

    /// Called when `adjustedContentInset` changes (iOS 11+); overrides must call `super`, which informs
    /// the delegate.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// How safe-area insets enter `adjustedContentInset` (iOS 11+); default `.automatic`.
    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic {
        didSet { refreshAdjustedContentInset() }
    }

    /// Whether the scroll indicators get the safe area added to their insets (iOS 13+); default `true`.
    open var automaticallyAdjustsScrollIndicatorInsets: Bool = true

    /// The safe area reached this view: `adjustedContentInset` may change.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        refreshAdjustedContentInset(followSafeArea: true)
    }

    /// Lays out subviews; also re-checks `adjustedContentInset`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        refreshAdjustedContentInset()
    }

    // MARK: Behaviour

    /// The delegate; held weakly, as UIKit does.
    ///
    /// `UITableView` and `UICollectionView` redeclare it with their own delegate protocols, as the SDK
    /// imports them; `@_disfavoredOverload` lets their declarations win on those types while this one
    /// keeps the storage (Swift has no covariant read-write overrides).
    @_disfavoredOverload weak open var delegate: (any UIScrollViewDelegate)?

    /// Whether dragging past an edge rubber-bands and deceleration bounces back; default `true`.
    open var bounces: Bool = true

    /// Whether vertical dragging rubber-bands even when the content is not taller than the view
    /// (needs `bounces`); default `false`.
    open var alwaysBounceVertical: Bool = false

    /// Whether horizontal dragging rubber-bands even when the content is not wider than the view
    /// (needs `bounces`); default `false`.
    open var alwaysBounceHorizontal: Bool = false

    /// Whether the user can scroll; turning it off disables `panGestureRecognizer`. Default `true`.
    open var isScrollEnabled: Bool = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }

    /// Whether a drag follows only its dominant axis when both axes scroll; default `false`.
    open var isDirectionalLockEnabled: Bool = false

    /// How quickly content slows after release; default `.normal` (0.998 per ms).
    open var decelerationRate: UIScrollView.DecelerationRate = .normal

    /// Whether touch-down in the content waits (150 ms) to see whether a drag begins; default `true`.
    open var delaysContentTouches: Bool = true

    /// Whether a drag may cancel touches already delivered to the content; default `true`.
    open var canCancelContentTouches: Bool = true

    /// Whether a status-bar tap scrolls to the top; default `true` (stored only).
    open var scrollsToTop: Bool = true

    /// What happens to the keyboard when a drag begins; default `.none`. `.onDrag` and
    /// `.onDragWithAccessory` resign the first responder and hide `HeadlessKeyboard`.
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none

    /// Whether the vertical indicator shows (stored only); default `true`.
    open var showsVerticalScrollIndicator: Bool = true
    /// Whether the horizontal indicator shows (stored only); default `true`.
    open var showsHorizontalScrollIndicator: Bool = true
    /// The indicator style (stored only); default `.default`.
    open var indicatorStyle: UIScrollView.IndicatorStyle = .default
    /// Vertical indicator insets (iOS 11.1+; stored only).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Horizontal indicator insets (iOS 11.1+; stored only).
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// Shows the indicators briefly; nothing is drawn on Linux.
    open func flashScrollIndicators() {}

    // MARK: Interaction state

    /// Whether a finger is on the content (from touch-down, before any drag).
    open var isTracking: Bool { trackingFlag }

    /// Whether the content is being dragged (from the pan's `.began` until the finger lifts).
    open var isDragging: Bool { draggingFlag }

    /// Whether the content is moving after the finger lifted (deceleration or bounce back).
    open var isDecelerating: Bool { deceleratingFlag }

    /// Whether an animated offset change is running (iOS 17.4+).
    open var isScrollAnimating: Bool { scrollAnimatingFlag }

    /// The pan recognizer that drags the content (iOS 5+). Its delegate is the scroll view's business.
    open var panGestureRecognizer: UIPanGestureRecognizer {
        if let builtInPan { return builtInPan }
        installPanGestureRecognizer()
        return builtInPan ?? UIPanGestureRecognizer()
    }

    // MARK: Programmatic scrolling

    /// Moves the content to `contentOffset`; animated, over 0.3 s of `HeadlessClock` time with one
    /// `scrollViewDidScroll(_:)` per frame and `scrollViewDidEndScrollingAnimation(_:)` at the end.
    /// Either form stops a running deceleration (without `scrollViewDidEndDecelerating(_:)`).
    /// Non-finite components keep the current value.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let target = CGPoint(
            x: contentOffset.x.isFinite ? contentOffset.x : self.contentOffset.x,
            y: contentOffset.y.isFinite ? contentOffset.y : self.contentOffset.y)
        motion.stop()
        if animated && target != self.contentOffset {
            motion.animate(to: target)
        } else {
            self.contentOffset = target
        }
    }

    /// Scrolls the least distance that makes `rect` (content coordinates) visible inside the adjusted
    /// insets; a rect larger than the view aligns its top-left. Non-finite rects do nothing.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return
        }
        setContentOffset(offsetRevealing(rect.standardized), animated: animated)
    }

    /// Whether touches starting in `view` go to it at all; default `true`.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        true
    }

    /// Whether a beginning drag may cancel the touches `view` already has; default `true` unless `view` is
    /// a `UIControl`.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    /// For the scroll view's own pan: fails when the content already has the touch and may not lose it
    /// (`canCancelContentTouches`, `touchesShouldCancel(in:)`).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === builtInPan, let content = TouchDispatcher.shared.contentViewHoldingTouch(in: self) {
            if !canCancelContentTouches || !touchesShouldCancel(in: content) { return false }
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Where a released drag should stop before the delegate is asked (velocity in points per
    /// millisecond); `UICollectionView` asks its layout. Default: the natural resting offset.
    func headlessDecelerationTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    private func installPanGestureRecognizer() {
        guard builtInPan == nil else { return }
        let pan = UIScrollViewPanGestureRecognizer()
        pan.scrollView = self
        pan.systemHandlers.append(
            HeadlessGestureHandler { [weak self] recognizer in
                self?.handlePan(recognizer)
            }
        )
        builtInPan = pan
        addGestureRecognizer(pan)
    }
}
#endif
