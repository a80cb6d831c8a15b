#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension DetentResolutionContext {
    /// The container's trait collection, as `UISheetPresentationControllerDetentResolutionContext`'s (iOS 16):
    /// "The trait collection of the sheet's containerView. Effectively the same as the window's traitCollection,
    /// and does not include overrides from the sheet's overrideTraitCollection." Rebuilt from the traits captured
    /// when the detents were resolved: size classes, preferred content size category (Dynamic Type), display
    /// scale, idiom and interface style; unspecified ones are left out. A custom detent can follow the text size:
    /// ```swift
    /// .custom(identifier: "form") { context in
    ///     UIFontMetrics.default.scaledValue(for: 220, compatibleWith: context.containerTraitCollection)
    /// }
    /// ```
    public var containerTraitCollection: UITraitCollection {
        var parts = [
            UITraitCollection(horizontalSizeClass: horizontalSizeClass.uiKit),
            UITraitCollection(verticalSizeClass: verticalSizeClass.uiKit),
        ]
        let traits = containerTraits
        if !traits.preferredContentSizeCategory.isEmpty {
            let category = UIContentSizeCategory(rawValue: traits.preferredContentSizeCategory)
            parts.append(UITraitCollection(preferredContentSizeCategory: category))
        }
        if traits.displayScale > 0 { parts.append(UITraitCollection(displayScale: traits.displayScale)) }
        if let idiom = UIUserInterfaceIdiom(rawValue: traits.userInterfaceIdiom), traits.userInterfaceIdiom >= 0 {
            parts.append(UITraitCollection(userInterfaceIdiom: idiom))
        }
        if let style = UIUserInterfaceStyle(rawValue: traits.userInterfaceStyle), traits.userInterfaceStyle > 0 {
            parts.append(UITraitCollection(userInterfaceStyle: style))
        }
        return UITraitCollection(traitsFrom: parts)
    }
}

extension DetentContainerTraits {
    /// The traits of `collection` that a detent may depend on.
    init(_ collection: UITraitCollection) {
        self.init(
            preferredContentSizeCategory: collection.preferredContentSizeCategory.rawValue,
            displayScale: collection.displayScale, userInterfaceIdiom: collection.userInterfaceIdiom.rawValue,
            userInterfaceStyle: collection.userInterfaceStyle.rawValue)
    }
}

extension SizeClass {
    /// The UIKit size class for a core one.
    var uiKit: UIUserInterfaceSizeClass {
        switch self {
        case .compact: return .compact
        case .regular: return .regular
        default: return .unspecified
        }
    }
}
#endif
