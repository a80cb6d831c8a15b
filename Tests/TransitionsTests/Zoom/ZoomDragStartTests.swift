#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// When a drag may start the dismissal: mostly vertical and downward by default, any direction but up while
/// a tracked list is at its top, never while it is scrolled; `interactiveDismissShouldBegin` has the last word.
@MainActor @Suite("Zoom: where a drag may start the dismissal", .headlessHygiene)
struct ZoomDragStartTests {
    static let full = CGRect(x: 0, y: 0, width: 393, height: 852)

    @Test(
        "Sideways drags away from the back or outside the swipe's ±22.5° cone, and upward drags, do nothing",
        arguments: [CGPoint(x: 250, y: 150), CGPoint(x: -250, y: 20), CGPoint(x: 10, y: -300)])
    func defaultPolicy(translation: CGPoint) {
        let fixture = ZoomFixture()
        fixture.present()
        let drag = fixture.drag(by: translation, duration: 0.3, release: false)
        #expect(fixture.zoomFrame == Self.full)
        drag.end()
        fixture.stage.settle()
        #expect(fixture.isPresented)
        #expect(fixture.detail.log == ["viewWillAppear", "viewDidAppear"])
        #expect(!fixture.tiles[7].isHidden)
    }

    @Test(
        "interactiveDismissShouldBegin can veto, and hears the default answer and the touch in the detail's coordinates"
    )
    func veto() {
        let fixture = ZoomFixture()
        var heard: [ZoomTransition.InteractionContext] = []
        fixture.transition.options.interactiveDismissShouldBegin = { context in
            heard.append(context)
            return false
        }
        fixture.present()
        _ = fixture.drag(from: CGPoint(x: 100, y: 300), by: CGPoint(x: 0, y: 300), duration: 0.3)
        fixture.stage.settle()
        #expect(fixture.isPresented)
        #expect(heard.count == 1)
        #expect(heard.first?.willBegin == true)
        let location = heard.first?.location ?? .zero
        #expect(location.x == 100 && location.y >= 310 && location.y <= 320, "where the pan began: \(location)")
        #expect((heard.first?.velocity.y ?? 0) > 500)
    }

    @Test("interactiveDismissShouldBegin can allow what the default refuses (a sideways swipe)")
    func allowSideways() {
        let fixture = ZoomFixture()
        fixture.transition.options.interactiveDismissShouldBegin = { context in
            context.willBegin || abs(context.velocity.x) > 0
        }
        fixture.present()
        _ = fixture.drag(by: CGPoint(x: 300, y: 0), duration: 0.3)
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        expectApproximately(fixture.zoomFrame, fixture.sourceOnScreen, tolerance: 0.01)
    }

    /// A detail screen that is one tall list.
    func listFixture(scrolledTo offset: CGFloat) -> (ZoomFixture, UIScrollView) {
        let fixture = ZoomFixture()
        let list = UIScrollView(frame: Self.full)
        list.contentInsetAdjustmentBehavior = .never
        list.contentSize = CGSize(width: 393, height: 3000)
        list.contentOffset = CGPoint(x: 0, y: offset)
        fixture.detail.view.addSubview(list)
        fixture.transition.options.trackedScrollView = list
        fixture.present()
        return (fixture, list)
    }

    @Test("Tracked list at its top: a downward drag dismisses and the list stays pinned at its top")
    func listAtTopDown() {
        let (fixture, list) = listFixture(scrolledTo: 0)
        #expect(fixture.zoom?.trackedScrollView === list)
        let drag = fixture.drag(by: CGPoint(x: 0, y: 260), duration: 0.4, release: false)
        #expect(list.contentOffset.y == 0)
        #expect(fixture.zoomFrame.width < 393)
        drag.end()
        fixture.stage.settle()
        #expect(!fixture.isPresented)
    }

    @Test("Tracked list at its top: a sideways drag dismisses too")
    func listAtTopSideways() {
        let (fixture, _) = listFixture(scrolledTo: 0)
        _ = fixture.drag(by: CGPoint(x: 300, y: 20), duration: 0.3)
        fixture.stage.settle()
        #expect(!fixture.isPresented)
    }

    @Test("Tracked list at its top: an upward drag scrolls the list")
    func listAtTopUp() {
        let (fixture, list) = listFixture(scrolledTo: 0)
        _ = fixture.drag(by: CGPoint(x: 0, y: -200), duration: 0.3)
        fixture.stage.settle()
        #expect(fixture.isPresented)
        #expect(list.contentOffset.y > 100)
        #expect(fixture.zoomFrame == Self.full)
    }

    @Test("Tracked list scrolled down: a downward drag scrolls the list back, nothing is dismissed")
    func listScrolled() {
        let (fixture, list) = listFixture(scrolledTo: 600)
        _ = fixture.drag(by: CGPoint(x: 0, y: 200), duration: 0.3)
        fixture.stage.settle()
        #expect(fixture.isPresented)
        #expect(list.contentOffset.y < 500)
        #expect(fixture.zoomFrame == Self.full)
    }
}

/// User dismissals follow UIKit's rules for sheets (since iOS 13), through the transition's adaptive delegate.
@MainActor @Suite("Zoom: user dismissal rules", .headlessHygiene)
struct ZoomUserDismissalTests {
    func present(modal: Bool = false, allows: Bool = true) -> (ZoomFixture, RecordingSheetDelegate) {
        let fixture = ZoomFixture()
        let delegate = RecordingSheetDelegate()
        delegate.allowsDismissal = allows
        fixture.detail.isModalInPresentation = modal
        fixture.transition.delegate = delegate
        fixture.present()
        return (fixture, delegate)
    }

    @Test("Allowed drag: should → will → (transition) → did")
    func allowed() {
        let (fixture, delegate) = present()
        _ = fixture.drag(by: CGPoint(x: 0, y: 300), duration: 0.3)
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        #expect(delegate.log == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test("isModalInPresentation: the screen follows the finger, springs back, only didAttemptToDismiss")
    func modal() {
        let (fixture, delegate) = present(modal: true)
        let drag = fixture.drag(by: CGPoint(x: 0, y: 300), duration: 0.3, release: false)
        #expect(fixture.zoomFrame.width < 393, "still follows the finger")
        drag.end()
        fixture.stage.settle()
        #expect(fixture.isPresented)
        #expect(fixture.zoomFrame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(delegate.log == ["didAttemptToDismiss"])
        #expect(fixture.detail.log == ["viewWillAppear", "viewDidAppear"])
        #expect(!fixture.tiles[7].isHidden)
    }

    @Test("presentationControllerShouldDismiss false: should → didAttempt, springs back")
    func refused() {
        let (fixture, delegate) = present(allows: false)
        _ = fixture.drag(by: CGPoint(x: 0, y: 300), duration: 0.3)
        fixture.stage.settle()
        #expect(fixture.isPresented)
        #expect(delegate.log == ["shouldDismiss", "didAttemptToDismiss"])
    }

    @Test("A blocked drag that would not have dismissed reports nothing")
    func blockedShortDrag() {
        let (fixture, delegate) = present(modal: true)
        let drag = fixture.drag(by: CGPoint(x: 0, y: 30), duration: 0.3, release: false)
        drag.move(by: .zero, duration: 0.2, steps: 12)
        drag.end()
        fixture.stage.settle()
        #expect(delegate.log.isEmpty)
    }

    @Test("VoiceOver's escape gesture dismisses through the same rules")
    func escape() {
        let (fixture, delegate) = present()
        #expect(HeadlessAccessibility.performEscape(from: fixture.detail.view))
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        #expect(delegate.log == ["shouldDismiss", "willDismiss", "didDismiss"])
        expectApproximately(fixture.zoomFrame, fixture.sourceOnScreen, tolerance: 0.01)
    }

    @Test("Programmatic dismissal reports nothing to the delegate")
    func programmatic() {
        let (fixture, delegate) = present()
        fixture.detail.dismiss(animated: true)
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        #expect(delegate.log.isEmpty)
    }
}
#endif
