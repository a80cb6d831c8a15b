#if os(Linux)
import Foundation

extension UIImage {
    func variant(_ change: (inout State) -> Void) -> UIImage {
        var copy = state
        change(&copy)
        return UIImage(state: copy)
    }

    /// A copy drawn with `renderingMode` (iOS 7+).
    public func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        variant { $0.renderingMode = renderingMode }
    }

    /// A copy tinted with `color`, keeping the rendering mode, as UIKit documents (iOS 13+). The tint is
    /// `headlessTintColor`; nothing is drawn.
    public func withTintColor(_ color: UIColor) -> UIImage {
        variant { $0.tintColor = color }
    }

    /// A copy tinted with `color` and drawn with `renderingMode` (iOS 13+).
    public func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage {
        variant {
            $0.tintColor = color
            $0.renderingMode = renderingMode
        }
    }

    /// A resizable copy whose caps are `capInsets` and whose interior tiles (iOS 5+). Negative or
    /// non-finite insets count as 0.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A resizable copy whose caps are `capInsets` and whose interior fills as `resizingMode` says (iOS 6+).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode) -> UIImage {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        return variant {
            $0.capInsets = UIEdgeInsets(
                top: clean(capInsets.top), left: clean(capInsets.left), bottom: clean(capInsets.bottom),
                right: clean(capInsets.right))
            $0.resizingMode = resizingMode
        }
    }

    /// A resizable copy with caps `leftCapWidth` and `topCapHeight`, the right and bottom caps being the
    /// rest minus one point, stretched (UIKit's deprecated iOS 2 form).
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let left = CGFloat(max(0, leftCapWidth))
        let top = CGFloat(max(0, topCapHeight))
        let insets = UIEdgeInsets(
            top: top, left: left, bottom: topCapHeight > 0 ? max(0, size.height - top - 1) : 0,
            right: leftCapWidth > 0 ? max(0, size.width - left - 1) : 0)
        return resizableImage(withCapInsets: insets, resizingMode: .stretch)
    }

    /// The left cap of a stretchable image (deprecated); 0 otherwise.
    public var leftCapWidth: Int { Int(state.capInsets.left) }

    /// The top cap of a stretchable image (deprecated); 0 otherwise.
    public var topCapHeight: Int { Int(state.capInsets.top) }

    /// A copy that Auto Layout aligns by `alignmentInsets` (iOS 6+).
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        variant { $0.alignmentRectInsets = alignmentInsets }
    }

    /// A copy resolved with `configuration` (iOS 13+). A symbol takes the configuration's specified values
    /// over its own, and is resized by them.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard let name = state.symbolName else {
            return variant { $0.configuration = configuration }
        }
        let base = (state.configuration as? SymbolConfiguration) ?? .unspecified
        let merged = base.applying(configuration)
        var copy = UIImage.symbolState(name: name, configuration: merged, traits: configuration.traitCollection)
        copy.renderingMode = state.renderingMode
        copy.tintColor = state.tintColor
        return UIImage(state: copy)
    }

    /// A symbol resized by `configuration`'s specified values; `nil` for images that are not symbols
    /// (iOS 13+).
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        isSymbolImage ? withConfiguration(configuration) : nil
    }

    /// A copy that is mirrored in right-to-left layouts (iOS 9+).
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        variant { $0.flipsForRightToLeft = true }
    }

    /// A copy drawn flipped horizontally: the orientation gains (or loses) its mirroring (iOS 10+).
    public func withHorizontallyFlippedOrientation() -> UIImage {
        variant {
            switch $0.orientation {
            case .up: $0.orientation = .upMirrored
            case .upMirrored: $0.orientation = .up
            case .down: $0.orientation = .downMirrored
            case .downMirrored: $0.orientation = .down
            case .left: $0.orientation = .rightMirrored
            case .rightMirrored: $0.orientation = .left
            case .right: $0.orientation = .leftMirrored
            case .leftMirrored: $0.orientation = .right
            }
        }
    }

    /// Draws the image at `point` in the current context: records nothing (nothing is rasterized).
    public func draw(at point: CGPoint) {}

    /// Draws the image into `rect` in the current context: records nothing (nothing is rasterized).
    public func draw(in rect: CGRect) {}

    /// The "actions" symbol (`ellipsis.circle.fill`) (iOS 13+).
    public class var actions: UIImage { UIImage(systemName: "ellipsis.circle.fill") ?? UIImage() }
    /// The "add" symbol (`plus.circle.fill`) (iOS 13+).
    public class var add: UIImage { UIImage(systemName: "plus.circle.fill") ?? UIImage() }
    /// The "remove" symbol (`minus.circle.fill`) (iOS 13+).
    public class var remove: UIImage { UIImage(systemName: "minus.circle.fill") ?? UIImage() }
    /// The "checkmark" symbol (`checkmark.circle.fill`) (iOS 13+).
    public class var checkmark: UIImage { UIImage(systemName: "checkmark.circle.fill") ?? UIImage() }
    /// The "stroked checkmark" symbol (`checkmark.circle`) (iOS 13+).
    public class var strokedCheckmark: UIImage { UIImage(systemName: "checkmark.circle") ?? UIImage() }
}
#endif
