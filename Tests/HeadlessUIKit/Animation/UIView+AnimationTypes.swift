#if os(Linux)
import Foundation

extension UIView {
    /// The timing curve of an animation (UIKit's `UIView.AnimationCurve`).
    ///
    /// Like the C enum UIKit imports, it accepts the keyboard's private raw value 7:
    /// `UIView.AnimationCurve(rawValue: 7)` is non-nil and its `rawValue` is 7. The value is an
    /// unavailable case, so code cannot name it, exhaustive four-case switches compile without warnings,
    /// `default:` / `@unknown default:` branches catch it, and a switch without one traps at run time —
    /// exactly what happens on Darwin (see docs/headless-uikit.md).
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and end (the default for most animations).
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// Uniform speed.
        case linear = 3
        /// The keyboard's private curve (raw value 7); cannot be named in code.
        @available(*, unavailable, message: "UIKit's keyboard curve has no public name; use rawValue 7")
        case _keyboard = 7

        /// The curve with raw value `rawValue`: 0…3, or 7 for the keyboard's private curve; otherwise `nil`.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .easeInOut
            case 1: self = .easeIn
            case 2: self = .easeOut
            case 3: self = .linear
            case 7: self = Self.keyboardCurve
            default: return nil
            }
        }

        /// The case with raw value 7, built from its storage tag (the fifth declared case) because an
        /// unavailable case cannot be referenced. A test pins that `rawValue` round-trips.
        private static var keyboardCurve: AnimationCurve {
            unsafeBitCast(UInt8(4), to: AnimationCurve.self)
        }
    }

    /// Options for `UIView` block animations (UIKit's `UIView.AnimationOptions`).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The raw bit mask.
        public let rawValue: UInt

        /// Options from a raw bit mask; e.g. `AnimationOptions(rawValue: UInt(curve) << 16)` for a keyboard curve.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Lay out subviews at commit time so they animate with their parent (bit 0).
        public static var layoutSubviews: AnimationOptions { AnimationOptions(rawValue: 1 << 0) }
        /// Let the user interact with views while they animate (bit 1).
        public static var allowUserInteraction: AnimationOptions { AnimationOptions(rawValue: 1 << 1) }
        /// Start from the on-screen value, replacing a running animation of the same property (bit 2).
        public static var beginFromCurrentState: AnimationOptions { AnimationOptions(rawValue: 1 << 2) }
        /// Repeat indefinitely (bit 3; not modelled: runs once).
        public static var `repeat`: AnimationOptions { AnimationOptions(rawValue: 1 << 3) }
        /// Run backwards and forwards (bit 4; not modelled).
        public static var autoreverse: AnimationOptions { AnimationOptions(rawValue: 1 << 4) }
        /// Use this block's duration instead of the enclosing block's (bit 5).
        public static var overrideInheritedDuration: AnimationOptions { AnimationOptions(rawValue: 1 << 5) }
        /// Use this block's curve instead of the enclosing block's (bit 6).
        public static var overrideInheritedCurve: AnimationOptions { AnimationOptions(rawValue: 1 << 6) }
        /// Redraw content while animating (bit 7; nothing to redraw here).
        public static var allowAnimatedContent: AnimationOptions { AnimationOptions(rawValue: 1 << 7) }
        /// Hide/show instead of removing views in transitions (bit 8).
        public static var showHideTransitionViews: AnimationOptions { AnimationOptions(rawValue: 1 << 8) }
        /// Do not inherit any options from the enclosing block (bit 9).
        public static var overrideInheritedOptions: AnimationOptions { AnimationOptions(rawValue: 1 << 9) }
        /// Ease-in-out curve (0 << 16, the default).
        public static var curveEaseInOut: AnimationOptions { AnimationOptions(rawValue: 0 << 16) }
        /// Ease-in curve (1 << 16).
        public static var curveEaseIn: AnimationOptions { AnimationOptions(rawValue: 1 << 16) }
        /// Ease-out curve (2 << 16).
        public static var curveEaseOut: AnimationOptions { AnimationOptions(rawValue: 2 << 16) }
        /// Linear curve (3 << 16).
        public static var curveLinear: AnimationOptions { AnimationOptions(rawValue: 3 << 16) }
        /// No transition (0 << 20).
        public static var transitionNone: AnimationOptions { AnimationOptions(rawValue: 0 << 20) }
        /// Flip from the left (1 << 20).
        public static var transitionFlipFromLeft: AnimationOptions { AnimationOptions(rawValue: 1 << 20) }
        /// Flip from the right (2 << 20).
        public static var transitionFlipFromRight: AnimationOptions { AnimationOptions(rawValue: 2 << 20) }
        /// Curl up (3 << 20).
        public static var transitionCurlUp: AnimationOptions { AnimationOptions(rawValue: 3 << 20) }
        /// Curl down (4 << 20).
        public static var transitionCurlDown: AnimationOptions { AnimationOptions(rawValue: 4 << 20) }
        /// Cross-dissolve (5 << 20).
        public static var transitionCrossDissolve: AnimationOptions { AnimationOptions(rawValue: 5 << 20) }
        /// Flip from the top (6 << 20).
        public static var transitionFlipFromTop: AnimationOptions { AnimationOptions(rawValue: 6 << 20) }
        /// Flip from the bottom (7 << 20).
        public static var transitionFlipFromBottom: AnimationOptions { AnimationOptions(rawValue: 7 << 20) }
        /// Default frame rate (0 << 24).
        public static var preferredFramesPerSecondDefault: AnimationOptions { AnimationOptions(rawValue: 0 << 24) }
        /// 60 fps (3 << 24).
        public static var preferredFramesPerSecond60: AnimationOptions { AnimationOptions(rawValue: 3 << 24) }
        /// 30 fps (7 << 24).
        public static var preferredFramesPerSecond30: AnimationOptions { AnimationOptions(rawValue: 7 << 24) }

        /// The curve encoded in bits 16…19 (raw value 7 is the keyboard curve; unknown values ease in-out).
        var curve: UIView.AnimationCurve {
            UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }
    }

    /// Options for keyframe animations (UIKit's `UIView.KeyframeAnimationOptions`).
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        /// The raw bit mask.
        public let rawValue: UInt

        /// Options from a raw bit mask.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Let the user interact while animating (bit 1).
        public static var allowUserInteraction: KeyframeAnimationOptions { .init(rawValue: 1 << 1) }
        /// Start from the on-screen values (bit 2).
        public static var beginFromCurrentState: KeyframeAnimationOptions { .init(rawValue: 1 << 2) }
        /// Linear interpolation between keyframes (0 << 10, the default).
        public static var calculationModeLinear: KeyframeAnimationOptions { .init(rawValue: 0 << 10) }
        /// Discrete keyframes (1 << 10).
        public static var calculationModeDiscrete: KeyframeAnimationOptions { .init(rawValue: 1 << 10) }
        /// Evenly paced keyframes (2 << 10).
        public static var calculationModePaced: KeyframeAnimationOptions { .init(rawValue: 2 << 10) }
        /// Smooth cubic keyframes (3 << 10).
        public static var calculationModeCubic: KeyframeAnimationOptions { .init(rawValue: 3 << 10) }
    }
}
#endif
