#if os(Linux)
import Foundation

/// A view that shows text (UIKit's `UILabel`). Nothing is drawn; its size comes from
/// `HeadlessTextMetrics`, so that constraint layouts built around labels have exact, documented answers.
///
/// A multi-line label (`numberOfLines != 1`) wraps at `preferredMaxLayoutWidth`, or, when that is 0, at
/// its current width: as in UIKit, a width change after layout invalidates its intrinsic size, so the
/// next pass settles the height.
@preconcurrency @MainActor
open class UILabel: UIView {
    private var measuredWidth: CGFloat = 0

    /// The text; default `nil`. Setting it invalidates the intrinsic size.
    open var text: String? {
        didSet { if oldValue != text { invalidateIntrinsicContentSize() } }
    }

    /// The font; default the 17-point system font.
    open var font: UIFont! = UIFont.systemFont(ofSize: 17) {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Whether a Dynamic Type font (`preferredFont(forTextStyle:)`, `UIFontMetrics`) is rescaled when the
    /// content size category in the label's traits changes; default `false`.
    open var adjustsFontForContentSizeCategory: Bool = false

    /// The text color; default `.label` (stored only).
    open var textColor: UIColor! = .label

    /// The alignment; default `.natural` (stored only).
    open var textAlignment: NSTextAlignment = .natural

    /// The maximum number of lines, 0 for no limit; default 1.
    open var numberOfLines: Int = 1 {
        didSet { if oldValue != numberOfLines { invalidateIntrinsicContentSize() } }
    }

    /// How a line that does not fit is truncated; default `.byTruncatingTail` (stored only).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

    /// The width a multi-line label wraps at for its intrinsic size; 0 (default) uses its current width.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if oldValue != preferredMaxLayoutWidth { invalidateIntrinsicContentSize() } }
    }

    /// The text as an attributed string; setting it sets `text` (attributes are not kept on Linux).
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }

    /// Whether the font shrinks to fit the width; default `false` (stored: text is measured unshrunk).
    open var adjustsFontSizeToFitWidth: Bool = false
    /// The smallest scale of the font when shrinking; default 0 (stored).
    open var minimumScaleFactor: CGFloat = 0

    /// The rectangle the text occupies in `bounds` (at its origin), measured with `HeadlessTextMetrics`
    /// at `bounds.width` and `numberOfLines` lines (0: unlimited).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size = HeadlessTextMetrics.size(
            of: text ?? "", font: font ?? UIFont.systemFont(ofSize: 17),
            width: numberOfLines == 1 ? nil : bounds.width, maximumLines: max(numberOfLines, 0))
        return CGRect(origin: bounds.origin, size: CGSize(width: min(size.width, bounds.width), height: size.height))
    }

    /// Draws the text in `rect`; records nothing (nothing is rasterized). Override to adjust the rectangle.
    open func drawText(in rect: CGRect) {}

    /// The text's size (`HeadlessTextMetrics`): one line for a single-line label, wrapped at
    /// `preferredMaxLayoutWidth` (or the current width) otherwise; width `noIntrinsicMetric`-free.
    open override var intrinsicContentSize: CGSize {
        let wrap: CGFloat? =
            numberOfLines == 1 ? nil : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width)
        return measure(width: wrap)
    }

    /// The text's size wrapped at `size.width` (for multi-line labels).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measure(width: numberOfLines == 1 ? nil : size.width)
    }

    /// Lays out, then re-measures a multi-line label whose width changed (UIKit's second pass).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if numberOfLines != 1 && preferredMaxLayoutWidth == 0 && bounds.width != measuredWidth {
            measuredWidth = bounds.width
            invalidateIntrinsicContentSize()
        }
    }

    private func measure(width: CGFloat?) -> CGSize {
        HeadlessTextMetrics.size(
            of: text ?? "", font: font ?? UIFont.systemFont(ofSize: 17), width: width,
            maximumLines: max(numberOfLines, 0))
    }
}
#endif
