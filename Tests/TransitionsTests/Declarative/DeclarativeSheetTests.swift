#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// The options model behind the SwiftUI sheet modifiers: a presented sheet follows option changes made at any
/// time, detents animated, and finds the content's scroll view by itself.
@MainActor @Suite("DeclarativeSheet and SheetOptions", .headlessHygiene)
struct DeclarativeSheetTests {
    @Test("Options made before presenting shape the new sheet (grabber, radius, undimmed, non-dismissible)")
    func optionsBeforePresenting() throws {
        let stage = Stage()
        var options = SheetOptions()
        options.detents = [.height(300), .large()]
        options.prefersGrabberVisible = true
        options.preferredCornerRadius = 24
        options.largestUndimmedDetentIdentifier = .init("height.300")
        options.isModalInPresentation = true
        let model = DeclarativeSheet(options: options)
        let content = UIViewController()
        stage.present(content, using: model.makeTransition())
        let sheet = try #require(model.sheet)
        #expect(sheet === content.sheet)
        #expect(sheet.prefersGrabberVisible)
        #expect(sheet.preferredCornerRadius == 24)
        #expect(content.isModalInPresentation)
        #expect(isApproximately(stage.visibleHeight(content), 300, tolerance: 0.5))
    }

    @Test("Changing the detents of a presented sheet animates to the new height (SwiftUI state change)")
    func detentChangeAnimates() {
        let stage = Stage()
        let model = DeclarativeSheet()
        model.update { $0.detents = [.height(200)] }
        let content = UIViewController()
        stage.present(content, using: model.makeTransition())
        #expect(isApproximately(stage.visibleHeight(content), 200, tolerance: 0.5))
        model.update { $0.detents = [.height(320)] }
        stage.advance(0.05)
        let midway = stage.visibleHeight(content)
        #expect(midway > 200.5 && midway < 319.5, "animated, not a jump: \(midway)")
        stage.settle()
        #expect(isApproximately(stage.visibleHeight(content), 320, tolerance: 0.5))
    }

    @Test("Setting the selection moves the sheet; an unchanged update touches nothing")
    func selectionAndNoOps() {
        let stage = Stage()
        let model = DeclarativeSheet()
        model.update { $0.detents = [.medium(), .large()] }
        let content = UIViewController()
        stage.present(content, using: model.makeTransition())
        let medium = stage.visibleHeight(content)
        model.update { $0.selectedDetentIdentifier = .large }
        stage.settle()
        #expect(stage.visibleHeight(content) > medium + 100)
        #expect(model.sheet?.selectedDetentIdentifier == .large)
        var positions = 0
        model.update { $0.onPositionChange = { _ in positions += 1 } }
        model.update { _ in }
        stage.settle()
        #expect(positions == 0, "no change, no motion")
    }

    @Test("The first scroll view inside the content becomes the tracked scroll view, once it exists")
    func findsContentScrollView() throws {
        let stage = Stage()
        let model = DeclarativeSheet()
        model.update { $0.detents = [.medium(), .large()] }
        let content = UIViewController()
        stage.present(content, using: model.makeTransition())
        let sheet = try #require(model.sheet)
        #expect(sheet.trackedScrollView == nil)
        let wrapper = UIView(frame: content.view.bounds)
        let list = UIScrollView(frame: wrapper.bounds)
        list.contentSize = CGSize(width: wrapper.bounds.width, height: 3000)
        wrapper.addSubview(list)
        content.view.addSubview(wrapper)
        model.contentDidLayOut()  // SwiftUI made its ScrollView after the first layout
        #expect(sheet.trackedScrollView === list)
        model.update { $0.tracksContentScrollView = false }
        #expect(sheet.trackedScrollView === list, "turning it off later does not take a tracked view away")
    }

    @Test("Footer and background given later are installed on the live sheet")
    func footerAndBackgroundLater() throws {
        let stage = Stage()
        let model = DeclarativeSheet()
        model.update { $0.detents = [.medium()] }
        let content = UIViewController()
        stage.present(content, using: model.makeTransition())
        let footer = UIView()
        let background = UIView()
        model.update {
            $0.footerView = footer
            $0.footerHeight = 60
            $0.backgroundView = background
        }
        stage.settle()
        let sheet = try #require(model.sheet)
        #expect(sheet.footerView === footer)
        #expect(sheet.backgroundView === background)
        #expect(footer.window != nil)
        #expect(background.window != nil)
    }

    @Test("Turning the receding presenter off while at the largest detent stands the screen behind back up")
    func recedeToggledLive() {
        let stage = Stage()
        let model = DeclarativeSheet()
        model.update {
            $0.detents = [.medium(), .large()]
            $0.selectedDetentIdentifier = .large
        }
        let content = UIViewController()
        stage.present(content, using: model.makeTransition())
        #expect(stage.root.view.transform != .identity, "the system card look: the screen behind recedes")
        model.update { $0.prefersPresentingViewRecedes = false }
        stage.settle()
        #expect(stage.root.view.transform == .identity)
    }

    @Test("The model does not keep the sheet alive: after dismissal it is gone")
    func noLeak() {
        let stage = Stage()
        let model = DeclarativeSheet()
        let content = UIViewController()
        stage.present(content, using: model.makeTransition())
        #expect(model.sheet != nil)
        content.dismiss(animated: true)
        stage.settle()
        #expect(model.sheet == nil)
        model.update { $0.detents = [.medium()] }  // updating a dismissed sheet's model is harmless
    }
}
#endif
