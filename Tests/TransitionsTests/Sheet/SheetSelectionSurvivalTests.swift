#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// Found by an independent fuzzer: `selectedDetentIdentifier` survives every re-resolution (rotation, size changes, new
/// detents): the sheet rests at the selected detent, or at the smallest when the selection is `nil` or names no detent.
@MainActor @Suite("Sheets: the selected detent survives re-resolution", .headlessHygiene)
struct SheetSelectionSurvivalTests {
    func rotate(_ stage: Stage, landscape: Bool) {
        stage.rotate(toLandscape: landscape)
        stage.settle()
    }

    /// The height of the detent the sheet's selection names (the smallest when nil or unknown).
    func selectedHeight(_ sheet: SheetPresentationController) -> Double? {
        let resolved = sheet.resolvedDetents
        guard !resolved.isEmpty else { return nil }
        let index = sheet.selectedDetentIdentifier.flatMap { id in resolved.firstIndex { $0.identifier == id } } ?? 0
        return Double(resolved[index].height)
    }

    @Test("A sheet resting at medium is at medium again after a rotation to landscape and back")
    func rotationKeepsMedium() throws {
        let stage = Stage()
        let sheetController = UIViewController()
        let transition = SheetTransition(detents: [.medium(), .large()])
        transition.selectedDetentIdentifier = .medium
        stage.present(sheetController, using: transition)
        let sheet = try #require(sheetController.sheet)
        let medium = stage.visibleHeight(sheetController)
        rotate(stage, landscape: true)
        rotate(stage, landscape: false)
        #expect(stage.visibleHeight(sheetController) == medium)
        #expect(sheet.selectedDetentIdentifier == .medium)
        #expect(sheet.position?.height == selectedHeight(sheet))
    }

    @Test("A user's choice of large survives a rotation too")
    func rotationKeepsUserChoice() throws {
        let stage = Stage()
        let sheetController = UIViewController()
        stage.present(sheetController, using: SheetTransition(detents: [.medium(), .large()]))
        let sheet = try #require(sheetController.sheet)
        let drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: stage.sheetFrame(sheetController).minY + 20))
        drag.move(by: CGPoint(x: 0, y: -300), duration: 0.2, steps: 12)
        drag.end()
        stage.settle()
        #expect(sheet.selectedDetentIdentifier == .large)
        rotate(stage, landscape: true)
        rotate(stage, landscape: false)
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(sheet.position?.height == selectedHeight(sheet))
    }

    @Test("New detents that drop the selected one move the sheet to the smallest, not the nearest")
    func newDetentsWithoutSelection() throws {
        let stage = Stage()
        let sheetController = UIViewController()
        let transition = SheetTransition(detents: [.height(200, identifier: "a"), .height(500, identifier: "b")])
        transition.selectedDetentIdentifier = "b"
        stage.present(sheetController, using: transition)
        let sheet = try #require(sheetController.sheet)
        sheet.detents = [.height(480, identifier: "c"), .height(150, identifier: "d")]
        stage.settle()
        #expect(stage.visibleHeight(sheetController) == 150)  // nil or unknown = the smallest, as documented
        #expect(sheet.selectedDetentIdentifier == "b")  // kept, and honoured once it names a detent again
        sheet.animateChanges { sheet.detents = [.height(150, identifier: "d"), .height(420, identifier: "b")] }
        stage.settle()
        #expect(stage.visibleHeight(sheetController) == 420)
        #expect(sheet.position?.height == selectedHeight(sheet))
    }
}
#endif
