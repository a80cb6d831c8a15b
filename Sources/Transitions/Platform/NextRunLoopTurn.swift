#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Runs `work` on the main thread's next run-loop turn: after everything UIKit finishes in the current one (a
/// transition's end runs its coordinator's completions before it clears its bookkeeping, so UIKit still refuses
/// a dismissal asked for from there). On Linux, HeadlessUIKit's virtual clock runs the next turn.
@MainActor func onNextRunLoopTurn(_ work: @escaping @MainActor () -> Void) {
    #if canImport(UIKit)
    Task { @MainActor in work() }
    #else
    HeadlessClock.main.schedule(after: 0, work)
    #endif
}
#endif
