#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// Sheet settles played by the render server (docs/performance.md, "Motion off the main thread"): they go on while
/// the app's main thread stalls, views hold their end state as model values, and everything that reads the sheet
/// (its position, a finger, a callback) meets it where it is on screen.
@MainActor @Suite("Sheet settles on the render server", .headlessHygiene)
struct SheetRenderServerSettleTests {
    /// A sheet with 400 and 700 pt detents, resting at 400, and no delegate (no position callback).
    func presentPlain() -> (Stage, UIViewController) {
        let stage = Stage()
        let panel = UIViewController()
        stage.present(panel, using: SheetTransition(detents: [.height(400), .height(700)]))
        return (stage, panel)
    }

    func settleUp(_ panel: UIViewController) {
        panel.sheet?.animateChanges { panel.sheet?.selectedDetentIdentifier = Detent.height(700).identifier }
    }

    @Test("A 50 ms main-thread stall mid-settle freezes no frame, and the sheet still arrives on time")
    func stallFreezesNothing() {
        let (stage, panel) = presentPlain()
        let sheetLayer = panel.sheet!.presentedView!.layer
        let recording = HeadlessRenderServer.record { Double(sheetLayer.presentation()?.frame.minY ?? .nan) }
        settleUp(panel)
        stage.advance(0.05)
        HeadlessMainThread.stall(for: 0.05)
        stage.advance(0.05)
        recording.stop()
        let stalled = recording.frames.filter(\.duringStall)
        print("frames during the stall: \(stalled.count), frozen: \(recording.frozenFramesDuringStalls())")
        #expect(stalled.count >= 2)
        #expect(recording.frozenFramesDuringStalls() == 0)
        #expect(recording.largestStep < 40)  // no jump when the main thread comes back
        stage.settle()
        #expect(stage.visibleHeight(panel) == 700)
    }

    @Test("The views hold the settle's end as model values; the sheet's position is the one on screen")
    func modelHoldsTheEnd() throws {
        let (stage, panel) = presentPlain()
        settleUp(panel)
        stage.advance(0.08)
        let sheet = try #require(panel.sheet)
        let shown = stage.sheetFrame(panel)
        #expect(isApproximately(sheet.presentedView!.frame.minY, 852 - 34 - 700, tolerance: 0.01))  // the end, as after any UIKit animation
        #expect(shown.minY > 852 - 34 - 700 && shown.minY < 852 - 34 - 400)
        let position = try #require(sheet.position)
        #expect(isApproximately(852 - 34 - position.height, shown.minY, tolerance: 0.5))
        #expect(position.velocity > 0)  // still rising
        // Apple: "The frame rectangle to assign to the presented view at the end of the animations."
        #expect(isApproximately(sheet.frameOfPresentedViewInContainerView.minY, 852 - 34 - 700, tolerance: 0.01))
        stage.settle()
        #expect(sheet.position?.height == 700)
    }

    @Test("With a position callback the views still move during a stall; the callback waits, then resumes on the curve")
    func callbackWaitsViewsDoNot() {
        let (stage, panel) = presentPlain()
        var reports: [(time: Double, height: Double)] = []
        panel.sheet?.onPositionChange = { reports.append((HeadlessClock.main.now, $0.height)) }
        let sheetLayer = panel.sheet!.presentedView!.layer
        let recording = HeadlessRenderServer.record { Double(sheetLayer.presentation()?.frame.minY ?? .nan) }
        settleUp(panel)
        stage.advance(0.05)
        let stallStart = HeadlessClock.main.now
        HeadlessMainThread.stall(for: 0.05)
        let duringStall = reports.filter { $0.time > stallStart + 1e-9 && $0.time < stallStart + 0.05 - 1e-9 }
        stage.advance(0.05)
        recording.stop()
        #expect(recording.frozenFramesDuringStalls() == 0)
        #expect(duringStall.isEmpty)
        let after = reports.filter { $0.time >= stallStart + 0.05 }
        #expect(!after.isEmpty)
        // A report after the stall is where the screen shows the sheet at that moment.
        if let last = after.last,
            let frame = recording.frames.last(where: { isApproximately($0.time, last.time, tolerance: 1e-9) })
        {
            #expect(isApproximately(852 - 34 - last.height, frame.value, tolerance: 0.5))
        }
        stage.settle()
        #expect(reports.last?.height == 700)
    }

    @Test("A touch lands on the sheet where it is shown, not where its model frame already is")
    func touchFindsTheShownSheet() {
        let (stage, panel) = presentPlain()
        settleUp(panel)
        stage.advance(0.05)
        let shownTop = stage.sheetFrame(panel).minY
        // 30 pt below the shown top edge: above the model frame's top (the end, 118 pt), on the sheet on screen.
        let finger = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: shownTop + 30))
        stage.advance(0.1)
        #expect(isApproximately(stage.sheetFrame(panel).minY, shownTop, tolerance: 1))  // caught
        finger.move(by: CGPoint(x: 0, y: 80), duration: 0.2, steps: 12)
        let dragged = stage.sheetFrame(panel).minY - shownTop
        #expect(dragged > 60 && dragged <= 80.5)  // and dragged from there (less the pan's hysteresis)
        finger.end()
        stage.settle()
        #expect(stage.visibleHeight(panel) == 400 || stage.visibleHeight(panel) == 700)
    }

    @Test("A presentation that recedes the screen behind plays the recede on the render server and puts it back")
    func recedeOnRenderServer() throws {
        let stage = Stage()
        let panel = UIViewController()
        stage.present(panel, using: SheetTransition(detents: [.large()]), settle: false)
        stage.advance(0.05)
        let presenter = stage.root.view.layer
        HeadlessMainThread.stall(for: 0.05)
        let shownScale = presenter.presentation()?.transform.m11 ?? 1
        #expect(shownScale < 1)  // receding while the main thread is stalled
        stage.settle()
        #expect(presenter.transform.m11 < 1)
        #expect(presenter.animationKeys()?.isEmpty ?? true)
        panel.dismiss(animated: true)
        stage.advance(0.05)
        #expect(presenter.presentation()!.transform.m11 < 1)  // still coming back up
        stage.settle()
        #expect(CATransform3DIsIdentity(presenter.transform))
        #expect(presenter.animationKeys()?.isEmpty ?? true)
        #expect(stage.root.presentedViewController == nil)
    }

    @Test("Dismissed without animation mid-settle: no animation is left behind and nothing leaks")
    func tornDownMidSettle() {
        let stage = Stage()
        weak var weakPanel: UIViewController?
        weak var weakSheet: SheetPresentationController?
        let presenter = stage.root.view.layer
        do {
            let panel = UIViewController()
            weakPanel = panel
            stage.present(panel, using: SheetTransition(detents: [.large()]), settle: false)
            weakSheet = panel.sheet
            stage.advance(0.3)
            panel.dismiss(animated: false)
        }
        stage.settle()
        #expect(weakPanel == nil)
        #expect(weakSheet == nil)
        #expect(CATransform3DIsIdentity(presenter.transform))
        #expect(presenter.animationKeys()?.isEmpty ?? true)
    }

    @Test("animateChanges returns with the sheet and its content laid out at the new detent, as Apple documents")
    func animateChangesLaysOutByReturn() {
        let (stage, panel) = presentPlain()
        var laidOutHeights: [CGFloat] = []
        let probe = LayoutProbe { laidOutHeights.append($0) }
        probe.frame = panel.view.bounds
        probe.autoresizingMask = [.flexibleWidth, .flexibleHeight]  // resized with the content: laid out again
        panel.view.addSubview(probe)
        stage.settle()
        laidOutHeights.removeAll()
        panel.sheet?.animateChanges { panel.sheet?.selectedDetentIdentifier = Detent.height(700).identifier }
        // Before any frame: the views already hold where the spring ends, and the content was laid out there.
        #expect(isApproximately(panel.sheet!.presentedView!.frame.minY, 852 - 34 - 700, tolerance: 0.01))
        #expect(isApproximately(panel.view.frame.height, panel.sheet!.presentedView!.bounds.height, tolerance: 0.01))
        #expect(
            laidOutHeights.last.map { isApproximately($0, panel.view.bounds.height, tolerance: 0.01) } == true,
            "\(laidOutHeights)")
        #expect(panel.view.bounds.height > 690)
        #expect(stage.visibleHeight(panel) < 699)  // on screen it has only begun to rise
        stage.settle()
        #expect(stage.visibleHeight(panel) == 700)
    }
}

/// A view that reports its superview's height each time it is laid out.
@MainActor private final class LayoutProbe: UIView {
    let onLayout: (CGFloat) -> Void
    init(onLayout: @escaping (CGFloat) -> Void) {
        self.onLayout = onLayout
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout(superview?.bounds.height ?? 0)
    }
}
#endif
