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
/// A settle is a core spring motion (``SpringAnimation``: spring, start, target, velocity) and a list of
/// ``Track``s, each a layer, a key path and a pure function from the motion's position to the layer's value
/// there (for the sheet: its frame as `position` and `bounds`, its corner radius, the dimming's opacity, the
/// presenter's transform). ``run(_:tracks:completion:)`` samples every track at the display rate into one
/// `CAKeyframeAnimation` per track (``SpringKeyframes``: the closed-form curve, linear between refreshes),
/// sets the layers' model values to the end state and adds the animations, all starting at the same media
/// time. From then on, per frame, the main thread does nothing (no display link) unless `onFrame` is set:
/// then a display link evaluates the same closed form at each frame's `timestamp`.
///
/// ``interrupt()`` (a finger lands) reads where the motion is at `CACurrentMediaTime()` — position and
/// velocity from the closed form, which is what the render server shows — sets each layer's model value to
/// that position's value, removes the animations, and returns the sample, so the layers stay exactly where
/// they were on screen and a drag or a new settle continues from there. ``retarget(to:spring:)`` starts a new
/// settle from the current position and velocity (velocity continuity). `completion` runs once when the
/// settle reaches its end, never after an interruption or a replacement.
///
/// Allocations: at ``run(_:tracks:completion:)`` only (the keyframe arrays, the animations, and the display
/// link the first time `onFrame` is used); none per frame. Layers are held strongly while a settle runs and
/// released when it ends or is interrupted.
@MainActor final class RenderServerSettle {
    /// One animated layer property: `value` maps the motion's position (pt) to the value of `keyPath` on
    /// `layer` (an `NSNumber`-convertible number, `CGPoint`, `CGSize`, `CGRect` or `CATransform3D`). It is
    /// called once per keyframe at the start of a settle and once at an interruption, never per frame.
    struct Track {
        /// The animated layer.
        let layer: CALayer
        /// The layer key path, e.g. `position`, `bounds.size`, `cornerRadius`, `opacity`, `transform`.
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
    /// Keyframes per second (`SpringKeyframes`); default 120, a ProMotion display's rate.
    var frameRate: Double = 120

    private(set) var keyframes: SpringKeyframes?
    private var tracks: [Track] = []
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
        run(SpringKeyframes(motion: motion, frameRate: frameRate), tracks: tracks, completion: completion)
    }

    /// Starts `keyframes` (a motion that may end before it rests, ``SpringKeyframes/finalPosition``) on
    /// `tracks`, as ``run(_:tracks:completion:)`` does. Tracks are evaluated keyframe by keyframe, all tracks at
    /// one position before the next position, so a track can reuse what another computed at the same position.
    func run(_ keyframes: SpringKeyframes, tracks: [Track], completion: (() -> Void)? = nil) {
        cancelRunning()
        self.tracks = tracks
        self.completion = completion
        generation &+= 1
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for track in tracks { track.layer.setValue(track.value(keyframes.finalPosition), forKeyPath: track.keyPath) }
        guard keyframes.duration > 0, !tracks.isEmpty else {
            CATransaction.commit()
            finish()
            return
        }
        self.keyframes = keyframes
        origin = CACurrentMediaTime()
        var keyTimes: [NSNumber] = []
        keyTimes.reserveCapacity(keyframes.count)
        var values: [[Any]] = Array(repeating: [], count: tracks.count)
        for index in values.indices { values[index].reserveCapacity(keyframes.count) }
        for frame in 0..<keyframes.count {
            keyTimes.append(NSNumber(value: keyframes.keyTime(at: frame)))
            let position = keyframes.position(at: frame)
            for (index, track) in tracks.enumerated() { values[index].append(track.value(position)) }
        }
        for (index, track) in tracks.enumerated() {
            let animation = CAKeyframeAnimation(keyPath: track.keyPath)
            animation.values = values[index]
            animation.keyTimes = keyTimes
            animation.calculationMode = .linear
            animation.duration = keyframes.duration
            // Pinned to the settle's media time (not the transaction's commit), so the closed form and the
            // screen agree; `backwards` fill covers the moment between now and the commit.
            animation.beginTime = track.layer.convertTime(origin, from: nil)
            animation.fillMode = .backwards
            if index == 0 { animation.delegate = SettleAnimationDelegate(runner: self, generation: generation) }
            track.layer.add(animation, forKey: key(for: index))
        }
        CATransaction.commit()
        updateFrameDriver()
    }

    /// Redirects the running settle to `target` with `spring`, from its current position and velocity;
    /// returns `false` (and does nothing) when no settle runs. The completion carries over.
    @discardableResult
    func retarget(to target: Double, spring: SpringCurve) -> Bool {
        guard let sample = currentSample else { return false }
        let pending = completion
        completion = nil
        run(
            SpringAnimation(spring: spring, from: sample.value, to: target, initialVelocity: sample.velocity),
            tracks: tracks, completion: pending)
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
        for track in tracks { track.layer.setValue(track.value(sample.value), forKeyPath: track.keyPath) }
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
        let running = tracks
        keyframes = nil
        tracks = []
        completion = nil
        for index in running.indices { running[index].layer.removeAnimation(forKey: key(for: index)) }
        updateFrameDriver()
    }

    fileprivate func animationDidFinish(generation finished: Int) {
        guard finished == generation, let keyframes else { return }
        self.keyframes = nil
        tracks = []
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
