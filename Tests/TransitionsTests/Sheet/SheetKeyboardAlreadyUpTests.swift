#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// Found by an independent fuzzer: a sheet presented while a text field elsewhere has the keyboard up must rest above
/// it from its first frame, as UIKit's sheets do (the sheet learns the keyboard through the process-wide tracker).
@MainActor @Suite("Sheets: a keyboard that is already up", .headlessHygiene)
struct SheetKeyboardAlreadyUpTests {
    /// Shows a 336 pt keyboard at once (a text field in the presenter is editing) and returns a cleanup that
    /// hides it again: the keyboard is process-wide, later tests must not see it.
    func keyboardUp(on stage: Stage) -> () -> Void {
        HeadlessKeyboard.show(height: 336, duration: 0, in: stage.window)
        stage.settle()
        return {
            HeadlessKeyboard.hide(duration: 0, in: stage.window)
            stage.settle()
        }
    }

    @Test("A keyboard that is already up lifts a newly presented sheet")
    func keyboardAlreadyUp() {
        SheetPresentationController.startTrackingKeyboard()  // what an app does at launch
        let stage = Stage()
        let hide = keyboardUp(on: stage)
        defer { hide() }
        let form = UIViewController()
        stage.present(form, using: SheetTransition(detents: [.medium(), .large()]))
        let heights = form.sheet?.resolvedDetents.map(\.height) ?? []
        // The detents are resolved for the room above the keyboard, 852 − 59 (status bar) − 10 (gap) − 336 = 447,
        // not for the whole screen (421.68 / 753 before the fix); medium is UIKit's 0.56 of it.
        let medium: CGFloat = 0.56 * 447
        #expect(heights == [medium, 447])
        // The sheet rests on the keyboard, its medium detent fully visible.
        #expect(isApproximately(stage.sheetFrame(form).minY, CGFloat(852 - 336) - medium, tolerance: 1e-9))
    }

    @Test("A keyboard that came up after the transition was made, before presenting, is respected too")
    func keyboardUpBeforePresenting() {
        let stage = Stage()
        let transition = SheetTransition(detents: [.height(198)])  // creating a transition starts the tracking
        let hide = keyboardUp(on: stage)
        defer { hide() }
        let form = UIViewController()
        stage.present(form, using: transition)
        #expect(stage.sheetFrame(form).minY == CGFloat(852 - 336 - 198))
        HeadlessKeyboard.hide(duration: 0.25, in: stage.window)
        stage.settle()
        #expect(stage.visibleHeight(form) == 198)  // and it comes down with the keyboard
    }

    @Test("expandsToLargestDetent presents at the largest detent over a keyboard that is up, and returns on hide")
    func expandsOverKeyboardAlreadyUp() {
        let stage = Stage()
        let transition = SheetTransition(detents: [.height(198), .large()])
        transition.keyboardBehavior = .expandsToLargestDetent
        let hide = keyboardUp(on: stage)
        defer { hide() }
        let form = UIViewController()
        stage.present(form, using: transition)
        #expect(form.sheet?.selectedDetentIdentifier == .large)
        #expect(stage.sheetFrame(form).minY == CGFloat(852 - 336) - (form.sheet?.resolvedDetents.last?.height ?? 0))
        HeadlessKeyboard.hide(in: stage.window)
        stage.settle()
        #expect(form.sheet?.selectedDetentIdentifier == nil)
        #expect(stage.visibleHeight(form) == 198)
    }

    @Test("ignoresKeyboard leaves a sheet presented over a keyboard where it would be without one")
    func ignoresKeyboardAlreadyUp() {
        let stage = Stage()
        let transition = SheetTransition(detents: [.height(198)])
        transition.keyboardBehavior = .ignoresKeyboard
        let hide = keyboardUp(on: stage)
        defer { hide() }
        let form = UIViewController()
        stage.present(form, using: transition)
        #expect(stage.visibleHeight(form) == 198)
    }
}
#endif
