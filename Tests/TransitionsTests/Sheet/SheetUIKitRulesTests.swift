#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// The sheet moves, dims and sizes itself as UIKit's code says (DEVICE-FACTS.md, "The sheet, as UIKit's code
/// defines it"), driven by simulated fingers and the virtual clock: where releases go, both springs as the screen
/// shows them, the dimming in light and dark, medium's height, the rubber band's reach and the presenter's recede.
@MainActor @Suite("Sheet: UIKit's release rule, springs and look", .headlessHygiene)
struct SheetUIKitRulesTests {
    /// iPhone 17: 402 × 874 pt, 62 pt status bar, 34 pt home indicator.
    static let iPhone17 = HeadlessDevice.Model(
        name: "iPhone 17", screenSize: CGSize(width: 402, height: 874), scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0), idiom: .phone, systemVersion: "26.0")
    /// A 320 × 568 pt phone (iPhone SE, first generation): 20 pt status bar, no home indicator.
    static let shortPhone = HeadlessDevice.Model(
        name: "320 × 568 phone", screenSize: CGSize(width: 320, height: 568), scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), idiom: .phone, systemVersion: "17.0")

    /// A medium/large sheet on an iPhone 15 Pro (393 × 852): largest 749 pt, medium 0.56 × 749.
    func presentMediumLarge(
        device: HeadlessDevice.Model = .iPhone15Pro, behavior: SheetBehavior = .default, modal: Bool = false
    ) -> (Stage, UIViewController, RecordingSheetDelegate) {
        let stage = Stage(device: device)
        let controller = UIViewController()
        controller.isModalInPresentation = modal
        let delegate = RecordingSheetDelegate()
        let transition = SheetTransition(detents: [.medium(), .large()])
        transition.behavior = behavior
        transition.delegate = delegate
        stage.present(controller, using: transition)
        return (stage, controller, delegate)
    }

    /// Puts a finger 20 pt below the sheet's top edge and flicks it at `velocity` pt/s (down positive) for 50 ms.
    func flick(_ stage: Stage, _ controller: UIViewController, velocity: CGFloat) {
        let drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: stage.sheetFrame(controller).minY + 20))
        drag.fling(velocity: CGPoint(x: 0, y: velocity))
    }

    /// The selected detent; `nil` (nothing selected yet) means the smallest, medium, as in UIKit.
    func selected(_ controller: UIViewController) -> Detent.Identifier {
        controller.sheet?.selectedDetentIdentifier ?? .medium
    }

    // MARK: - Where a release goes

    @Test("A gentle 600 pt/s push up from medium stays at medium (FloatingPanel's rule went to large)")
    func gentlePushStays() {
        let (stage, controller, _) = presentMediumLarge()
        flick(stage, controller, velocity: -600)
        stage.settle()
        #expect(selected(controller) == .medium)
        let (oldStage, old, _) = presentMediumLarge(behavior: .floatingPanel)
        flick(oldStage, old, velocity: -600)
        oldStage.settle()
        #expect(selected(old) == .large, "the preset keeps the former rule")
    }

    @Test("A 700 pt/s pull down from medium returns to medium (FloatingPanel's rule dismissed)")
    func gentlePullReturns() {
        let (stage, controller, delegate) = presentMediumLarge()
        flick(stage, controller, velocity: 700)
        stage.settle()
        #expect(controller.presentingViewController != nil)
        #expect(selected(controller) == .medium)
        #expect(!delegate.log.contains("didDismiss"))
        let (oldStage, old, oldDelegate) = presentMediumLarge(behavior: .floatingPanel)
        flick(oldStage, old, velocity: 700)
        oldStage.settle()
        #expect(old.presentingViewController == nil)
        #expect(oldDelegate.log.contains("didDismiss"))
    }

    @Test(
        "Release grid: a flick of 1000 pt/s or more goes one stop further, slower releases go to the nearest stop",
        arguments: [
            // (from large?, finger velocity pt/s (down positive), expected: "medium", "large" or "dismissed")
            (false, -300.0, "medium"), (false, -900.0, "medium"), (false, -1200.0, "large"), (false, -3000.0, "large"),
            (false, 300.0, "medium"), (false, 900.0, "medium"), (false, 1200.0, "dismissed"),
            (false, 3000.0, "dismissed"), (true, 300.0, "large"), (true, 900.0, "large"), (true, 1200.0, "medium"),
            (true, 3000.0, "medium"), (true, -1200.0, "large"),
        ])
    func releaseGrid(fromLarge: Bool, velocity: Double, expected: String) {
        let (stage, controller, _) = presentMediumLarge()
        if fromLarge {
            controller.sheet?.animateChanges { controller.sheet?.selectedDetentIdentifier = .large }
            stage.settle()
        }
        flick(stage, controller, velocity: CGFloat(velocity))
        stage.settle()
        let outcome =
            controller.presentingViewController == nil ? "dismissed" : (selected(controller) == .large ? "large" : "medium")
        #expect(outcome == expected)
    }

    // MARK: - Springs, read from the screen

    /// The sheet's top edge on screen at each display refresh for `duration` seconds from now.
    func record(_ stage: Stage, _ controller: UIViewController, for duration: Double) -> [(Double, Double)] {
        let start = HeadlessClock.main.now
        var frames: [(Double, Double)] = []
        let frame = 1 / HeadlessClock.main.framesPerSecond
        for _ in 0..<Int((duration / frame).rounded()) {
            stage.advance(frame)
            frames.append((HeadlessClock.main.now - start, Double(stage.sheetFrame(controller).minY)))
        }
        return frames
    }

    @Test("A detent change settles on ratio 1, response 0.344 s: the screen follows that spring, never past medium")
    func settleSpringOnScreen() {
        let (stage, controller, _) = presentMediumLarge()
        let mediumTop = Double(stage.sheetFrame(controller).minY)
        controller.sheet?.animateChanges { controller.sheet?.selectedDetentIdentifier = .large }
        let largeTop = 852.0 - 34 - 749
        let spring = SpringCurve(response: 0.344144233, dampingRatio: 1)
        let frames = record(stage, controller, for: 0.6)
        for (t, top) in frames {
            let expected = spring.value(at: t, from: mediumTop, to: largeTop, initialVelocity: 0)
            #expect(isApproximately(top, expected, tolerance: 0.5), "t = \(t): \(top) vs \(expected)")
            #expect(top >= largeTop - 1e-6, "no overshoot")
        }
        // The former 0.38 s spring would be about 6 pt behind at 100 ms: the test tells the two apart.
        let former = SpringCurve(response: 0.38, dampingRatio: 1)
        let at100 = frames[5]
        let formerAt100 = former.value(at: at100.0, from: mediumTop, to: largeTop, initialVelocity: 0)
        #expect(abs(at100.1 - formerAt100) > 3)
    }

    @Test("A 1200 pt/s flick settles on ratio 0.8: the screen overshoots medium exactly as that spring does")
    func flickSpringOnScreen() {
        let (stage, controller, _) = presentMediumLarge()
        controller.sheet?.animateChanges { controller.sheet?.selectedDetentIdentifier = .large }
        stage.settle()
        let drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: stage.sheetFrame(controller).minY + 20))
        drag.move(by: CGPoint(x: 0, y: 12), duration: 0.05, steps: 3)
        drag.fling(velocity: CGPoint(x: 0, y: 1200), duration: 5 / HeadlessClock.main.framesPerSecond)
        let releaseTop = Double(stage.sheetFrame(controller).minY)
        let pan = controller.sheet!.presentedView!.gestureRecognizers!.compactMap { $0 as? UIPanGestureRecognizer }
            .first!
        let fingerVelocity = Double(pan.velocity(in: stage.window).y)
        let mediumTop = 852.0 - 34 - 0.56 * 749
        let flickSpring = SpringCurve(response: 0.344144233, dampingRatio: 0.8)
        let frames = record(stage, controller, for: 0.8)
        var peak = 0.0
        for (t, top) in frames {
            let expected = flickSpring.value(at: t, from: releaseTop, to: mediumTop, initialVelocity: fingerVelocity)
            #expect(isApproximately(top, expected, tolerance: 0.5), "t = \(t): \(top) vs \(expected)")
            peak = max(peak, top - mediumTop)
        }
        #expect(peak > 2, "a visible overshoot below medium: \(peak) pt")
        stage.settle()
        #expect(selected(controller) == .medium)
    }

    // MARK: - The look

    /// The dimming view: the view filling the container whose background is the dimming colour.
    func dimmingLayerAlpha(_ controller: UIViewController) -> CGFloat? {
        guard let container = controller.sheet?.containerView else { return nil }
        func find(_ view: UIView) -> UIView? {
            if view.frame == container.bounds, let color = view.layer.backgroundColor, color.alpha > 0,
                color.alpha < 1, view !== container
            {
                return view
            }
            for subview in view.subviews { if let found = find(subview) { return found } }
            return nil
        }
        return find(container)?.layer.backgroundColor?.alpha
    }

    @Test("The dimming is black at 0.2 in light mode and 0.48 in dark mode, resolved from the window's traits")
    func dimmingLightAndDark() {
        let (stage, controller, _) = presentMediumLarge()
        #expect(dimmingLayerAlpha(controller).map { isApproximately($0, 0.2, tolerance: 1e-9) } == true)
        // A window switched to dark: its root controller and the dimming see dark.
        stage.window.overrideUserInterfaceStyle = .dark
        stage.settle()
        #expect(stage.root.traitCollection.userInterfaceStyle == .dark)
        #expect(dimmingLayerAlpha(controller).map { isApproximately($0, 0.48, tolerance: 1e-9) } == true)
        controller.dismiss(animated: false)
        stage.settle()
        // A sheet presented in a window that is already dark resolves its dimming for dark at once.
        let second = UIViewController()
        stage.present(second, using: SheetTransition(detents: [.large()]))
        #expect(dimmingLayerAlpha(second).map { isApproximately($0, 0.48, tolerance: 1e-9) } == true)
        stage.window.overrideUserInterfaceStyle = .light
        stage.settle()
        #expect(dimmingLayerAlpha(second).map { isApproximately($0, 0.2, tolerance: 1e-9) } == true)
    }

    @Test("Medium is 0.56 of the largest height on a tall phone and 0.63 in a 568 pt tall container")
    func mediumHeights() {
        let (tall, tallSheet, _) = presentMediumLarge()
        let tallHeight = 852 - 34 - tall.sheetFrame(tallSheet).minY
        #expect(isApproximately(tallHeight, 0.56 * 749, tolerance: 1e-6))
        let (short, shortSheet, _) = presentMediumLarge(device: Self.shortPhone)
        // Largest: 568 − 20 (status bar) − 10 (gap) = 538.
        let shortHeight = 568 - short.sheetFrame(shortSheet).minY
        #expect(isApproximately(shortHeight, 0.63 * 538, tolerance: 1e-6))
    }

    @Test("The rubber band reaches at most the gap to the top safe area (≤ 100 pt) above, 200 pt below")
    func rubberBandExtents() {
        // Medium only: 100 pt of stretch at most above it, however far the finger goes.
        let stage = Stage()
        let controller = UIViewController()
        stage.present(controller, using: SheetTransition(detents: [.medium()]))
        let top = stage.sheetFrame(controller).minY
        let up = stage.drag(controller, by: -500, release: false)
        let rise = top - stage.sheetFrame(controller).minY
        #expect(rise > 60 && rise < 100, "rose \(rise) pt")
        up.end()
        stage.settle()
        // Large: only the 10 pt gap to the top safe area.
        let (largeStage, large, _) = presentMediumLarge()
        large.sheet?.animateChanges { large.sheet?.selectedDetentIdentifier = .large }
        largeStage.settle()
        let largeTop = largeStage.sheetFrame(large).minY
        let pull = largeStage.drag(large, by: -400, release: false)
        let largeRise = largeTop - largeStage.sheetFrame(large).minY
        #expect(largeRise > 5 && largeRise < 10, "rose \(largeRise) pt")
        #expect(largeStage.sheetFrame(large).minY > 59, "never above the top safe area")
        pull.end()
        largeStage.settle()
        // Not dismissible: ¼ of 852 pt, at most 200 pt, below medium.
        let (modalStage, modal, _) = presentMediumLarge(modal: true)
        let mediumTop = modalStage.sheetFrame(modal).minY
        let down = modalStage.drag(modal, by: 700, release: false)
        let sink = modalStage.sheetFrame(modal).minY - mediumTop
        #expect(sink > 120 && sink < 200, "sank \(sink) pt")
        down.end()
        modalStage.settle()
    }

    @Test("The presenter recedes to 1 − 2m/W: m = 16 pt at W 393, 20 pt at W 402")
    func recede() {
        for (device, width, margin) in [(HeadlessDevice.Model.iPhone15Pro, 393.0, 16.0), (Self.iPhone17, 402, 20)] {
            let stage = Stage(device: device)
            stage.present(UIViewController(), using: SheetTransition(detents: [.large()]))
            let shown = stage.root.view.layer.presentation()?.frame ?? stage.root.view.frame
            #expect(
                isApproximately(Double(shown.width), width - 2 * margin, tolerance: 0.01),
                "\(device.name): \(shown.width)")
            #expect(isApproximately(Double(shown.minX), margin, tolerance: 0.01))
            stage.root.dismiss(animated: false)
            stage.settle()
        }
    }

    // MARK: - Attempt to dismiss, quick repeat

    @Test("didAttemptToDismiss comes once per drag, while the finger is down, once the sheet is pulled 50 pt")
    func attemptWhileDragging() {
        let (stage, controller, delegate) = presentMediumLarge(modal: true)
        let top = stage.sheetFrame(controller).minY
        let drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: top + 20))
        var pullAtAttempt: CGFloat?
        for _ in 0..<60 {
            drag.move(by: CGPoint(x: 0, y: 5), duration: 1.0 / 60)
            if pullAtAttempt == nil, delegate.log.contains("didAttemptToDismiss") {
                pullAtAttempt = stage.sheetFrame(controller).minY - top
            }
        }
        // ¼ of the 200 pt band below the smallest detent (one 5 pt finger step shows about 1 pt of pull there).
        #expect(pullAtAttempt.map { $0 >= 50 && $0 < 52 } == true, "pulled \(String(describing: pullAtAttempt))")
        drag.end()
        stage.settle()
        #expect(delegate.log.filter { $0 == "didAttemptToDismiss" }.count == 1)
        #expect(stage.sheetFrame(controller).minY == top)
        // A short pull (under 50 pt of sheet) is no attempt at all.
        delegate.log.removeAll()
        _ = stage.drag(controller, by: 60, duration: 0.3)
        stage.settle()
        #expect(!delegate.log.contains("didAttemptToDismiss"))
    }

    /// A medium/large sheet whose content is a list tracked by the sheet.
    func listSheet(_ stage: Stage) -> (UIViewController, UIScrollView) {
        let controller = UIViewController()
        let list = UIScrollView(frame: CGRect(x: 0, y: 40, width: 393, height: 700))
        list.contentSize = CGSize(width: 393, height: 3000)
        controller.view.addSubview(list)
        let transition = SheetTransition(detents: [.medium(), .large()])
        transition.configure = { $0.trackedScrollView = list }
        stage.present(controller, using: transition)
        return (controller, list)
    }

    @Test("A pan in the list within 0.4 s of the last sheet pan, the sheet at rest, scrolls the list instead")
    func quickRepeat() {
        for (pause, sheetMoves) in [(0.1, false), (0.5, true)] {
            let stage = Stage()
            let (controller, _) = listSheet(stage)
            let top = stage.sheetFrame(controller).minY
            // First pan: pulls the sheet down 30 pt through the list and brings it back exactly, then lifts still.
            let first = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: top + 300))
            first.move(by: CGPoint(x: 0, y: 40), duration: 0.1, steps: 6)
            let moved = stage.sheetFrame(controller).minY - top
            #expect(moved > 20)
            first.move(by: CGPoint(x: 0, y: -moved), duration: 1.0 / 60)
            stage.advance(0.1)
            first.end()
            stage.advance(2.0 / 60)
            #expect(stage.sheetFrame(controller).minY == top, "at rest on medium")
            stage.advance(pause)
            // Second pan, upward: a quick repeat scrolls the list; later, it moves the sheet.
            let second = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: top + 300))
            second.move(by: CGPoint(x: 0, y: -80), duration: 0.15, steps: 9)
            let rose = top - stage.sheetFrame(controller).minY
            #expect((rose > 30) == sheetMoves, "after \(pause) s the sheet rose \(rose) pt")
            second.end()
            stage.settle()
        }
    }
}
#endif
