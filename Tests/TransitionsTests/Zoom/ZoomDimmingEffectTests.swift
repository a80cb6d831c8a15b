#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// `ZoomTransition.Options.dimmingVisualEffect` (iOS 18's `UIZoomTransitionOptions.dimmingVisualEffect`): a blur
/// behind the zoom that fades with its progress, modal and pushed; none by default.
@MainActor @Suite("Zoom dimming visual effect", .headlessHygiene)
struct ZoomDimmingEffectTests {
    /// The effect views in `container`'s subtree, outside the zoomed content.
    static func effectViews(in view: UIView?, excluding content: UIView) -> [UIVisualEffectView] {
        guard let view, view !== content else { return [] }
        let own: [UIVisualEffectView] = (view as? UIVisualEffectView).map { [$0] } ?? []
        return own + view.subviews.flatMap { effectViews(in: $0, excluding: content) }
    }

    /// The alpha a view shows on screen: its own times its ancestors'.
    static func shownAlpha(_ view: UIView) -> CGFloat {
        var alpha = (view.layer.presentation() ?? view.layer).opacity
        var parent = view.superview
        while let p = parent {
            alpha *= (p.layer.presentation() ?? p.layer).opacity
            parent = p.superview
        }
        return CGFloat(alpha)
    }

    @Test("Modal: the blur is behind the zoom at full strength when presented, fades under a pinch, leaves with it")
    func modal() {
        let f = ZoomFixture()
        var options = ZoomTransition.Options()
        options.dimmingVisualEffect = UIBlurEffect(style: .systemMaterial)
        f.transition = f.makeTransition(options: options)
        f.present()
        let container = f.zoom?.containerView
        let blurs = Self.effectViews(in: container, excluding: f.detail.view)
        #expect(blurs.count == 1)
        guard let blur = blurs.first else { return }
        #expect(blur.effect == UIBlurEffect(style: .systemMaterial))
        #expect(blur.frame.size == container?.bounds.size ?? .zero)
        #expect(isApproximately(Self.shownAlpha(blur), 1, tolerance: 1e-6))
        let touches = f.stage.window.beginSimulatedTouches(at: [CGPoint(x: 96, y: 400), CGPoint(x: 296, y: 400)])
        touches.transform(scale: 0.7, duration: 0.2, steps: 12)
        f.stage.advance(0.2)
        let mid = Self.shownAlpha(blur)
        #expect(mid < 0.9 && mid > 0.1, "fading with the pinch: \(mid)")
        touches.transform(scale: 0.5, duration: 0.1, steps: 6)
        touches.end()
        f.stage.settle()
        #expect(!f.isPresented)
        #expect(blur.window == nil)
    }

    @Test("By default there is no blur; a push shows the one it is given")
    func defaultAndPush() {
        let f = ZoomFixture()
        f.present()
        let none = Self.effectViews(in: f.zoom?.containerView, excluding: f.detail.view)
        #expect(none.isEmpty)
        let n = NavigationZoomFixture()
        var options = ZoomTransition.Options()
        options.dimmingVisualEffect = UIBlurEffect(style: .dark)
        n.push(n.makeZoom(options: options), settle: false)
        n.advance(0.1)
        let blurs = Self.effectViews(in: n.navigation.view, excluding: n.detail.view)
        #expect(blurs.count == 1)
        if let blur = blurs.first {
            let shown = Self.shownAlpha(blur)
            #expect(shown > 0.05 && shown < 1, "fading in with the push: \(shown)")
        }
        n.settle()
    }
}
#endif
