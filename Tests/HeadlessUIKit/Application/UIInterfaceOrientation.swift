#if os(Linux)
import Foundation

/// The orientation of the app's user interface (UIKit's `UIInterfaceOrientation`).
///
/// The landscape cases are the device's swapped: turning the device left (`UIDeviceOrientation.landscapeLeft`)
/// puts the interface in `.landscapeRight`, as UIKit's raw values say.
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known (no window scene yet).
    case unknown = 0
    /// Upright, home indicator at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Landscape, home indicator on the left.
    case landscapeLeft = 4
    /// Landscape, home indicator on the right.
    case landscapeRight = 3
}

extension UIInterfaceOrientation {
    /// Whether the orientation is `.portrait` or `.portraitUpsideDown`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// Whether the orientation is `.landscapeLeft` or `.landscapeRight`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The interface orientations a controller supports (UIKit's `UIInterfaceOrientationMask`, iOS 6+): bit
/// `1 << orientation.rawValue` per orientation.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt

    /// A mask from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Portrait, `1 << 1`.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape left, `1 << 4`.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape right, `1 << 3`.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Portrait upside down, `1 << 2`.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
    /// Every orientation but upside down (the iPhone default).
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]

    /// Whether the mask includes `orientation` (`.unknown` is never included).
    func includes(_ orientation: UIInterfaceOrientation) -> Bool {
        orientation != .unknown && contains(UIInterfaceOrientationMask(rawValue: 1 << UInt(orientation.rawValue)))
    }
}

/// The physical orientation of the device (UIKit's `UIDeviceOrientation`).
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known; what `UIDevice.orientation` reports until orientation notifications are generated.
    case unknown = 0
    /// Upright, home button or indicator at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Turned left: the home indicator on the right.
    case landscapeLeft = 3
    /// Turned right: the home indicator on the left.
    case landscapeRight = 4
    /// Flat, screen up.
    case faceUp = 5
    /// Flat, screen down.
    case faceDown = 6
}

extension UIDeviceOrientation {
    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// Whether the device lies flat (face up or down).
    public var isFlat: Bool { self == .faceUp || self == .faceDown }

    /// Whether the orientation is one an interface can take (portrait, upside down or a landscape).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// How status bar changes animate (UIKit's `UIStatusBarAnimation`).
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// Fades (the default of `preferredStatusBarUpdateAnimation`) (iOS 3.2+).
    case fade = 1
    /// Slides (iOS 3.2+).
    case slide = 2
}
#endif
