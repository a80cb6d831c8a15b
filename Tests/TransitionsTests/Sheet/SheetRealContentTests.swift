#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// Sheets holding what apps put in them: a table that is the sheet's tracked scroll view, a form whose text field
/// brings up the keyboard, a navigation stack, and a sheet presented from a tab of a tab bar controller.
@MainActor @Suite("Sheets with real content", .headlessHygiene)
struct SheetRealContentTests {
    /// A table of 60 rows of 44 pt filling a controller's view, feeding itself and recording taps.
    @MainActor final class ListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
        let table = UITableView(frame: .zero, style: .plain)
        private(set) var selectedRows: [Int] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            table.frame = view.bounds
            table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            table.rowHeight = 44
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = self
            table.delegate = self
            view.addSubview(table)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selectedRows.append(indexPath.row)
        }
    }

    /// Presents a list sheet at `detent` (medium and large available) with its table as the tracked scroll view.
    func presentList(_ stage: Stage, at detent: Detent.Identifier = .medium) -> ListController {
        let list = ListController()
        let transition = SheetTransition(detents: [.medium(), .large()])
        transition.selectedDetentIdentifier = detent
        transition.configure = { $0.trackedScrollView = list.table }
        stage.present(list, using: transition)
        return list
    }

    /// Drags from `y` points below the sheet's top by `translation`, 60 moves per second, and lets go.
    func drag(_ stage: Stage, _ controller: UIViewController, from y: CGFloat = 200, by translation: CGFloat) {
        let top = stage.sheetFrame(controller).minY
        let drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: top + y))
        drag.move(by: CGPoint(x: 0, y: translation), duration: 0.3, steps: 18)
        drag.end()
        stage.settle()
    }

    @Test("A table at its top: dragging it down steps the sheet down a detent, then dismisses it")
    func tableAtTopMovesTheSheet() {
        let stage = Stage()
        let list = presentList(stage, at: .large)
        let largeTop = stage.sheetFrame(list).minY
        drag(stage, list, by: 180)
        #expect(list.sheet?.selectedDetentIdentifier == .medium)
        #expect(stage.sheetFrame(list).minY > largeTop + 150, "the sheet rests lower, at medium")
        #expect(list.table.contentOffset.y == 0, "the list did not scroll")
        drag(stage, list, by: 300)
        #expect(stage.root.presentedViewController == nil, "dragged down from medium: dismissed")
    }

    @Test("A scrolled table scrolls back first; the sheet stays where it is")
    func scrolledTableScrolls() {
        let stage = Stage()
        let list = presentList(stage, at: .large)
        let top = stage.sheetFrame(list).minY
        drag(stage, list, by: -300)  // at the largest detent an upward drag scrolls the list
        let scrolled = list.table.contentOffset.y
        #expect(scrolled > 200)
        #expect(stage.sheetFrame(list).minY == top)
        #expect(list.table.indexPathsForVisibleRows?.first?.row ?? 0 > 3, "later rows are on screen")
        let drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: top + 200))
        drag.move(by: CGPoint(x: 0, y: 100), duration: 0.2, steps: 12)
        #expect(list.table.contentOffset.y < scrolled - 50, "the list scrolls back")
        #expect(stage.sheetFrame(list).minY == top, "the sheet does not move while the list is scrolled")
        drag.end()
        stage.settle()
        #expect(stage.root.presentedViewController === list)
        #expect(list.sheet?.selectedDetentIdentifier == .large)
    }

    @Test("Scrolling the table up at medium first expands the sheet, the list pinned at its top; a tap selects a row")
    func tableExpandsThenTaps() throws {
        let stage = Stage()
        let list = presentList(stage)
        let mediumTop = stage.sheetFrame(list).minY
        let finger = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: mediumTop + 200))
        finger.move(by: CGPoint(x: 0, y: -250), duration: 0.3, steps: 18)
        #expect(stage.sheetFrame(list).minY < mediumTop - 200, "the sheet follows the finger up")
        #expect(list.table.contentOffset.y == 0, "the list waits for the sheet to expand")
        finger.end()
        stage.settle()
        #expect(list.sheet?.selectedDetentIdentifier == .large)
        // The release's momentum moved the sheet; the list stays at its top (its deceleration is stopped at the
        // release), as UIKit's sheet leaves it after a drag that moved the sheet.
        #expect(list.table.contentOffset.y == 0)
        let row = try #require(list.table.indexPathsForVisibleRows?.dropFirst().first)
        let rect = list.table.rectForRow(at: row)
        stage.window.simulateTap(at: list.table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil))
        stage.settle()
        #expect(list.selectedRows == [row.row])
        #expect(stage.root.presentedViewController === list, "a tap is not a drag")
    }

    /// A form with one text field near its top.
    @MainActor final class FormController: UIViewController {
        let field = UITextField(frame: CGRect(x: 16, y: 40, width: 361, height: 34))

        override func viewDidLoad() {
            super.viewDidLoad()
            field.placeholder = "Title"
            view.addSubview(field)
        }
    }

    @Test("A text field that starts editing brings the keyboard up; the sheet rests above it, and returns after")
    func textFieldAboveKeyboard() {
        let stage = Stage()
        let form = FormController()
        stage.present(form, using: SheetTransition(detents: [.height(198)]))
        #expect(stage.visibleHeight(form) == 198)
        #expect(form.field.becomeFirstResponder())
        stage.settle()
        let keyboardTop = 852 - HeadlessTextInput.keyboardHeight
        #expect(HeadlessKeyboard.frame?.minY == keyboardTop)
        #expect(stage.sheetFrame(form).minY == keyboardTop - 198, "198 pt of sheet above the keyboard")
        let field = form.field.convert(form.field.bounds, to: nil)
        #expect(field.maxY <= keyboardTop, "the field stays visible above the keyboard")
        #expect(form.field.resignFirstResponder())
        stage.settle()
        #expect(HeadlessKeyboard.frame == nil)
        #expect(stage.visibleHeight(form) == 198)
        #expect(stage.sheetFrame(form).maxY == 852)
    }

    @Test("A navigation stack in a sheet: a push stays inside the sheet at its detent; dragging down dismisses it all")
    func navigationStackInSheet() {
        let stage = Stage()
        let list = RecordingViewController(name: "list")
        let navigation = UINavigationController(rootViewController: list)
        stage.present(navigation, using: SheetTransition(detents: [.medium(), .large()]))
        let sheet = stage.sheetFrame(navigation)
        let detail = RecordingViewController(name: "detail")
        navigation.pushViewController(detail, animated: true)
        for _ in 0..<10 {
            stage.advance(1.0 / 30)
            #expect(stage.sheetFrame(navigation) == sheet, "the sheet holds still during the push")
        }
        stage.settle()
        #expect(navigation.topViewController === detail)
        #expect(detail.view.window === stage.window)
        #expect(list.view.window == nil, "the pushed screen replaced the list")
        let navigationFrame = navigation.view.convert(navigation.view.bounds, to: nil)
        #expect(detail.view.convert(detail.view.bounds, to: nil) == navigationFrame, "the pushed screen fills it")
        #expect(sheet.contains(navigationFrame.insetBy(dx: 0.5, dy: 0.5)))
        #expect(stage.sheetFrame(navigation) == sheet)
        _ = stage.drag(navigation, by: 500, duration: 0.3)
        stage.settle()
        #expect(stage.root.presentedViewController == nil)
        #expect(detail.log.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test("A sheet presented from a tab covers the tab bar, leaves the tab on screen, and returns to the same tab")
    func sheetFromTab() {
        let stage = Stage()
        let feed = RecordingViewController(name: "feed")
        let profile = RecordingViewController(name: "profile")
        let tabs = UITabBarController()
        tabs.viewControllers = [feed, profile]
        stage.window.rootViewController = tabs
        stage.settle()
        tabs.tabBar.simulateTap(onItemAt: 1)
        stage.settle()
        #expect(tabs.selectedViewController === profile)
        profile.log.removeAll()

        let editor = RecordingViewController(name: "editor")
        profile.present(editor, using: SheetTransition(detents: [.medium(), .large()]))
        stage.settle()
        #expect(editor.presentingViewController === tabs, "UIKit presents from the tab bar controller")
        let sheet = stage.sheetFrame(editor)
        let bar = tabs.tabBar.convert(tabs.tabBar.bounds, to: nil)
        #expect(sheet.maxY == 852 && sheet.minY < bar.minY, "the sheet covers the tab bar")
        #expect(tabs.tabBar.window === stage.window && profile.view.window === stage.window)
        #expect(profile.log.isEmpty, "the tab stays on screen: no appearance callbacks")

        editor.sheet?.animateChanges { editor.sheet?.selectedDetentIdentifier = .large }
        stage.settle()
        #expect(tabs.view.transform != .identity, "at large the whole tab bar controller recedes")
        _ = stage.drag(editor, by: 700, duration: 0.3)
        stage.settle()
        #expect(tabs.presentedViewController == nil)
        #expect(tabs.selectedViewController === profile)
        #expect(tabs.view.transform == .identity)
        #expect(profile.view.window === stage.window)
    }
}
#endif
