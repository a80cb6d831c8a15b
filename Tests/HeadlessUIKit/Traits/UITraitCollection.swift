#if os(Linux)
import Foundation

/// An immutable set of interface traits (UIKit's `UITraitCollection`, iOS 8+).
///
/// Not main-actor isolated and Sendable, as in UIKit. Unspecified traits hold their "unspecified" value
/// (`.unspecified`, display scale 0). Equality compares every trait.
open class UITraitCollection: NSObject, @unchecked Sendable {
    let values: HeadlessTraitValues

    /// An empty collection: every trait unspecified.
    public override init() {
        values = HeadlessTraitValues()
        super.init()
    }

    init(values: HeadlessTraitValues) {
        self.values = values
        super.init()
    }

    /// A collection specifying only the idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        var values = HeadlessTraitValues()
        values.userInterfaceIdiom = idiom
        self.init(values: values)
    }

    /// A collection specifying only the display scale.
    public convenience init(displayScale scale: CGFloat) {
        var values = HeadlessTraitValues()
        values.displayScale = scale
        self.init(values: values)
    }

    /// A collection specifying only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        var values = HeadlessTraitValues()
        values.horizontalSizeClass = horizontalSizeClass
        self.init(values: values)
    }

    /// A collection specifying only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        var values = HeadlessTraitValues()
        values.verticalSizeClass = verticalSizeClass
        self.init(values: values)
    }

    /// A collection specifying only the appearance (iOS 12+).
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        var values = HeadlessTraitValues()
        values.userInterfaceStyle = userInterfaceStyle
        self.init(values: values)
    }

    /// A collection specifying only the content size category (iOS 10+).
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        var values = HeadlessTraitValues()
        values.preferredContentSizeCategory = preferredContentSizeCategory
        self.init(values: values)
    }

    /// A collection merging `traitCollections`: later specified values win (deprecated in iOS 17).
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var merged = HeadlessTraitValues()
        for collection in traitCollections { merged.merge(collection.values) }
        self.init(values: merged)
    }

    /// A collection built by mutating an empty one (iOS 17+; main-actor isolated here because
    /// `UIMutableTraits` is).
    @preconcurrency @MainActor public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var box: any UIMutableTraits = HeadlessMutableTraits(values: HeadlessTraitValues())
        mutations(&box)
        self.init(values: (box as? HeadlessMutableTraits)?.values ?? HeadlessTraitValues())
    }

    /// A copy with `mutations` applied (iOS 17+; main-actor isolated here because `UIMutableTraits` is).
    @preconcurrency @MainActor open func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void)
        -> UITraitCollection
    {
        var box: any UIMutableTraits = HeadlessMutableTraits(values: values)
        mutations(&box)
        return UITraitCollection(values: (box as? HeadlessMutableTraits)?.values ?? values)
    }

    /// The device idiom; `.unspecified` if not set.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    /// Points-to-pixels scale; 0 if not set.
    open var displayScale: CGFloat { values.displayScale }
    /// Horizontal size class; `.unspecified` if not set.
    open var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    /// Vertical size class; `.unspecified` if not set.
    open var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    /// Light or dark appearance; `.unspecified` if not set.
    open var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    /// Layout direction; `.unspecified` if not set.
    open var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    /// The user's Dynamic Type size (iOS 10+); `.unspecified` unless set. Screens report `.large` unless
    /// changed with `UIScreen.simulatePreferredContentSizeCategory(_:)`.
    open var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }

    /// Whether every trait `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        var merged = values
        merged.merge(trait.values)
        return merged == values
    }

    /// Equal when every trait is equal.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UITraitCollection)?.values == values
    }

    /// Hash of the traits.
    open override var hash: Int { values.hashValue }

    /// The traits, for debugging.
    open override var description: String {
        "UITraitCollection(idiom: \(values.userInterfaceIdiom), h: \(values.horizontalSizeClass), "
            + "v: \(values.verticalSizeClass), scale: \(values.displayScale), style: \(values.userInterfaceStyle), "
            + "size: \(values.preferredContentSizeCategory.rawValue))"
    }
}

/// The traits a `UITraitCollection` can be built from (UIKit's `UIMutableTraits`, iOS 17+).
@preconcurrency @MainActor public protocol UIMutableTraits {
    /// The device idiom.
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    /// Points-to-pixels scale.
    var displayScale: CGFloat { get set }
    /// Horizontal size class.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// Vertical size class.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// Light or dark appearance.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// Layout direction.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// Dynamic Type size.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
}

/// Trait values (runtime storage).
struct HeadlessTraitValues: Hashable, Sendable {
    var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    var displayScale: CGFloat = 0
    var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    var preferredContentSizeCategory: UIContentSizeCategory = .unspecified

    /// Overwrites each trait that `other` specifies.
    mutating func merge(_ other: HeadlessTraitValues) {
        if other.userInterfaceIdiom != .unspecified { userInterfaceIdiom = other.userInterfaceIdiom }
        if other.displayScale != 0 { displayScale = other.displayScale }
        if other.horizontalSizeClass != .unspecified { horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
        if other.userInterfaceStyle != .unspecified { userInterfaceStyle = other.userInterfaceStyle }
        if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
        if other.preferredContentSizeCategory != .unspecified {
            preferredContentSizeCategory = other.preferredContentSizeCategory
        }
    }
}

struct HeadlessMutableTraits: UIMutableTraits {
    var values: HeadlessTraitValues
    var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { values.userInterfaceIdiom }
        set { values.userInterfaceIdiom = newValue }
    }
    var displayScale: CGFloat {
        get { values.displayScale }
        set { values.displayScale = newValue }
    }
    var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.horizontalSizeClass }
        set { values.horizontalSizeClass = newValue }
    }
    var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.verticalSizeClass }
        set { values.verticalSizeClass = newValue }
    }
    var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.userInterfaceStyle }
        set { values.userInterfaceStyle = newValue }
    }
    var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { values.layoutDirection }
        set { values.layoutDirection = newValue }
    }
    var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory }
        set { values.preferredContentSizeCategory = newValue }
    }
}
#endif
