#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// The zoom's look in flight, read on screen (presentation layers) as the render server or the display frames
/// show it: the tile's copy cross-fading inside the card, the card's shadow, and the page under the zoom scaling
/// about the screen's centre and whole again however the zoom ends (DEVICE-FACTS.md, "Zoom transition (iOS 18+),
/// non-interactive" and "The zoom, as UIKit's code defines it").
@MainActor @Suite("Zoom: the look in flight", .headlessHygiene)
struct ZoomLookTests {
    /// The page's scale under a full-screen zoom on the 393 pt wide headless iPhone: (W − 34.667)/W.
    static let recededScale = (393 - 34.667) / 393.0

    /// What a layer shows now.
    static func shown(_ view: UIView?) -> CALayer? { view.map { $0.layer.presentation() ?? $0.layer } }

    /// The card's shadow: the view right below the card in its container.
    static func shadow(of zoom: UIView?) -> UIView? {
        guard let zoom, let siblings = zoom.superview?.subviews, let index = siblings.firstIndex(of: zoom), index > 0
        else { return nil }
        return siblings[index - 1]
    }

    @Test("Opening: starts on the tile with its copy, which fades out by 55 %; shadowed in flight; the page recedes")
    func opening() throws {
        let fixture = ZoomFixture()
        fixture.present(settle: false)
        let zoom = try #require(fixture.zoomView)
        expectApproximately(fixture.zoomFrame, fixture.sourceOnScreen, tolerance: 0.01, "the first frame is the tile")
        let copy = try #require(zoom.subviews.last)
        #expect(copy !== fixture.detail.view, "the tile's copy lies over the detail")
        #expect(isApproximately(Self.shown(copy)?.opacity ?? 0, 1, tolerance: 0.01))
        let shadow = try #require(Self.shadow(of: zoom))
        #expect(shadow.layer.shadowOpacity == 0.4 && shadow.layer.shadowRadius == 40)
        #expect(shadow.layer.shadowOffset == CGSize(width: 0, height: 10))
        let root = fixture.stage.root.view!
        var sawShadow = false
        for _ in 0..<24 {
            fixture.stage.advance(1.0 / 60)
            let progress = Double((fixture.zoomFrame.width - 129) / (393 - 129))
            let alpha = Double(Self.shown(copy)?.opacity ?? -1)
            #expect(
                isApproximately(alpha, max(0, 1 - progress / 0.55), tolerance: 0.03), "copy at \(progress): \(alpha)")
            let scale = Double(Self.shown(root)?.transform.m11 ?? -1)
            #expect(
                isApproximately(scale, 1 - progress * (1 - Self.recededScale), tolerance: 0.005),
                "page at \(progress): \(scale)")
            if progress > 0.1 && progress < 0.9 {
                #expect(isApproximately(Self.shown(shadow)?.opacity ?? 0, 1, tolerance: 0.01), "shadow at \(progress)")
                expectApproximately(Self.shown(shadow)?.frame ?? .null, fixture.zoomFrame, tolerance: 0.01)
                sawShadow = true
            }
        }
        #expect(sawShadow)
        fixture.stage.settle()
        #expect(copy.superview == nil, "the copy goes at rest")
        #expect(shadow.alpha == 0 && Self.shown(shadow)?.opacity == 0, "no shadow at rest")
        #expect(root.transform.isIdentity && Self.shown(root)?.transform.m11 == 1, "the page is whole at rest")
        #expect(fixture.zoomView?.layer.cornerRadius == 55, "the display's corners at rest")
    }

    @Test("Dismissal: the copy is solid a third of the way; the shadow is gone before landing; the page comes home")
    func dismissal() throws {
        let fixture = ZoomFixture()
        fixture.present()
        let zoom = try #require(fixture.zoomView)
        let shadow = try #require(Self.shadow(of: zoom))
        let root = fixture.stage.root.view!
        fixture.detail.dismiss(animated: true)
        fixture.stage.advance(0)
        fixture.stage.advance(1.0 / 60)
        let copy = try #require(zoom.subviews.last)
        #expect(copy !== fixture.detail.view)
        var sawSolid = false
        var lastScale = Double(Self.shown(root)?.transform.m11 ?? -1)
        #expect(lastScale < 1 && lastScale > Self.recededScale - 0.001, "receded under the full-screen card")
        while fixture.isPresented || fixture.zoomView?.superview != nil {
            let way = Double((393 - fixture.zoomFrame.width) / (393 - 129))
            if way >= 1.0 / 3 && way < 0.9 {
                #expect((Self.shown(copy)?.opacity ?? 0) > 0.97, "solid at \(way)")
                sawSolid = true
            }
            if way > 0.95 { #expect(Self.shown(shadow)?.opacity == 0, "no shadow \(way) of the way") }
            let scale = Double(Self.shown(root)?.transform.m11 ?? -1)
            #expect(scale >= lastScale - 1e-9, "the page grows back steadily")
            lastScale = scale
            fixture.stage.advance(1.0 / 60)
            if fixture.stage.root.presentedViewController == nil && fixture.zoomView?.window == nil { break }
        }
        fixture.stage.settle()
        #expect(sawSolid)
        #expect(!fixture.isPresented)
        #expect(root.transform.isIdentity)
        #expect(!fixture.tiles[7].isHidden)
    }

    @Test("Under a finger the page holds still; a spring back and a landing leave it whole")
    func dragHoldsThePage() {
        let fixture = ZoomFixture()
        fixture.present()
        let root = fixture.stage.root.view!
        let drag = fixture.drag(by: CGPoint(x: 0, y: 120), duration: 0.3, release: false)
        var scales: [CGFloat] = []
        for _ in 0..<5 {
            drag.move(by: CGPoint(x: 10, y: 30), duration: 0.05, steps: 3)
            scales.append(root.transform.a)
        }
        #expect(
            scales.allSatisfy { isApproximately($0, CGFloat(Self.recededScale), tolerance: 1e-6) }, "held: \(scales)")
        drag.move(by: CGPoint(x: 0, y: -270), duration: 0.3, steps: 18)
        drag.end()  // back at the start: springs back
        fixture.stage.settle()
        #expect(fixture.isPresented)
        #expect(root.transform.isIdentity, "whole after a spring back")

        _ = fixture.drag(by: CGPoint(x: 0, y: 300), duration: 0.3)
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        #expect(root.transform.isIdentity, "whole after a landing")
        expectApproximately(fixture.zoomFrame, fixture.sourceOnScreen, tolerance: 0.01, "landed on the tile")
    }

    @Test("A dismissal without animation, or from under another presentation, leaves the page whole")
    func nonAnimatedDismissal() {
        let fixture = ZoomFixture()
        fixture.present()
        fixture.detail.dismiss(animated: true)
        fixture.stage.advance(0)
        fixture.stage.advance(0.05)
        #expect(!fixture.stage.root.view.transform.isIdentity, "receded mid-flight")
        fixture.stage.settle()
        fixture.present()
        fixture.detail.dismiss(animated: false)
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        #expect(fixture.stage.root.view.transform.isIdentity)
        #expect(fixture.zoomView?.superview == nil)
    }

    @Test("A page with a transform of its own is left alone")
    func transformedPageLeftAlone() {
        let fixture = ZoomFixture()
        let own = CGAffineTransform(scaleX: 0.95, y: 0.95)
        fixture.stage.root.view.transform = own
        fixture.present(settle: false)
        fixture.stage.advance(0.1)
        #expect(fixture.stage.root.view.transform == own)
        #expect(Self.shown(fixture.stage.root.view)?.transform.m11 == 0.95)
        fixture.stage.settle()
        fixture.detail.dismiss(animated: true)
        fixture.stage.settle()
        #expect(fixture.stage.root.view.transform == own)
        fixture.stage.root.view.transform = .identity
    }

    @Test("No copy without a source, and the copy goes with the zoom (nothing kept alive)")
    func copyLifetime() throws {
        weak var copy: UIView?
        do {
            let fixture = ZoomFixture()
            fixture.sourceIndex = nil
            fixture.present(settle: false)
            #expect(fixture.zoomView?.subviews.last === fixture.detail.view, "no source: nothing to copy")
            fixture.stage.settle()
            fixture.detail.dismiss(animated: true)
            fixture.stage.settle()

            let other = ZoomFixture()
            other.present(settle: false)
            copy = other.zoomView?.subviews.last
            #expect(copy != nil && copy !== other.detail.view)
            other.stage.settle()
            other.detail.dismiss(animated: true)
            other.stage.settle()
        }
        #expect(copy == nil)
    }

    @Test("Push and pop: the grid recedes under the card and is whole after a push, a pop and a cancelled pop")
    func navigation() throws {
        let f = NavigationZoomFixture()
        f.push(settle: false)
        let clip = try #require(f.clip)
        #expect(clip.subviews.last !== f.detail.view, "the tile's copy over the detail")
        f.advance(0.1)
        let grid = f.grid.view!
        let midPush = Double(Self.shown(grid)?.transform.m11 ?? -1)
        #expect(midPush < 0.99 && midPush > Self.recededScale, "receding: \(midPush)")
        #expect((Self.shown(Self.shadow(of: clip))?.opacity ?? 0) > 0.99, "shadowed")
        f.settle()
        #expect(grid.transform.isIdentity)

        let drag = f.drag(by: CGPoint(x: 0, y: 50), duration: 0.4, release: false)
        f.advance(0)
        #expect(isApproximately(grid.transform.a, CGFloat(Self.recededScale), tolerance: 1e-6), "held under the finger")
        drag.move(by: .zero, duration: 0.2, steps: 12)
        drag.end()  // springs back: the pop is cancelled
        f.settle()
        #expect(f.isPushed)
        #expect(grid.transform.isIdentity, "whole after a cancelled pop")

        f.navigation.popViewController(animated: true)
        f.advance(0)
        f.advance(1.0 / 60)
        #expect(grid.transform.a < 1, "receded under the card as the pop starts")
        f.settle()
        #expect(!f.isPushed)
        #expect(grid.transform.isIdentity, "whole after the pop")
        #expect(!f.tiles[7].isHidden)
    }
}
#endif
