#if os(Linux)
import Foundation

/// Characteristics that tell an assistive app how an element behaves (UIKit's `UIAccessibilityTraits`, iOS 3+).
///
/// UIKit exports each trait as a global constant; the bit values below are the ones those constants hold
/// on iOS (observed, not documented), so raw values round-trip. `toggleButton` and `supportsZoom`
/// (iOS 17) use bits chosen here because their real values are private (unconfirmed).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bit mask.
    public let rawValue: UInt64

    /// Traits from a bit mask.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// Treat the element as a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Treat the element as a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Treat the element as an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element behaves as a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The element is static text that cannot change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element gives summary information when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is not enabled and does not respond to user interaction.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element's value or label updates frequently.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts a media session; VoiceOver stays silent.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element's value can be adjusted with `accessibilityIncrement()`/`accessibilityDecrement()`.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// The element takes touches directly (e.g. a piano keyboard).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The element turns the page when VoiceOver finishes reading it.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// The element is a header dividing content into sections.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// The element is a toggle button (iOS 17+; bit chosen by HeadlessUIKit, unconfirmed).
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
    /// The element supports zooming (iOS 17+; bit chosen by HeadlessUIKit, unconfirmed).
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 54)
}
#endif
