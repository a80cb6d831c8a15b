#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension DetentResolutionContext {
    /// The container's trait collection, as `UISheetPresentationControllerDetentResolutionContext`'s (iOS 16):
    /// "The trait collection of the sheet's containerView. Effectively the same as the window's traitCollection,
    /// and does not include overrides from the sheet's overrideTraitCollection." While the sheet resolves its
    /// detents this is the container view's whole `traitCollection` (every trait, `layoutDirection` included;
    /// never the sheet's `overrideTraitCollection`). Read from a context kept after its resolution (or one made by
    /// hand) it is rebuilt from the traits the context captured: size classes, preferred content size category,
    /// display scale, idiom and interface style; unspecified ones are left out. Main-actor, as UIKit's context is.
    /// A custom detent can follow the text size or the appearance, and is re-resolved when they change:
    /// ```swift
    /// .custom(identifier: "form") { context in
    ///     UIFontMetrics.default.scaledValue(for: 220, compatibleWith: context.containerTraitCollection)
    /// }
    /// ```
    @MainActor public var containerTraitCollection: UITraitCollection {
        if let resolving = DetentResolutionScope.containerTraits { return resolving }
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

/// The container's whole trait collection while a sheet resolves its detents (custom resolvers run synchronously
/// on the main actor inside the resolution, so they read it through ``DetentResolutionContext/containerTraitCollection``).
@MainActor enum DetentResolutionScope {
    /// The container's traits of the resolution running now; `nil` outside one.
    static var containerTraits: UITraitCollection?

    /// Runs `resolve` with `traits` as the container's trait collection.
    static func resolving<Result>(traits: UITraitCollection, _ resolve: () -> Result) -> Result {
        let outer = containerTraits
        containerTraits = traits
        defer { containerTraits = outer }
        return resolve()
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
