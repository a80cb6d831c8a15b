#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Plays one spring settle as Core Animation keyframe animations, so that the motion goes on while the app's
/// main thread is busy (Apple, Core Animation Programming Guide: "Objects in the render tree perform the
/// actual animations and are private to Core Animation"), with the exact velocity hand-off and
/// interruptibility of a display-link settle.
///
/// A settle is a core spring motion (``SpringAnimation``: spring, start, target, velocity), a list of
/// ``Target``s (a layer and a key path each) and a ``Sampler``: a pure function from the motion's position to
/// every target's value there, in target order (for the sheet: its frame as `position` and `bounds`, its corner
/// radius, the dimming's opacity, the presenter's transform — one composed frame per position).
/// ``run(_:targets:sampler:completion:)`` samples the motion at ``frameRate`` into one `CAKeyframeAnimation` per
/// target (``SpringKeyframes``: the closed-form curve, linear between keyframes), sets the layers' model values
/// to the end state and adds the animations, all starting at the same media time. ``Track``s (a target with its
/// own function) are the simple form. From then on, per frame, the main thread does nothing (no display link) unless `onFrame` is set:
/// then a display link evaluates the same closed form at each frame's `timestamp`.
///
/// ``interrupt()`` (a finger lands) reads where the motion is at `CACurrentMediaTime()` — position and
/// velocity from the closed form, which is what the render server shows — sets each layer's model value to
/// that position's value, removes the animations, and returns the sample, so the layers stay exactly where
/// they were on screen and a drag or a new settle continues from there. ``retarget(to:spring:)`` starts a new
/// settle from the current position and velocity (velocity continuity). `completion` runs once when the
/// settle reaches its end, never after an interruption or a replacement.
///
/// Allocations: at a run only (the keyframe arrays, the animations, and the display
/// link the first time `onFrame` is used); none per frame. Layers are held strongly while a settle runs and
/// released when it ends or is interrupted.
@MainActor final class RenderServerSettle {
    /// One animated layer property: a layer and the key path of the value animated on it (an
    /// `NSNumber`-convertible number, `CGPoint`, `CGSize`, `CGRect` or `CATransform3D`).
    struct Target {
        /// The animated layer.
        let layer: CALayer
        /// The layer key path, e.g. `position`, `bounds`, `cornerRadius`, `opacity`, `transform`.
        let keyPath: String
    }

    /// Every target's value at a position of the motion (pt), appended to `values` in target order. Called once
    /// per keyframe at the start of a settle and once at an interruption, never per frame.
    typealias Sampler = (_ position: Double, _ values: inout [Any]) -> Void

    /// A target with its own function from the motion's position to its value.
    struct Track {
        /// The animated layer.
        let layer: CALayer
        /// The layer key path.
        let keyPath: String
        /// The value at a position of the motion.
        let value: (Double) -> Any
    }

    /// The key the settle's animations are added under (one per track: the key plus the track's index).
    let animationKey: String
    /// Called on every display frame with the motion's position and velocity while a settle runs; `nil`
    /// (default): no display link, no main-thread work per frame.
    var onFrame: ((SpringCurve.Sample) -> Void)? {
        didSet { updateFrameDriver() }
    }
    /// Keyframes per second (`SpringKeyframes`); default 240, twice a ProMotion display's rate. Between keyframes
    /// the render server interpolates linearly, off the curve by up to `a·h²/8` for an acceleration `a` and a
    /// keyframe interval `h`: a quarter point for a dismissal's exit spring right after release (`a` ≈ 110,000
    /// pt/s²) at 240 Hz, a whole point at 120 Hz — enough to read as a jump in speed over the first refreshes.
    var frameRate: Double = 240

    private(set) var keyframes: SpringKeyframes?
    private var targets: [Target] = []
    private var sampler: Sampler?
    /// The media time (`CACurrentMediaTime()`) the running settle started at.
    private(set) var origin: CFTimeInterval = 0
    private var completion: (() -> Void)?
    private var generation = 0
    private var driver: FrameDriver?

    /// A runner whose animations use `key` (a prefix: two runners on one layer need different keys).
    init(key: String = "transitions.settle") {
        animationKey = key
    }

    /// Whether a settle is running.
    var isRunning: Bool { keyframes != nil }

    /// The motion's position and velocity at `CACurrentMediaTime()`; `nil` when no settle runs.
    var currentSample: SpringCurve.Sample? {
        guard let keyframes else { return nil }
        return keyframes.sample(at: CACurrentMediaTime() - origin)
    }

    /// Starts `motion` (from its current `elapsed`) on `tracks`, replacing a running settle (whose
    /// completion is dropped). A motion that starts at rest sets the end values and completes at once.
    func run(_ motion: SpringAnimation, tracks: [Track], completion: (() -> Void)? = nil) {
        run(
            SpringKeyframes(motion: motion, frameRate: frameRate), targets: tracks.map { Target(layer: $0.layer, keyPath: $0.keyPath) },
            sampler: { position, values in for track in tracks { values.append(track.value(position)) } },
            completion: completion)
    }

    /// Starts `keyframes` (a motion that may end before it rests, ``SpringKeyframes/finalPosition``) on
    /// `targets`, their values from `sampler`, replacing a running settle (whose completion is dropped). A motion
    /// that starts at rest sets the end values and completes at once.
    func run(
        _ keyframes: SpringKeyframes, targets: [Target], sampler: @escaping Sampler, completion: (() -> Void)? = nil
    ) {
        cancelRunning()
        self.targets = targets
        self.sampler = sampler
        self.completion = completion
        generation &+= 1
        var sample: [Any] = []
        sample.reserveCapacity(targets.count)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        setModelValues(at: keyframes.finalPosition, into: &sample)
        guard keyframes.duration > 0, !targets.isEmpty else {
            CATransaction.commit()
            finish()
            return
        }
        self.keyframes = keyframes
        origin = CACurrentMediaTime()
        var keyTimes: [NSNumber] = []
        keyTimes.reserveCapacity(keyframes.count)
        var values: [[Any]] = Array(repeating: [], count: targets.count)
        for index in values.indices { values[index].reserveCapacity(keyframes.count) }
        for frame in 0..<keyframes.count {
            keyTimes.append(NSNumber(value: keyframes.keyTime(at: frame)))
            sample.removeAll(keepingCapacity: true)
            sampler(keyframes.position(at: frame), &sample)
            for index in values.indices where index < sample.count { values[index].append(sample[index]) }
        }
        for (index, target) in targets.enumerated() {
            let animation = CAKeyframeAnimation(keyPath: target.keyPath)
            animation.values = values[index]
            animation.keyTimes = keyTimes
            animation.calculationMode = .linear
            animation.duration = keyframes.duration
            // Pinned to the settle's media time (not the transaction's commit), so the closed form and the
            // screen agree; `backwards` fill covers the moment between now and the commit.
            animation.beginTime = target.layer.convertTime(origin, from: nil)
            animation.fillMode = .backwards
            if index == 0 { animation.delegate = SettleAnimationDelegate(runner: self, generation: generation) }
            target.layer.add(animation, forKey: key(for: index))
        }
        CATransaction.commit()
        updateFrameDriver()
    }

    /// Sets every target's model value to its value at `position` (`buffer` is scratch space).
    private func setModelValues(at position: Double, into buffer: inout [Any]) {
        guard let sampler else { return }
        buffer.removeAll(keepingCapacity: true)
        sampler(position, &buffer)
        for (index, target) in targets.enumerated() where index < buffer.count {
            target.layer.setValue(buffer[index], forKeyPath: target.keyPath)
        }
    }

    /// Redirects the running settle to `target` with `spring`, from its current position and velocity;
    /// returns `false` (and does nothing) when no settle runs. The completion carries over.
    @discardableResult
    func retarget(to target: Double, spring: SpringCurve) -> Bool {
        guard let sample = currentSample else { return false }
        let pending = completion
        completion = nil
        guard let sampler else { return false }
        run(
            SpringKeyframes(
                motion: SpringAnimation(spring: spring, from: sample.value, to: target, initialVelocity: sample.velocity),
                frameRate: frameRate),
            targets: targets, sampler: sampler, completion: pending)
        return true
    }

    /// Stops the running settle where it is on screen: each layer's model value becomes its value at the
    /// current position, the animations are removed, no completion runs. Returns the position and velocity
    /// at `CACurrentMediaTime()`, or `nil` when no settle runs.
    @discardableResult
    func interrupt() -> SpringCurve.Sample? {
        guard let sample = currentSample else { return nil }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        var buffer: [Any] = []
        setModelValues(at: sample.value, into: &buffer)
        cancelRunning()
        CATransaction.commit()
        return sample
    }

    /// Removes the running settle's animations without touching the layers' model values (they hold the end
    /// state); no completion runs. For a tear-down, where the model values are put back anyway.
    func cancel() {
        cancelRunning()
    }

    private func key(for index: Int) -> String { "\(animationKey).\(index)" }

    /// Removes the running settle's animations without touching model values; drops its completion.
    private func cancelRunning() {
        generation &+= 1
        let running = targets
        keyframes = nil
        targets = []
        sampler = nil
        completion = nil
        for index in running.indices { running[index].layer.removeAnimation(forKey: key(for: index)) }
        updateFrameDriver()
    }

    fileprivate func animationDidFinish(generation finished: Int) {
        guard finished == generation, let keyframes else { return }
        self.keyframes = nil
        targets = []
        sampler = nil
        updateFrameDriver()
        onFrame?(SpringCurve.Sample(value: keyframes.finalPosition, velocity: 0))
        finish()
    }

    private func finish() {
        let done = completion
        completion = nil
        done?()
    }

    private func frame(at time: Double) {
        guard let keyframes, let onFrame else { return }
        onFrame(keyframes.sample(at: time - origin))
    }

    /// Runs the display link only while a settle runs and someone asked for frames; the link is created the
    /// first time it is needed, then paused and resumed (`FrameDriver`).
    private func updateFrameDriver() {
        if keyframes != nil, onFrame != nil {
            if driver == nil { driver = FrameDriver { [weak self] time in self?.frame(at: time) } }
            driver?.start()
        } else {
            driver?.stop()
        }
    }
}

/// Hears the end of a settle's first animation (the animation retains it, as Core Animation retains a
/// delegate); holds the runner weakly and only acts for the settle it was made for.
@MainActor private final class SettleAnimationDelegate: NSObject, CAAnimationDelegate {
    weak var runner: RenderServerSettle?
    let generation: Int

    init(runner: RenderServerSettle, generation: Int) {
        self.runner = runner
        self.generation = generation
    }

    nonisolated func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag else { return }
        MainActor.assumeIsolated { self.runner?.animationDidFinish(generation: self.generation) }
    }
}
#endif
