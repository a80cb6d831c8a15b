#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit  // on Linux, in place of UIKit
import Testing
import Transitions

// The example test of docs/testing-on-linux.md, compiled and run here so that it cannot rot (.ci/docs checks
// that the guide quotes it verbatim). Here it runs alone among the package's HeadlessUIKit tests
// (`.headlessHygiene`): a test of ours that resets the clock between two of theirs would move time under them.
// The function is written unindented inside the extension so that the guide quotes it as an app writes it.

/// The guide's example, in a suite only for the package's own test hygiene.
@MainActor @Suite("The testing guide's example", .headlessHygiene) struct DocsExampleTests {}

extension DocsExampleTests {
@MainActor @Test("A flick up moves the sheet from medium to large; the settle starts at the finger's speed")
func flickMovesSheetToLarge() throws {
    // Start as a fresh launch would: nothing pending, the clock at 0, the keyboard down (tests share a process).
    HeadlessEnvironment.reset()
    // A phone-sized window on the virtual clock: 393 × 852 pt, status bar 59 pt, home indicator 34 pt.
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.simulatedSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()

    // Present, then run everything scheduled until the screen is at rest.
    let editor = UIViewController()
    var positions: [SheetPosition] = []
    let transition = SheetTransition(detents: [.medium(), .large()])
    transition.onPositionChange = { positions.append($0) }
    root.present(editor, using: transition)
    HeadlessClock.main.runUntilIdle()
    let sheet = try #require(editor.sheet)
    let sheetView = try #require(sheet.presentedView)
    #expect(sheet.position?.lowerDetent == .medium)

    // A finger: down on the sheet, 120 pt up in 0.1 s (12 touch events), lifted at that speed.
    let top = sheetView.frame.minY
    let drag = window.beginSimulatedDrag(at: CGPoint(x: 196, y: top + 30))
    drag.move(by: CGPoint(x: 0, y: -120), duration: 0.1, steps: 12)
    drag.end()

    // 50 ms later: read what is on screen (the presentation layer) while the sheet settles.
    HeadlessClock.main.advance(by: 0.05)
    let onScreen = try #require(sheetView.layer.presentation()).frame.minY
    #expect(onScreen < top - 120)

    HeadlessClock.main.runUntilIdle()
    #expect(sheet.selectedDetentIdentifier == .large)
    #expect(abs(sheetView.frame.minY - (59 + 10)) < 0.01)  // large stops 10 pt below the status bar
    #expect(positions.contains { $0.velocity > 1000 })  // the settle started at the fling's speed, not at rest
}
}
#endif
