#if os(Linux)
import Foundation

/// A drawing destination, standing in for Core Graphics' `CGContext` (Linux has none).
///
/// Nothing is rasterized. A context knows its pixel size, keeps Core Graphics' graphics-state stack
/// (current transform, fill and stroke colors, line width, alpha, clip) and appends each drawing call to
/// the Linux-only `headlessLog` ("fill (0.0, 0.0, 10.0, 10.0) CGColor(rgba: 1.00, …)"), so tests can see
/// what `draw(_:)`/`draw(in:)` drew. UIKit's bitmap contexts are flipped: the initial `ctm` maps points to
/// pixels with y pointing down (`[s 0 0 −s 0 heightInPixels]`).
public final class CGContext {
    struct GState {
        var ctm: CGAffineTransform
        var fillColor: CGColor = .black
        var strokeColor: CGColor = .black
        var lineWidth: CGFloat = 1
        var alpha: CGFloat = 1
        var clip: CGRect
    }

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    private var state: GState
    private var savedStates: [GState] = []
    private var path: CGRect = .null
    /// Linux-only: every drawing call so far, in order, described in points of user space.
    public private(set) var headlessLog: [String] = []

    /// Linux-only: a context for `size` points at `scale` pixels per point (negative, non-finite or zero
    /// values count as 0 points and scale 1).
    public init(headlessSize size: CGSize, scale: CGFloat) {
        let s = scale.isFinite && scale > 0 ? scale : 1
        let w = size.width.isFinite ? max(0, size.width) : 0
        let h = size.height.isFinite ? max(0, size.height) : 0
        width = Int((w * s).rounded(.up))
        height = Int((h * s).rounded(.up))
        state = GState(
            ctm: CGAffineTransform(a: s, b: 0, c: 0, d: -s, tx: 0, ty: CGFloat(height)),
            clip: CGRect(x: 0, y: 0, width: w, height: h))
    }

    func record(_ entry: String) { headlessLog.append(entry) }

    private func describe(_ rect: CGRect) -> String {
        "(\(rect.minX), \(rect.minY), \(rect.width), \(rect.height))"
    }

    // MARK: - Graphics state

    /// Pushes a copy of the graphics state.
    public func saveGState() { savedStates.append(state) }

    /// Pops the graphics state saved last; does nothing when none is saved.
    public func restoreGState() {
        if let saved = savedStates.popLast() { state = saved }
    }

    /// The current transformation matrix (user space to pixels).
    public var ctm: CGAffineTransform { state.ctm }

    /// Moves the origin of user space by (`tx`, `ty`).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { concatenate(CGAffineTransform(translationX: tx, y: ty)) }

    /// Scales user space by (`sx`, `sy`).
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }

    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// Applies `transform` to user space (before the current transform).
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    /// Sets the fill color.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }

    /// Sets the stroke color.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    /// Sets the line width in points (negative or non-finite values are ignored).
    public func setLineWidth(_ width: CGFloat) {
        if width.isFinite && width >= 0 { state.lineWidth = width }
    }

    /// Sets the global alpha (clamped to 0…1).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1) }

    /// The fill color of the current state (Linux-only).
    public var headlessFillColor: CGColor { state.fillColor }

    /// The bounding box of the clip: the context's bounds narrowed by `clip(to:)` (rectangles taken as
    /// given, without the transform current when they were added).
    public var boundingBoxOfClipPath: CGRect { state.clip }

    /// Narrows the clip to `rect`; restored with the graphics state.
    public func clip(to rect: CGRect) {
        state.clip = state.clip.intersection(rect)
        record("clip \(describe(rect))")
    }

    // MARK: - Drawing

    /// Fills `rect` with the fill color.
    public func fill(_ rect: CGRect) { record("fill \(describe(rect)) \(state.fillColor)") }

    /// Fills each rectangle.
    public func fill(_ rects: [CGRect]) {
        for rect in rects { fill(rect) }
    }

    /// Strokes `rect`'s outline with the stroke color and line width.
    public func stroke(_ rect: CGRect) { record("stroke \(describe(rect)) \(state.strokeColor) \(state.lineWidth)") }

    /// Strokes `rect`'s outline with `width`.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        record("stroke \(describe(rect)) \(state.strokeColor) \(width)")
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) { record("fillEllipse \(describe(rect)) \(state.fillColor)") }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) { record("strokeEllipse \(describe(rect)) \(state.strokeColor)") }

    /// Clears `rect` to transparent.
    public func clear(_ rect: CGRect) { record("clear \(describe(rect))") }

    /// Starts a new path.
    public func beginPath() { path = .null }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { path = path.union(CGRect(origin: point, size: .zero)) }

    /// Adds a line to `point`.
    public func addLine(to point: CGPoint) { path = path.union(CGRect(origin: point, size: .zero)) }

    /// Adds a rectangle.
    public func addRect(_ rect: CGRect) { path = path.union(rect) }

    /// Adds an ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { path = path.union(rect) }

    /// Adds `path` (its bounding box).
    public func addPath(_ path: CGPath) { self.path = self.path.union(path.boundingBox) }

    /// Closes the current subpath.
    public func closePath() {}

    /// Fills the current path (recorded by its bounding box) and clears it.
    public func fillPath() {
        record("fillPath \(describe(path)) \(state.fillColor)")
        path = .null
    }

    /// Strokes the current path (recorded by its bounding box) and clears it.
    public func strokePath() {
        record("strokePath \(describe(path)) \(state.strokeColor) \(state.lineWidth)")
        path = .null
    }

    /// Draws `image` into `rect`.
    public func draw(_ image: CGImage, in rect: CGRect) {
        record("image \(image.width)×\(image.height) \(describe(rect))")
    }

    /// A bitmap description of the context's size.
    public func makeImage() -> CGImage? {
        width > 0 && height > 0 ? CGImage(headlessWidth: width, height: height) : nil
    }
}
#endif
