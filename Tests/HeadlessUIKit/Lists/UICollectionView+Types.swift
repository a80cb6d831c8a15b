#if os(Linux)
import Foundation

extension UICollectionView {
    /// Where `scrollToItem(at:at:animated:)` and `selectItem` put the item (UIKit's
    /// `UICollectionView.ScrollPosition`); `[]` scrolls the least distance that shows it.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A position from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The axis a flow layout scrolls along (UIKit's `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable {
        /// Lines run left to right, stacked top to bottom (the default).
        case vertical = 0
        /// Columns run top to bottom, stacked left to right.
        case horizontal = 1
    }

    /// What kind of view a layout attributes object describes (UIKit's `UICollectionView.ElementCategory`).
    public enum ElementCategory: UInt, Sendable {
        /// A cell from the data source.
        case cell = 0
        /// A header, footer or other supplementary view from the data source.
        case supplementaryView = 1
        /// A decoration view from the layout.
        case decorationView = 2
    }

    /// The kind of a flow layout's section headers (UIKit's `UICollectionView.elementKindSectionHeader`).
    public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers (UIKit's `UICollectionView.elementKindSectionFooter`).
    public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

/// How a flow layout's section insets are measured (UIKit's
/// `UICollectionViewFlowLayout.SectionInsetReference`, iOS 11+).
extension UICollectionViewFlowLayout {
    /// The reference for `sectionInset`.
    public enum SectionInsetReference: Int, Sendable {
        /// From the content inset (the default).
        case fromContentInset = 0
        /// From the safe area.
        case fromSafeArea = 1
        /// From the layout margins.
        case fromLayoutMargins = 2
    }

    /// Ask cells for their size (UIKit's `UICollectionViewFlowLayout.automaticSize`, iOS 10+), as
    /// `estimatedItemSize`. HeadlessUIKit's sentinel value; items not yet measured count as `itemSize`.
    public nonisolated static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: 1)
}

extension UICollectionViewLayout {
    /// "Let the layout decide" for a dimension (UIKit's `UICollectionViewLayout.automaticDimension`,
    /// iOS 15+).
    public nonisolated static let automaticDimension: CGFloat = -1
}
#endif
