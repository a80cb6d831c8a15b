#if os(Linux)
import Foundation

/// An image (UIKit's `UIImage`): immutable, Sendable, usable from any thread.
///
/// HeadlessUIKit rasterizes nothing, so an image is its description: `size` in points, `scale`,
/// `imageOrientation`, `renderingMode`, cap insets, symbol configuration, and a `cgImage` holding the
/// pixel dimensions. Where images come from on Linux:
/// - `UIImage(named:)` reads `HeadlessImageCatalog` (register names in tests); unknown names give `nil`.
/// - `UIImage(systemName:)` accepts every well-formed SF Symbols name (lowercase letters, digits and
///   dots) and sizes it with the documented model of `UIImage.SymbolConfiguration` (17 × 17 pt by default).
/// - `UIImage(data:)` and `UIImage(contentsOfFile:)` read the pixel size from PNG, GIF and JPEG headers
///   (nothing else is decoded; JPEG EXIF orientation is ignored); other data gives `nil`.
/// - `UIImage(cgImage:)` and `UIImage()` (an empty, zero-size image).
open class UIImage: NSObject, @unchecked Sendable {
    struct State {
        /// Size in points before orientation.
        var pointSize: CGSize = .zero
        var scale: CGFloat = 1
        var orientation: UIImage.Orientation = .up
        var renderingMode: UIImage.RenderingMode = .automatic
        var tintColor: UIColor?
        var capInsets: UIEdgeInsets = .zero
        var resizingMode: UIImage.ResizingMode = .tile
        var alignmentRectInsets: UIEdgeInsets = .zero
        var symbolName: String?
        var configuration: UIImage.Configuration?
        var images: [UIImage]?
        var duration: TimeInterval = 0
        var flipsForRightToLeft = false
        var traitCollection = UITraitCollection(displayScale: 1)
    }

    let state: State

    init(state: State) {
        var state = state
        state.scale = state.scale.isFinite && state.scale > 0 ? state.scale : 1
        let w = state.pointSize.width
        let h = state.pointSize.height
        state.pointSize = CGSize(width: w.isFinite ? max(0, w) : 0, height: h.isFinite ? max(0, h) : 0)
        self.state = state
        super.init()
    }

    /// An empty image: zero size, scale 1, no `cgImage`.
    public override convenience init() {
        self.init(state: State())
    }

    // MARK: - Creating images

    /// The image registered in `HeadlessImageCatalog` under `name` for the main bundle; `nil` when none
    /// is, as UIKit answers for a missing asset.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image registered under `name` for `bundle` (`nil`: the main bundle), at the scale of
    /// `traitCollection.displayScale` when that is positive; `nil` when no such image is registered.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard let entry = HeadlessImageCatalog.entry(named: name, in: bundle) else { return nil }
        var state = State()
        state.pointSize = entry.size
        let traitScale = traitCollection?.displayScale ?? 0
        state.scale = traitScale > 0 ? traitScale : entry.scale
        state.renderingMode = entry.renderingMode
        state.traitCollection = UITraitCollection(displayScale: state.scale)
        self.init(state: state)
    }

    /// The image registered under `name` for `bundle`, resolved for `configuration`'s traits (iOS 13+).
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(named: name, in: bundle, compatibleWith: configuration?.traitCollection)
    }

    /// A system symbol (iOS 13+), sized by the default configuration (17 × 17 pt, scale 3), or `nil`
    /// when `name` is not a well-formed SF Symbols name (empty, or containing anything but lowercase
    /// letters, digits and dots). Symbols are templates (`renderingMode` `.alwaysTemplate`).
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A system symbol sized by `configuration` (see `UIImage.SymbolConfiguration`) (iOS 13+).
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard UIImage.isWellFormedSymbolName(name) else { return nil }
        let symbol = (configuration as? SymbolConfiguration) ?? .unspecified
        self.init(state: UIImage.symbolState(name: name, configuration: symbol, traits: configuration?.traitCollection))
    }

    /// A system symbol resolved for `traitCollection` (iOS 13+).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        guard UIImage.isWellFormedSymbolName(name) else { return nil }
        self.init(state: UIImage.symbolState(name: name, configuration: .unspecified, traits: traitCollection))
    }

    /// An image of `cgImage`'s pixels at scale 1, orientation `.up`.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage`'s pixels at `scale` (≤ 0 or non-finite counts as 1) and `orientation`.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        var state = State()
        let s = scale.isFinite && scale > 0 ? scale : 1
        state.scale = s
        state.pointSize = CGSize(width: CGFloat(cgImage.width) / s, height: CGFloat(cgImage.height) / s)
        state.orientation = orientation
        state.traitCollection = UITraitCollection(displayScale: s)
        self.init(state: state)
    }

    /// An image from PNG, GIF or JPEG data at scale 1; `nil` for anything else (see the type's notes).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image from PNG, GIF or JPEG data at `scale` (≤ 0 or non-finite counts as 1).
    public convenience init?(data: Data, scale: CGFloat) {
        guard let pixels = HeadlessImageHeader.pixelSize(of: data) else { return nil }
        self.init(cgImage: CGImage(headlessWidth: pixels.width, height: pixels.height), scale: scale, orientation: .up)
    }

    /// An image read from the file at `path`, at the scale its name gives (`@2x`, `@3x`; else 1); `nil`
    /// when the file cannot be read or is not PNG, GIF or JPEG.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// An animated image showing `images` in turn over `duration` seconds; its size and scale are the
    /// first image's. `nil` when `images` is empty.
    open class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        var state = first.state
        state.images = images
        state.duration = duration.isFinite ? max(0, duration) : 0
        return UIImage(state: state)
    }

    // MARK: - Properties

    /// The size in points, with `imageOrientation` applied (left and right orientations swap width and
    /// height).
    open var size: CGSize {
        state.orientation.swapsAxes
            ? CGSize(width: state.pointSize.height, height: state.pointSize.width) : state.pointSize
    }

    /// Pixels per point (1, 2 or 3 for catalog images; 1 for `init(data:)`).
    open var scale: CGFloat { state.scale }

    /// The orientation the pixels are drawn in; default `.up`.
    open var imageOrientation: UIImage.Orientation { state.orientation }

    /// The pixel dimensions, unrotated (`size × scale` before orientation, rounded to whole pixels);
    /// `nil` for an empty image.
    open var cgImage: CGImage? {
        let pixels = CGSize(width: state.pointSize.width * state.scale, height: state.pointSize.height * state.scale)
        guard pixels.width > 0, pixels.height > 0 else { return nil }
        return CGImage(headlessWidth: Int(pixels.width.rounded()), height: Int(pixels.height.rounded()))
    }

    /// How the image is drawn: with its colors, or as a tinted template; default `.automatic`
    /// (`.alwaysTemplate` for symbols).
    open var renderingMode: UIImage.RenderingMode { state.renderingMode }

    /// Whether the image is an SF Symbol (iOS 13+).
    open var isSymbolImage: Bool { state.symbolName != nil }

    /// The configuration the image was resolved with (iOS 13+); a symbol's symbol configuration.
    open var configuration: UIImage.Configuration? { state.configuration }

    /// A symbol's configuration; `nil` for other images (iOS 13+).
    open var symbolConfiguration: UIImage.SymbolConfiguration? { state.configuration as? SymbolConfiguration }

    /// The traits the image was resolved for (its display scale).
    open var traitCollection: UITraitCollection { state.traitCollection }

    /// The cap insets of a resizable image; `.zero` otherwise.
    open var capInsets: UIEdgeInsets { state.capInsets }

    /// How a resizable image fills its interior; default `.tile`.
    open var resizingMode: UIImage.ResizingMode { state.resizingMode }

    /// Insets that Auto Layout aligns to instead of the image's edges; default `.zero`.
    open var alignmentRectInsets: UIEdgeInsets { state.alignmentRectInsets }

    /// The frames of an animated image; `nil` otherwise.
    open var images: [UIImage]? { state.images }

    /// An animated image's total duration in seconds; 0 otherwise.
    open var duration: TimeInterval { state.duration }

    /// Whether the image is mirrored in right-to-left layouts; default `false`.
    open var flipsForRightToLeftLayoutDirection: Bool { state.flipsForRightToLeft }

    /// Linux-only: the tint color given by `withTintColor(_:)`, or `nil`.
    public var headlessTintColor: UIColor? { state.tintColor }

    /// Linux-only: the SF Symbols name of a symbol image, or `nil`.
    public var headlessSymbolName: String? { state.symbolName }

    static func isWellFormedSymbolName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.hasSuffix(".")
            && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." }
    }

    static func symbolState(name: String, configuration: SymbolConfiguration, traits: UITraitCollection?) -> State {
        var state = State()
        let side = configuration.headlessSymbolSide
        state.pointSize = CGSize(width: side, height: side)
        let traitScale = traits?.displayScale ?? 0
        state.scale = traitScale > 0 ? traitScale : HeadlessImageCatalog.defaultScale
        state.renderingMode = .alwaysTemplate
        state.symbolName = name
        state.configuration = configuration
        state.traitCollection = UITraitCollection(displayScale: state.scale)
        return state
    }
}
#endif
