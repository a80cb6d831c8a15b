#if os(Linux)
import Foundation

/// The current thread's stack of graphics contexts (UIKit keeps one per thread).
final class HeadlessGraphicsStack {
    struct Entry {
        let context: CGContext
        /// Size in points and scale, for image contexts; `nil` for pushed contexts.
        let image: (size: CGSize, scale: CGFloat)?
    }

    var entries: [Entry] = []

    static var current: HeadlessGraphicsStack {
        let key = "HeadlessUIKit.GraphicsStack"
        if let stack = Thread.current.threadDictionary[key] as? HeadlessGraphicsStack { return stack }
        let stack = HeadlessGraphicsStack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }
}

/// The scale a 0 scale means: the simulated `UIScreen.main`'s, 3.
let headlessMainScreenScale: CGFloat = 3

/// The current graphics context (the top of the current thread's stack), or `nil`.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    HeadlessGraphicsStack.current.entries.last?.context
}

/// Makes `context` the current context until `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    HeadlessGraphicsStack.current.entries.append(.init(context: context, image: nil))
}

/// Restores the context that was current before the last push; does nothing on an empty stack.
public func UIGraphicsPopContext() {
    _ = HeadlessGraphicsStack.current.entries.popLast()
}

/// Starts an image context of `size` points at scale 1, not opaque (UIKit's `UIGraphicsBeginImageContext`).
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts an image context of `size` points at `scale` (0: the main screen's, 3) and makes it current.
/// Negative or non-finite sizes count as 0; `opaque` is stored nowhere (nothing is rasterized).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale.isFinite && scale > 0 ? scale : headlessMainScreenScale
    let points = CGSize(
        width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
    let context = CGContext(headlessSize: points, scale: s)
    HeadlessGraphicsStack.current.entries.append(.init(context: context, image: (points, s)))
}

/// An image of the current image context's size and scale; `nil` when the current context is not an
/// image context (or none is current), as UIKit answers.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = HeadlessGraphicsStack.current.entries.last, let image = top.image else { return nil }
    return UIImage.headlessRendered(size: image.size, scale: image.scale)
}

/// Ends the current image context (pops it); does nothing when the current context is not one.
public func UIGraphicsEndImageContext() {
    guard HeadlessGraphicsStack.current.entries.last?.image != nil else { return }
    _ = HeadlessGraphicsStack.current.entries.popLast()
}

extension UIImage {
    /// An image of `size` points at `scale`, as a renderer produces (nothing rasterized).
    static func headlessRendered(size: CGSize, scale: CGFloat) -> UIImage {
        var state = State()
        state.pointSize = size
        state.scale = scale
        state.traitCollection = UITraitCollection(displayScale: scale)
        return UIImage(state: state)
    }
}
#endif
