#if os(Linux)
import Foundation

/// Runs physics for dynamic items inside a reference view (UIKit's `UIDynamicAnimator`), one step per
/// display frame of `HeadlessClock.main` (1/60 s by default), and pauses when everything comes to rest.
///
/// The engine is HeadlessUIKit's (Apple does not publish UIKit's): semi-implicit Euler integration, the
/// documented scales (gravity 1.0 = 1,000 pt/s², a push of 1.0 on a 100 × 100 pt item of density 1 =
/// 100 pt/s²), springs for snaps and springy attachments, position corrections for rigid attachments,
/// and box collisions (rotation ignored). Values are deterministic.
@preconcurrency @MainActor open class UIDynamicAnimator: NSObject {
    /// The view whose coordinate system the items move in (held weakly, as UIKit does).
    open private(set) weak var referenceView: UIView?
    /// The behaviors added, in order.
    open private(set) var behaviors: [UIDynamicBehavior] = []
    /// Told when the animator pauses and resumes.
    open weak var delegate: (any UIDynamicAnimatorDelegate)?
    /// Whether the simulation is running (it pauses at rest and resumes when something changes).
    open private(set) var isRunning = false
    /// Seconds simulated since the first behavior was added.
    open private(set) var elapsedTime: TimeInterval = 0

    let world = DynamicsWorld()
    private var frames: DynamicsFrameSource?

    /// An animator moving items in `view`'s coordinates.
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    isolated deinit {
        if let frames { HeadlessClock.main.removeFrameObserver(frames) }
    }

    /// Adds a behavior (ignored if it is already in an animator or a parent behavior).
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior.animatorStorage == nil, behavior.parent == nil else { return }
        behavior.willMove(to: self)
        behavior.animatorStorage = self
        behaviors.append(behavior)
        behaviorsDidChange()
    }

    /// Removes a behavior.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: nil)
        behaviors.removeAll { $0 === behavior }
        behavior.animatorStorage = nil
        behaviorsDidChange()
    }

    /// Removes every behavior.
    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// The items whose frames (in the reference view) intersect `rect`.
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        world.orderedBodies.filter { body in
            let half = body.halfExtents
            let frame = CGRect(
                x: body.position.x - half.width, y: body.position.y - half.height, width: body.size.width,
                height: body.size.height)
            return frame.intersects(rect)
        }.map(\.item)
    }

    /// Re-reads `item`'s center and transform after you changed them, and resumes.
    open func updateItem(usingCurrentState item: any UIDynamicItem) {
        world.reload(item)
        resume()
    }

    /// The behaviors and their children, in application order; rebuilt when they change, so a step
    /// allocates nothing.
    private(set) var allBehaviors: [UIDynamicBehavior] = []

    /// Re-reads the behavior tree and the simulated items, and resumes.
    func behaviorsDidChange() {
        allBehaviors = behaviors.flatMap(\.flattened)
        world.sync(items: allBehaviors.flatMap(\.dynamicItems))
        resume()
    }

    /// Starts stepping again (telling the delegate) if paused and there is something to simulate.
    func resume() {
        guard !isRunning, !behaviors.isEmpty else { return }
        if frames == nil {
            let source = DynamicsFrameSource(animator: self)
            frames = source
            HeadlessClock.main.addFrameObserver(source)
        }
        isRunning = true
        HeadlessFrameObserverChanges.bump()
        delegate?.dynamicAnimatorWillResume(self)
    }

    /// Linux-only: runs one simulation step of `duration` seconds now, as a display frame does, whether or
    /// not the animator is running (for benchmarks and step-by-step tests). Non-positive or non-finite
    /// durations do nothing.
    public func headlessStep(duration: TimeInterval) {
        guard duration > 0, duration.isFinite else { return }
        step(dt: duration)
    }

    /// One simulation step of `dt` seconds.
    func step(dt: TimeInterval) {
        let behaviors = allBehaviors
        for body in world.orderedBodies { body.resetMaterial() }
        for case let material as UIDynamicItemBehavior in behaviors { material.applyMaterial(in: world) }
        let step = CGFloat(dt)
        for behavior in behaviors { behavior.applyForces(in: world, dt: dt) }
        world.integrate(dt: step)
        for behavior in behaviors { behavior.applyConstraints(in: world, dt: dt) }
        world.writeBack()
        elapsedTime += dt
        for behavior in behaviors { behavior.action?() }
        if world.isAtRest, !behaviors.contains(where: \.keepsRunning),
            behaviors.allSatisfy({ $0.isSettled(in: world) })
        {
            isRunning = false
            HeadlessFrameObserverChanges.bump()
            delegate?.dynamicAnimatorDidPause(self)
        }
    }
}

/// Hears when a dynamic animator pauses and resumes (UIKit's `UIDynamicAnimatorDelegate`; both methods are
/// optional in UIKit, modelled as requirements that do nothing by default).
@preconcurrency @MainActor public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
    /// The animator is about to run again.
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// The animator came to rest.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    /// Does nothing.
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    /// Does nothing.
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// Feeds display frames to an animator while it runs; holds it weakly so the clock never keeps it alive.
@MainActor final class DynamicsFrameSource: HeadlessFrameObserver {
    weak var animator: UIDynamicAnimator?

    init(animator: UIDynamicAnimator) {
        self.animator = animator
    }

    var wantsFrames: Bool { animator?.isRunning ?? false }

    func frameDidFire(index: Int, timestamp: TimeInterval, targetTimestamp: TimeInterval) {
        let dt = targetTimestamp - timestamp
        animator?.step(dt: dt > 0 && dt.isFinite ? dt : 1 / 60)
    }
}
#endif
