#if os(Linux)
import Foundation

/// Haptics for physical impacts, e.g. a sheet snapping to a detent (UIKit's `UIImpactFeedbackGenerator`,
/// iOS 10+).
///
/// Logs `"impact(<style>, intensity: <0...1>)"` in `HeadlessFeedback.events`, with `" at (x, y)"` appended
/// for the location forms.
@preconcurrency @MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the colliding objects (UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`).
    public enum FeedbackStyle: Int, Sendable {
        /// A small, light collision.
        case light = 0
        /// A moderate collision.
        case medium = 1
        /// A large, heavy collision.
        case heavy = 2
        /// A soft, flexible collision (iOS 13+).
        case soft = 3
        /// A hard, inflexible collision (iOS 13+).
        case rigid = 4
    }

    /// The style given at creation.
    let style: FeedbackStyle

    /// A generator of the given style.
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A `.medium` generator, as UIKit's `init()`.
    public convenience override init() {
        self.init(style: .medium)
    }

    /// A generator of the given style attached to `view` (iOS 17.5+).
    public convenience init(style: UIImpactFeedbackGenerator.FeedbackStyle, view: UIView) {
        self.init(style: style)
        attachedView = view
    }

    /// Plays an impact at full intensity.
    open func impactOccurred() {
        record(intensity: 1, location: nil)
    }

    /// Plays an impact at `intensity` (iOS 13+), clamped to 0...1; NaN counts as 0.
    open func impactOccurred(intensity: CGFloat) {
        record(intensity: intensity, location: nil)
    }

    /// Plays an impact at a location in the attached view (iOS 17.5+).
    open func impactOccurred(at location: CGPoint) {
        record(intensity: 1, location: location)
    }

    /// Plays an impact at `intensity` and a location in the attached view (iOS 17.5+).
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {
        record(intensity: intensity, location: location)
    }

    override var headlessKind: String { "impact" }

    private func record(intensity: CGFloat, location: CGPoint?) {
        let clamped = intensity.isNaN ? 0 : min(max(Double(intensity), 0), 1)
        let rounded = (clamped * 100).rounded() / 100
        var entry = "impact(\(style.headlessName), intensity: \(rounded))"
        if let location { entry += " at (\(Double(location.x)), \(Double(location.y)))" }
        HeadlessFeedback.record(entry)
    }
}

extension UIImpactFeedbackGenerator.FeedbackStyle {
    /// The case name, for the log.
    var headlessName: String {
        switch self {
        case .light: return "light"
        case .medium: return "medium"
        case .heavy: return "heavy"
        case .soft: return "soft"
        case .rigid: return "rigid"
        }
    }
}
#endif
