#if os(Linux)
import Foundation

/// A spinner showing that a task is in progress (UIKit's `UIActivityIndicatorView`, iOS 2+).
///
/// Nothing spins on Linux; the observable behaviour is UIKit's: `isAnimating`, the view's size per style
/// (20 × 20 pt medium, 37 × 37 pt large) as frame and `intrinsicContentSize`, and `hidesWhenStopped`
/// (default `true`), which hides the view whenever it is stopped — a new indicator is hidden until
/// `startAnimating()`, as in UIKit.
@preconcurrency @MainActor open class UIActivityIndicatorView: UIView {
    /// The indicator's look (UIKit's `UIActivityIndicatorView.Style`).
    public enum Style: Int, Sendable {
        /// The medium indicator, 20 × 20 pt (iOS 13+; the default).
        case medium = 100
        /// The large indicator, 37 × 37 pt (iOS 13+).
        case large = 101
        /// A large white indicator, 37 × 37 pt (deprecated in iOS 13: use `.large`).
        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "large")
        case whiteLarge = 0
        /// A white indicator, 20 × 20 pt (deprecated in iOS 13: use `.medium`).
        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "medium")
        case white = 1
        /// A gray indicator, 20 × 20 pt (deprecated in iOS 13: use `.medium`).
        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "medium")
        case gray = 2

        /// The side of the square indicator, in points.
        var side: CGFloat {
            switch self {
            case .large, .whiteLarge: return 37
            default: return 20
            }
        }

        /// The color the style draws in.
        var defaultColor: UIColor {
            switch self {
            case .white, .whiteLarge: return .white
            case .gray: return .gray
            default: return .systemGray
            }
        }
    }

    private var animating = false
    private var colorStorage: UIColor?

    /// An indicator of `style`, sized to it (origin zero) and hidden (it is stopped).
    public init(style: UIActivityIndicatorView.Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        isHidden = true
    }

    /// A `.medium` indicator with the given frame, hidden (it is stopped).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Decoding is not supported on Linux: a `.medium` indicator with a zero frame, hidden.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
        isHidden = true
    }

    /// The indicator's look; default `.medium`. Changing it changes the intrinsic content size.
    open var style: UIActivityIndicatorView.Style = .medium {
        didSet { if oldValue != style { invalidateIntrinsicContentSize() } }
    }

    /// The indicator's color: the style's color (white for the deprecated white styles, gray for `.gray`,
    /// `systemGray` otherwise) until set; setting `nil` resets it to the style's.
    open var color: UIColor! {
        get { colorStorage ?? style.defaultColor }
        set { colorStorage = newValue }
    }

    /// Whether the view is hidden whenever the indicator is stopped; default `true`. Changing it while
    /// stopped hides or shows the view at once.
    open var hidesWhenStopped: Bool = true {
        didSet { if !animating { isHidden = hidesWhenStopped } }
    }

    /// Starts the indicator and shows the view.
    open func startAnimating() {
        animating = true
        if hidesWhenStopped { isHidden = false }
    }

    /// Stops the indicator; hides the view when `hidesWhenStopped`.
    open func stopAnimating() {
        animating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// Whether the indicator is running.
    open var isAnimating: Bool { animating }

    /// The style's size: 20 × 20 pt (medium styles) or 37 × 37 pt (large styles).
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    /// The style's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
#endif
