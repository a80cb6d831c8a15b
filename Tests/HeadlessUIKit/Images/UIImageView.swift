#if os(Linux)
import Foundation

/// A view that shows an image or an animation of images (UIKit's `UIImageView`, iOS 2+).
///
/// Nothing is drawn; what the view shows is observable: `intrinsicContentSize` is the size of the image
/// on show (so Auto Layout sizes image views as UIKit does), and the Linux-only `headlessDisplayedImage`
/// is that image — a frame of `animationImages` while animating, on `HeadlessClock.main`.
/// `contentMode` (default `.scaleToFill`) only matters for drawing and is stored. Unlike `UIView`,
/// `isUserInteractionEnabled` defaults to `false`, as UIKit documents.
@preconcurrency @MainActor open class UIImageView: UIView {
    private var imageStorage: UIImage?
    private var highlightedImageStorage: UIImage?
    private var animationDurationStorage: TimeInterval?
    private var animationStart: TimeInterval?
    private var animationStopToken: HeadlessScheduledToken?

    /// An image view with the given frame, showing nothing.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Decoding is not supported on Linux: an empty image view with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// An image view showing `image`, its frame sized to the image (origin zero).
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        imageStorage = image
    }

    /// An image view showing `image`, or `highlightedImage` while highlighted; the frame is sized to
    /// `image` (iOS 3+).
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        imageStorage = image
        highlightedImageStorage = highlightedImage
    }

    /// The image shown; default `nil`. Setting it updates the intrinsic content size (the frame is left
    /// alone, as in UIKit).
    open var image: UIImage? {
        get { imageStorage }
        set {
            imageStorage = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// The image shown while `isHighlighted`; default `nil` (iOS 3+).
    open var highlightedImage: UIImage? {
        get { highlightedImageStorage }
        set {
            highlightedImageStorage = newValue
            if isHighlighted { invalidateIntrinsicContentSize() }
        }
    }

    /// Whether the view shows its highlighted image(s); default `false` (iOS 3+).
    open var isHighlighted: Bool = false {
        didSet { if oldValue != isHighlighted { invalidateIntrinsicContentSize() } }
    }

    /// The symbol configuration symbol images are shown with; default `nil` (iOS 13+). It resizes symbol
    /// images in `intrinsicContentSize` (see `UIImage.SymbolConfiguration`).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { invalidateIntrinsicContentSize() }
    }

    // MARK: - Animation

    /// The frames of the animation; default `nil`. While animating they replace the single image.
    open var animationImages: [UIImage]?

    /// The frames shown while animating and highlighted; default `nil` (iOS 3+).
    open var highlightedAnimationImages: [UIImage]?

    /// Seconds for one cycle of the frames; default the frame count × 1/30 s (30 frames per second), as
    /// UIKit documents. Negative or non-finite values count as the default.
    open var animationDuration: TimeInterval {
        get {
            if let stored = animationDurationStorage, stored > 0 { return stored }
            return Double(currentAnimationImages?.count ?? 0) / 30
        }
        set { animationDurationStorage = newValue.isFinite && newValue >= 0 ? newValue : nil }
    }

    /// How many cycles to play; 0 (default) repeats forever. Negative values count as 0.
    open var animationRepeatCount: Int = 0

    /// Starts cycling through `animationImages` on `HeadlessClock.main`; does nothing without frames.
    /// With a repeat count, the animation stops by itself after `animationDuration × animationRepeatCount`
    /// seconds (`isAnimating` then turns `false`).
    open func startAnimating() {
        guard let frames = currentAnimationImages, !frames.isEmpty else { return }
        animationStopToken?.cancel()
        animationStopToken = nil
        animationStart = HeadlessClock.main.now
        let repeats = max(0, animationRepeatCount)
        let cycle = animationDuration
        if repeats > 0 {
            animationStopToken = HeadlessClock.main.scheduleCancellable(after: cycle * Double(repeats)) {
                [weak self] in
                self?.finishAnimating()
            }
        }
    }

    /// Stops the animation; the single image shows again.
    open func stopAnimating() {
        animationStopToken?.cancel()
        finishAnimating()
    }

    /// Whether the animation is running.
    open var isAnimating: Bool { animationStart != nil }

    private func finishAnimating() {
        animationStopToken = nil
        animationStart = nil
    }

    private var currentAnimationImages: [UIImage]? {
        isHighlighted ? (highlightedAnimationImages ?? animationImages) : animationImages
    }

    /// Linux-only: the image on show now — the current frame while animating (frame
    /// `⌊elapsed / animationDuration × count⌋ mod count`), else the highlighted image while highlighted
    /// (when set), else `image`.
    public var headlessDisplayedImage: UIImage? {
        if let start = animationStart, let frames = currentAnimationImages, !frames.isEmpty {
            let cycle = animationDuration
            guard cycle > 0 else { return frames[0] }
            let elapsed = HeadlessClock.main.now - start
            let index = Int((elapsed / cycle * Double(frames.count) + 1e-9).rounded(.down)) % frames.count
            return frames[max(0, index)]
        }
        return staticImage
    }

    private var staticImage: UIImage? {
        isHighlighted ? (highlightedImageStorage ?? imageStorage) : imageStorage
    }

    // MARK: - Sizing

    /// The size of the image on show (the highlighted image while highlighted; symbols resized by
    /// `preferredSymbolConfiguration`); (`noIntrinsicMetric`, `noIntrinsicMetric`) without an image.
    open override var intrinsicContentSize: CGSize {
        guard var shown = staticImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        if let preferredSymbolConfiguration, shown.isSymbolImage {
            shown = shown.withConfiguration(preferredSymbolConfiguration)
        }
        return shown.size
    }

    /// The image's size (the intrinsic content size), or the current size without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        staticImage == nil ? bounds.size : intrinsicContentSize
    }
}
#endif
