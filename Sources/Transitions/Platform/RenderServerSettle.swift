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
        /// How a spring settle plays it (`SettleTrackShape`): keyframes (the default), one `CASpringAnimation`
        /// when its value is an affine function of the spring's position, or no animation when it is constant.
        var shape = SettleTrackShape.keyframes

        init(layer: CALayer, keyPath: String, shape: SettleTrackShape = .keyframes) {
            self.layer = layer
            self.keyPath = keyPath
            self.shape = shape
        }
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
    var frameRate: Double = KeyframeTimes.defaultFrameRate

    /// The running spring settle's keyframes (`nil` for a timed motion and when nothing runs).
    private(set) var keyframes: SpringKeyframes?
    /// When the running motion's keyframes sit; `nil` when nothing runs.
    private(set) var timeline: KeyframeTimes?
    private var targets: [Target] = []
    /// Every target's values at a time of the running motion (seconds from its start).
    /// How the running motion's values are sampled: at a time (a timed motion), or at a spring position (a spring
    /// settle: the time is mapped through ``keyframes``' closed form).
    private var sampling: RenderServerSampling?
    /// The media time (`CACurrentMediaTime()`) the running settle started at.
    private(set) var origin: CFTimeInterval = 0
    private var completion: (() -> Void)?
    private var generation = 0
    private var driver: FrameDriver?
    /// The animation keys by target index, made once (a key built per run would allocate a string per target).
    private var keys: [String] = []
    /// Scratch space for one sample of every target and for a spring's start and end values, kept between runs.
    private var scratch: [Any] = []
    private var springFrom: [Any] = []
    private var springTo: [Any] = []

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
    ///
    /// A target whose ``Target/shape`` is `.spring` plays as one `CASpringAnimation` with the motion's spring,
    /// from its value at the motion's start to its value at the spring's target (so its position at any moment is
    /// the motion's, exactly, and the animation ends with the motion); `.constant` targets get their model value
    /// only. Keyframes are computed only for `.keyframes` targets.
    ///
    /// `modelIsSet`: the caller already gave every target its end value as the model value (what `sampler` gives at
    /// the motion's end), so the run does not set them again.
    func run(
        _ keyframes: SpringKeyframes, targets: [Target], sampler: @escaping Sampler, modelIsSet: Bool = false,
        completion: (() -> Void)? = nil
    ) {
        play(
            keyframes.timeline, keyframes: keyframes, targets: targets,
            sampling: .position(sampler), modelIsSet: modelIsSet, completion: completion)
    }

    /// Starts a motion that is a function of time (a zoom's five springs) on `targets`, their values from
    /// `sampler` at times from the start (seconds, keyframes at `timeline`'s), replacing a running settle.
    func run(
        _ timeline: KeyframeTimes, targets: [Target], sampler: @escaping Sampler, completion: (() -> Void)? = nil
    ) {
        play(
            timeline, keyframes: nil, targets: targets, sampling: .time(sampler), modelIsSet: false,
            completion: completion)
    }

    private func play(
        _ timeline: KeyframeTimes, keyframes: SpringKeyframes?, targets: [Target], sampling: RenderServerSampling,
        modelIsSet: Bool, completion: (() -> Void)?
    ) {
        cancelRunning()
        self.targets = targets
        self.sampling = sampling
        self.keyframes = keyframes
        self.completion = completion
        generation &+= 1
        while keys.count < targets.count { keys.append("\(animationKey).\(keys.count)") }
        var sample = scratch
        scratch = []
        defer { scratch = sample }
        sample.removeAll(keepingCapacity: true)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        if !modelIsSet { setModelValues(at: timeline.duration, into: &sample) }
        guard timeline.duration > 0, !targets.isEmpty else {
            self.targets = []
            self.sampling = nil
            self.keyframes = nil
            CATransaction.commit()
            finish()
            return
        }
        self.timeline = timeline
        origin = CACurrentMediaTime()
        var springs = false
        if case .position = sampling { springs = keyframes != nil }
        var delegate: SettleAnimationDelegate? = SettleAnimationDelegate(runner: self, generation: generation)
        if springs, let keyframes, case .position(let rawSampler) = sampling {
            addSprings(keyframes.motion, duration: timeline.duration, rawSampler: rawSampler, delegate: &delegate)
        }
        if targets.contains(where: { !springs || $0.shape == .keyframes }) {
            addKeyframes(timeline, onlyShaped: springs, delegate: &delegate)
        }
        if delegate != nil, sample.isEmpty { sampleValues(at: timeline.duration, into: &sample) }
        if delegate != nil, let first = targets.first, let value = sample.first {
            // Nothing moves on screen (every target is constant): the motion still takes its time, held by one
            // animation that shows the model value.
            let hold = CABasicAnimation(keyPath: first.keyPath)
            hold.fromValue = value
            hold.toValue = value
            add(hold, duration: timeline.duration, to: first, index: 0, delegate: &delegate)
        }
        CATransaction.commit()
        updateFrameDriver()
    }

    /// One `CASpringAnimation` per `.spring` target: from its value at the motion's start to its value at the
    /// spring's target, the motion's spring and velocity (in distances per second, as Core Animation counts it).
    private func addSprings(
        _ motion: SpringAnimation, duration: Double, rawSampler: Sampler,
        delegate: inout SettleAnimationDelegate?
    ) {
        guard targets.contains(where: { $0.shape == .spring }) else { return }
        let start = motion.value(at: 0)
        var from = springFrom
        var to = springTo
        springFrom = []
        springTo = []
        defer {
            from.removeAll(keepingCapacity: true)
            to.removeAll(keepingCapacity: true)
            springFrom = from
            springTo = to
        }
        rawSampler(start, &from)
        rawSampler(motion.target, &to)
        let velocity = SpringCurve.relativeVelocity(motion.velocity(at: 0), from: start, to: motion.target)
        for (index, target) in targets.enumerated() where target.shape == .spring && index < min(from.count, to.count) {
            let animation = CASpringAnimation(keyPath: target.keyPath)
            animation.mass = CGFloat(motion.spring.mass)
            animation.stiffness = CGFloat(motion.spring.stiffness)
            animation.damping = CGFloat(motion.spring.damping)
            animation.initialVelocity = CGFloat(velocity)
            animation.fromValue = from[index]
            animation.toValue = to[index]
            add(animation, duration: duration, to: target, index: index, delegate: &delegate)
        }
    }

    /// One `CAKeyframeAnimation` per target (per `.keyframes` target when `onlyShaped`) at `timeline`'s times.
    private func addKeyframes(
        _ timeline: KeyframeTimes, onlyShaped: Bool, delegate: inout SettleAnimationDelegate?
    ) {
        var keyTimes: [NSNumber] = []
        keyTimes.reserveCapacity(timeline.count)
        var values: [[Any]] = Array(repeating: [], count: targets.count)
        for index in values.indices where !onlyShaped || targets[index].shape == .keyframes {
            values[index].reserveCapacity(timeline.count)
        }
        var sample: [Any] = []
        sample.reserveCapacity(targets.count)
        for frame in 0..<timeline.count {
            keyTimes.append(NSNumber(value: timeline.keyTime(at: frame)))
            sample.removeAll(keepingCapacity: true)
            sampleValues(at: timeline.time(at: frame), into: &sample)
            for index in values.indices where index < sample.count && (!onlyShaped || targets[index].shape == .keyframes) {
                values[index].append(sample[index])
            }
        }
        for (index, target) in targets.enumerated() where !onlyShaped || target.shape == .keyframes {
            let animation = CAKeyframeAnimation(keyPath: target.keyPath)
            animation.values = values[index]
            animation.keyTimes = keyTimes
            animation.calculationMode = .linear
            add(animation, duration: timeline.duration, to: target, index: index, delegate: &delegate)
        }
    }

    /// Adds `animation` to `target`'s layer, pinned to the settle's media time (not the transaction's commit), so
    /// the closed form and the screen agree; `backwards` fill covers the moment between now and the commit. The
    /// first animation added carries the completion delegate.
    private func add(
        _ animation: CAPropertyAnimation, duration: Double, to target: Target, index: Int,
        delegate: inout SettleAnimationDelegate?
    ) {
        animation.duration = duration
        animation.beginTime = target.layer.convertTime(origin, from: nil)
        animation.fillMode = .backwards
        if let pending = delegate {
            animation.delegate = pending
            delegate = nil
        }
        target.layer.add(animation, forKey: key(for: index))
    }

    /// Every target's value `time` seconds into the running motion, appended to `buffer`.
    private func sampleValues(at time: Double, into buffer: inout [Any]) {
        switch sampling {
        case .time(let sampler): sampler(time, &buffer)
        case .position(let sampler): sampler(keyframes?.sample(at: time).value ?? 0, &buffer)
        case nil: break
        }
    }

    /// Sets every target's model value to its value `time` seconds into the motion (`buffer` is scratch space).
    private func setModelValues(at time: Double, into buffer: inout [Any]) {
        guard sampling != nil else { return }
        buffer.removeAll(keepingCapacity: true)
        sampleValues(at: time, into: &buffer)
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

    private func key(for index: Int) -> String { index < keys.count ? keys[index] : "\(animationKey).\(index)" }

    /// Removes the running settle's animations without touching model values; drops its completion.
    private func cancelRunning() {
        generation &+= 1
        let running = targets
        keyframes = nil
        timeline = nil
        targets = []
        sampling = nil
        completion = nil
        for index in running.indices { running[index].layer.removeAnimation(forKey: key(for: index)) }
        updateFrameDriver()
    }

    /// The first animation of the run `finished` reached its end (`SettleAnimationDelegate`).
    func animationDidFinish(generation finished: Int) {
        guard finished == generation, timeline != nil else { return }
        let spring = keyframes
        keyframes = nil
        timeline = nil
        targets = []
        sampling = nil
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
#endif
