#if os(Linux)
import Foundation

/// An effect a `UIVisualEffectView` applies (UIKit's `UIVisualEffect`). Nothing is rendered on Linux;
/// effects are values that compare equal when they describe the same effect.
@preconcurrency @MainActor open class UIVisualEffect: NSObject, NSCopying {
    /// An empty effect.
    public override init() {
        super.init()
    }

    /// Effects are immutable, so a copy is the effect itself, as in UIKit.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A blur of the content behind the effect view (UIKit's `UIBlurEffect`). Views in the effect view's
/// `contentView` are not blurred.
@preconcurrency @MainActor open class UIBlurEffect: UIVisualEffect {
    /// The blur's style.
    let style: Style

    /// A blur of `style`.
    public init(style: UIBlurEffect.Style) {
        self.style = style
        super.init()
    }

    /// Blurs of the same style are equal.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIBlurEffect else { return false }
        return MainActor.assumeIsolated { other.style == style }
    }

    /// Hash of the style.
    nonisolated open override var hash: Int { MainActor.assumeIsolated { style.rawValue } }

    /// The look of a blur (UIKit's `UIBlurEffect.Style`, raw values as the SDK's `UIBlurEffectStyle`).
    public enum Style: Int, Sendable {
        /// A very light blur.
        case extraLight = 0
        /// A light blur.
        case light = 1
        /// A dark blur.
        case dark = 2
        /// Light or dark with the interface style (iOS 10+).
        case regular = 4
        /// Extra light or dark with the interface style (iOS 10+).
        case prominent = 5
        /// The thinnest adaptive material (iOS 13+).
        case systemUltraThinMaterial = 6
        /// A thin adaptive material.
        case systemThinMaterial = 7
        /// The default adaptive material.
        case systemMaterial = 8
        /// A thick adaptive material.
        case systemThickMaterial = 9
        /// The material of bars and chrome.
        case systemChromeMaterial = 10
        /// Always-light ultra thin material.
        case systemUltraThinMaterialLight = 11
        /// Always-light thin material.
        case systemThinMaterialLight = 12
        /// Always-light material.
        case systemMaterialLight = 13
        /// Always-light thick material.
        case systemThickMaterialLight = 14
        /// Always-light chrome material.
        case systemChromeMaterialLight = 15
        /// Always-dark ultra thin material.
        case systemUltraThinMaterialDark = 16
        /// Always-dark thin material.
        case systemThinMaterialDark = 17
        /// Always-dark material.
        case systemMaterialDark = 18
        /// Always-dark thick material.
        case systemThickMaterialDark = 19
        /// Always-dark chrome material.
        case systemChromeMaterialDark = 20

        /// Whether the style looks dark under `style` (adaptive styles follow it; fixed ones do not).
        func isDark(in interfaceStyle: UIUserInterfaceStyle) -> Bool {
            switch self {
            case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
                .systemThickMaterialDark, .systemChromeMaterialDark:
                return true
            case .extraLight, .light, .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
                .systemThickMaterialLight, .systemChromeMaterialLight:
                return false
            default: return interfaceStyle == .dark
            }
        }
    }
}

/// Content made vivid against a blur (UIKit's `UIVibrancyEffect`); only meaningful in the `contentView` of
/// an effect view whose effect is `blurEffect`.
@preconcurrency @MainActor open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy matches.
    let blurEffect: UIBlurEffect
    /// The vibrancy style, `nil` for the iOS 8 form.
    let vibrancyStyle: UIVibrancyEffectStyle?

    /// Vibrancy for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        vibrancyStyle = nil
        super.init()
    }

    /// Vibrancy of `style` for content over `blurEffect` (iOS 13+).
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        vibrancyStyle = style
        super.init()
    }

    /// Equal when the blur and the style are.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIVibrancyEffect else { return false }
        return MainActor.assumeIsolated { other.blurEffect.isEqual(blurEffect) && other.vibrancyStyle == vibrancyStyle }
    }

    /// Hash of the blur's style.
    nonisolated open override var hash: Int { MainActor.assumeIsolated { blurEffect.hash } }
}

/// The vibrancy of text, fills and separators (UIKit's `UIVibrancyEffectStyle`, iOS 13+).
public enum UIVibrancyEffectStyle: Int, Sendable {
    /// Primary labels.
    case label = 0
    /// Secondary labels.
    case secondaryLabel = 1
    /// Tertiary labels.
    case tertiaryLabel = 2
    /// Quaternary labels.
    case quaternaryLabel = 3
    /// Fills.
    case fill = 4
    /// Secondary fills.
    case secondaryFill = 5
    /// Tertiary fills.
    case tertiaryFill = 6
    /// Separators.
    case separator = 7
}
#endif
