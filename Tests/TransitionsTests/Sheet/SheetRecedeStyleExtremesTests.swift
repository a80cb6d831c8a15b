#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// `SheetRecedeStyle`: "Non-finite or negative values count as 0 (… no recede)". A style that allows no depth
/// leaves the screen behind exactly as it was: no transform, clipping, corners, black view or status-bar capture.
@MainActor @Suite("Sheet recede: styles that allow no depth", .headlessHygiene)
struct SheetRecedeStyleExtremesTests {
    @Test("A maximum depth of 0, negative, NaN or infinite leaves the presenting view untouched",
          arguments: [0, -1, Double.nan, Double.infinity, -Double.infinity])
    func noDepthMeansUntouched(maximumDepth: Double) {
        let stage = Stage()
        let presenter = stage.root.view!
        let superview = presenter.superview!
        func blackViews() -> Int { superview.subviews.filter { $0.backgroundColor == .black }.count }
        let blackBefore = blackViews()
        let layer = presenter.layer
        let before = (layer.cornerRadius, layer.maskedCorners, layer.masksToBounds, layer.cornerCurve)
        let content = UIViewController()
        let sheet = SheetTransition(detents: [.medium(), .large()])
        sheet.selectedDetentIdentifier = .large
        sheet.configure = { $0.recedeStyle = SheetRecedeStyle(maximumDepth: maximumDepth) }
        stage.present(content, using: sheet)
        _ = stage.drag(content, by: -200)
        stage.settle()
        #expect(stage.root.presentedViewController === content)
        #expect(presenter.transform == .identity)
        #expect(layer.cornerRadius == before.0)
        #expect(layer.maskedCorners == before.1)
        #expect(layer.masksToBounds == before.2)
        #expect(layer.cornerCurve == before.3)
        #expect(blackViews() == blackBefore, "no black view inserted")
        #expect(!content.modalPresentationCapturesStatusBarAppearance)
        #expect(content.sheet?.presenterRecedeDepth == 0)
        content.dismiss(animated: true)
        stage.settle()
    }

    @Test("The system style still recedes (the control case)")
    func systemStyleRecedes() {
        let stage = Stage()
        let content = UIViewController()
        let sheet = SheetTransition(detents: [.medium(), .large()])
        sheet.selectedDetentIdentifier = .large
        stage.present(content, using: sheet)
        #expect(stage.root.view.transform != .identity)
        #expect(stage.root.view.layer.masksToBounds)
        #expect(stage.window.subviews.contains { $0.backgroundColor == .black }, "the black view behind it")
        content.dismiss(animated: true)
        stage.settle()
        #expect(stage.root.view.transform == .identity)
    }
}
#endif
