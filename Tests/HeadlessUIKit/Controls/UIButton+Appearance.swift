#if os(Linux)
import Foundation

/// A button's per-state titles colors, images and attributed titles, and its lazily made subviews.
struct HeadlessButtonAppearance {
    var titleColors: [UInt: UIColor] = [:]
    var images: [UInt: UIImage] = [:]
    var backgroundImages: [UInt: UIImage] = [:]
    var attributedTitles: [UInt: NSAttributedString] = [:]
    var titleLabel: UILabel?
    var imageView: UIImageView?

    /// The value for `state`, falling back to `.normal`'s, as UIKit does.
    func value<T>(_ table: KeyPath<HeadlessButtonAppearance, [UInt: T]>, _ state: UIControl.State) -> T? {
        self[keyPath: table][state.rawValue] ?? self[keyPath: table][UIControl.State.normal.rawValue]
    }
}

extension UIButton {
    func setStateImage(_ image: UIImage?, for state: UIControl.State) {
        appearance.images[state.rawValue] = image
        invalidateIntrinsicContentSize()
    }

    func syncedTitleLabel() -> UILabel {
        let label = appearance.titleLabel ?? UILabel()
        appearance.titleLabel = label
        label.text = currentAttributedTitle?.string ?? currentTitle
        label.textColor = currentTitleColor
        return label
    }

    func syncedImageView() -> UIImageView {
        let view = appearance.imageView ?? UIImageView(image: nil)
        appearance.imageView = view
        view.image = currentImage
        return view
    }
}
#endif
