#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// A sheet that grows out of the button that presents it and closes back into it (`SheetConfiguration.zoomSource`),
/// read on screen from presentation layers: the first frame on the button, the last on the detent, the way back into
/// a button that moved, a vanished button, a catch mid-flight, drags, a bar button item, and nothing left behind.
@MainActor @Suite("Sheet zoom", .headlessHygiene)
struct SheetZoomTests {
    /// A 44 × 44 pt round button near the top right of the root screen.
    static let buttonFrame = CGRect(x: 330, y: 70, width: 44, height: 44)

    /// A stage with the button on its root screen.
    @MainActor final class Fixture {
        let stage = Stage()
        let button = UIView(frame: SheetZoomTests.buttonFrame)
        let delegate = RecordingSheetDelegate()
        /// How many times the provider was asked.
        var asked = 0

        init() {
            button.layer.cornerRadius = 22
            stage.root.view.addSubview(button)
        }

        /// A sheet transition at medium and large that grows out of the button (or out of what `provider` returns).
        func transition(provider: ((Fixture) -> UIView?)? = nil) -> SheetTransition {
            var configuration = SheetConfiguration()
            configuration.detents = [.medium(), .large()]
            configuration.zoomSource = .view { [unowned self] _ in
                self.asked += 1
                return provider.map { $0(self) } ?? self.button
            }
            return SheetTransition(configuration: configuration)
        }

        /// The sheet view's frame on screen (window coordinates).
        func onScreen(_ controller: UIViewController) -> CGRect {
            guard let view = controller.sheet?.presentedView else { return .null }
            return view.convertOnScreen(view.layer.presentation()?.bounds ?? view.bounds)
        }

        /// The plain sheet's frame at rest on its selected detent.
        func restingFrame(_ controller: UIViewController) -> CGRect {
            controller.sheet?.frameOfPresentedViewInContainerView ?? .null
        }

        /// Plays display frames while `controller` is presented (at most two seconds) and settles; returns the last
        /// frame shown before it closed (from `first`, the frame shown now).
        func lastFrameBeforeClosing(_ controller: UIViewController, from first: CGRect) -> CGRect {
            var last = first
            for _ in 0..<120 where stage.root.presentedViewController != nil {
                last = onScreen(controller)
                stage.advance(1.0 / 60)
            }
            stage.settle()
            return last
        }

        /// Presents `controller` and lets the first frame be drawn.
        func present(_ controller: UIViewController, using transition: SheetTransition) {
            stage.root.present(controller, using: transition, animated: true)
            controller.sheet?.delegate = delegate
            stage.advance(0)
        }
    }

    @Test("The sheet grows out of the button to its detent; the button hides until the sheet has closed")
    func growsOutOfTheButton() {
        let f = Fixture()
        let controller = UIViewController()
        f.present(controller, using: f.transition())
        expectApproximately(f.onScreen(controller), Self.buttonFrame, tolerance: 0.5, "first frame on the button")
        #expect(f.button.isHidden)
        var widths: [CGFloat] = []
        var copyOpacities: [Float] = []  // the button's look in the card, over the content
        let copy = controller.sheet?.presentedView?.subviews.last { $0 !== controller.view && $0.bounds.width > 0 }
        for _ in 0..<8 {
            f.stage.advance(1.0 / 60)
            widths.append(f.onScreen(controller).width)
            copyOpacities.append(copy?.layer.presentation()?.opacity ?? -1)
        }
        #expect(widths.first.map { $0 > 44 && $0 < 393 } == true, "growing: \(widths)")
        #expect(copyOpacities.first.map { $0 > 0 && $0 < 1 } == true, "fading out: \(copyOpacities)")
        #expect(copyOpacities.last == 0, "gone 55 % of the way: \(copyOpacities)")
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 <= $1 + 0.01 }, "grows without shrinking: \(widths)")
        f.stage.settle()
        let rest = f.restingFrame(controller)
        expectApproximately(f.onScreen(controller), rest, tolerance: 0.01, "last frame on the detent")
        #expect(isApproximately(852 - 34 - rest.minY, 0.56 * 749, tolerance: 0.5) && rest.width == 393)
        #expect(controller.view.transform == .identity && controller.view.frame.size == rest.size)
        #expect(f.button.isHidden, "hidden while the sheet covers it")
        #expect(f.delegate.positions.last.map { isApproximately($0.frame.minY, rest.minY, tolerance: 0.01) } == true)
    }

    @Test("The opening is played by the render server: a 50 ms main-thread stall freezes no frame")
    func openingSurvivesAStall() {
        let f = Fixture()
        let controller = UIViewController()
        f.present(controller, using: f.transition())
        let layer = controller.sheet!.presentedView!.layer
        let recording = HeadlessRenderServer.record { Double(layer.presentation()?.frame.width ?? .nan) }
        f.stage.advance(0.05)
        HeadlessMainThread.stall(for: 0.05)
        f.stage.advance(0.05)
        recording.stop()
        #expect(recording.frames.filter(\.duringStall).count >= 2)
        #expect(recording.frozenFramesDuringStalls() == 0)
        f.stage.settle()
        expectApproximately(f.onScreen(controller), f.restingFrame(controller), tolerance: 0.01)
    }

    @Test("Dismissing flies into the button where it is now, then shows it again")
    func closesIntoTheMovedButton() {
        let f = Fixture()
        let controller = UIViewController()
        f.present(controller, using: f.transition())
        f.stage.settle()
        let moved = CGRect(x: 20, y: 120, width: 44, height: 44)
        f.button.frame = moved
        let askedBefore = f.asked
        controller.dismiss(animated: true)
        f.stage.advance(0)
        f.stage.advance(1.0 / 60)
        let early = f.onScreen(controller)
        #expect(early.width < 393 && early.width > 44, "a card on its way: \(early)")
        var last = early
        while f.stage.root.presentedViewController != nil, f.onScreen(controller).width > 0 {
            last = f.onScreen(controller)
            f.stage.advance(1.0 / 60)
            if f.asked > askedBefore + 200 { break }
        }
        f.stage.settle()
        #expect(f.asked > askedBefore, "asked again at dismissal")
        #expect(f.stage.root.presentedViewController == nil)
        expectApproximately(last, moved, tolerance: 2, "the last frame drawn is on the moved button")
        #expect(!f.button.isHidden, "shown again once closed")
    }

    @Test("A button gone at dismissal (not in the window) gives the plain slide down")
    func vanishedButton() {
        let f = Fixture()
        let controller = UIViewController()
        f.present(controller, using: f.transition())
        f.stage.settle()
        let rest = f.restingFrame(controller)
        f.button.removeFromSuperview()
        controller.dismiss(animated: true)
        f.stage.advance(0)
        f.stage.advance(2.0 / 60)
        let sliding = f.onScreen(controller)
        #expect(sliding.width == 393 && sliding.minY > rest.minY, "slides down: \(sliding)")
        f.stage.settle()
        #expect(f.stage.root.presentedViewController == nil)
        #expect(!f.button.isHidden)
    }

    @Test("A dismissal without animation gives the button back at once")
    func dismissedWithoutAnimation() {
        let f = Fixture()
        let controller = UIViewController()
        f.present(controller, using: f.transition())
        f.stage.settle()
        #expect(f.button.isHidden)
        controller.dismiss(animated: false)
        f.stage.settle()
        #expect(f.stage.root.presentedViewController == nil && !f.button.isHidden)
    }

    @Test("Without a source the sheet rises from the bottom as a plain sheet")
    func noSource() {
        let f = Fixture()
        let controller = UIViewController()
        f.present(controller, using: f.transition(provider: { _ in nil }))
        f.stage.advance(1.0 / 60)
        let rising = f.onScreen(controller)
        #expect(rising.width == 393 && rising.minY > 852 - 34 - 0.56 * 749, "rising full width: \(rising)")
        f.stage.settle()
        expectApproximately(f.onScreen(controller), f.restingFrame(controller), tolerance: 0.01)
        #expect(!f.button.isHidden)
    }

    @Test("A touch catches the card mid-flight; lifting lets it land on the detent")
    func catchMidFlight() {
        let f = Fixture()
        let controller = UIViewController()
        f.present(controller, using: f.transition())
        for _ in 0..<5 { f.stage.advance(1.0 / 60) }
        let card = f.onScreen(controller)
        let touch = f.stage.window.beginSimulatedDrag(at: CGPoint(x: card.midX, y: card.midY))
        f.stage.advance(1.0 / 60)
        let held = f.onScreen(controller)
        for _ in 0..<10 { f.stage.advance(1.0 / 60) }
        expectApproximately(f.onScreen(controller), held, tolerance: 0.01, "held under the finger")
        #expect(held.width < 393)
        touch.end()
        f.stage.settle()
        expectApproximately(f.onScreen(controller), f.restingFrame(controller), tolerance: 0.01, "landed after the lift")
        #expect(f.stage.root.presentedViewController === controller)
    }

    @Test("Presented, it is a sheet: a drag moves it between detents and the delegate hears of it")
    func dragBetweenDetents() {
        let f = Fixture()
        let controller = UIViewController()
        f.present(controller, using: f.transition())
        f.stage.settle()
        _ = f.stage.drag(controller, by: -300, duration: 0.3)
        f.stage.settle()
        #expect(controller.sheet?.selectedDetentIdentifier == .large)
        #expect(f.delegate.log.contains("didChangeSelectedDetent:com.apple.UIKit.large"))
        expectApproximately(f.onScreen(controller), f.restingFrame(controller), tolerance: 0.01)
        #expect(f.button.isHidden)
    }

    @Test("A drag released to dismiss flies into the button from where the finger left the sheet")
    func dragReleasedToDismiss() {
        let f = Fixture()
        let controller = UIViewController()
        f.present(controller, using: f.transition())
        f.stage.settle()
        let drag = f.stage.drag(controller, by: 300, duration: 0.25, release: false)
        let released = f.onScreen(controller)
        drag.end()
        f.stage.advance(1.0 / 60)
        let first = f.onScreen(controller)
        #expect(first.width < released.width, "a card now, narrower than the sheet: \(first)")
        let last = f.lastFrameBeforeClosing(controller, from: first)
        #expect(f.stage.root.presentedViewController == nil)
        expectApproximately(last, Self.buttonFrame, tolerance: 2, "landed in the button")
        #expect(f.delegate.log.contains("willDismiss") && f.delegate.log.contains("didDismiss"))
        #expect(!f.button.isHidden)
    }

    @Test("A bar button item: the sheet grows out of the item's view in the navigation bar and closes into it")
    func barButtonItem() {
        let f = NavigationZoomFixture()
        let item = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        f.grid.navigationItem.rightBarButtonItem = item
        f.navigation.view.setNeedsLayout()
        f.navigation.view.layoutIfNeeded()
        let itemOnScreen = item.headlessItemView.convert(item.headlessItemView.bounds, to: nil)
        let controller = UIViewController()
        var configuration = SheetConfiguration()
        configuration.detents = [.medium()]
        configuration.zoomSource = .barButtonItem { _ in item }
        f.grid.present(controller, using: SheetTransition(configuration: configuration), animated: true)
        f.advance(0)
        let sheetView = controller.sheet?.presentedView
        let shown = sheetView?.layer.presentation()?.bounds ?? sheetView?.bounds ?? .zero
        expectApproximately(sheetView?.convertOnScreen(shown) ?? .null, itemOnScreen, tolerance: 0.5)
        #expect(item.headlessItemView.isHidden)
        f.settle()
        controller.dismiss(animated: true)
        f.settle()
        #expect(f.navigation.presentedViewController == nil)
        expectApproximately(sheetView?.frame ?? .null, itemOnScreen, tolerance: 2, "landed in the item")
        #expect(!item.headlessItemView.isHidden)
    }

    @Test("Nothing is left behind: the controller, the transition and what the provider captured")
    func noLeaks() {
        let f = Fixture()
        weak var weakController: UIViewController?
        weak var weakPresentation: UIPresentationController?
        weak var weakTransition: SheetTransition?
        weak var weakCaptured: UIView?
        do {
            let controller = UIViewController()
            let captured = UIView()
            var configuration = SheetConfiguration()
            configuration.zoomSource = .view { [button = f.button] _ in
                _ = captured
                return button
            }
            let transition = SheetTransition(configuration: configuration)
            f.stage.root.present(controller, using: transition, animated: true)
            f.stage.settle()
            weakController = controller
            weakPresentation = controller.presentationController
            weakTransition = transition
            weakCaptured = captured
            controller.dismiss(animated: true)
            f.stage.settle()
        }
        f.stage.settle()
        #expect(weakController == nil && weakPresentation == nil && weakTransition == nil && weakCaptured == nil)
        #expect(!f.button.isHidden)
    }
}
#endif
