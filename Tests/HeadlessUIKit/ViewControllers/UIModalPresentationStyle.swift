#if os(Linux)
import Foundation

/// How a presented controller is shown (UIKit's `UIModalPresentationStyle`).
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenting view is removed when the transition ends.
    case fullScreen = 0
    /// A sheet (iOS 13+) that keeps the presenting view visible.
    case pageSheet = 1
    /// A centered sheet (a page sheet on compact widths).
    case formSheet = 2
    /// Covers the presentation context's view (HeadlessUIKit treats it like `.fullScreen`).
    case currentContext = 3
    /// Uses the transitioning delegate's presentation controller and animators (iOS 7+).
    case custom = 4
    /// Covers the screen; the presenting view stays in the hierarchy (iOS 8+).
    case overFullScreen = 5
    /// Covers the context's view and keeps it (HeadlessUIKit treats it like `.overFullScreen`) (iOS 8+).
    case overCurrentContext = 6
    /// A popover (a sheet on compact widths) (iOS 8+).
    case popover = 7
    /// No adaptation: the answer that keeps the current style (iOS 7+).
    case none = -1
    /// The system default: a page sheet on iPhone (iOS 13+).
    case automatic = -2
}

/// The animation of standard (non-custom) presentations (UIKit's `UIModalTransitionStyle`).
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom (the default).
    case coverVertical = 0
    /// A horizontal 3-D flip (animated as a cross-dissolve here).
    case flipHorizontal = 1
    /// Fades.
    case crossDissolve = 2
    /// A page curl (animated as a cross-dissolve here).
    case partialCurl = 3
}

/// The status bar's content style (UIKit's `UIStatusBarStyle`; stored only).
public enum UIStatusBarStyle: Int, Sendable {
    /// Automatic, based on the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds (iOS 13+).
    case darkContent = 3
}

/// Where a controller is in its appearance cycle.
enum HeadlessAppearanceState {
    case disappeared, appearing, appeared, disappearing
}
#endif
