#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// Found by an independent fuzzer: footer changes on a presented, resting sheet are laid out at once.
@MainActor @Suite("Sheets: footer changes while presented", .headlessHygiene)
struct SheetFooterChangeTests {
    func presentedSheet() throws -> (Stage, UIViewController, SheetPresentationController) {
        let stage = Stage()
        let controller = UIViewController()
        stage.present(controller, using: SheetTransition(detents: [.medium(), .large()]))
        return (stage, controller, try #require(controller.sheet))
    }

    @Test("A footer set on a presented sheet appears pinned to the bottom at once")
    func footerSetWhilePresented() throws {
        let (stage, _, sheet) = try presentedSheet()
        let footer = UIView()
        footer.simulatedFittingSize = CGSize(width: 393, height: 56)
        sheet.footerView = footer
        #expect(footer.window === stage.window)
        #expect(footer.frame == CGRect(x: 0, y: 852 - 34 - 56, width: 393, height: 56 + 34))
    }

    @Test("A new footerHeight applies at once, without waiting for the sheet to move")
    func footerHeightWhilePresented() throws {
        let (_, _, sheet) = try presentedSheet()
        let footer = UIView()
        footer.simulatedFittingSize = CGSize(width: 393, height: 56)
        sheet.footerView = footer
        sheet.footerHeight = 80
        #expect(footer.frame.minY == CGFloat(852 - 34 - 80))
        sheet.footerHeight = nil  // back to Auto Layout's height
        #expect(footer.frame.minY == CGFloat(852 - 34 - 56))
    }

    @Test("Replacing the footer removes the old one and lays out the new one")
    func footerReplaced() throws {
        let (stage, _, sheet) = try presentedSheet()
        let first = UIView()
        first.simulatedFittingSize = CGSize(width: 393, height: 56)
        sheet.footerView = first
        let second = UIView()
        second.simulatedFittingSize = CGSize(width: 393, height: 70)
        sheet.footerView = second
        #expect(first.superview == nil)
        #expect(second.window === stage.window)
        #expect(second.frame.minY == CGFloat(852 - 34 - 70))
        sheet.footerView = nil
        #expect(second.superview == nil)
    }
}
#endif
