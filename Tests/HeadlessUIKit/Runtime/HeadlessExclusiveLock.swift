#if os(Linux)
import Foundation

/// A first-come, first-served lock for `HeadlessEnvironment.exclusively(_:)`.
actor HeadlessExclusiveLock {
    static let shared = HeadlessExclusiveLock()
    private var isHeld = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        guard isHeld else {
            isHeld = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty { isHeld = false } else { waiting.removeFirst().resume() }
    }
}
#endif
