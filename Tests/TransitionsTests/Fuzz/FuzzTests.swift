#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// Seeded random event sequences against real sheet presentations. CI runs a fixed budget; set
/// `TRANSITIONS_FUZZ_SEQUENCES` (and `TRANSITIONS_FUZZ_SEED`) to run more or another seed.
@MainActor @Suite("Fuzzing sheets", .headlessHygiene)
struct FuzzTests {
    static let seed: UInt64 = UInt64(ProcessInfo.processInfo.environment["TRANSITIONS_FUZZ_SEED"] ?? "") ?? 0x5EED_2026
    static let sequences = Int(ProcessInfo.processInfo.environment["TRANSITIONS_FUZZ_SEQUENCES"] ?? "") ?? 2_000

    @Test("Random sequences keep every invariant")
    func randomSequences() {
        print("fuzz seed \(Self.seed), \(Self.sequences) sequences")
        var random = SeededGenerator(seed: Self.seed)
        for index in 0..<Self.sequences {
            let length = random.int(in: 4...40)
            let events = (0..<length).map { _ in FuzzEvent.random(using: &random) }
            guard let (step, problem) = FuzzWorld().run(events) else { continue }
            let minimal = Self.shrink(events)
            Issue.record(
                """
                sequence \(index) (seed \(Self.seed)) failed at step \(step): \(problem)
                minimal sequence (\(minimal.count) steps):
                \(minimal.map { "    .\($0)," }.joined(separator: "\n"))
                """)
            return
        }
    }

    /// Drops steps while the sequence still fails, one at a time, until no single step can go.
    static func shrink(_ events: [FuzzEvent], pad: Bool = false) -> [FuzzEvent] {
        var current = events
        var changed = true
        while changed {
            changed = false
            for index in current.indices.reversed() {
                var candidate = current
                candidate.remove(at: index)
                if FuzzWorld(pad: pad).run(candidate) != nil {
                    current = candidate
                    changed = true
                }
            }
        }
        return current
    }
}
#endif
