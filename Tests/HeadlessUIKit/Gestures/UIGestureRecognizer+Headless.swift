#if os(Linux)
import Foundation

/// A closure run for a recognizer's actions.
///
/// A struct rather than a bare `@MainActor` closure type in `UIGestureRecognizer`'s stored arrays: the
/// recognizer is `@preconcurrency` (as UIKit imports it), and Swift 6.3 mangles a stored property of
/// global-actor function type differently at its declaration and at its uses in such a class (a link error).
struct HeadlessGestureHandler {
    /// The work, run on the main actor with the recognizer as argument.
    let run: @MainActor (UIGestureRecognizer) -> Void
}

extension UIGestureRecognizer {
    /// Creates a recognizer whose actions run `headlessHandler` (Linux-only stand-in for
    /// `init(target:action:)`). Subclasses that do not declare designated initializers inherit it, so
    /// `UIPanGestureRecognizer(headlessHandler:)` works.
    public convenience init(headlessHandler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addHeadlessHandler(headlessHandler)
    }

    /// Adds a closure run for every action (Linux-only stand-in for `addTarget(_:action:)`); handlers run
    /// in the order they were added, with the recognizer as argument.
    public func addHeadlessHandler(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        headlessHandlers.append(HeadlessGestureHandler(run: handler))
    }

    /// The recorded target–action pairs, in the order they were added (Linux-only, for tests).
    /// A target that was a value type or has been deallocated reads as `nil`.
    public var headlessTargetActions: [(target: AnyObject?, action: Selector)] {
        targetActions.map { ($0.target, $0.action) }
    }

    /// Runs the handlers for the current action.
    func sendActions() {
        for handler in systemHandlers {
            handler.run(self)
        }
        for handler in headlessHandlers {
            handler.run(self)
        }
    }
}
extension UIGestureRecognizer: HeadlessGestureAttachable {
    /// Called by `UIView.addGestureRecognizer(_:)` / `removeGestureRecognizer(_:)` with the new view
    /// (`nil` when removed). Leaving a view cancels a gesture in progress and fails a possible one.
    func headlessViewDidChange(to view: UIView?) {
        if attachedView != nil && attachedView !== view {
            GestureEnvironment.shared.recognizerWasRemoved(self)
        }
        attachedView = view
    }
}
#endif
