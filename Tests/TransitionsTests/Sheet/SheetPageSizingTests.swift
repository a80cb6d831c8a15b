#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// `prefersPageSizing` (UIKit, iOS 17): "A Boolean value that indicates whether the sheet sizes itself for readable
/// content." `true`: "`pageSheet` behavior, in which the sheet width follows the readable width"; `false`:
/// "`formSheet` behavior, in which the sheet size follows the presented view controller’s `preferredContentSize`".
@MainActor @Suite("Sheet page sizing on iPad", .headlessHygiene)
struct SheetPageSizingTests {
    @Test("Default per the iOS 26.2 header (NO on iOS 18 and later): the form sheet follows preferredContentSize")
    func defaultIsFormSizing() {
        let stage = Stage(device: .iPadPro12_9)
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 600, height: 0)
        stage.present(content, using: SheetTransition(detents: [.height(300)]))
        #expect(content.sheet?.prefersPageSizing == false)
        #expect(stage.sheetFrame(content).width == 600)
        content.preferredContentSize = .zero
        stage.settle()
        // UIKit's form sheet width for a 1366 pt tall screen (longest side up to 1590 pt).
        #expect(stage.sheetFrame(content).width == 580, "no preferred width: the form-sheet width")
        content.dismiss(animated: false)
        stage.settle()
    }

    @Test("Page sizing: the readable width of the container, following the text size; a change applies at once")
    func pageSizingFollowsReadableWidth() throws {
        let stage = Stage(device: .iPadPro12_9)
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 600, height: 0)
        stage.present(content, using: SheetTransition(detents: [.height(300)]))
        let sheet = try #require(content.sheet)
        sheet.prefersPageSizing = true
        stage.settle()
        let readable = try #require(sheet.containerView).readableContentGuide.layoutFrame.width
        #expect(readable == 672)
        #expect(stage.sheetFrame(content).width == readable, "preferredContentSize is ignored")
        #expect(stage.sheetFrame(content).midX == 512, "still centered")
        UIScreen.main.simulatePreferredContentSizeCategory(.extraExtraExtraLarge)
        stage.settle()
        #expect(stage.sheetFrame(content).width == UIView.readableWidth(for: .extraExtraExtraLarge))
        UIScreen.main.simulatePreferredContentSizeCategory(.large)
        stage.settle()
        sheet.prefersPageSizing = false
        stage.settle()
        #expect(stage.sheetFrame(content).width == 600)
        content.dismiss(animated: false)
        stage.settle()
    }

    @Test("An edge-attached sheet (compact width) is full width either way")
    func edgeAttachedUnaffected() {
        let stage = Stage()
        let content = UIViewController()
        let transition = SheetTransition(detents: [.height(300)])
        transition.prefersPageSizing = true
        stage.present(content, using: transition)
        #expect(stage.sheetFrame(content).width == 393)
        content.dismiss(animated: false)
        stage.settle()
    }
}
#endif
