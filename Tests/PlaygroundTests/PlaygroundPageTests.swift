#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

// Each page of Playground.playground is compiled into this target (Pages/*.swift are symlinks to the pages'
// Contents.swift) and its demo is driven here on a phone-sized HeadlessUIKit window: present, drag, settle.
// A page that stops compiling, or a demo that stops working, fails `swift test`.

/// A full-screen window on a simulated iPhone 15 Pro (393 × 852 pt, safe area 59 pt top, 34 pt bottom) showing
/// `root`, on HeadlessUIKit's virtual clock.
@MainActor final class PlaygroundStage {
    let window: UIWindow

    init(root: UIViewController) {
        HeadlessClock.main.runUntilIdle()
        HeadlessAccessibility.reset()
        HeadlessDevice.use(.iPhone15Pro)
        window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        settle()
    }

    /// Runs everything scheduled until the screen is at rest.
    func settle() { HeadlessClock.main.runUntilIdle() }

    /// A finger drag from `point` by `translation` over `duration`, released with the drag's own speed.
    func drag(from point: CGPoint, by translation: CGPoint, duration: TimeInterval = 0.3) {
        let drag = window.beginSimulatedDrag(at: point)
        drag.move(by: translation, duration: duration, steps: max(Int(duration * 60), 1))
        drag.end()
    }

    /// The on-screen frame of `view` in window coordinates (mid-animation included).
    func screenFrame(of view: UIView) -> CGRect {
        let frame = view.layer.presentation()?.frame ?? view.frame
        return view.superview?.convert(frame, to: window) ?? frame
    }
}

@MainActor @Suite("Playground pages", .headlessHygiene)
struct PlaygroundPageTests {
    @Test("Sheet with Detents: presents at 200 pt with a grabber, moves up by drag, reports its height, dismisses")
    func sheetWithDetents() throws {
        let demo = makeDetentsDemo()
        let stage = PlaygroundStage(root: demo)
        stage.window.simulateTap(at: CGPoint(x: 196, y: 142))  // the "Show the sheet" button
        stage.settle()
        let sheet = try #require(demo.sheetContent.sheet)
        #expect(sheet.prefersGrabberVisible)
        #expect(sheet.resolvedDetents.count == 3)
        let sheetView = try #require(sheet.presentedView)
        #expect(isApproximately(852 - 34 - stage.screenFrame(of: sheetView).minY, 200, tolerance: 0.01))
        #expect(demo.showButton.title(for: .normal) == "200 pt · at or above peek")

        // 150 pt up, slowly: medium (UIKit's 0.56 of 749 pt) is the nearest stop, and no detent is skipped.
        stage.drag(from: CGPoint(x: 196, y: 852 - 34 - 190), by: CGPoint(x: 0, y: -150), duration: 0.6)
        stage.settle()
        #expect(sheet.selectedDetentIdentifier == .medium)
        #expect(demo.showButton.title(for: .normal) == "419 pt · at or above medium")

        stage.drag(from: CGPoint(x: 196, y: stage.screenFrame(of: sheetView).minY + 20), by: CGPoint(x: 0, y: 700))
        stage.settle()
        #expect(demo.presentedViewController == nil)
    }

    @Test("Join Sheet: parallax follows the sheet, background buttons work, Join stays put, no swipe-to-dismiss")
    func joinSheet() throws {
        let demo = makeJoinSheetDemo()
        let stage = PlaygroundStage(root: demo)
        demo.showJoinSheet()
        stage.settle()
        let sheetView = try #require(demo.joinSheet.sheet?.presentedView)
        let restingTop = stage.screenFrame(of: sheetView).minY
        let liftAtMedium = demo.background.picture.transform.ty
        #expect(liftAtMedium < 0)

        stage.window.simulateTap(at: CGPoint(x: 345, y: 92))  // Share, behind the sheet
        #expect(demo.shareTaps == 1)
        let joinFrame = stage.screenFrame(of: demo.joinButton)
        stage.window.simulateTap(at: CGPoint(x: joinFrame.midX, y: joinFrame.midY))
        #expect(demo.joinTaps == 1)

        // Dragging up lifts the picture further; the Join button does not move.
        let up = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: restingTop + 20))
        up.move(by: CGPoint(x: 0, y: -150), duration: 0.25, steps: 15)
        #expect(demo.background.picture.transform.ty < liftAtMedium - 10)
        #expect(isApproximately(stage.screenFrame(of: demo.joinButton), joinFrame, tolerance: 0.01))
        up.end()
        stage.settle()

        // Back at medium, a hard pull down resists, springs back, and the sheet stays.
        demo.joinSheet.sheet?.animateChanges { demo.joinSheet.sheet?.selectedDetentIdentifier = .medium }
        stage.settle()
        stage.drag(from: CGPoint(x: 196, y: restingTop + 20), by: CGPoint(x: 0, y: 300), duration: 0.4)
        stage.settle()
        #expect(demo.presentedViewController === demo.joinSheet)
        #expect(isApproximately(stage.screenFrame(of: sheetView).minY, restingTop, tolerance: 0.01))

        stage.window.simulateTap(at: CGPoint(x: 38, y: 92))  // ✕ closes it
        stage.settle()
        #expect(demo.presentedViewController == nil)
    }

    @Test("Embedded Panels: the list stays usable under the search panel, the screen presents over it, filters hang from the top")
    func embeddedPanels() throws {
        let demo = makePanelsDemo()
        let stage = PlaygroundStage(root: demo)
        let searchView = try #require(demo.searchContent.viewIfLoaded)
        #expect(demo.searchContent.parent === demo)
        #expect(isApproximately(852 - 34 - stage.screenFrame(of: searchView).minY, 120, tolerance: 0.01), "resting at the tip")

        let place = try #require(demo.list.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Place 4" })
        let row = stage.screenFrame(of: place)
        stage.window.simulateTap(at: CGPoint(x: row.midX, y: row.midY))  // beside the panel, which dims nothing
        #expect(demo.openedPlace == 3)

        // Dragged up, it rests at medium; the screen can still present while it shows.
        stage.drag(
            from: CGPoint(x: 196, y: stage.screenFrame(of: searchView).minY + 20), by: CGPoint(x: 0, y: -300),
            duration: 0.6)
        stage.settle()
        #expect(demo.searchPanel.selectedDetentIdentifier == .medium)
        let alert = UIViewController()
        demo.present(alert, using: SheetTransition(detents: [.medium()]))
        stage.settle()
        #expect(demo.presentedViewController === alert && demo.searchContent.parent === demo)
        alert.dismiss(animated: false)
        stage.settle()

        // Filters: from the top edge, 180 pt below the status bar; dragged up, they close.
        stage.window.simulateTap(at: CGPoint(x: 335, y: 78))
        stage.settle()
        let filterView = try #require(demo.filterContent.viewIfLoaded)
        #expect(isApproximately(stage.screenFrame(of: filterView), CGRect(x: 0, y: 0, width: 393, height: 59 + 180), tolerance: 0.01))
        demo.toggleFilters()
        stage.settle()
        #expect(demo.filterContent.parent == nil)
    }

    @Test("Zoom Grid: a tile zooms open to full screen and a drag down sends it back into the tile")
    func zoomGrid() throws {
        let demo = makeZoomGridDemo()
        let stage = PlaygroundStage(root: demo)
        let tile = demo.tiles[4]
        let tileFrame = stage.screenFrame(of: tile)
        stage.window.simulateTap(at: CGPoint(x: tileFrame.midX, y: tileFrame.midY))
        stage.settle()
        let detail = try #require(demo.presentedViewController as? PhotoViewController)
        #expect(isApproximately(stage.screenFrame(of: detail.view), stage.window.bounds, tolerance: 0.01))
        #expect(!tile.isHidden)

        stage.drag(from: CGPoint(x: 196, y: 500), by: CGPoint(x: 0, y: 320), duration: 0.35)
        stage.settle()
        #expect(demo.presentedViewController == nil)
        #expect(!tile.isHidden)
        #expect(isApproximately(stage.screenFrame(of: tile), tileFrame, tolerance: 0.01))
    }

    @Test("Zoom Push: a tile pushes its photo with a zoom; a drag down pops it back into the tile")
    func zoomPush() throws {
        let demo = makeZoomPushDemo()
        let stage = PlaygroundStage(root: demo)
        let grid = try #require(demo.topViewController as? ZoomPushGridViewController)
        let tile = grid.tiles[4]
        let tileFrame = stage.screenFrame(of: tile)
        stage.window.simulateTap(at: CGPoint(x: tileFrame.midX, y: tileFrame.midY))
        stage.settle()
        let detail = try #require(demo.topViewController as? ZoomPushPhotoViewController)
        #expect(isApproximately(stage.screenFrame(of: detail.view), stage.window.bounds, tolerance: 0.01))
        #expect(
            isApproximately(detail.photo.frame.minY, 59 + 44, tolerance: 0.01),
            "the photo starts below the navigation bar")
        #expect(!tile.isHidden)

        stage.drag(from: CGPoint(x: 196, y: 500), by: CGPoint(x: 0, y: 320), duration: 0.35)
        stage.settle()
        #expect(demo.topViewController === grid)
        #expect(demo.viewControllers.count == 1)
        #expect(!tile.isHidden)
        #expect(isApproximately(stage.screenFrame(of: tile), tileFrame, tolerance: 0.01))
    }

    @Test("Sheet from a Button: the sheet grows out of the bar button, rests inset at medium, closes back into it")
    func sheetFromButton() throws {
        let demo = makeSheetFromButtonDemo()
        let stage = PlaygroundStage(root: demo)
        let notes = try #require(demo.topViewController as? NotesViewController)
        let button = notes.addItem.headlessItemView
        let buttonFrame = stage.screenFrame(of: button)
        notes.compose()  // the item's action (HeadlessUIKit's bar item views take no taps)
        HeadlessClock.main.advance(by: 0)
        let compose = try #require(demo.presentedViewController as? ComposeViewController)
        let sheetView = try #require(compose.sheet?.presentedView)
        let first = sheetView.convertOnScreen(sheetView.layer.presentation()?.bounds ?? sheetView.bounds)
        #expect(isApproximately(first.midX, buttonFrame.midX, tolerance: 1) && isApproximately(first.midY, buttonFrame.midY, tolerance: 1), "\(first)")
        #expect(button.isHidden)
        stage.settle()
        let rest = sheetView.convertOnScreen(sheetView.layer.presentation()?.bounds ?? sheetView.bounds)
        #expect(isApproximately(rest, CGRect(x: 8, y: 852 - 34 - 0.56 * 749, width: 393 - 16, height: 0.56 * 749 + 34 - 8), tolerance: 0.01))
        #expect(button.isHidden)

        compose.doneButton.sendActions(for: .touchUpInside)
        stage.settle()
        #expect(demo.presentedViewController == nil)
        #expect(!button.isHidden)
        #expect(isApproximately(sheetView.frame.midX, buttonFrame.midX, tolerance: 1) && isApproximately(sheetView.frame.midY, buttonFrame.midY, tolerance: 1))
    }

    @Test("Custom Transition: the card rises to its frame over a dimming view; a drag down dismisses it")
    func customTransition() throws {
        let demo = makeCustomTransitionDemo()
        let stage = PlaygroundStage(root: demo)
        demo.showCard()
        HeadlessClock.main.advance(by: 0.1)
        let rising = stage.screenFrame(of: demo.card.view)
        stage.settle()
        let card = stage.screenFrame(of: demo.card.view)
        #expect(
            isApproximately(card, CGRect(x: 26.5, y: 852 - 34 - 24 - 420, width: 340, height: 420), tolerance: 0.01))
        #expect(rising.minY > card.minY)
        weak var transition: ModalTransition?
        transition = (demo.card.presentationController as? CardPresentationController)?.owningTransition
        #expect(transition != nil)

        // A short drag springs back; a long one dismisses.
        stage.drag(from: CGPoint(x: 196, y: card.minY + 40), by: CGPoint(x: 0, y: 80), duration: 0.5)
        stage.settle()
        #expect(demo.presentedViewController === demo.card)
        #expect(isApproximately(stage.screenFrame(of: demo.card.view), card, tolerance: 0.01))
        stage.drag(from: CGPoint(x: 196, y: card.minY + 40), by: CGPoint(x: 0, y: 300), duration: 0.5)
        stage.settle()
        #expect(demo.presentedViewController == nil)
        #expect(transition == nil)  // released with the presentation (TransitionOwning)
    }
}
#endif
