#if os(Linux)
import Foundation

extension UILabel: UIContentSizeCategoryAdjusting {
    /// Rescales a Dynamic Type font for `traits` when the label adjusts for the content size category
    /// (called as traits propagate, before `traitCollectionDidChange(_:)`).
    func adjustFontForContentSizeCategory(_ traits: UITraitCollection) {
        guard adjustsFontForContentSizeCategory, let scaling = font?.dynamicType else { return }
        let adjusted = scaling.font(weight: font.weight, for: traits.preferredContentSizeCategory)
        if adjusted.pointSize != font.pointSize { font = adjusted }
    }
}
#endif
