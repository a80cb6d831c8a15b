#if os(Linux)
import Foundation

/// Linux-only: the registrations and reuse queues of a table or collection view.
///
/// A registered identifier has a factory (UIKit instantiates the registered class); views leaving the
/// screen wait, hidden, in the queue of their reuse identifier until dequeued again. Views stay subviews
/// of the list while queued, so reuse never re-enters them into the hierarchy.
@MainActor final class HeadlessReusePool<View: UIView> {
    private var factories: [String: @MainActor (String) -> View] = [:]
    private var queues: [String: [View]] = [:]

    /// Registers (or, with `nil`, unregisters) the factory for `identifier`; queued views stay.
    func register(_ identifier: String, factory: (@MainActor (String) -> View)?) {
        factories[identifier] = factory
    }

    /// Whether a class was registered for `identifier`.
    func isRegistered(_ identifier: String) -> Bool { factories[identifier] != nil }

    /// A queued view for `identifier`, most recently enqueued first, or `nil`.
    func dequeue(_ identifier: String) -> View? {
        guard var queue = queues[identifier], let view = queue.popLast() else { return nil }
        queues[identifier] = queue
        view.isHidden = false
        return view
    }

    /// A new view from the registered factory, or `nil` when nothing is registered.
    func make(_ identifier: String) -> View? {
        factories[identifier]?(identifier)
    }

    /// Hides `view` and queues it under `identifier`.
    func enqueue(_ view: View, identifier: String) {
        view.isHidden = true
        queues[identifier, default: []].append(view)
    }

    /// How many views wait in every queue.
    var queuedCount: Int { queues.values.reduce(0) { $0 + $1.count } }

    /// Removes every queued view from the hierarchy and empties the queues.
    func drain() {
        for view in queues.values.joined() { view.removeFromSuperview() }
        queues.removeAll()
    }
}
#endif
