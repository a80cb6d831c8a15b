#if os(Linux)
import Foundation

/// Something that changes a view's properties as the device tilts (UIKit's `UIMotionEffect`, iOS 7+).
///
/// Linux has no device motion: effects are stored on views (`UIView.motionEffects`) and applied to
/// nothing. Subclasses answer `keyPathsAndRelativeValues(forViewerOffset:)` as in UIKit, which tests can
/// call with any offset.
@preconcurrency @MainActor open class UIMotionEffect: NSObject {
    /// An effect.
    public override init() {
        super.init()
    }

    /// The key paths to change and by how much for the viewer's offset (each axis −1…1); default `nil`.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// An effect that moves one key path between two values as the device tilts along one axis (UIKit's
/// `UIInterpolatingMotionEffect`).
@preconcurrency @MainActor open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The tilt axis an interpolating effect follows (UIKit's `UIInterpolatingMotionEffect.EffectType`).
    public enum EffectType: Int, Sendable {
        /// Tilting left and right (the viewer's horizontal offset).
        case tiltAlongHorizontalAxis = 0
        /// Tilting up and down (the viewer's vertical offset).
        case tiltAlongVerticalAxis = 1
    }

    /// The key path the effect changes (e.g. `center.x`).
    public let keyPath: String
    /// The axis it follows.
    public let type: UIInterpolatingMotionEffect.EffectType
    /// The relative value at offset −1; default `nil`.
    open var minimumRelativeValue: Any?
    /// The relative value at offset +1; default `nil`.
    open var maximumRelativeValue: Any?

    /// An effect on `keyPath` along `type`'s axis.
    public init(keyPath: String, type: UIInterpolatingMotionEffect.EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// `keyPath` → the value interpolated linearly from `minimumRelativeValue` (offset −1) to
    /// `maximumRelativeValue` (offset +1), the offset clamped to −1…1; numbers only (`CGFloat`, `Double`,
    /// `NSNumber`); `nil` when either value is missing or not a number.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        func number(_ value: Any?) -> CGFloat? {
            switch value {
            case let v as CGFloat: return v
            case let v as Double: return CGFloat(v)
            case let v as Int: return CGFloat(v)
            case let v as NSNumber: return CGFloat(v.doubleValue)
            default: return nil
            }
        }
        guard let low = number(minimumRelativeValue), let high = number(maximumRelativeValue) else { return nil }
        let raw = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let offset = raw.isFinite ? min(max(raw, -1), 1) : 0
        return [keyPath: low + (high - low) * (offset + 1) / 2]
    }
}

/// Effects applied together (UIKit's `UIMotionEffectGroup`).
@preconcurrency @MainActor open class UIMotionEffectGroup: UIMotionEffect {
    /// The grouped effects; default `nil`.
    open var motionEffects: [UIMotionEffect]?

    /// Every member's key paths and values, merged (later members win on the same key path); `nil` when
    /// none answers.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let merged = (motionEffects ?? []).compactMap { $0.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) }
            .reduce(into: [String: Any]()) { $0.merge($1) { _, new in new } }
        return merged.isEmpty ? nil : merged
    }
}

extension UIView {
    /// The view's motion effects, in the order added (stored; no device motion on Linux) (iOS 7+).
    public var motionEffects: [UIMotionEffect] {
        get { appearanceExtras.motionEffects }
        set { appearanceExtras.motionEffects = newValue }
    }

    /// Adds `effect` (once; adding it again does nothing).
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !appearanceExtras.motionEffects.contains(where: { $0 === effect }) else { return }
        appearanceExtras.motionEffects.append(effect)
    }

    /// Removes `effect`; does nothing when it was not added.
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        appearanceExtras.motionEffects.removeAll { $0 === effect }
    }
}
#endif
