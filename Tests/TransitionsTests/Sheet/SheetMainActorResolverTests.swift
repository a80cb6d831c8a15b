#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// A custom detent whose resolver reads a view controller's state, as Swift 6 code writes it against UIKit.
@MainActor @Suite("Sheet resolvers reading main-actor state", .headlessHygiene)
struct SheetMainActorResolverTests {
    final class FormController: UIViewController {
        var formHeight: CGFloat = 240
    }

    // Apple (UISheetPresentationController.h, iOS 26.2 SDK, `customDetentWithIdentifier:resolver:`): "If the block
    // depends on any external inputs, call `invalidateDetents` on the sheet when the external inputs change."
    @Test("A resolver reading a controller's property follows it after invalidateDetents, animated")
    func followsControllerState() {
        let stage = Stage()
        let form = FormController()
        form.usesSheetPresentation = true
        form.sheet?.detents = [.custom(identifier: "form") { _ in form.formHeight }]
        stage.root.present(form, animated: true)
        stage.settle()
        #expect(isApproximately(stage.visibleHeight(form), 240, tolerance: 0.5))
        form.formHeight = 420
        form.sheet?.animateChanges { form.sheet?.invalidateDetents() }
        stage.advance(0.05)
        let midway = stage.visibleHeight(form)
        stage.settle()
        #expect(midway > 240 && midway < 420)
        #expect(isApproximately(stage.visibleHeight(form), 420, tolerance: 0.5))
    }
}
#endif
