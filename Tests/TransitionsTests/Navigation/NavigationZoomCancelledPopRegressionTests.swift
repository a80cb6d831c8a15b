#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// The last defect of the navigation zoom's second copy of the engine, found by the navigation zoom fuzzer
/// (`TRANSITIONS_FUZZ_SEED=777`, sequence 40 of 8,000) and cut down to six steps: a screen pushed and popped again
/// (without animation) while a zoom push opens, then a drag that takes the opening and springs back. The push, the pop
/// and the drag's pop become one transition, which the spring back cancels; the popped screen stayed a child of the
/// navigation controller, alive, because HeadlessUIKit's cancelled transition forgot the controllers the change had
/// already removed (docs/headless-uikit.md, "Navigation"). The product was right; the stand-in was wrong.
@MainActor @Suite("Navigation zoom regression: a screen popped under a cancelled drag is released", .headlessHygiene)
struct NavigationZoomCancelledPopRegressionTests {
    @Test("The fuzzer's six steps (seed 777, sequence 40) keep every invariant at rest")
    func fuzzerSixSteps() {
        let events: [NavigationZoomFuzzEvent] = [
            .push(tile: 9, animated: true, fade: false),
            .edgeSwipe(dx: 386.45176559877603, steps: 9),
            .push(tile: 10, animated: true, fade: false),
            .wait(0.2559848218523345),
            .pop(animated: false, toRoot: false),
            .drag(
                x: 0.8444720954294753, y: 0.442075938487143, dx: 36.26219889599567, dy: 260.12109960825137,
                steps: 0, cancel: false),
        ]
        let world = NavigationZoomFuzzWorld()
        let problem = world.run(events)
        #expect(problem == nil, "\(problem.map { "step \($0.0): \($0.1)" } ?? "")")
        #expect(world.f.navigation.viewControllers.count == 2)
        #expect(world.f.navigation.children.count == 2)
    }

    @Test("A screen pushed and popped while a zoom push opens, then a drag that springs back: the screen is released")
    func poppedScreenReleased() {
        let f = NavigationZoomFixture()
        weak var weakSecond: UIViewController?
        do {
            let second = UIViewController()
            weakSecond = second
            f.navigation.pushViewController(f.detail, using: f.makeZoom(), animated: true)
            f.advance(0.15)  // the zoom is opening
            f.navigation.pushViewController(second, animated: true)  // waits for the opening
            f.navigation.popViewController(animated: false)  // so does this
        }
        // A drag down takes the opening (the push completes, the queued push and pop run, the drag's pop starts);
        // brought back up and let go moving up, it springs back: the drag's pop is cancelled.
        let drag = f.drag(by: CGPoint(x: 0, y: 120), duration: 0.2, release: false)
        drag.move(by: CGPoint(x: 0, y: -110), duration: 0.2, steps: 12)
        drag.end()
        f.settle()
        let expected = [f.grid, f.detail].map(ObjectIdentifier.init)
        #expect(f.isPushed, "the drag sprang back")
        #expect(f.navigation.viewControllers.map(ObjectIdentifier.init) == expected)
        #expect(f.navigation.children.map(ObjectIdentifier.init) == expected)
        #expect(weakSecond == nil, "the popped screen is released")
        #expect(f.navigation.view.subviews.first?.subviews.count == 1, "only the detail's view in the container")
        #expect(f.detail.view.frame == f.navigation.view.bounds)
    }
}
#endif
