#if os(Linux)
import Foundation

/// The configuration of a graphics renderer (UIKit's `UIGraphicsRendererFormat`, iOS 10+).
open class UIGraphicsRendererFormat: NSObject, @unchecked Sendable {
    /// The renderer's bounds in points; set by the renderer.
    open internal(set) var bounds: CGRect = .zero

    /// A format for the main screen (UIKit's `default()`).
    open class func `default`() -> Self { Self() }

    /// A format for the main screen at its widest color range (iOS 11+).
    open class func preferred() -> Self { Self() }

    /// A default format.
    public required override init() {
        super.init()
    }
}

/// The configuration of an image renderer (UIKit's `UIGraphicsImageRendererFormat`, iOS 10+).
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// Pixels per point of the images; default 3, the simulated main screen's. Values ≤ 0 or
    /// non-finite mean 3 when rendering.
    open var scale: CGFloat = headlessMainScreenScale
    /// Whether the images have no alpha channel; default `false` (stored only).
    open var opaque: Bool = false
    /// Whether the images use extended color range; default `false` (stored only; deprecated in iOS 12).
    open var prefersExtendedRange: Bool = false

    /// A default format: scale 3, not opaque.
    public required init() {
        super.init()
    }

    /// A format matching `traitCollection`'s display scale (when positive).
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }
}

/// The context a renderer's drawing closure gets (UIKit's `UIGraphicsRendererContext`, iOS 10+).
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context to draw into.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// Fills `rect` with the current fill color.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Strokes `rect`'s outline with the current stroke color.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Narrows the clip to `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The context of an image renderer (UIKit's `UIGraphicsImageRendererContext`, iOS 10+).
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// An image of what has been drawn so far (its size and scale; nothing is rasterized).
    open var currentImage: UIImage {
        let format = self.format as? UIGraphicsImageRendererFormat
        return UIImage.headlessRendered(size: format?.bounds.size ?? .zero, scale: headlessScale(format?.scale))
    }
}

func headlessScale(_ scale: CGFloat?) -> CGFloat {
    guard let scale, scale.isFinite, scale > 0 else { return headlessMainScreenScale }
    return scale
}

/// Renders images with a drawing closure (UIKit's `UIGraphicsImageRenderer`, iOS 10+).
///
/// Nothing is rasterized: `image(actions:)` runs the closure with a context (current for
/// `UIGraphicsGetCurrentContext()` while it runs, its drawing recorded in `cgContext.headlessLog`) and
/// returns an image carrying the renderer's size and the format's scale.
open class UIGraphicsImageRenderer: NSObject {
    /// A copy of the format the renderer was made with (scale, opacity), with the renderer's `bounds`.
    public let format: UIGraphicsImageRendererFormat
    /// Linux-only: the context of the last `image(actions:)` call, or `nil`.
    public private(set) var headlessLastContext: CGContext?

    /// A renderer of `size` points with the default format (negative or non-finite sizes count as 0).
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer of `size` points with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of `bounds` (points) with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer of `bounds` (points) with `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        let b = CGRect(
            x: clean(bounds.origin.x), y: clean(bounds.origin.y), width: max(0, clean(bounds.size.width)),
            height: max(0, clean(bounds.size.height)))
        // The renderer keeps a copy of the format, as UIKit does, carrying its bounds.
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = format.scale
        copy.opaque = format.opaque
        copy.prefersExtendedRange = format.prefersExtendedRange
        copy.bounds = b
        self.format = copy
        super.init()
    }

    /// Whether the renderer can make more than one image; always `true`.
    open var allowsImageOutput: Bool { true }

    /// Runs `actions` with a fresh context (made current while it runs) and returns an image of the
    /// renderer's size at the format's scale.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = headlessScale(format.scale)
        let context = CGContext(headlessSize: format.bounds.size, scale: scale)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        headlessLastContext = context
        return UIImage.headlessRendered(size: format.bounds.size, scale: scale)
    }
}
#endif
