#if os(Linux)
import Foundation

/// Linux-only: HeadlessUIKit's deterministic text-measuring model, standing in for Core Text (which Linux
/// lacks). It is not Apple's typesetter; it is simple enough to compute by hand in a test:
///
/// - every character (extended grapheme cluster, spaces included) advances `0.5 × pointSize`, or
///   `0.55 × pointSize` for semibold and heavier weights;
/// - a line is `1.2 × pointSize` high (`lineHeight`), its ascender `0.95 × pointSize`;
/// - lines wrap greedily at spaces to fit the width (a word wider than the width breaks between
///   characters); newlines always break; trailing spaces do not count;
/// - sizes are rounded up to whole points, as UIKit rounds label sizes up to the pixel grid.
///
/// Example: "Hello, sheet" (12 characters) in the 17-point system font measures 12 × 8.5 = 102 points by
/// ⌈20.4⌉ = 21 points.
public enum HeadlessTextMetrics {
    /// The advance of one character, in points.
    public static func advance(for font: UIFont) -> CGFloat {
        font.pointSize * (font.weight.rawValue >= UIFont.Weight.semibold.rawValue ? 0.55 : 0.5)
    }

    /// The height of one line, in points (not rounded).
    public static func lineHeight(for font: UIFont) -> CGFloat { font.pointSize * 1.2 }

    /// The ascender, in points.
    public static func ascender(for font: UIFont) -> CGFloat { font.pointSize * 0.95 }

    /// The lines `text` breaks into at `width` points (`nil` or non-positive: no wrapping), at most
    /// `maximumLines` (0 = no limit); each line's character count.
    public static func lineLengths(_ text: String, font: UIFont, width: CGFloat?, maximumLines: Int) -> [Int] {
        let advance = advance(for: font)
        let capacity: Int
        if let width, width.isFinite, width > 0, advance > 0 {
            capacity = max(1, Int((width / advance + 1e-9).rounded(.down)))
        } else {
            capacity = Int.max
        }
        var lines: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                var length = word.count
                let needed = current == 0 ? length : current + 1 + length
                if needed <= capacity {
                    current = needed
                    continue
                }
                if current > 0 { lines.append(current) }
                current = 0
                while length > capacity {
                    lines.append(capacity)
                    length -= capacity
                }
                current = length
            }
            lines.append(current)
        }
        if maximumLines > 0 && lines.count > maximumLines { lines = Array(lines.prefix(maximumLines)) }
        return lines
    }

    /// The size of `text` laid out at `width` points (see the model above), rounded up to whole points.
    /// Empty text measures zero.
    public static func size(of text: String, font: UIFont, width: CGFloat?, maximumLines: Int) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let lines = lineLengths(text, font: font, width: width, maximumLines: maximumLines)
        let widest = CGFloat(lines.max() ?? 0) * advance(for: font)
        let height = CGFloat(lines.count) * lineHeight(for: font)
        return CGSize(width: (widest - 1e-9).rounded(.up), height: (height - 1e-9).rounded(.up))
    }
}
#endif
