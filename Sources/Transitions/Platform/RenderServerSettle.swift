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
/// A settle is a core spring motion (`SpringAnimation`: spring, start, target, velocity), a list of
/// ``Target``s (a layer and a key path each) and a ``Sampler``: a pure function from the motion's position to
/// every target's value there, in target order (for the sheet: its frame as `position` and `bounds`, its corner
/// radius, the dimming's opacity, the presenter's transform — one composed frame per position).
/// ``run(_:targets:sampler:completion:)`` samples the motion at ``frameRate`` into one `CAKeyframeAnimation` per
/// target (`SpringKeyframes`: the closed-form curve, linear between keyframes), sets the layers' model values
/// to the end state and adds the animations, all starting at the same media time. ``Track``s (a target with its
/// own function) are the simple form; ``run(_:targets:sampler:completion:)`` with a `KeyframeTimes` plays a motion
/// that is a function of time (the zoom's). From then on, per frame, the main thread does nothing (no display
/// link) unless `onFrame` is set: then a display link evaluates the same closed form at each frame's `timestamp`.
///
/// ``interrupt()`` (a finger lands) reads where the motion is at `CACurrentMediaTime()` — position and
/// velocity from the closed form, which is what the render server shows — sets each layer's model value to
/// that position's value, removes the animations, and returns the sample, so the layers stay exactly where
/// they were on screen and a drag or a new settle continues from there, at the returned velocity. `completion`
/// runs once when the settle reaches its end, never after an interruption or a replacement.
///
/// Allocations: at a run only (the keyframe arrays, the animations, and the display link the first time
/// `onFrame` is used); none per frame. Layers are held strongly while a settle runs and
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

    /// Every target's value at a point of the motion, appended to `values` in target order: at a position (pt)
    /// for a spring settle, at a time (seconds from the start) for a timed motion. Called once per keyframe at the
    /// start of a settle and once at an interruption, never per frame.
    typealias Sampler = (_ point: Double, _ values: inout [Any]) -> Void

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

    /// The running spring settle's keyframes (`nil` for a timed motion and when nothing runs).
    private(set) var keyframes: SpringKeyframes?
    /// When the running motion's keyframes sit; `nil` when nothing runs.
    private(set) var timeline: KeyframeTimes?
    private var targets: [Target] = []
    /// Every target's values at a time of the running motion (seconds from its start).
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
    var isRunning: Bool { timeline != nil }

    /// Seconds since the running motion started, at `CACurrentMediaTime()`, held at its end; `nil` when nothing
    /// runs.
    var elapsed: Double? {
        guard let timeline else { return nil }
        return min(max(CACurrentMediaTime() - origin, 0), timeline.duration)
    }

    /// The motion's position and velocity at `CACurrentMediaTime()`; `nil` when no settle runs.
    var currentSample: SpringCurve.Sample? {
        guard let keyframes else { return nil }
        return keyframes.sample(at: CACurrentMediaTime() - origin)
    }

    /// Starts `motion` (from its current `elapsed`) on `tracks`, replacing a running settle (whose
    /// completion is dropped). A motion that starts at rest sets the end values and completes at once.
    func run(_ motion: SpringAnimation, tracks: [Track], completion: (() -> Void)? = nil) {
        run(
            SpringKeyframes(motion: motion, frameRate: frameRate),
            targets: tracks.map { Target(layer: $0.layer, keyPath: $0.keyPath) },
            sampler: { position, values in for track in tracks { values.append(track.value(position)) } },
            completion: completion)
    }

    /// Starts `keyframes` (a motion that may end before it rests, `SpringKeyframes.finalPosition`) on
    /// `targets`, their values from `sampler` at the motion's positions, replacing a running settle (whose
    /// completion is dropped). A motion that starts at rest sets the end values and completes at once.
    func run(
        _ keyframes: SpringKeyframes, targets: [Target], sampler: @escaping Sampler, completion: (() -> Void)? = nil
    ) {
        play(
            keyframes.timeline, keyframes: keyframes, targets: targets,
            sampler: { time, values in sampler(keyframes.sample(at: time).value, &values) }, completion: completion)
    }

    /// Starts a motion that is a function of time (a zoom's five springs) on `targets`, their values from
    /// `sampler` at times from the start (seconds, keyframes at `timeline`'s), replacing a running settle.
    func run(
        _ timeline: KeyframeTimes, targets: [Target], sampler: @escaping Sampler, completion: (() -> Void)? = nil
    ) {
        play(timeline, keyframes: nil, targets: targets, sampler: sampler, completion: completion)
    }

    private func play(
        _ timeline: KeyframeTimes, keyframes: SpringKeyframes?, targets: [Target], sampler: @escaping Sampler,
        completion: (() -> Void)?
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
        setModelValues(at: timeline.duration, into: &sample)
        guard timeline.duration > 0, !targets.isEmpty else {
            self.targets = []
            self.sampler = nil
            CATransaction.commit()
            finish()
            return
        }
        self.timeline = timeline
        self.keyframes = keyframes
        origin = CACurrentMediaTime()
        var keyTimes: [NSNumber] = []
        keyTimes.reserveCapacity(timeline.count)
        var values: [[Any]] = Array(repeating: [], count: targets.count)
        for index in values.indices { values[index].reserveCapacity(timeline.count) }
        for frame in 0..<timeline.count {
            keyTimes.append(NSNumber(value: timeline.keyTime(at: frame)))
            sample.removeAll(keepingCapacity: true)
            sampler(timeline.time(at: frame), &sample)
            for index in values.indices where index < sample.count { values[index].append(sample[index]) }
        }
        for (index, target) in targets.enumerated() {
            let animation = CAKeyframeAnimation(keyPath: target.keyPath)
            animation.values = values[index]
            animation.keyTimes = keyTimes
            animation.calculationMode = .linear
            animation.duration = timeline.duration
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

    /// Sets every target's model value to its value `time` seconds into the motion (`buffer` is scratch space).
    private func setModelValues(at time: Double, into buffer: inout [Any]) {
        guard let sampler else { return }
        buffer.removeAll(keepingCapacity: true)
        sampler(time, &buffer)
        for (index, target) in targets.enumerated() where index < buffer.count {
            target.layer.setValue(buffer[index], forKeyPath: target.keyPath)
        }
    }

    /// Stops the running settle where it is on screen: each layer's model value becomes its value now, the
    /// animations are removed, no completion runs. Returns the spring settle's position and velocity at
    /// `CACurrentMediaTime()`, or `nil` when no settle runs (or it was a timed motion).
    @discardableResult
    func interrupt() -> SpringCurve.Sample? {
        guard let elapsed else { return nil }
        let sample = currentSample
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        var buffer: [Any] = []
        setModelValues(at: elapsed, into: &buffer)
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
        timeline = nil
        targets = []
        sampler = nil
        completion = nil
        for index in running.indices { running[index].layer.removeAnimation(forKey: key(for: index)) }
        updateFrameDriver()
    }

    fileprivate func animationDidFinish(generation finished: Int) {
        guard finished == generation, timeline != nil else { return }
        let spring = keyframes
        keyframes = nil
        timeline = nil
        targets = []
        sampler = nil
        updateFrameDriver()
        if let spring { onFrame?(SpringCurve.Sample(value: spring.finalPosition, velocity: 0)) }
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
