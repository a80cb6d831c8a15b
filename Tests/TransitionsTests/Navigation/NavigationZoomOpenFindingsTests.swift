#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// What the navigation zoom fuzzer found and is not fixed yet, kept as a known issue so it stays visible and
/// this test fails (unexpectedly passing) once it is fixed. Found with `TRANSITIONS_FUZZ_SEED=777` (sequence 40 of
/// 8,000), then cut down to these six steps.
@MainActor @Suite("Navigation zoom: open fuzzer findings", .headlessHygiene)
struct NavigationZoomOpenFindingsTests {
    @Test("A non-animated pop while a zoom push opens, then a drag: the popped screen stays a child of the stack")
    func poppedScreenStaysAChild() {
        let events: [NavigationZoomFuzzEvent] = [
            .push(tile: 9, animated: true, fade: false),
            .edgeSwipe(dx: 386.45176559877603, steps: 9),
            .push(tile: 10, animated: true, fade: false),
            .wait(0.2559848218523345),
            .pop(animated: false, toRoot: false),
            .drag(x: 0.8444720954294753, y: 0.442075938487143, dx: 36.26219889599567, dy: 260.12109960825137, steps: 0,
                  cancel: false),
        ]
        let world = NavigationZoomFuzzWorld()
        let problem = world.run(events)
        withKnownIssue("at rest the navigation controller has 3 children for a 2-screen stack") {
            #expect(problem == nil, "\(problem.map { "step \($0.0): \($0.1)" } ?? "")")
        }
    }
}
#endif
