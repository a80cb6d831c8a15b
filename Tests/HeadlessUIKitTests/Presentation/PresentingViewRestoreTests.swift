#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// A presenter whose view a full-screen presentation took out of the window gets it back where it was, and only
/// from that presentation: an ended presentation leaves nothing behind that a later one (of the same controller,
/// or of a new one that happens to reuse its memory) would put back.
@MainActor @Suite("Presenting view restore", .headlessHygiene)
struct PresentingViewRestoreTests {
    @Test("a full-screen presentation torn down from below leaves no old place for its presenter's view")
    func tornDownFullScreenForgetsPresenterPlace() {
        let root = UIViewController()
        let window = makeWindow(root: root)
        let middle = UIViewController()
        middle.modalPresentationStyle = .overFullScreen
        root.present(middle, animated: false)
        HeadlessClock.main.runUntilIdle()
        let top = UIViewController()
        top.modalPresentationStyle = .fullScreen
        middle.present(top, animated: false)
        HeadlessClock.main.runUntilIdle()
        #expect(middle.view.window == nil, "the full-screen presentation took the middle's view out")
        // Dismissing the middle tears the full-screen one above it down with it.
        root.dismiss(animated: false)
        HeadlessClock.main.runUntilIdle()
        #expect(root.presentedViewController == nil)

        // The middle controller is shown again and presents something that keeps its view in place.
        root.present(middle, animated: false)
        HeadlessClock.main.runUntilIdle()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .overFullScreen
        middle.present(sheet, animated: false)
        HeadlessClock.main.runUntilIdle()
        sheet.dismiss(animated: false)
        HeadlessClock.main.runUntilIdle()
        #expect(middle.view.window === window, "the middle's view stays on screen after the sheet above it goes")
        #expect(middle.view.frame == window.bounds)
        root.dismiss(animated: false)
        HeadlessClock.main.runUntilIdle()
    }
}
#endif
