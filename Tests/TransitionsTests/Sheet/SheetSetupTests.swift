#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// `usesSheetPresentation`: the sheet is set up before presentation, as UIKit's `sheetPresentationController` is
/// with `modalPresentationStyle = .pageSheet`.
@MainActor @Suite("Sheet set up before presentation", .headlessHygiene)
struct SheetSetupTests {
    // Apple (`UIViewController.sheetPresentationController`): "If modalPresentationStyle is
    // UIModalPresentationStyle.pageSheet or UIModalPresentationStyle.formSheet, this property contains a sheet
    // presentation controller instance. Access this instance to customize or adjust the sheet before or after it
    // presents."
    @Test("Set up before presentation: a plain present shows what was set, and the same object stays the sheet")
    func setUpBeforePresentation() {
        let stage = Stage()
        let editor = RecordingViewController(name: "editor")
        #expect(editor.sheet == nil)  // nothing before opting in
        editor.usesSheetPresentation = true
        let before = editor.sheet
        #expect(before != nil)
        editor.sheet?.detents = [.height(240, identifier: "small"), .large()]
        editor.sheet?.prefersGrabberVisible = true
        let delegate = RecordingSheetDelegate()
        editor.sheet?.delegate = delegate
        stage.root.present(editor, animated: true)
        stage.settle()
        #expect(stage.root.presentedViewController === editor)
        #expect(editor.sheet === before)
        #expect(editor.sheet?.presentingViewController === stage.root)
        #expect(isApproximately(stage.visibleHeight(editor), 240, tolerance: 0.5))  // the detent set before presentation
        // The delegate set before presentation hears the user's dismissal.
        _ = stage.drag(editor, by: 400, duration: 0.3)
        stage.settle()
        #expect(stage.root.presentedViewController == nil)
        #expect(delegate.log == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test("Live changes on the same object while presented still animate like animateChanges")
    func liveChangesOnSameObject() {
        let stage = Stage()
        let editor = UIViewController()
        editor.usesSheetPresentation = true
        editor.sheet?.detents = [.height(240, identifier: "small"), .height(500, identifier: "tall")]
        stage.root.present(editor, animated: true)
        stage.settle()
        editor.sheet?.animateChanges { editor.sheet?.selectedDetentIdentifier = "tall" }
        stage.advance(0.05)
        let midway = stage.visibleHeight(editor)
        stage.settle()
        #expect(midway > 240 && midway < 500)  // animated, not jumped
        #expect(isApproximately(stage.visibleHeight(editor), 500, tolerance: 0.5))
    }

    @Test("After a dismissal the next presentation carries what was set, on a new controller")
    func nextPresentationKeepsSettings() {
        let stage = Stage()
        let editor = UIViewController()
        editor.usesSheetPresentation = true
        editor.sheet?.detents = [.height(260, identifier: "small"), .large()]
        stage.root.present(editor, animated: true)
        stage.settle()
        weak let first = editor.sheet
        editor.dismiss(animated: true)
        stage.settle()
        #expect(first == nil)  // UIKit's reference is gone and nothing else keeps the ended sheet
        #expect(editor.usesSheetPresentation)
        let second = editor.sheet
        #expect(second != nil)
        #expect(second?.detents.map(\.identifier) == ["small", .large])
        stage.root.present(editor, animated: true)
        stage.settle()
        #expect(editor.sheet === second)
        #expect(isApproximately(stage.visibleHeight(editor), 260, tolerance: 0.5))
    }

    @Test("Nothing leaks: after the dismissal the controller and its sheet go when the app lets go")
    func noLeakAfterDismissal() {
        let stage = Stage()
        weak var controller: UIViewController?
        weak var sheet: SheetPresentationController?
        do {
            let editor = UIViewController()
            editor.usesSheetPresentation = true
            editor.sheet?.detents = [.medium()]
            stage.root.present(editor, animated: true)
            stage.settle()
            controller = editor
            sheet = editor.sheet
            editor.dismiss(animated: true)
            stage.settle()
        }
        stage.settle()
        #expect(controller == nil)
        #expect(sheet == nil)
    }

    @Test("Never presented: turning it off releases the prepared sheet and puts back UIKit's defaults")
    func turnedOff() {
        weak var controller: UIViewController?
        weak var sheet: SheetPresentationController?
        do {
            let editor = UIViewController()
            editor.usesSheetPresentation = true
            sheet = editor.sheet
            #expect(editor.modalPresentationStyle == .custom)
            editor.usesSheetPresentation = false
            #expect(editor.sheet == nil)
            #expect(editor.modalPresentationStyle == .automatic)
            #expect(editor.transitioningDelegate == nil)
            controller = editor
        }
        #expect(sheet == nil)
        #expect(controller == nil)
    }

    @Test("present(_:using:) keeps working and its transition wins over a setup")
    func presentUsingWins() {
        let stage = Stage()
        let editor = UIViewController()
        editor.usesSheetPresentation = true
        let prepared = editor.sheet
        prepared?.detents = [.height(200)]
        stage.present(editor, using: SheetTransition(detents: [.height(320)]))
        #expect(editor.sheet != nil)
        #expect(editor.sheet !== prepared)
        #expect(!editor.usesSheetPresentation)
        #expect(isApproximately(stage.visibleHeight(editor), 320, tolerance: 0.5))
    }

    @Test("Changing the style by hand turns the setup off: sheet is nil before presentation")
    func styleChangedByHand() {
        let editor = UIViewController()
        editor.usesSheetPresentation = true
        editor.modalPresentationStyle = .pageSheet
        #expect(!editor.usesSheetPresentation)
        #expect(editor.sheet == nil)
    }
}
#endif
