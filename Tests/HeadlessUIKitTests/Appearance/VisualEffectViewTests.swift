#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// `UIVisualEffectView` and its effects: the content view UIKit documents, effect values, adaptive styles.
@MainActor @Suite("Appearance: visual effect views", .headlessHygiene)
struct VisualEffectViewTests {
    @Test("the content view fills the effect view through resizes; content goes there without warnings")
    func contentViewFills() {
        HeadlessDiagnostics.resetWarnings()
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        blur.layoutIfNeeded()
        #expect(blur.contentView.frame == blur.bounds)
        blur.contentView.addSubview(UILabel())
        blur.frame.size = CGSize(width: 320, height: 60)
        blur.layoutIfNeeded()
        #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(HeadlessDiagnostics.warnings.isEmpty)
    }

    @Test("adding a subview to the effect view itself logs UIKit's warning and still adds it")
    func directSubviewWarns() {
        HeadlessDiagnostics.resetWarnings()
        let effectView = UIVisualEffectView(effect: nil)
        let label = UILabel()
        effectView.addSubview(label)
        #expect(label.superview === effectView)
        #expect(HeadlessDiagnostics.warnings.contains { $0.contains("contentView") })
    }

    @Test("effects compare by value; setting one copies it; nil shows none")
    func effectValues() {
        #expect(UIBlurEffect(style: .dark).isEqual(UIBlurEffect(style: .dark)))
        #expect(!UIBlurEffect(style: .dark).isEqual(UIBlurEffect(style: .light)))
        let blur = UIBlurEffect(style: .regular)
        #expect(
            UIVibrancyEffect(blurEffect: blur, style: .label).isEqual(UIVibrancyEffect(blurEffect: blur, style: .label))
        )
        #expect(!UIVibrancyEffect(blurEffect: blur).isEqual(UIVibrancyEffect(blurEffect: blur, style: .fill)))
        let view = UIVisualEffectView(effect: blur)
        #expect(view.effect?.isEqual(blur) == true)
        view.effect = nil
        #expect(view.effect == nil && view.headlessEffectIsDark == nil)
    }

    @Test("adaptive styles follow the interface style; fixed ones do not")
    func adaptiveStyles() {
        let lightAdaptive = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
        let darkAdaptive = DarkEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
        let darkFixedLight = DarkEffectView(effect: UIBlurEffect(style: .systemThinMaterialLight))
        let darkVibrancy = DarkEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .regular)))
        #expect(lightAdaptive.headlessEffectIsDark == false)
        #expect(darkAdaptive.headlessEffectIsDark == true)
        #expect(darkFixedLight.headlessEffectIsDark == false)
        #expect(darkVibrancy.headlessEffectIsDark == true)
    }
}

/// An effect view whose traits are dark (as under a dark window or override).
private final class DarkEffectView: UIVisualEffectView {
    override var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [super.traitCollection, UITraitCollection(userInterfaceStyle: .dark)])
    }
}
#endif
