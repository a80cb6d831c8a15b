#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// Seeded random event sequences against real zoom presentations over a photo grid. CI runs a fixed budget
/// (about 10 s); set `TRANSITIONS_FUZZ_SEQUENCES` (and `TRANSITIONS_FUZZ_SEED`) to run more or another seed.
@MainActor @Suite("Fuzzing zooms", .headlessHygiene)
struct ZoomFuzzTests {
    static let seed: UInt64 = UInt64(ProcessInfo.processInfo.environment["TRANSITIONS_FUZZ_SEED"] ?? "") ?? 0x200D_2026
    static let sequences = Int(ProcessInfo.processInfo.environment["TRANSITIONS_FUZZ_SEQUENCES"] ?? "") ?? 1_000

    @Test("Random zoom sequences keep every invariant")
    func randomSequences() {
        print("zoom fuzz seed \(Self.seed), \(Self.sequences) sequences")
        var random = SeededGenerator(seed: Self.seed)
        for index in 0..<Self.sequences {
            let length = random.int(in: 4...40)
            let events = (0..<length).map { _ in ZoomFuzzEvent.random(using: &random) }
            guard let (step, problem) = ZoomFuzzWorld().run(events) else { continue }
            let minimal = Self.shrink(events)
            let (minimalStep, minimalProblem) = ZoomFuzzWorld().run(minimal) ?? (step, problem)
            Issue.record(
                """
                zoom sequence \(index) (seed \(Self.seed)) failed at step \(step): \(problem)
                minimal sequence (\(minimal.count) steps, fails at step \(minimalStep): \(minimalProblem)):
                \(minimal.map { "    .\($0)," }.joined(separator: "\n"))
                """)
            return
        }
    }

    /// Drops steps while the sequence still fails, one at a time, until no single step can go.
    static func shrink(_ events: [ZoomFuzzEvent]) -> [ZoomFuzzEvent] {
        var current = events
        var changed = true
        while changed {
            changed = false
            for index in current.indices.reversed() where index < current.count {
                var candidate = current
                candidate.remove(at: index)
                if ZoomFuzzWorld().run(candidate) != nil {
                    current = candidate
                    changed = true
                }
            }
        }
        return current
    }
}
#endif
