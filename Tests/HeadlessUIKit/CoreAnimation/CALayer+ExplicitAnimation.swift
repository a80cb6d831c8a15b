#if os(Linux)
import Foundation

/// An explicit animation on a layer: its key, the animation, and when it begins on the virtual clock.
final class ExplicitLayerAnimation {
    let key: String
    let animation: CAAnimation
    let begin: TimeInterval
    /// When it was added among the layer's animations, block and explicit alike (`LayerAnimationOrder`).
    let order = LayerAnimationOrder.next()

    init(key: String, animation: CAAnimation, begin: TimeInterval) {
        self.key = key
        self.animation = animation
        self.begin = begin
    }

    /// The animation's local time at clock time `time`.
    func localTime(at time: TimeInterval) -> Double {
        (time - begin) * Double(animation.speed) + animation.timeOffset
    }

    /// When the active duration ends on the clock.
    var end: TimeInterval {
        let speed = Double(animation.speed)
        guard speed > 0 else { return .infinity }
        return begin + max(animation.activeDuration - animation.timeOffset, 0) / speed
    }
}

extension CALayer {
    /// Adds an explicit animation under `key` (replacing, and stopping unfinished, one with the same key;
    /// `nil` gets a unique key). It starts at its `beginTime` (0: now) on `HeadlessClock.main`; its
    /// delegate hears `animationDidStart` then `animationDidStop(_:finished: true)` at the end, when it
    /// is also removed if `isRemovedOnCompletion`. Call on the main thread, as Core Animation requires.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let now = CACurrentMediaTime()
        let name = key ?? "headless.animation.\(ObjectIdentifier(anim).hashValue)"
        if let index = explicitAnimations.firstIndex(where: { $0.key == name }) {
            let replaced = explicitAnimations.remove(at: index)
            finish(replaced, finished: false)
        }
        let begin = anim.beginTime > 0 && anim.beginTime.isFinite ? anim.beginTime : now
        let entry = ExplicitLayerAnimation(key: name, animation: anim, begin: begin)
        explicitAnimations.append(entry)
        // Layers are not Sendable; Core Animation is main-thread only, and so is this (HeadlessUIKit's clock).
        let box = MainThreadBox((self, entry))
        let tellsStart = anim.delegate != nil
        MainActor.assumeIsolated {
            CATransaction.register(box.value.1)
            // Core Animation copies the animation when it is added: a delegate set later is not the layer's. No
            // delegate, nothing to tell at the start.
            if tellsStart {
                HeadlessClock.main.schedule(after: max(begin - now, 0)) {
                    let (layer, entry) = box.value
                    guard layer.explicitAnimations.contains(where: { $0 === entry }) else { return }
                    entry.animation.delegate?.animationDidStart(entry.animation)
                }
            }
            if box.value.1.end.isFinite {
                HeadlessClock.main.schedule(after: max(box.value.1.end - now, 0)) {
                    let (layer, entry) = box.value
                    guard layer.explicitAnimations.contains(where: { $0 === entry }) else { return }
                    if entry.animation.isRemovedOnCompletion { layer.explicitAnimations.removeAll { $0 === entry } }
                    layer.finish(entry, finished: true)
                }
            }
        }
    }

    /// The animation added under `key`, if it is still on the layer.
    public func animation(forKey key: String) -> CAAnimation? {
        explicitAnimations.last { $0.key == key }?.animation
    }

    /// Removes the explicit animation under `key`; its delegate hears `animationDidStop(_:finished: false)`
    /// unless it had already finished.
    public func removeAnimation(forKey key: String) {
        guard let index = explicitAnimations.firstIndex(where: { $0.key == key }) else { return }
        let removed = explicitAnimations.remove(at: index)
        if CACurrentMediaTime() < removed.end { finish(removed, finished: false) }
    }

    /// Converts a time from `layer`'s time space to this layer's. Every HeadlessUIKit layer runs on the
    /// clock's time (layer `speed`, `timeOffset` and `beginTime` are stored only), so the time is returned
    /// unchanged.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval { t }

    /// Converts a time from this layer's time space to `layer`'s (unchanged; see `convertTime(_:from:)`).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval { t }


    func finish(_ entry: ExplicitLayerAnimation, finished: Bool) {
        let box = MainThreadBox(entry)
        MainActor.assumeIsolated {
            box.value.animation.delegate?.animationDidStop(box.value.animation, finished: finished)
            CATransaction.animationDidEnd(box.value)
        }
    }
}

/// Carries a main-thread-only value (a layer, an animation) into main-actor code: Core Animation objects
/// are not Sendable, but they are only ever touched on the main thread.
struct MainThreadBox<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
#endif
