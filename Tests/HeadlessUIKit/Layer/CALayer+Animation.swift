#if os(Linux)
import Foundation

extension CALayer {
    /// Sets a model value and, inside an animation block, records an additive animation to it — unless the current
    /// `CATransaction` disables actions: UIKit's block animations are the layer's actions (`UIView` answers
    /// `action(for:forKey:)` with them), and "actions triggered as a result of property changes made within this
    /// transaction group are suppressed" (`CATransaction.setDisableActions(_:)`).
    func setAnimatable<V: HeadlessAnimatable>(_ key: LayerAnimationKey, _ value: V, apply: (inout LayerStore) -> Void) {
        if type(of: self).needsDisplay(forKey: key.rawValue) { setNeedsDisplay() }
        // Main-thread only, like the animation context (`HeadlessAnimationContext`).
        guard let capture = HeadlessAnimationContext.current, !MainActor.assumeIsolated({ CATransaction.disableActions() })
        else {
            apply(&store)
            return
        }
        let time = CACurrentMediaTime()
        let from: [Double]
        if capture.beginFromCurrentState {
            from = presentedStore(at: time)[key]
            let replaced = animations.filter { $0.key == key }
            animations.removeAll { $0.key == key }
            notifyRemoved(replaced)
        } else {
            from = store[key]
        }
        apply(&store)
        let to = store[key]
        guard from != to else { return }
        animations.append(
            LayerPropertyAnimation(
                key: key, from: from, to: to, timeline: capture.timeline, delayFactor: capture.delayFactor,
                endFactor: capture.endFactor))
        capture.record(self)
    }

    /// The model values with every running animation's offset added, at `time`.
    /// Block and explicit animations are applied in the order they were added (`LayerAnimationOrder`): an
    /// explicit animation that is not additive replaces what the ones before it show, a block animation added
    /// after it adds its offset on top.
    func presentedStore(at time: TimeInterval) -> LayerStore {
        var presented = store
        var next = 0
        for entry in explicitAnimations {
            while next < animations.count, animations[next].order < entry.order {
                addOffset(of: animations[next], at: time, to: &presented)
                next += 1
            }
            // What the animations before it show: an animation given only a `toValue` "interpolates between the
            // current value of keyPath in the target layer's presentation layer and toValue" (`CABasicAnimation`).
            let under = presented
            entry.animation.contributions(atLocalTime: entry.localTime(at: time), model: under, into: &presented)
        }
        while next < animations.count {
            addOffset(of: animations[next], at: time, to: &presented)
            next += 1
        }
        return presented
    }

    private func addOffset(of animation: LayerPropertyAnimation, at time: TimeInterval, to presented: inout LayerStore) {
        let offset = animation.offset(at: time)
        let value = presented[animation.key]
        guard offset.count == value.count, offset.contains(where: { $0 != 0 }) else { return }
        presented[animation.key] = zip(value, offset).map { $0 + $1 }
    }

    /// Drops the animations that follow `timeline` (its owner finished or stopped it).
    func removeAnimations(following timeline: AnimationTimeline) {
        animations.removeAll { $0.timeline === timeline }
    }

    /// Moves the model value of every animation following `timeline` to where it is at `progress`
    /// (0 = start value, 1 = end value; a position's y at `verticalProgress` when given), then drops those
    /// animations. Used when an animator stops early or finishes at its start.
    func settleAnimations(
        following timeline: AnimationTimeline, atProgress progress: Double, verticalProgress: Double? = nil
    ) {
        for animation in animations where animation.timeline === timeline {
            var value = store[animation.key]
            let delta = animation.offset(atProgress: progress, verticalProgress: verticalProgress)
            if delta.count == value.count {
                value = zip(value, delta).map { $0 + $1 }
                store[animation.key] = value
            }
        }
        removeAnimations(following: timeline)
    }

    /// Whether any running animation follows `timeline`.
    func hasAnimations(following timeline: AnimationTimeline) -> Bool {
        animations.contains { $0.timeline === timeline }
    }

    func notifyRemoved(_ removed: [LayerPropertyAnimation]) {
        var seen: [ObjectIdentifier] = []
        for animation in removed where !seen.contains(ObjectIdentifier(animation.timeline)) {
            seen.append(ObjectIdentifier(animation.timeline))
            animation.timeline.onAnimationRemoved?()
        }
    }
}
#endif
