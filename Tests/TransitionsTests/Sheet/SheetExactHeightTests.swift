#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// Reusable sheets with exact heights (docs/architecture.md, "Scenarios"): a toast-like app's small sheets of
/// 198 and 226 pt, a double sheet, an animated height change, a text-field sheet above the keyboard.
@MainActor @Suite("Reusable sheets with exact heights", .headlessHygiene)
struct SheetExactHeightTests {
    @Test("198 pt and 226 pt sheets show exactly that much above the home indicator")
    func exactHeights() {
        for height: CGFloat in [198, 226] {
            let stage = Stage()
            let toast = RecordingViewController(name: "toast")
            let sheet = SheetTransition(detents: [.height(height)])
            sheet.preferredCornerRadius = 20
            stage.present(toast, using: sheet)
            #expect(stage.visibleHeight(toast) == height)
            #expect(stage.sheetFrame(toast).maxY == stage.window.bounds.maxY)
            #expect(toast.sheet?.presentedView?.layer.cornerRadius == 20)
            toast.dismiss(animated: false)
            stage.settle()
        }
    }

    @Test("UIKit's defaults, as the post walks through them")
    func defaults() {
        let stage = Stage()
        let editor = UIViewController()
        stage.present(editor, using: SheetTransition())
        let sheet = try! #require(editor.sheet)
        #expect(sheet.detents.map(\.identifier) == [.large])
        #expect(sheet.largestUndimmedDetentIdentifier == nil)
        #expect(sheet.prefersScrollingExpandsWhenScrolledToEdge)
        #expect(!sheet.prefersGrabberVisible)
        #expect(!sheet.prefersEdgeAttachedInCompactHeight)
        #expect(!sheet.widthFollowsPreferredContentSizeWhenEdgeAttached)
        #expect(sheet.selectedDetentIdentifier == nil)
        #expect(stage.sheetFrame(editor).minY == CGFloat(59 + 10))
        #expect(sheet.position?.dimmingAlpha == 1)
    }

    @Test("Double sheet: the first sheet is fully gone before the second appears; one completion")
    func doubleSheet() {
        let stage = Stage()
        let edit = RecordingViewController(name: "edit")
        let editTitle = RecordingViewController(name: "editTitle")
        stage.present(edit, using: SheetTransition(detents: [.height(226)]))
        var completions = 0
        var firstGoneWhenSecondAppeared = false
        editTitle.onViewWillAppear = { firstGoneWhenSecondAppeared = edit.log.last == "viewDidDisappear" }
        stage.root.replacePresentedSheet(with: editTitle, using: SheetTransition(detents: [.height(198)])) {
            completions += 1
        }
        stage.settle()
        #expect(completions == 1)
        #expect(firstGoneWhenSecondAppeared)
        #expect(stage.root.presentedViewController === editTitle)
        #expect(edit.presentingViewController == nil)
        #expect(stage.visibleHeight(editTitle) == 198)
    }

    @Test("Animated change 198 → 219 pt passes strictly between the two heights, then rests at 219")
    func animatedHeightChange() {
        let stage = Stage()
        let form = UIViewController()
        let delegate = RecordingSheetDelegate()
        let transition = SheetTransition(detents: [.height(198)])
        transition.delegate = delegate
        stage.present(form, using: transition)
        delegate.positions.removeAll()
        form.sheet?.animateChanges { form.sheet?.detents = [.height(219)] }
        stage.advance(1.0 / 60)
        let early = stage.visibleHeight(form)
        #expect(early > 198 && early < 219)
        stage.settle()
        let heights = delegate.positions.map(\.height)
        #expect(heights.count > 3)
        #expect(heights.first == 198)  // reported at once, from where the sheet is
        #expect(heights.dropFirst().dropLast().allSatisfy { $0 > 198 && $0 < 219 })
        #expect(heights.last == 219)
        #expect(stage.visibleHeight(form) == 219)
    }

    @Test("Outside animateChanges a detent change applies at once")
    func immediateChange() {
        let stage = Stage()
        let form = UIViewController()
        stage.present(form, using: SheetTransition(detents: [.height(198)]))
        form.sheet?.detents = [.height(219)]
        #expect(stage.visibleHeight(form) == 219)
    }

    @Test("A text-field sheet rises with the keyboard, using its duration, and stays above it")
    func keyboard() {
        let stage = Stage()
        let form = UIViewController()
        stage.present(form, using: SheetTransition(detents: [.height(198)]))
        HeadlessKeyboard.show(height: 336, duration: 0.25, in: stage.window)
        stage.advance(0.1)
        let midway = stage.sheetFrame(form).minY
        #expect(midway < 852 - 34 - 198 && midway > 852 - 336 - 198)
        stage.advance(0.2)
        #expect(stage.sheetFrame(form).minY == CGFloat(852 - 336 - 198))
        HeadlessKeyboard.hide(duration: 0.25, in: stage.window)
        stage.settle()
        #expect(stage.visibleHeight(form) == 198)
    }

    @Test("expandsToLargestDetent moves to the largest detent while the keyboard is up, and back")
    func keyboardExpands() {
        let stage = Stage()
        let form = UIViewController()
        let transition = SheetTransition(detents: [.height(198), .large()])
        transition.keyboardBehavior = .expandsToLargestDetent
        stage.present(form, using: transition)
        HeadlessKeyboard.show(height: 336, in: stage.window)
        stage.settle()
        #expect(stage.sheetFrame(form).minY == CGFloat(59 + 10))
        #expect(form.sheet?.selectedDetentIdentifier == .large)
        HeadlessKeyboard.hide(in: stage.window)
        stage.settle()
        #expect(stage.visibleHeight(form) == 198)
    }
}

#endif
