#if os(Linux)
import Foundation

/// The base of items shown in a bar (UIKit's `UIBarItem`, iOS 2+). Stored properties only: nothing is drawn.
@preconcurrency @MainActor open class UIBarItem: NSObject, UIAppearance {
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// An empty item.
    public override init() {
        super.init()
    }

    /// Decoding is not supported on Linux: creates an empty item.
    public init?(coder: NSCoder) {
        super.init()
    }

    /// Whether the item is enabled; default `true`.
    open var isEnabled: Bool = true

    /// The item's title; default `nil`.
    open var title: String?

    /// The item's image; default `nil`.
    open var image: UIImage?

    /// The image in landscape on a phone; default `nil` (iOS 5+).
    open var landscapeImagePhone: UIImage?

    /// The image for large content sizes; default `nil` (iOS 11+).
    open var largeContentSizeImage: UIImage?

    /// Insets of the image, in points; default zero.
    open var imageInsets: UIEdgeInsets = .zero

    /// Insets of the landscape image, in points; default zero (iOS 5+).
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero

    /// Insets of the large content size image, in points; default zero (iOS 11+).
    open var largeContentSizeImageInsets: UIEdgeInsets = .zero

    /// An integer identifying the item; default 0.
    open var tag: Int = 0

    /// Sets the title's text attributes for `state` (stored only) (iOS 5+).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The title's text attributes set for `state` (iOS 5+).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}
#endif
