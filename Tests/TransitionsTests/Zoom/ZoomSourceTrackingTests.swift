#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// The source view provider is asked again at dismissal: a list that scrolled, a cell that was reused or a
/// source that disappeared all get the right landing.
@MainActor @Suite("Zoom: the source moves, changes or disappears", .headlessHygiene)
struct ZoomSourceTrackingTests {
    @Test("The list scrolled between present and dismiss: the zoom lands on the tile's new frame")
    func scrolledBeforeDismiss() {
        let fixture = ZoomFixture()
        fixture.present()
        let before = fixture.sourceOnScreen
        fixture.grid.contentOffset = CGPoint(x: 0, y: 200)
        let after = fixture.sourceOnScreen
        #expect(after.minY == before.minY - 200)
        fixture.detail.dismiss(animated: true)
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        expectApproximately(fixture.zoomFrame, after, tolerance: 0.01)
        #expect(!fixture.tiles[7].isHidden)
    }

    @Test("The list keeps scrolling during the flight: the flight bends and lands on the moving tile")
    func scrollsDuringFlight() {
        let fixture = ZoomFixture()
        fixture.present()
        _ = fixture.drag(by: CGPoint(x: 0, y: 260), duration: 0.4)
        var offset: CGFloat = 0
        for _ in 0..<10 {
            offset += 12
            fixture.grid.contentOffset = CGPoint(x: 0, y: offset)
            fixture.stage.advance(1.0 / 60)
        }
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        expectApproximately(fixture.zoomFrame, fixture.sourceOnScreen, tolerance: 0.01)
        #expect(isApproximately(fixture.sourceOnScreen.minY, 379 - 120, tolerance: 0.01), "the tile really moved")
    }

    @Test("The provider is asked at presentation, when the drag begins and at the release, with both controllers")
    func providerIsAskedAgain() {
        let fixture = ZoomFixture()
        fixture.present()
        #expect(fixture.providerCalls == 1)
        #expect(fixture.contexts.first?.zoomedViewController === fixture.detail)
        #expect(fixture.contexts.first?.sourceViewController === fixture.stage.root)
        _ = fixture.drag(by: CGPoint(x: 0, y: 260), duration: 0.4)
        #expect(fixture.providerCalls == 3)
        fixture.stage.settle()
        #expect(fixture.providerCalls == 3, "a source that stays in the window is followed, not asked for again")
    }

    @Test("A reused cell: the view returned at dismissal is hidden and landed on; the old one is left alone")
    func reusedCell() {
        let fixture = ZoomFixture()
        fixture.present()
        fixture.sourceIndex = 4
        fixture.detail.dismiss(animated: true)
        fixture.stage.advance(0)
        fixture.stage.advance(0.05)
        #expect(fixture.tiles[4].isHidden)
        #expect(!fixture.tiles[7].isHidden)
        fixture.stage.settle()
        expectApproximately(fixture.zoomFrame, fixture.tileOnScreen(4), tolerance: 0.01)
        #expect(!fixture.tiles[4].isHidden)
    }

    /// Where the zoom ends when the source is gone: half the screen's size at its center, transparent.
    // UIKit's fallback source: 44 pt wide, the destination's shape, at the center.
    static let fallback = CGRect(x: 196.5 - 22, y: 426 - 852.0 * 22 / 393, width: 44, height: 852.0 * 44 / 393)

    enum Gone: String, CaseIterable {
        case providerReturnsNil, removedFromWindow, scrolledOffScreen, windowlessView
    }

    @Test(
        "A source that is gone at dismissal: the screen shrinks and fades toward the center", arguments: Gone.allCases)
    func sourceGone(_ gone: Gone) {
        let fixture = ZoomFixture()
        fixture.present()
        switch gone {
        case .providerReturnsNil: fixture.sourceIndex = nil
        case .removedFromWindow: fixture.tiles[7].removeFromSuperview()
        case .scrolledOffScreen: fixture.grid.contentOffset = CGPoint(x: 0, y: 900)
        case .windowlessView: fixture.providedView = { UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50)) }
        }
        _ = fixture.drag(by: CGPoint(x: 0, y: 260), duration: 0.4)
        let zoomView = fixture.zoomView
        var alphas: [CGFloat] = []
        for _ in 0..<8 {
            fixture.stage.advance(1.0 / 30)
            alphas.append(zoomView?.alpha ?? -1)
        }
        #expect(zip(alphas, alphas.dropFirst()).allSatisfy { $0 >= $1 } && alphas.last! < 0.5, "fades: \(alphas)")
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        expectApproximately(fixture.zoomFrame, Self.fallback, tolerance: 0.01)
        #expect(zoomView?.alpha == 0)
    }

    @Test("The source leaves the window mid-flight: the provider is asked again, then the zoom falls back")
    func sourceVanishesMidFlight() {
        let fixture = ZoomFixture()
        fixture.present()
        fixture.detail.dismiss(animated: true)
        fixture.stage.advance(0)
        fixture.stage.advance(0.1)
        let calls = fixture.providerCalls
        fixture.tiles[7].removeFromSuperview()
        fixture.sourceIndex = nil
        fixture.stage.advance(2.0 / 60)  // at least one display frame
        #expect(fixture.providerCalls == calls + 1)
        fixture.stage.settle()
        #expect(fixture.providerCalls == calls + 1, "asked once, not on every frame")
        expectApproximately(fixture.zoomFrame, Self.fallback, tolerance: 0.01)
        #expect(fixture.zoomView?.alpha == 0)
    }

    @Test("The source is replaced mid-flight (cell reused): the zoom retargets to the new view")
    func replacedMidFlight() {
        let fixture = ZoomFixture()
        fixture.present()
        fixture.detail.dismiss(animated: true)
        fixture.stage.advance(0)
        fixture.stage.advance(0.1)
        fixture.tiles[7].removeFromSuperview()
        fixture.sourceIndex = 0
        fixture.stage.settle()
        expectApproximately(fixture.zoomFrame, fixture.tileOnScreen(0), tolerance: 0.01)
        #expect(!fixture.tiles[0].isHidden)
    }
}
#endif
