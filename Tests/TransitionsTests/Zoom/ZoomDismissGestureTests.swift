#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// The modal zoom's one-finger ways out, driven through HeadlessUIKit's recognizers with simulated fingers: the
/// downward pan, the back swipe from the leading edge and the swipe from anywhere; their vetoes, cancels, a
/// source that moves or vanishes mid-gesture, the list at its top, and no leaks afterwards.
@MainActor @Suite("Zoom: the gestures that dismiss", .headlessHygiene)
struct ZoomDismissGestureTests {
    static let full = CGRect(x: 0, y: 0, width: 393, height: 852)

    enum Gesture: String, CaseIterable, Sendable {
        case pan, edgeSwipe, contentSwipe
        var start: CGPoint {
            switch self {
            case .pan, .contentSwipe: return CGPoint(x: 196, y: 430)
            case .edgeSwipe: return CGPoint(x: 4, y: 430)
            }
        }
        /// A move that commits (well past each threshold).
        var commit: CGPoint { self == .pan ? CGPoint(x: 0, y: 300) : CGPoint(x: 260, y: 0) }
        /// A move past the dead zone that does not commit when let go at rest.
        var short: CGPoint { self == .pan ? CGPoint(x: 0, y: 80) : CGPoint(x: 80, y: 0) }
        var kind: ZoomDismissGesture {
            switch self {
            case .pan: return .pan
            case .edgeSwipe: return .edgeSwipe
            case .contentSwipe: return .contentSwipe
            }
        }
    }

    /// Drags from `gesture.start` by `translation` and holds still before lifting (no fling).
    func drag(_ fixture: ZoomFixture, _ gesture: Gesture, by translation: CGPoint) -> SimulatedDrag {
        let drag = fixture.drag(from: gesture.start, by: translation, duration: 0.3, release: false)
        drag.move(by: .zero, duration: 0.15, steps: 9)
        return drag
    }

    @Test("Each gesture shrinks the card and a release past its threshold lands it in the tile", arguments: Gesture.allCases)
    func commits(gesture: Gesture) {
        let fixture = ZoomFixture()
        fixture.present()
        let drag = drag(fixture, gesture, by: gesture.commit)
        #expect(fixture.zoomFrame.width < 393 * 0.8, "shrunk: \(fixture.zoomFrame)")
        #expect(fixture.tiles[7].isHidden)
        drag.end()
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        expectApproximately(fixture.zoomFrame, fixture.sourceOnScreen, tolerance: 0.01)
        #expect(!fixture.tiles[7].isHidden)
    }

    @Test("Each gesture let go short of its threshold springs back, full screen", arguments: Gesture.allCases)
    func cancels(gesture: Gesture) {
        let fixture = ZoomFixture()
        fixture.present()
        let drag = drag(fixture, gesture, by: gesture.short)
        #expect(fixture.zoomFrame.width < 393)
        drag.end()
        fixture.stage.settle()
        #expect(fixture.isPresented)
        #expect(fixture.zoomFrame == Self.full)
        #expect(!fixture.tiles[7].isHidden)
    }

    @Test("interactiveDismissShouldBegin hears which gesture asks, and its veto holds", arguments: Gesture.allCases)
    func veto(gesture: Gesture) {
        let fixture = ZoomFixture()
        var heard: [ZoomDismissGesture] = []
        fixture.transition.options.interactiveDismissShouldBegin = { context in
            if context.willBegin { heard.append(context.gesture) }
            return false
        }
        fixture.present()
        let drag = drag(fixture, gesture, by: gesture.commit)
        #expect(fixture.zoomFrame == Self.full)
        drag.end()
        fixture.stage.settle()
        #expect(fixture.isPresented)
        #expect(heard.contains(gesture.kind), "heard \(heard)")
    }

    @Test("The pan's dead zone: 15 pt down leaves the card still, 40 pt moves it")
    func deadZone() {
        let fixture = ZoomFixture()
        fixture.present()
        let drag = fixture.drag(by: CGPoint(x: 0, y: 15), duration: 0.1, release: false)
        #expect(fixture.zoomFrame == Self.full)
        drag.move(by: CGPoint(x: 0, y: 25), duration: 0.1, steps: 6)
        #expect(fixture.zoomFrame.width < 393)
        drag.end()
        fixture.stage.settle()
    }

    @Test("A pan let go moving up at 800 pt/s from deep down still lands (no fling rule)")
    func upwardReleaseLands() {
        let fixture = ZoomFixture()
        fixture.present()
        let drag = fixture.drag(by: CGPoint(x: 0, y: 340), duration: 0.4, release: false)
        drag.move(by: CGPoint(x: 0, y: -40), duration: 0.05, steps: 3)  // 800 pt/s up
        drag.end()
        fixture.stage.settle()
        #expect(!fixture.isPresented)
    }

    @Test("A source that moves mid-gesture is landed on where it is now", arguments: Gesture.allCases)
    func sourceMoves(gesture: Gesture) {
        let fixture = ZoomFixture()
        fixture.present()
        let drag = drag(fixture, gesture, by: gesture.commit)
        fixture.tiles[7].frame.origin.y += 90
        drag.end()
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        expectApproximately(fixture.zoomFrame, fixture.sourceOnScreen, tolerance: 0.01)
    }

    @Test("A source that vanishes mid-gesture: the card shrinks and fades instead", arguments: Gesture.allCases)
    func sourceVanishes(gesture: Gesture) {
        let fixture = ZoomFixture()
        fixture.present()
        let drag = drag(fixture, gesture, by: gesture.commit)
        fixture.tiles[7].removeFromSuperview()
        drag.end()
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        #expect((fixture.shownAlpha ?? 1) < 0.01)
    }

    @Test("After each gesture's dismissal nothing of the presentation is left alive", arguments: Gesture.allCases)
    func noLeaks(gesture: Gesture) {
        weak var weakDetail: UIViewController?
        weak var weakPresentation: UIPresentationController?
        weak var weakTransition: ZoomTransition?
        do {
            let fixture = ZoomFixture()
            fixture.present()
            weakDetail = fixture.detail
            weakPresentation = fixture.zoom
            weakTransition = fixture.transition
            drag(fixture, gesture, by: gesture.commit).end()
            fixture.stage.settle()
            #expect(!fixture.isPresented)
        }
        HeadlessClock.main.runUntilIdle()
        #expect(weakDetail == nil && weakPresentation == nil && weakTransition == nil)
    }

    // MARK: The list at its top, without naming it

    func listFixture(scrolledTo offset: CGFloat) -> (ZoomFixture, UIScrollView) {
        let fixture = ZoomFixture()
        let list = UIScrollView(frame: Self.full)
        list.contentInsetAdjustmentBehavior = .never
        list.contentSize = CGSize(width: 393, height: 3000)
        list.contentOffset = CGPoint(x: 0, y: offset)
        let wrapper = UIView(frame: Self.full)
        wrapper.addSubview(list)
        fixture.detail.view.addSubview(wrapper)
        fixture.present()
        return (fixture, list)
    }

    @Test("A list at its top the app did not name: a downward drag dismisses and the list does not bounce")
    func unnamedListAtTop() {
        let (fixture, list) = listFixture(scrolledTo: 0)
        #expect(fixture.transition.options.trackedScrollView == nil)
        let drag = fixture.drag(by: CGPoint(x: 0, y: 260), duration: 0.4, release: false)
        #expect(list.contentOffset.y == 0, "pinned at its top")
        #expect(fixture.zoomFrame.width < 393)
        drag.end()
        fixture.stage.settle()
        #expect(!fixture.isPresented)
    }

    @Test("A list scrolled down the app did not name: a downward drag scrolls it, nothing is dismissed")
    func unnamedListScrolled() {
        let (fixture, list) = listFixture(scrolledTo: 600)
        _ = fixture.drag(by: CGPoint(x: 0, y: 200), duration: 0.3)
        fixture.stage.settle()
        #expect(fixture.isPresented)
        #expect(list.contentOffset.y < 500)
        #expect(fixture.zoomFrame == Self.full)
    }

    @Test("A horizontal pager keeps a swipe it can scroll, and yields the swipe on its first page")
    func pagerYields() {
        for page in [CGFloat(1), 0] {
            let fixture = ZoomFixture()
            let pager = UIScrollView(frame: CGRect(x: 0, y: 300, width: 393, height: 300))
            pager.contentInsetAdjustmentBehavior = .never
            pager.contentSize = CGSize(width: 393 * 3, height: 300)
            pager.contentOffset = CGPoint(x: 393 * page, y: 0)
            fixture.detail.view.addSubview(pager)
            fixture.present()
            _ = fixture.drag(from: CGPoint(x: 150, y: 430), by: CGPoint(x: 260, y: 0), duration: 0.3)
            fixture.stage.settle()
            #expect(fixture.isPresented == (page == 1), "page \(page)")
            if page == 1 { #expect(pager.contentOffset.x < 393, "the pager scrolled") }
        }
    }
}
#endif
