#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// The sheet fuzzer on an iPad in multitasking: floating sheets anchored to a control in the lower half of a window
/// that starts 120 pt below the screen's top, with docked, floating and undocked keyboards whose frames come in
/// screen coordinates (UIKit's `keyboardFrameEndUserInfoKey`: "The keyboard’s frame uses the screen’s coordinate
/// space"). On top of every invariant of the iPhone fuzzer: at rest with a docked keyboard up, no sheet reaches below
/// the keyboard's top edge. `TRANSITIONS_FUZZ_SEED` picks another seed, `TRANSITIONS_PAD_FUZZ_SEQUENCES` another count (default 600).
@MainActor @Suite("Fuzzing sheets on an iPad in multitasking", .headlessHygiene)
struct PadFuzzTests {
    static let sequences = Int(ProcessInfo.processInfo.environment["TRANSITIONS_PAD_FUZZ_SEQUENCES"] ?? "") ?? 600

    @Test("Random sequences keep every invariant: anchored sheets, keyboards in screen coordinates, a lowered window")
    func randomSequences() {
        let seed = FuzzTests.seed ^ 0x1_9AD
        print("iPad fuzz seed \(seed), \(Self.sequences) sequences")
        var random = SeededGenerator(seed: seed)
        for index in 0..<Self.sequences {
            let length = random.int(in: 4...40)
            let events = (0..<length).map { _ in FuzzEvent.random(using: &random) }
            guard let (step, problem) = FuzzWorld(pad: true).run(events) else { continue }
            let minimal = FuzzTests.shrink(events, pad: true)
            Issue.record(
                """
                iPad sequence \(index) (seed \(seed)) failed at step \(step): \(problem)
                minimal sequence (\(minimal.count) steps):
                \(minimal.map { "    .\($0)," }.joined(separator: "\n"))
                """)
            return
        }
    }
}
#endif
