#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// iOS 26.1's per-detent `backgroundEffect`, as `SheetConfiguration.detentBackgroundEffects`.
@MainActor @Suite("Sheet background effect per detent", .headlessHygiene)
struct SheetBackgroundEffectTests {
    /// The effect views behind the content, back to front, with what they show.
    func effectViews(_ controller: UIViewController) -> [UIVisualEffectView] {
        controller.sheet?.presentedView?.subviews.compactMap { $0 as? UIVisualEffectView } ?? []
    }

    /// How much of `style`'s blur shows: the alpha of the effect views showing it (blurs of one style are equal).
    func amount(of style: UIBlurEffect.Style, in controller: UIViewController) -> CGFloat {
        let blur = UIBlurEffect(style: style)
        return effectViews(controller).filter { $0.effect?.isEqual(blur) == true }.map(\.alpha).reduce(0, +)
    }

    // Apple (UISheetPresentationController.h, iOS 26.2 SDK, `Detent.backgroundEffect`, iOS 26.1): "Set the background
    // effect for this detent. Set to nil to use default background. Default is nil."
    @Test("At rest the sheet shows its detent's effect; between detents the two cross-fade; nil shows none")
    func effectPerDetent() {
        let stage = Stage()
        let content = UIViewController()
        content.view.backgroundColor = .clear
        var configuration = SheetConfiguration(detents: [.medium(), .large()])
        configuration.detentBackgroundEffects = [.medium: UIBlurEffect(style: .systemThinMaterial)]
        stage.present(content, using: SheetTransition(configuration: configuration))
        #expect(isApproximately(amount(of: .systemThinMaterial, in: content), 1, tolerance: 0.001))  // at medium
        // Halfway up a drag toward large (no effect there): the medium's effect is fading out.
        let top = stage.sheetFrame(content).minY
        let drag = stage.drag(content, by: -150, duration: 0.3, release: false)
        let midway = amount(of: .systemThinMaterial, in: content)
        #expect(midway > 0.2 && midway < 0.9, "cross-fading: \(midway)")
        drag.end()
        content.sheet?.animateChanges { content.sheet?.selectedDetentIdentifier = .large }
        stage.settle()
        #expect(stage.sheetFrame(content).minY < top)
        #expect(amount(of: .systemThinMaterial, in: content) < 0.001)  // large has none: the default background
    }

    @Test("Without effects no effect view is added")
    func noEffectsNoViews() {
        let stage = Stage()
        let content = UIViewController()
        stage.present(content, using: SheetTransition(detents: [.medium(), .large()]))
        #expect(effectViews(content).isEmpty)
    }
}
#endif
