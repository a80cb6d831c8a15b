#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// `containerTraitCollection` (`UISheetPresentationControllerDetentResolutionContext`, iOS 16): "The trait
/// collection of the sheet's containerView. Effectively the same as the window's traitCollection", so a custom
/// detent can follow Dynamic Type.
@MainActor @Suite("Sheet detents and the container's traits", .headlessHygiene)
struct SheetContainerTraitsTests {
    @Test("A custom detent reads the text size from containerTraitCollection and follows a change of it")
    func detentFollowsDynamicType() {
        let stage = Stage()
        let content = UIViewController()
        let form = Detent.custom(identifier: "form") { context in
            context.containerTraitCollection.preferredContentSizeCategory.isAccessibilityCategory ? 400 : 220
        }
        stage.present(content, using: SheetTransition(detents: [form]))
        #expect(isApproximately(stage.visibleHeight(content), 220, tolerance: 0.5))
        UIScreen.main.simulatePreferredContentSizeCategory(.accessibilityLarge)
        stage.settle()
        #expect(isApproximately(stage.visibleHeight(content), 400, tolerance: 0.5), "re-resolved for the larger text")
        UIScreen.main.simulatePreferredContentSizeCategory(.large)
        stage.settle()
        #expect(isApproximately(stage.visibleHeight(content), 220, tolerance: 0.5))
        content.dismiss(animated: false)
        stage.settle()
    }

    @Test("The trait collection carries the container's size classes, scale and idiom")
    func traitCollectionMirrorsTheContainer() {
        let stage = Stage()
        let content = UIViewController()
        final class Box: @unchecked Sendable { var traits: UITraitCollection? }
        let box = Box()
        let probe = Detent.custom(identifier: "probe") { context in
            box.traits = context.containerTraitCollection
            return 300
        }
        stage.present(content, using: SheetTransition(detents: [probe]))
        let window = stage.window.traitCollection
        #expect(box.traits?.horizontalSizeClass == window.horizontalSizeClass)
        #expect(box.traits?.verticalSizeClass == window.verticalSizeClass)
        #expect(box.traits?.displayScale == window.displayScale)
        #expect(box.traits?.userInterfaceIdiom == window.userInterfaceIdiom)
        #expect(box.traits?.preferredContentSizeCategory == window.preferredContentSizeCategory)
        content.dismiss(animated: false)
        stage.settle()
    }
}
#endif
