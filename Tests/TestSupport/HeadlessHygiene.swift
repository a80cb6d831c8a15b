// Shared by every test target that runs on HeadlessUIKit (through the TransitionsTestSupport target).
#if canImport(HeadlessUIKit)
import HeadlessUIKit
import Testing

/// Keeps tests that share HeadlessUIKit's process-wide state (the keyboard, the first responder, the main
/// clock, the simulated device and Settings…) independent of the order they run in
/// (docs/testing-on-linux.md, "Keeping tests independent").
///
/// Every suite in a target that uses HeadlessUIKit carries it: `@Suite("…", .headlessHygiene)`. For each test
/// case it
/// 1. waits until no other case carrying the trait, in any test target, is running
///    (`HeadlessEnvironment.exclusively`), so nothing runs between a case and its check (HeadlessUIKit runs on
///    the main actor, so these cases ran one at a time anyway);
/// 2. resets the shared state (a test without the trait, an app's own, may have run since the last reset),
///    runs the case, lets the main clock finish what the case left scheduled, as the run loop would, and fails
///    the case if anything is still changed (`HeadlessEnvironment.leftovers`);
/// 3. resets that state, so the next case starts as at launch whether or not this one cleaned up.
public struct HeadlessHygieneTrait: SuiteTrait, TestTrait, TestScoping {
    /// Applies to every test in a suite that carries it.
    public var isRecursive: Bool { true }

    /// Set inside a case that already holds the lock (a suite nested in another that carries the trait).
    @TaskLocal static var isInside = false

    /// Runs `function` alone, checks for leftovers and resets (see the type's comment).
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        if Self.isInside { return try await function() }
        let (failure, leftovers) = await HeadlessEnvironment.exclusively {
            // A test without the trait (an app's own, as docs/testing-on-linux.md's example) may have run since the
            // last case's reset and moved the clock.
            await MainActor.run { HeadlessEnvironment.reset() }
            var failure: (any Error)?
            do { try await Self.$isInside.withValue(true) { try await function() } } catch { failure = error }
            let leftovers = await MainActor.run {
                HeadlessClock.main.runUntilIdle()
                var found = HeadlessEnvironment.leftovers
                HeadlessEnvironment.reset()
                found += HeadlessEnvironment.leftovers.map { "after the reset, still: \($0)" }
                return found
            }
            return (failure, leftovers)
        }
        if !leftovers.isEmpty {
            Issue.record("\(test.name) left process-wide state behind: \(leftovers.joined(separator: "; "))")
        }
        if let failure { throw failure }
    }
}

extension Trait where Self == HeadlessHygieneTrait {
    /// Runs each test case alone among those carrying the trait, fails it if it leaves HeadlessUIKit's shared
    /// state changed, and resets that state after it.
    public static var headlessHygiene: Self { HeadlessHygieneTrait() }
}
#endif
