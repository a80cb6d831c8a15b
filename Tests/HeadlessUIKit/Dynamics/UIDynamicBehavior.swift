#if os(Linux)
import Foundation

/// A rule the dynamic animator applies to items every step (UIKit's `UIDynamicBehavior`). Subclass it to
/// group child behaviors, or use `action` to run code every step.
@preconcurrency @MainActor open class UIDynamicBehavior: NSObject {
    /// The behaviors this one groups; they are applied with it.
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Called after every simulation step while the behavior is in a running animator.
    open var action: (() -> Void)?
    /// The animator running this behavior (or its parent), if any.
    open var dynamicAnimator: UIDynamicAnimator? { animatorStorage ?? parent?.dynamicAnimator }
    weak var animatorStorage: UIDynamicAnimator?
    weak var parent: UIDynamicBehavior?

    /// A behavior with no effect of its own.
    public override init() {
        super.init()
    }

    /// Adds a child behavior (ignored if it already has a parent).
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior.parent == nil, behavior !== self else { return }
        childBehaviors.append(behavior)
        behavior.parent = self
        dynamicAnimator?.behaviorsDidChange()
    }

    /// Removes a child behavior.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        childBehaviors.removeAll { $0 === behavior }
        if behavior.parent === self { behavior.parent = nil }
        dynamicAnimator?.behaviorsDidChange()
    }

    /// Called when the behavior is added to (`dynamicAnimator` non-nil) or removed from an animator.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// Appends `item` to a subclass's `items` unless present, and re-syncs the animator.
    func insert(_ item: any UIDynamicItem, into items: inout [any UIDynamicItem]) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
        dynamicAnimator?.behaviorsDidChange()
    }

    /// Removes `item` from a subclass's `items`, and re-syncs the animator.
    func remove(_ item: any UIDynamicItem, from items: inout [any UIDynamicItem]) {
        items.removeAll { $0 === item }
        dynamicAnimator?.behaviorsDidChange()
    }

    /// The items this behavior itself moves (the animator adds them to the simulation).
    var dynamicItems: [any UIDynamicItem] { [] }

    /// Applies forces (accelerations) and impulses before integration; `dt` in seconds.
    func applyForces(in world: DynamicsWorld, dt: Double) {}

    /// Corrects positions and velocities after integration (attachments, snapping, collisions).
    func applyConstraints(in world: DynamicsWorld, dt: Double) {}

    /// Whether the behavior still moves things while items are at rest (an active push).
    var keepsRunning: Bool { false }

    /// Whether the behavior's goal holds (a snap at its point); the animator pauses only when every
    /// behavior is settled and every item is still.
    func isSettled(in world: DynamicsWorld) -> Bool { true }

    /// This behavior and its children, depth first.
    var flattened: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.flattened) }
}
#endif
