#if os(Linux)
import Foundation

/// What an open animation block records property changes into (runtime model; not UIKit API).
final class AnimationCapture {
    /// The timeline the recorded animations follow.
    let timeline: AnimationTimeline
    /// Progress at which these animations start (`addAnimations(_:delayFactor:)`, keyframes).
    let delayFactor: Double
    /// Progress at which these animations end (keyframes; 1 otherwise).
    let endFactor: Double
    /// Whether animations start from the on-screen value and replace running ones (`.beginFromCurrentState`).
    let beginFromCurrentState: Bool
    /// Duration used by nested blocks that inherit it, in seconds.
    let duration: TimeInterval
    /// Curve used by nested blocks that inherit it.
    let curve: TimingCurve
    /// The layers that received an animation, in order.
    private(set) var recordedLayers: [CALayer] = []

    init(
        timeline: AnimationTimeline, delayFactor: Double = 0, endFactor: Double = 1,
        beginFromCurrentState: Bool = false, duration: TimeInterval, curve: TimingCurve
    ) {
        self.timeline = timeline
        self.delayFactor = delayFactor
        self.endFactor = endFactor
        self.beginFromCurrentState = beginFromCurrentState
        self.duration = duration
        self.curve = curve
    }

    /// Notes that `layer` received an animation.
    func record(_ layer: CALayer) {
        if !recordedLayers.contains(where: { $0 === layer }) { recordedLayers.append(layer) }
    }
}

/// The stack of open animation blocks (`UIView.animate`, `performWithoutAnimation`, animator blocks).
///
/// Main-thread only, like UIKit's; kept `nonisolated(unsafe)` so `CALayer` (not main-actor isolated)
/// can consult it from its setters.
enum HeadlessAnimationContext {
    /// Open blocks, innermost last; `nil` entries are `performWithoutAnimation` scopes.
    nonisolated(unsafe) static var stack: [AnimationCapture?] = []
    /// `UIView.setAnimationsEnabled(_:)`.
    nonisolated(unsafe) static var animationsEnabled = true

    /// The capture that a property change made now should be recorded into, if any.
    static var current: AnimationCapture? {
        guard animationsEnabled, let last = stack.last else { return nil }
        return last
    }

    /// Whether animations are suppressed right now (disabled, or inside `performWithoutAnimation`).
    static var isSuppressed: Bool {
        !animationsEnabled || stack.contains { $0 == nil }
    }

    /// The innermost open capture, if any (for inheritance of duration and curve).
    static var innermostCapture: AnimationCapture? {
        stack.last ?? nil
    }

    /// Runs `body` with `capture` as the innermost block (nil: animations suppressed).
    static func with<T>(_ capture: AnimationCapture?, _ body: () throws -> T) rethrows -> T {
        stack.append(capture)
        defer { stack.removeLast() }
        return try body()
    }
}
#endif
