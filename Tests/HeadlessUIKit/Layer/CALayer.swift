#if os(Linux)
import Foundation

/// A layer: the model of a view's on-screen geometry and appearance (Core Animation's `CALayer`).
///
/// Not main-actor isolated and not Sendable, as in QuartzCore. Every property holds its **model** value
/// (the final value of any running animation); `presentation()` returns a copy holding the values on
/// screen at the current virtual time. Only animations recorded by UIKit-style animation blocks exist;
/// standalone layers do not animate implicitly (documented gap).
open class CALayer: NSObject, CAMediaTiming {
    var store = LayerStore()
    var animations: [LayerPropertyAnimation] = []
    /// Explicit `CAAnimation`s (`add(_:forKey:)`), in the order they were added.
    var explicitAnimations: [ExplicitLayerAnimation] = []

    /// A layer with default values: zero bounds and position, identity transform, opacity 1.
    public required override init() {
        super.init()
    }

    /// A copy of `layer`'s model values (Core Animation uses this to create presentation layers).
    /// Designated, as in Core Animation, so subclasses override it to copy their own properties.
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer { store = other.store }
    }

    /// The layer that owns this layer's view, if any (UIKit sets the view as delegate).
    weak open var delegate: (any CALayerDelegate)?

    /// A name for debugging; default `nil`.
    open var name: String?

    // MARK: - Geometry

    /// The layer's own coordinate system: origin (scroll offset) and size, in points. Animatable.
    open var bounds: CGRect {
        get { store.bounds }
        set {
            let oldSize = store.bounds.size
            setAnimatable(.bounds, newValue) { $0.bounds = newValue }
            HeadlessSafeAreaCache.invalidate()
            if needsDisplayOnBoundsChange && store.bounds.size != oldSize { setNeedsDisplay() }
        }
    }

    /// The anchor point's position in the superlayer, in points. Animatable.
    open var position: CGPoint {
        get { store.position }
        set {
            setAnimatable(.position, newValue) { $0.position = newValue }
            HeadlessSafeAreaCache.invalidate()
        }
    }

    /// The anchor point in unit coordinates; default (0.5, 0.5). Geometry in HeadlessUIKit honours it.
    open var anchorPoint: CGPoint {
        get { store.anchorPoint }
        set { store.anchorPoint = newValue }
    }

    /// The z order among siblings; default 0 (stored only).
    open var zPosition: CGFloat = 0

    /// The frame in the superlayer's coordinates, derived from bounds, position, anchor point and transform.
    ///
    /// Setting it moves `position` and resizes `bounds` (for a non-identity transform Apple calls the
    /// value undefined; HeadlessUIKit divides a pure scale out and otherwise takes the size as is).
    open var frame: CGRect {
        get { store.frame }
        set {
            let affine = CATransform3DGetAffineTransform(store.transform)
            var size = newValue.size
            if affine.b == 0, affine.c == 0, affine.a != 0, affine.d != 0 {
                size = CGSize(width: size.width / abs(affine.a), height: size.height / abs(affine.d))
            }
            var newBounds = store.bounds
            newBounds.size = size
            bounds = newBounds
            let anchor = store.anchorPoint
            let offset = CGPoint(
                x: (anchor.x - 0.5) * size.width, y: (anchor.y - 0.5) * size.height
            ).applying(affine)
            position = CGPoint(x: newValue.midX + offset.x - affine.tx, y: newValue.midY + offset.y - affine.ty)
        }
    }

    /// The layer's 3-D transform about its anchor point; default identity. Animatable.
    open var transform: CATransform3D {
        get { store.transform }
        set {
            setAnimatable(.transform, newValue) { $0.transform = newValue }
            HeadlessSafeAreaCache.invalidate()
        }
    }

    /// The transform's affine part.
    open func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets the transform from an affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    // MARK: - Appearance

    /// Opacity 0…1; default 1. Animatable.
    open var opacity: Float {
        get { store.opacity }
        set { setAnimatable(.opacity, newValue) { $0.opacity = newValue } }
    }

    /// Whether the layer is hidden; default `false`.
    open var isHidden: Bool {
        get { store.isHidden }
        set { store.isHidden = newValue }
    }

    /// Corner radius in points; default 0. Animatable (also inside `UIView.animate`, as since iOS 11).
    open var cornerRadius: CGFloat {
        get { store.cornerRadius }
        set { setAnimatable(.cornerRadius, newValue) { $0.cornerRadius = newValue } }
    }

    /// Which corners `cornerRadius` rounds; default all four.
    open var maskedCorners: CACornerMask {
        get { store.maskedCorners }
        set { store.maskedCorners = newValue }
    }

    /// The corner shape; default `.circular`.
    open var cornerCurve: CALayerCornerCurve {
        get { store.cornerCurve }
        set { store.cornerCurve = newValue }
    }

    /// Whether sublayers are clipped to the bounds (a view's `clipsToBounds`); default `false`.
    open var masksToBounds: Bool {
        get { store.masksToBounds }
        set { store.masksToBounds = newValue }
    }

    /// Background color; default `nil`. Animatable.
    open var backgroundColor: CGColor? {
        get { store.backgroundColor }
        set { setAnimatable(.backgroundColor, LayerColorValue(newValue)) { $0.backgroundColor = newValue } }
    }

    /// Border width in points; default 0. Animatable.
    open var borderWidth: CGFloat {
        get { store.borderWidth }
        set { setAnimatable(.borderWidth, newValue) { $0.borderWidth = newValue } }
    }

    /// Border color; default opaque black. Animatable.
    open var borderColor: CGColor? {
        get { store.borderColor }
        set { setAnimatable(.borderColor, LayerColorValue(newValue)) { $0.borderColor = newValue } }
    }

    /// Shadow color; default opaque black.
    open var shadowColor: CGColor? {
        get { store.shadowColor }
        set { store.shadowColor = newValue }
    }

    /// Shadow opacity 0…1; default 0. Animatable.
    open var shadowOpacity: Float {
        get { store.shadowOpacity }
        set { setAnimatable(.shadowOpacity, newValue) { $0.shadowOpacity = newValue } }
    }

    /// Shadow blur radius in points; default 3. Animatable.
    open var shadowRadius: CGFloat {
        get { store.shadowRadius }
        set { setAnimatable(.shadowRadius, newValue) { $0.shadowRadius = newValue } }
    }

    /// Shadow offset in points; default (0, −3). Animatable.
    open var shadowOffset: CGSize {
        get { store.shadowOffset }
        set { setAnimatable(.shadowOffset, newValue) { $0.shadowOffset = newValue } }
    }

    /// The owning view's `cornerConfiguration` once set (UIKit keeps it on the view; stored here because a
    /// view's storage lives in its layer and extensions cannot add stored properties).
    var headlessCornerConfiguration: UICornerConfiguration?

    /// A mask layer; default `nil` (stored only).
    open var mask: CALayer?

    /// The shadow's shape; default `nil` (the layer's content; stored only: nothing is rendered).
    open var shadowPath: CGPath?
    /// Whether the layer is rendered once into a bitmap; default `false` (stored only).
    open var shouldRasterize: Bool = false
    /// The scale of that bitmap; default 1 (stored only).
    open var rasterizationScale: CGFloat = 1
    /// The scale of the layer's contents (pixels per point); default 1, as Core Animation's (UIKit sets a
    /// view's layer to the screen scale; stored only).
    open var contentsScale: CGFloat = 1
    /// The part of the contents shown, in unit coordinates; default (0, 0, 1, 1) (stored only).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The layer's contents (an image); default `nil` (stored only).
    open var contents: Any?

    // MARK: - Tree

    /// The parent layer.
    open private(set) weak var superlayer: CALayer?

    /// The child layers, back to front; `nil` when empty, as Core Animation reports.
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for layer in children { layer.superlayer = nil }
            children = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }
    private var children: [CALayer] = []

    /// Appends `layer` on top of the other sublayers (moving it from its old parent).
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(children.count))
    }

    /// Inserts `layer` at `idx` (clamped) among the sublayers.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        children.insert(layer, at: min(Int(idx), children.count))
        layer.superlayer = self
    }

    /// Removes the layer from its parent.
    open func removeFromSuperlayer() {
        superlayer?.children.removeAll { $0 === self }
        superlayer = nil
    }

    // MARK: - CAMediaTiming (stored only)

    /// Stored only: layer timing does not drive HeadlessUIKit's animations.
    open var beginTime: CFTimeInterval = 0
    /// Stored only: layer timing does not drive HeadlessUIKit's animations.
    open var timeOffset: CFTimeInterval = 0
    /// Stored only: layer timing does not drive HeadlessUIKit's animations.
    open var speed: Float = 1
    /// Stored only: layer timing does not drive HeadlessUIKit's animations.
    open var duration: CFTimeInterval = 0
    /// Stored only: layer timing does not drive HeadlessUIKit's animations.
    open var repeatCount: Float = 0
    /// Stored only: layer timing does not drive HeadlessUIKit's animations.
    open var repeatDuration: CFTimeInterval = 0
    /// Stored only: layer timing does not drive HeadlessUIKit's animations.
    open var autoreverses: Bool = false
    /// Stored only: layer timing does not drive HeadlessUIKit's animations.
    open var fillMode: CAMediaTimingFillMode = .removed

    // MARK: - Display, actions and key-value coding (work in CALayer+Display.swift, CALayer+KeyValueCoding.swift)

    /// Whether a change of the property `key` needs the layer redisplayed; default `false`. When a
    /// subclass answers `true` for one of the animatable properties, setting it calls `setNeedsDisplay()`.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The action for `event` when neither the delegate nor `actions` has one; default `nil`.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    /// The value of an arbitrary key nobody set (key-value coding); default `nil`.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// The action for `event`: the delegate's `action(for:forKey:)` (an `NSNull` there means none),
    /// then `actions[event]`, then `defaultAction(forKey:)`, as Core Animation documents. HeadlessUIKit
    /// never runs implicit actions itself.
    open func action(forKey event: String) -> (any CAAction)? { lookUpAction(forKey: event) }

    /// Actions by event name; default `nil`.
    open var actions: [String: any CAAction]?

    /// Whether the layer is redisplayed when its bounds size changes; default `false`.
    open var needsDisplayOnBoundsChange: Bool = false

    /// Marks the layer for display: `display()` runs on the next run-loop turn (once however often this is
    /// called), or at `displayIfNeeded()`.
    open func setNeedsDisplay() { markNeedsDisplay() }

    /// Marks part of the layer for display (the whole layer is redisplayed).
    open func setNeedsDisplay(_ r: CGRect) { markNeedsDisplay() }

    /// Whether `display()` is pending.
    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// Runs `display()` now if it is pending.
    open func displayIfNeeded() { if needsDisplayFlag { display() } }

    /// Updates the contents: the delegate's `display(_:)` when it has one, else (for a view's layer) the view's
    /// `draw(_:)`. Nothing is rasterized: there are no graphics contexts on Linux.
    open func display() { performDisplay() }

    /// The value for `key` (key-value coding, which Linux's `NSObject` lacks): the layer's properties as
    /// Swift values (`CGPoint`, `CGRect`, `CGFloat`, `Float`, `CATransform3D`, `CGColor`, `Bool`), else a
    /// value set for an arbitrary key, else `defaultValue(forKey:)`.
    open func value(forKey key: String) -> Any? { headlessValue(forKey: key) }

    /// Sets `key` (see `value(forKey:)`); values of the wrong type are ignored (Core Animation raises).
    open func setValue(_ value: Any?, forKey key: String) { headlessSetValue(value, forKey: key) }

    /// The value at a key path: `position.x`, `bounds.size.width`, `transform.rotation.z`, … (see
    /// `TransformKeyPath`), or a plain key.
    open func value(forKeyPath keyPath: String) -> Any? { headlessValue(forKeyPath: keyPath) }

    /// Sets the value at a key path (see `value(forKeyPath:)`).
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { headlessSetValue(value, forKeyPath: keyPath) }

    var needsDisplayFlag = false
    var delegateLacksDisplay = false
    var customValues: [String: Any] = [:]

    // MARK: - Model and presentation

    /// A copy holding the values currently on screen (running animations applied at `CACurrentMediaTime()`).
    ///
    /// The copy has no superlayer or sublayers. Unlike Core Animation it is never `nil`.
    open func presentation() -> Self? {
        let copy = type(of: self).init()
        copy.store = presentedStore(at: CACurrentMediaTime())
        copy.name = name
        return copy
    }

    /// The model layer (the receiver itself, since HeadlessUIKit never hands out presentation layers' models).
    open func model() -> Self {
        self
    }

    /// Removes every running animation: the presentation snaps to the model values. Completions of the
    /// affected UIView animation blocks run with `finished == false`.
    open func removeAllAnimations() {
        let removed = animations
        animations = []
        notifyRemoved(removed)
        let explicit = explicitAnimations
        explicitAnimations = []
        let now = CACurrentMediaTime()
        for entry in explicit where now < entry.end { finish(entry, finished: false) }
    }

    /// Keys of running animations (HeadlessUIKit's property names "bounds", "position", … for UIKit block
    /// animations, then the keys of explicit animations), or `nil`.
    open func animationKeys() -> [String]? {
        let keys = animations.map(\.key.rawValue) + explicitAnimations.map(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Asks for layout on the next pass (forwarded to the owning view, if any).
    open func setNeedsLayout() {
        (delegate as? UIViewLayoutForwarding)?.layerNeedsLayout()
    }
}

/// Lets a layer forward `setNeedsLayout()` to its view without the nonisolated layer touching main-actor state.
protocol UIViewLayoutForwarding: AnyObject {
    func layerNeedsLayout()
}
#endif
