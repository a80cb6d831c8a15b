#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

@MainActor @Suite("Sheet features", .headlessHygiene)
struct SheetFeatureTests {
    func listSheet(_ stage: Stage, expands: Bool = true) -> (UIViewController, UIScrollView) {
        let controller = UIViewController()
        let list = UIScrollView(frame: CGRect(x: 0, y: 40, width: 393, height: 700))
        list.contentSize = CGSize(width: 393, height: 3000)
        controller.view.addSubview(list)
        let transition = SheetTransition(detents: [.medium(), .large()])
        transition.prefersScrollingExpandsWhenScrolledToEdge = expands
        transition.configure = { $0.trackedScrollView = list }
        stage.present(controller, using: transition)
        return (controller, list)
    }

    @Test("Scrolling up in the list first expands the sheet, then scrolls")
    func scrollExpands() {
        let stage = Stage()
        let (controller, list) = listSheet(stage)
        let mediumTop = stage.sheetFrame(controller).minY
        let drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: mediumTop + 200))
        drag.move(by: CGPoint(x: 0, y: -100), duration: 0.2, steps: 12)
        #expect(stage.sheetFrame(controller).minY < mediumTop - 60)
        #expect(list.contentOffset.y == 0)
        drag.end()
        stage.settle()
    }

    @Test("A list scrolled away from its top scrolls on finger up; the sheet stays at medium (UIKit: \"scrolled to top\")")
    func scrollExpandsOnlyFromTheTop() {
        let stage = Stage()
        let (controller, list) = listSheet(stage)
        list.contentOffset = CGPoint(x: 0, y: 120)
        let mediumTop = stage.sheetFrame(controller).minY
        let drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: mediumTop + 200))
        drag.move(by: CGPoint(x: 0, y: -100), duration: 0.2, steps: 12)
        #expect(stage.sheetFrame(controller).minY == mediumTop)
        #expect(list.contentOffset.y > 170, "the list scrolled instead")
        drag.end()
        stage.settle()
        #expect(controller.sheet?.selectedDetentIdentifier != .large)
    }

    @Test("Without scrolling-expands the list scrolls and the sheet stays")
    func scrollDoesNotExpand() {
        let stage = Stage()
        let (controller, list) = listSheet(stage, expands: false)
        let mediumTop = stage.sheetFrame(controller).minY
        let drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: mediumTop + 200))
        drag.move(by: CGPoint(x: 0, y: -100), duration: 0.2, steps: 12)
        #expect(stage.sheetFrame(controller).minY == mediumTop)
        #expect(list.contentOffset.y > 50)
        drag.end()
        stage.settle()
    }

    @Test("Dragging down a scrolled list scrolls it back first; the sheet moves only from the top")
    func dismissOnlyAtTop() {
        let stage = Stage()
        let (controller, list) = listSheet(stage)
        controller.sheet?.selectedDetentIdentifier = .large
        list.contentOffset = CGPoint(x: 0, y: 80)
        let top = stage.sheetFrame(controller).minY
        let drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: top + 300))
        drag.move(by: CGPoint(x: 0, y: 60), duration: 0.1, steps: 6)
        #expect(stage.sheetFrame(controller).minY == top)
        #expect(list.contentOffset.y < 80)
        drag.move(by: CGPoint(x: 0, y: 150), duration: 0.25, steps: 15)
        #expect(list.contentOffset.y == 0)
        #expect(stage.sheetFrame(controller).minY > top + 50)
        drag.end()
        stage.settle()
    }

    @Test("The tracked scroll view can change while presented (tabs)")
    func changeTrackedScrollView() {
        let stage = Stage()
        let (controller, first) = listSheet(stage, expands: false)
        let second = UIScrollView(frame: first.frame)
        second.contentSize = CGSize(width: 393, height: 3000)
        first.isHidden = true
        controller.view.addSubview(second)
        controller.sheet?.trackedScrollView = second
        let top = stage.sheetFrame(controller).minY
        let drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: top + 200))
        drag.move(by: CGPoint(x: 0, y: 120), duration: 0.2, steps: 12)
        #expect(stage.sheetFrame(controller).minY > top + 60)
        drag.end()
        stage.settle()
    }

    @Test("A horizontal scroll view inside the sheet keeps scrolling horizontally; the sheet stays")
    func horizontalScroll() {
        let stage = Stage()
        let controller = UIViewController()
        let carousel = UIScrollView(frame: CGRect(x: 0, y: 60, width: 393, height: 120))
        carousel.contentSize = CGSize(width: 2000, height: 120)
        controller.view.addSubview(carousel)
        stage.present(controller, using: SheetTransition(detents: [.medium(), .large()]))
        let top = stage.sheetFrame(controller).minY
        let drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 300, y: top + 100))
        drag.move(by: CGPoint(x: -150, y: 4), duration: 0.2, steps: 12)
        drag.end()
        stage.settle()
        #expect(carousel.contentOffset.x > 100)
        #expect(stage.sheetFrame(controller).minY == top)
    }

    /// UIKit: "The system-defined medium detent is inactive in compact height." The selection is kept: the
    /// sheet rests at the smallest active detent (large) in landscape and returns to medium in portrait.
    @Test("Rotation: medium is inactive in landscape (the sheet rests at large, full safe-area width) and comes back")
    func rotation() {
        let stage = Stage()
        let controller = UIViewController()
        let transition = SheetTransition(detents: [.medium(), .large()])
        transition.selectedDetentIdentifier = .medium
        transition.prefersEdgeAttachedInCompactHeight = true
        stage.present(controller, using: transition)
        let portraitTop = stage.sheetFrame(controller).minY
        stage.rotate(toLandscape: true)
        stage.settle()
        let frame = stage.sheetFrame(controller)
        #expect(controller.sheet?.selectedDetentIdentifier == .medium, "the app's selection is kept")
        #expect(controller.sheet?.resolvedDetents.map(\.identifier) == [.large])
        #expect(frame.maxY == 393)
        #expect(isApproximately(frame.width, 734, tolerance: 0.5), "the container's safe-area width, 852 − 59 − 59")
        #expect(frame.minY == 10, "at the large detent: 10 pt below the top safe area")
        stage.rotate(toLandscape: false)
        stage.settle()
        #expect(
            isApproximately(stage.sheetFrame(controller).minY, portraitTop, tolerance: 0.5),
            "back at medium in portrait")
    }

    @Test("Regular width (iPad) shows a floating sheet of limited width, not a popover")
    func padFloating() {
        let stage = Stage(device: .iPadPro12_9)  // regular width and height
        let controller = UIViewController()
        stage.present(controller, using: SheetTransition(detents: [.height(500)]))
        let frame = stage.sheetFrame(controller)
        #expect(frame.width == 580, "UIKit's form sheet width for a 1366 pt screen")
        #expect(frame.midX == 512)
        #expect(frame.height == 500)
    }

    @Test("VoiceOver: the grabber is adjustable; increment/decrement change detent and announce")
    func voiceOverGrabber() {
        let stage = Stage()
        let controller = UIViewController()
        let delegate = RecordingSheetDelegate()
        let transition = SheetTransition(detents: [.medium(), .large()])
        transition.prefersGrabberVisible = true
        transition.delegate = delegate
        stage.present(controller, using: transition)
        let grabber = try! #require(
            controller.sheet?.presentedView?.subviews.first { $0.accessibilityTraits.contains(.adjustable) })
        #expect(grabber.isAccessibilityElement)
        #expect(grabber.accessibilityValue == "Detent 1 of 2, collapsed")
        grabber.accessibilityIncrement()
        stage.settle()
        #expect(controller.sheet?.selectedDetentIdentifier == .large)
        #expect(stage.sheetFrame(controller).minY == CGFloat(59 + 10))
        #expect(HeadlessAccessibility.announcements.last == "Detent 2 of 2, expanded")
        #expect(delegate.log == ["didChangeSelectedDetent:\(Detent.Identifier.large.rawValue)"])
        grabber.accessibilityDecrement()
        stage.settle()
        #expect(controller.sheet?.selectedDetentIdentifier == .medium)
    }

    @Test("VoiceOver escape dismisses when allowed, and only reports an attempt when modal")
    func escape() {
        let stage = Stage()
        let controller = UIViewController()
        controller.isModalInPresentation = true
        let delegate = RecordingSheetDelegate()
        let transition = SheetTransition(detents: [.medium()])
        transition.delegate = delegate
        stage.present(controller, using: transition)
        #expect(controller.sheet!.presentedView!.accessibilityPerformEscape())
        stage.settle()
        #expect(stage.root.presentedViewController === controller)
        #expect(delegate.log == ["didAttemptToDismiss"])
        controller.isModalInPresentation = false
        #expect(controller.sheet!.presentedView!.accessibilityPerformEscape())
        stage.settle()
        #expect(stage.root.presentedViewController == nil)
    }

    @Test("Reduce Motion: the sheet cross-fades in place instead of sliding")
    func reduceMotion() {
        let stage = Stage()
        HeadlessAccessibility.setReduceMotionEnabled(true)
        defer { HeadlessAccessibility.setReduceMotionEnabled(false) }
        let controller = UIViewController()
        stage.root.present(controller, using: SheetTransition(detents: [.height(300)]))
        stage.advance(0.1)
        let view = controller.sheet!.presentedView!
        #expect(stage.visibleHeight(controller) == 300)
        #expect(view.alpha > 0 && view.alpha < 1)
        stage.settle()
        #expect(view.alpha == 1)
        controller.dismiss(animated: true)
        stage.advance(0.1)
        #expect(view.frame.minY == CGFloat(852 - 34 - 300))
        #expect(view.alpha < 1)
        stage.settle()
        #expect(stage.root.presentedViewController == nil)
    }

    @Test("Undimmed up to the named detent: no dimming there, taps reach the presenter, full dimming above")
    func undimmed() {
        let stage = Stage()
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        stage.root.view.addSubview(button)
        let controller = UIViewController()
        let transition = SheetTransition(detents: [.medium(), .large()])
        transition.largestUndimmedDetentIdentifier = .medium
        stage.present(controller, using: transition)
        #expect(controller.sheet?.position?.dimmingAlpha == 0)
        stage.window.simulateTap(at: CGPoint(x: 70, y: 122))
        stage.settle()
        #expect(taps == 1)
        #expect(stage.root.presentedViewController === controller)
        controller.sheet?.selectedDetentIdentifier = .large
        #expect(controller.sheet?.position?.dimmingAlpha == 1)
    }

    @Test("Haptic on user detent changes only when asked for")
    func haptics() {
        let stage = Stage()
        let controller = UIViewController()
        let transition = SheetTransition(detents: [.medium(), .large()])
        transition.prefersHapticFeedbackOnDetentChange = true
        stage.present(controller, using: transition)
        let drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: stage.sheetFrame(controller).minY + 20))
        drag.fling(velocity: CGPoint(x: 0, y: -1200))
        stage.settle()
        #expect(HeadlessFeedback.events.count == 1)
    }
}
#endif
