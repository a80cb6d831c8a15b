#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// Found by the navigation zoom fuzzer (seed 0x4E41_5621, sequence 238 of 300) and cut down to four steps: a zoom
/// push still opening (the grid below receded under the card), the app's own delegate put in place of the
/// library's, then a short swipe from the leading edge. The swipe takes the opening: the push completes where the
/// zoom is and the swipe asks for a pop, which UIKit runs as its own slide (the app's delegate offers no zoom), so
/// the zoom's scene is never staged again. The push's completion took the scene out of the container without
/// making the grid whole: the grid came back as the top screen still scaled down.
@MainActor @Suite("Navigation zoom regression: the covered page is whole when a swipe ends the push", .headlessHygiene)
struct NavigationZoomCoveredPageRegressionTests {
    @Test("The fuzzer's four steps keep every invariant at rest")
    func fuzzerFourSteps() {
        let events: [NavigationZoomFuzzEvent] = [
            .push(tile: 1, animated: true, fade: false),
            .wait(0.41084360067757925),
            .replaceDelegate,
            .edgeSwipe(dx: 98.25805825180801, steps: 10),
        ]
        let world = NavigationZoomFuzzWorld()
        defer { world.tearDown() }
        let problem = world.run(events)
        #expect(problem == nil, "\(problem.map { "step \($0.0): \($0.1)" } ?? "")")
    }

    @Test("A swipe that takes an opening zoom push under the app's own delegate leaves the page below whole")
    func pageBelowWholeAfterSwipeDuringOpening() {
        let f = NavigationZoomFixture()
        let app = AppNavigationDelegate()
        f.push(settle: false)
        f.advance(0.4)
        let grid = f.grid.view!
        #expect(grid.transform.a < 1, "the grid recedes under the opening card: \(grid.transform.a)")
        f.navigation.delegate = app
        let swipe = f.window.beginSimulatedDrag(at: CGPoint(x: 3, y: 400))
        swipe.move(by: CGPoint(x: 98, y: 0), duration: 10.0 / 60, steps: 10)
        swipe.end()
        f.settle()
        #expect(f.navigation.topViewController === f.grid, "the swipe popped the detail")
        #expect(grid.transform.isIdentity, "the grid is whole: \(grid.transform)")
        #expect(grid.frame == f.navigation.view.bounds)
        #expect(!f.tiles[7].isHidden)
    }
}
#endif
