#if os(Linux)
import Foundation

/// A coarse width or height class (UIKit's `UIUserInterfaceSizeClass`, iOS 8+).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not specified.
    case unspecified = 0
    /// Compact (e.g. iPhone width in portrait).
    case compact = 1
    /// Regular (e.g. iPad width).
    case regular = 2
}

/// The kind of device interface (UIKit's `UIUserInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// iPhone / iPod touch.
    case phone = 0
    /// iPad.
    case pad = 1
    /// Apple TV (iOS 9+).
    case tv = 2
    /// CarPlay (iOS 9+).
    case carPlay = 3
    /// Mac Catalyst with the Mac idiom (iOS 14+).
    case mac = 5
}

/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`, iOS 12+).
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not specified.
    case unspecified = 0
    /// Light appearance.
    case light = 1
    /// Dark appearance.
    case dark = 2
}

/// Layout direction (UIKit's `UITraitEnvironmentLayoutDirection`, iOS 10+).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
#endif
