#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// The presenting screen recedes behind a sheet at its largest detent, as the system card's does.
/// Stage: 393 × 852 pt, status bar 59 pt; at one step back the screen is (393 − 32) / 393 wide with its top
/// edge under the status bar (y = 59).
@MainActor @Suite("Sheet presenter recede", .headlessHygiene)
struct SheetRecedeTests {
    static let oneStepScale: CGFloat = (393 - 32) / 393
    static let twoStepScale: CGFloat = (393 - 64) / 393

    /// The presenting view's on-screen frame (its transform applied), mid-animation included.
    static func onScreen(_ view: UIView) -> CGRect { view.layer.presentation()?.frame ?? view.frame }

    /// Whether the root view is drawn exactly as before any sheet: identity, square corners, no clipping.
    static func isPristine(_ stage: Stage) -> Bool {
        let layer = stage.root.view.layer
        return stage.root.view.transform == .identity && layer.cornerRadius == 0 && !layer.masksToBounds
            && layer.maskedCorners == [
                .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
                .layerMaxXMaxYCorner,
            ] && stage.root.view.frame == stage.window.bounds
    }

    /// Views the recede may have left in the window besides the root view and presentation containers.
    static func blackViews(_ stage: Stage) -> [UIView] {
        stage.window.subviews.filter { $0.backgroundColor == .black && $0 !== stage.root.view }
    }

    func expectReceded(_ stage: Stage, steps: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let scale = steps == 1 ? Self.oneStepScale : Self.twoStepScale
        let frame = Self.onScreen(stage.root.view)
        let expectedTop: CGFloat = 59 - CGFloat(steps - 1) * 10
        #expect(
            isApproximately(frame.width, 393 * scale, tolerance: 0.01), "width \(frame.width)",
            sourceLocation: sourceLocation)
        #expect(isApproximately(frame.midX, 196.5, tolerance: 0.01), sourceLocation: sourceLocation)
        #expect(
            isApproximately(frame.minY, expectedTop, tolerance: 0.01), "top \(frame.minY)",
            sourceLocation: sourceLocation)
        let layer = stage.root.view.layer
        #expect(isApproximately(layer.cornerRadius * scale, 10, tolerance: 0.01), sourceLocation: sourceLocation)
        #expect(layer.masksToBounds, sourceLocation: sourceLocation)
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner], sourceLocation: sourceLocation)
        let black = Self.blackViews(stage)
        #expect(black.count == 1 && black.first?.alpha == 1, sourceLocation: sourceLocation)
        let index = stage.window.subviews.firstIndex { $0 === black.first }
        let rootIndex = stage.window.subviews.firstIndex { $0 === stage.root.view }
        #expect(index != nil && rootIndex != nil && index! < rootIndex!, "black view behind the presenter")
    }

    @Test("At the largest detent the presenter recedes: scaled, under the status bar, rounded, black behind")
    func recedesAtLargest() {
        let stage = Stage()
        let controller = UIViewController()
        stage.present(controller, using: SheetTransition(detents: [.large()]))
        expectReceded(stage, steps: 1)
        #expect(controller.sheet?.presenterRecedeDepth == 1)
        // The sheet's top is 10 pt under the status bar: the receded screen shows in that gap.
        #expect(stage.sheetFrame(controller).minY == 69)
    }

    @Test("Rest at each detent: nothing at medium, all at large; the sheet's frame is unchanged by the recede")
    func restAtEachDetent() {
        let stage = Stage()
        let controller = UIViewController()
        let transition = SheetTransition(detents: [.medium(), .large()])
        stage.present(controller, using: transition)
        let mediumSheet = stage.sheetFrame(controller)
        #expect(Self.isPristine(stage))
        #expect(Self.blackViews(stage).isEmpty)
        controller.sheet?.animateChanges { controller.sheet?.selectedDetentIdentifier = .large }
        stage.settle()
        expectReceded(stage, steps: 1)
        #expect(stage.sheetFrame(controller).minY == 69)
        controller.sheet?.animateChanges { controller.sheet?.selectedDetentIdentifier = .medium }
        stage.settle()
        #expect(Self.isPristine(stage))
        #expect(Self.blackViews(stage).isEmpty)
        #expect(stage.sheetFrame(controller) == mediumSheet)
    }

    @Test("The recede follows the sheet frame by frame: monotonic while dragged down from large, and animateChanges")
    func followsDragMonotonically() {
        let stage = Stage()
        let controller = UIViewController()
        let transition = SheetTransition(detents: [.medium(), .large()])
        transition.selectedDetentIdentifier = .large
        stage.present(controller, using: transition)
        var tops: [CGFloat] = []
        var widths: [CGFloat] = []
        var sheetTops: [CGFloat] = []
        let drag = stage.drag(controller, by: 0, duration: 0.01, release: false)
        for _ in 0..<30 {
            drag.move(by: CGPoint(x: 0, y: 10), duration: 1.0 / 60, steps: 1)
            tops.append(Self.onScreen(stage.root.view).minY)
            widths.append(Self.onScreen(stage.root.view).width)
            sheetTops.append(stage.sheetFrame(controller).minY)
        }
        drag.end()
        stage.settle()
        #expect(zip(sheetTops, sheetTops.dropFirst()).allSatisfy { $0 <= $1 })
        // Moving down, the presenter comes forward: its top rises toward 0 and it widens, never backwards.
        #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 >= $1 - 1e-9 })
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })
        #expect(tops.last! < tops.first!)
        // Animated selection: every frame between the rests lies between the two rest geometries.
        controller.sheet?.selectedDetentIdentifier = .medium
        stage.settle()
        var frames: [CGRect] = []
        controller.sheet?.onPositionChange = { _ in frames.append(Self.onScreen(stage.root.view)) }
        controller.sheet?.animateChanges { controller.sheet?.selectedDetentIdentifier = .large }
        stage.settle()
        #expect(frames.count > 5)
        #expect(frames.allSatisfy { $0.minY >= -1e-9 && $0.minY <= 59 + 1e-9 })
        expectReceded(stage, steps: 1)
    }

    @Test("Presentation and dismissal animate the recede in and out; afterwards the presenter is exactly as before")
    func restoredExactlyAfterDismissal() {
        let stage = Stage()
        let layer = stage.root.view.layer
        layer.cornerRadius = 3
        layer.maskedCorners = [.layerMinXMaxYCorner]
        weak var weakController: UIViewController?
        weak var weakSheet: SheetPresentationController?
        do {
            let controller = UIViewController()
            weakController = controller
            stage.root.present(controller, using: SheetTransition(detents: [.large()]))
            var depths: [Double] = []
            for _ in 0..<20 {
                stage.advance(1.0 / 60)
                depths.append(controller.sheet?.presenterRecedeDepth ?? -1)
            }
            #expect(depths.contains { $0 > 0.05 && $0 < 0.95 }, "the recede is animated with the rise")
            stage.settle()
            weakSheet = controller.sheet
            #expect(isApproximately(layer.cornerRadius * Self.oneStepScale, 10, tolerance: 0.01))
            controller.dismiss(animated: true)
            var mid = false
            for _ in 0..<20 {
                stage.advance(1.0 / 60)
                let width = Self.onScreen(stage.root.view).width
                if width > 393 * Self.oneStepScale + 1 && width < 392 { mid = true }
            }
            #expect(mid, "the presenter comes forward with the dismissal")
            stage.settle()
        }
        #expect(stage.root.view.transform == .identity)
        #expect(stage.root.view.frame == stage.window.bounds)
        #expect(layer.cornerRadius == 3)
        #expect(layer.maskedCorners == [.layerMinXMaxYCorner])
        #expect(!layer.masksToBounds)
        #expect(stage.window.subviews.count == 1 && stage.window.subviews.first === stage.root.view)
        #expect(weakController == nil && weakSheet == nil)
    }

    @Test("An undimmed largest detent never recedes; an undimmed medium one recedes at large")
    func undimmed() {
        let stage = Stage()
        let controller = UIViewController()
        let transition = SheetTransition(detents: [.medium(), .large()])
        transition.largestUndimmedDetentIdentifier = .large
        transition.selectedDetentIdentifier = .large
        stage.present(controller, using: transition)
        #expect(Self.isPristine(stage))
        controller.sheet?.largestUndimmedDetentIdentifier = .medium
        expectReceded(stage, steps: 1)
        controller.sheet?.largestUndimmedDetentIdentifier = .large
        #expect(Self.isPristine(stage))
        #expect(Self.blackViews(stage).isEmpty)
    }

    @Test("The knob switches it off, on the transition and live on the controller")
    func knob() {
        let stage = Stage()
        let controller = UIViewController()
        let transition = SheetTransition(detents: [.large()])
        transition.prefersPresentingViewRecedes = false
        stage.present(controller, using: transition)
        #expect(Self.isPristine(stage))
        controller.sheet?.prefersPresentingViewRecedes = true
        expectReceded(stage, steps: 1)
        controller.sheet?.prefersPresentingViewRecedes = false
        #expect(Self.isPristine(stage))
        #expect(Self.blackViews(stage).isEmpty)
    }

    @Test("A sheet stacked on a sheet at large pushes it back one step; dismissing the top restores it exactly")
    func stacked() {
        let stage = Stage()
        let first = UIViewController()
        stage.present(first, using: SheetTransition(detents: [.large()]))
        let firstFrame = stage.sheetFrame(first)
        let second = UIViewController()
        first.present(second, using: SheetTransition(detents: [.large()]))
        stage.settle()
        expectReceded(stage, steps: 2)
        let pushed = stage.sheetFrame(first)
        #expect(isApproximately(pushed.width, 393 * Self.oneStepScale, tolerance: 0.01))
        #expect(
            isApproximately(pushed.minY, 59, tolerance: 0.01),
            "the first sheet moves up under the status bar, 10 pt above the top one")
        #expect(stage.sheetFrame(second).minY == 69)
        #expect(first.sheet?.presenterRecedeDepth == 2)
        second.dismiss(animated: true)
        stage.settle()
        #expect(first.sheet?.presentedView?.transform == .identity)
        #expect(stage.sheetFrame(first) == firstFrame)
        expectReceded(stage, steps: 1)
        first.dismiss(animated: true)
        stage.settle()
        #expect(Self.isPristine(stage))
        #expect(stage.window.subviews.count == 1)
    }

    @Test("A sheet stacked on a medium sheet does not push it back")
    func stackedOnMedium() {
        let stage = Stage()
        let first = UIViewController()
        stage.present(first, using: SheetTransition(detents: [.medium(), .large()]))
        let firstFrame = stage.sheetFrame(first)
        let second = UIViewController()
        first.present(second, using: SheetTransition(detents: [.large()]))
        stage.settle()
        #expect(stage.sheetFrame(first) == firstFrame)
        #expect(Self.isPristine(stage))
        second.dismiss(animated: true)
        stage.settle()
    }

    @Test("Rotation mid-recede: landscape stands the presenter up, portrait recedes it again, exactly")
    func rotation() {
        let stage = Stage()
        let controller = UIViewController()
        let transition = SheetTransition(detents: [.large()])
        stage.present(controller, using: transition)
        expectReceded(stage, steps: 1)
        stage.rotate(toLandscape: true)
        stage.settle()
        #expect(stage.root.view.transform == .identity)
        #expect(stage.root.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(Self.blackViews(stage).isEmpty)
        stage.rotate(toLandscape: false)
        stage.settle()
        #expect(stage.root.view.untransformedFrameForTest == CGRect(x: 0, y: 0, width: 393, height: 852))
        expectReceded(stage, steps: 1)
        controller.dismiss(animated: true)
        stage.settle()
        #expect(Self.isPristine(stage))
    }

    @Test("A size change within portrait keeps the recede exact for the new size")
    func resizeWithinPortrait() {
        let stage = Stage()
        let controller = UIViewController()
        stage.present(controller, using: SheetTransition(detents: [.large()]))
        stage.window.simulateSizeChange(
            to: CGSize(width: 430, height: 932), safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        stage.settle()
        let frame = Self.onScreen(stage.root.view)
        #expect(stage.root.view.untransformedFrameForTest == CGRect(x: 0, y: 0, width: 430, height: 932))
        // UIKit's recede margin on a screen wider than 393 pt is 20 pt a side.
        #expect(isApproximately(frame.width, 430 - 40, tolerance: 0.01))
        #expect(isApproximately(frame.minY, 59, tolerance: 0.01))
        controller.dismiss(animated: true)
        stage.settle()
        #expect(stage.root.view.transform == .identity)
        #expect(stage.root.view.frame == CGRect(x: 0, y: 0, width: 430, height: 932))
    }

    @Test("Reduce Motion: no scaling motion, the sheet cross-fades")
    func reduceMotion() {
        let stage = Stage()
        HeadlessAccessibility.setReduceMotionEnabled(true)
        defer { HeadlessAccessibility.setReduceMotionEnabled(false) }
        let controller = UIViewController()
        stage.root.present(controller, using: SheetTransition(detents: [.large()]))
        var alphas: [CGFloat] = []
        var transforms: [CGAffineTransform] = []
        for _ in 0..<30 {
            stage.advance(1.0 / 60)
            alphas.append(controller.sheet?.presentedView?.alpha ?? -1)
            transforms.append(stage.root.view.transform)
        }
        stage.settle()
        #expect(alphas.contains { $0 > 0.05 && $0 < 0.95 }, "a cross-fade")
        #expect(transforms.allSatisfy { $0 == .identity })
        #expect(Self.isPristine(stage))
        controller.dismiss(animated: true)
        stage.settle()
        #expect(Self.isPristine(stage))
    }

    @Test("Reduce Motion switched on while receded stands the presenter up at once; off, it recedes again")
    func reduceMotionToggled() {
        let stage = Stage()
        let controller = UIViewController()
        stage.present(controller, using: SheetTransition(detents: [.large()]))
        expectReceded(stage, steps: 1)
        HeadlessAccessibility.setReduceMotionEnabled(true)
        #expect(Self.isPristine(stage))
        #expect(Self.blackViews(stage).isEmpty)
        HeadlessAccessibility.setReduceMotionEnabled(false)
        expectReceded(stage, steps: 1)
        controller.dismiss(animated: true)
        stage.settle()
        #expect(Self.isPristine(stage))
    }

    @Test("Status bar: the sheet captures its appearance while the presenter is receded, and gives it back")
    func statusBar() {
        let stage = Stage()
        let controller = UIViewController()
        stage.present(controller, using: SheetTransition(detents: [.medium(), .large()]))
        #expect(!controller.modalPresentationCapturesStatusBarAppearance)
        controller.sheet?.selectedDetentIdentifier = .large
        stage.settle()
        #expect(controller.modalPresentationCapturesStatusBarAppearance)
        controller.sheet?.selectedDetentIdentifier = .medium
        stage.settle()
        #expect(!controller.modalPresentationCapturesStatusBarAppearance)
        controller.sheet?.selectedDetentIdentifier = .large
        stage.settle()
        controller.dismiss(animated: true)
        stage.settle()
        #expect(!controller.modalPresentationCapturesStatusBarAppearance)
    }

    /// Counts status-bar update requests.
    final class StatusBarController: UIViewController {
        var updates = 0
        override func setNeedsStatusBarAppearanceUpdate() {
            updates += 1
            super.setNeedsStatusBarAppearanceUpdate()
        }
    }

    @Test("Capturing and giving back the status bar each ask UIKit for a status-bar update")
    func statusBarUpdates() {
        let stage = Stage()
        let controller = StatusBarController()
        stage.present(controller, using: SheetTransition(detents: [.medium(), .large()]))
        #expect(controller.updates == 0)
        controller.sheet?.selectedDetentIdentifier = .large
        stage.settle()
        #expect(controller.updates == 1)
        controller.sheet?.selectedDetentIdentifier = .medium
        stage.settle()
        #expect(controller.updates == 2)
    }

    @Test("After a stacked pair is dismissed, both sheets' controllers and transitions are gone")
    func stackedNoLeaks() {
        let stage = Stage()
        weak var weakFirst: UIViewController?
        weak var weakSecond: UIViewController?
        weak var weakFirstSheet: SheetPresentationController?
        weak var weakSecondSheet: SheetPresentationController?
        do {
            let first = UIViewController()
            let second = UIViewController()
            stage.present(first, using: SheetTransition(detents: [.large()]))
            first.present(second, using: SheetTransition(detents: [.large()]))
            stage.settle()
            weakFirst = first
            weakSecond = second
            weakFirstSheet = first.sheet
            weakSecondSheet = second.sheet
            #expect(first.sheet?.presenterRecedeDepth == 2)
            stage.root.dismiss(animated: true)
            stage.settle()
        }
        #expect(weakFirst == nil && weakSecond == nil && weakFirstSheet == nil && weakSecondSheet == nil)
        #expect(Self.isPristine(stage))
        #expect(stage.window.subviews.count == 1)
    }

    @Test("A controller that already captures the status bar keeps capturing it")
    func statusBarAlreadyCaptured() {
        let stage = Stage()
        let controller = UIViewController()
        controller.modalPresentationCapturesStatusBarAppearance = true
        stage.present(controller, using: SheetTransition(detents: [.large()]))
        controller.dismiss(animated: true)
        stage.settle()
        #expect(controller.modalPresentationCapturesStatusBarAppearance)
    }

    @Test("Bad input: a presenter that does not fill the screen, or has a transform of its own, stays put")
    func nonFullScreenPresenter() {
        let stage = Stage()
        stage.root.view.autoresizingMask = []
        stage.root.view.frame = CGRect(x: 20, y: 100, width: 300, height: 500)
        let controller = UIViewController()
        stage.present(controller, using: SheetTransition(detents: [.large()]))
        #expect(stage.root.view.transform == .identity)
        #expect(stage.root.view.frame == CGRect(x: 20, y: 100, width: 300, height: 500))
        #expect(Self.blackViews(stage).isEmpty)
        #expect(stage.sheetFrame(controller).minY == 69)
        controller.dismiss(animated: true)
        stage.settle()

        let rotated = Stage()
        let own = CGAffineTransform(scaleX: 0.5, y: 0.5)
        rotated.root.view.transform = own
        let other = UIViewController()
        rotated.present(other, using: SheetTransition(detents: [.large()]))
        #expect(rotated.root.view.transform == own)
        other.dismiss(animated: true)
        rotated.settle()
        #expect(rotated.root.view.transform == own)
    }

    @Test("Bad input: a presenter without a window presents without receding and without crashing")
    func presenterWithoutWindow() {
        let stage = Stage()
        let orphan = UIViewController()
        _ = orphan.view
        let controller = UIViewController()
        orphan.present(controller, using: SheetTransition(detents: [.large()]))
        stage.settle()
        #expect(orphan.view.transform == .identity)
        #expect(orphan.view.layer.cornerRadius == 0)
        #expect(Self.isPristine(stage))
        controller.dismiss(animated: true)
        stage.settle()
        #expect(orphan.view.transform == .identity)
    }
}

extension UIView {
    /// The frame without the transform (bounds and center), as UIKit lays the view out.
    var untransformedFrameForTest: CGRect {
        CGRect(
            x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width,
            height: bounds.height)
    }
}
#endif
