#if os(Linux)
import Foundation

/// Groups layer changes and explicit animations (Core Animation's `CATransaction`).
///
/// HeadlessUIKit models what UIKit code relies on: nested `begin()`/`commit()`, the completion block (run
/// once every explicit animation added inside the transaction has stopped, or on the next run-loop turn
/// when there were none) and the stored `animationDuration`, `animationTimingFunction` and
/// `disableActions` (standalone layers never animate implicitly; `disableActions` also keeps changes made inside a
/// `UIView` animation block from animating, as UIKit's block animations are layer actions).
public final class CATransaction: NSObject {
    @MainActor final class Frame {
        var completion: (@MainActor () -> Void)?
        var duration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var disableActions = false
        var pending: [ObjectIdentifier] = []
        var committed = false

        func finishIfDone() {
            guard committed, pending.isEmpty, let completion else { return }
            self.completion = nil
            completion()
        }
    }

    @MainActor static var stack: [Frame] = []

    /// Opens a transaction (nested transactions are allowed).
    @MainActor public class func begin() { stack.append(Frame()) }

    /// Closes the innermost transaction; its completion block runs when its animations have stopped.
    @MainActor public class func commit() {
        guard let frame = stack.popLast() else { return }
        frame.committed = true
        if !frame.pending.isEmpty { pendingFrames.append(frame) }
        if frame.pending.isEmpty {
            HeadlessClock.main.schedule(after: 0) { frame.finishIfDone() }
        }
    }

    /// Runs pending work now (nothing to do: HeadlessUIKit renders nothing).
    @MainActor public class func flush() {}

    /// The innermost transaction's animation duration; default 0.25 s.
    @MainActor public class func animationDuration() -> CFTimeInterval { stack.last?.duration ?? 0.25 }

    /// Sets the innermost transaction's animation duration (stored).
    @MainActor public class func setAnimationDuration(_ dur: CFTimeInterval) { stack.last?.duration = dur }

    /// The innermost transaction's timing function; default `nil`.
    @MainActor public class func animationTimingFunction() -> CAMediaTimingFunction? { stack.last?.timingFunction }

    /// Sets the innermost transaction's timing function (stored).
    @MainActor public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        stack.last?.timingFunction = function
    }

    /// Whether implicit actions are disabled; default `false`.
    @MainActor public class func disableActions() -> Bool { stack.last?.disableActions ?? false }

    /// Disables implicit actions in the innermost transaction (stored).
    @MainActor public class func setDisableActions(_ flag: Bool) { stack.last?.disableActions = flag }

    /// The innermost transaction's completion block.
    @MainActor public class func completionBlock() -> (@MainActor () -> Void)? { stack.last?.completion }

    /// Sets the block run when the innermost transaction's animations have all stopped.
    @MainActor public class func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        stack.last?.completion = block
    }

    @MainActor static func register(_ entry: ExplicitLayerAnimation) {
        for frame in stack {
            if frame.pending.isEmpty { frame.pending.reserveCapacity(8) }  // one allocation for a settle's animations
            frame.pending.append(ObjectIdentifier(entry))
        }
    }

    @MainActor static func animationDidEnd(_ entry: ExplicitLayerAnimation) {
        let id = ObjectIdentifier(entry)
        for frame in pendingFrames where frame.pending.contains(id) {
            frame.pending.removeAll { $0 == id }
            frame.finishIfDone()
        }
        pendingFrames.removeAll { $0.pending.isEmpty && $0.committed }
    }

    /// Committed transactions still waiting for animations.
    @MainActor static var pendingFrames: [Frame] = []
}
#endif
