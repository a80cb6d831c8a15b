#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// Bad input never crashes; each case has a documented, tested result.
@MainActor @Suite("Zoom with bad input", .headlessHygiene)
struct ZoomBadInputTests {
    static let full = CGRect(x: 0, y: 0, width: 393, height: 852)
    // UIKit's fallback source: 44 pt wide, the destination's shape, at the center.
    static let fallback = CGRect(x: 196.5 - 22, y: 426 - 852.0 * 22 / 393, width: 44, height: 852.0 * 44 / 393)

    @Test("No source at presentation: grows from a 44 pt wide fallback at the center while fading in, and back")
    func nilAtPresent() {
        let fixture = ZoomFixture()
        fixture.sourceIndex = nil
        fixture.present(settle: false)
        expectApproximately(fixture.zoomFrame, Self.fallback, tolerance: 0.01)
        #expect(fixture.shownAlpha == 0)
        fixture.stage.settle()
        #expect(fixture.zoomFrame == Self.full)
        #expect(fixture.zoomView?.alpha == 1)
        fixture.detail.dismiss(animated: true)
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        expectApproximately(fixture.zoomFrame, Self.fallback, tolerance: 0.01)
    }

    enum Unusable: String, CaseIterable {
        case nanTransform, infiniteTransform, zeroSize, theWindow, anotherWindow, insideTheDetail
    }

    @Test("Unusable source views count as none and are never hidden", arguments: Unusable.allCases)
    func unusableSource(_ kind: Unusable) {
        let fixture = ZoomFixture()
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        fixture.detail.view.addSubview(inner)
        let source: UIView
        switch kind {
        case .nanTransform:
            source = fixture.tiles[7]
            source.transform = CGAffineTransform(scaleX: .nan, y: 1)
        case .infiniteTransform:
            source = fixture.tiles[7]
            source.transform = CGAffineTransform(translationX: 0, y: .infinity)
        case .zeroSize:
            source = fixture.tiles[7]
            source.frame = CGRect(x: 10, y: 10, width: 0, height: 50)
        case .theWindow: source = fixture.stage.window
        case .anotherWindow:
            let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            source = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
            other.addSubview(source)
        case .insideTheDetail: source = inner
        }
        fixture.providedView = { source }
        fixture.present(settle: false)
        expectApproximately(fixture.zoomFrame, Self.fallback, tolerance: 0.01)
        #expect(!source.isHidden)
        fixture.stage.settle()
        #expect(fixture.zoomFrame == Self.full)
        _ = fixture.drag(by: CGPoint(x: 0, y: 300), duration: 0.3)
        #expect(!source.isHidden)
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        #expect(!source.isHidden)
        #expect(fixture.stage.window.subviews.count == 1)
    }

    @Test("Nonsense options are sanitized: NaN radii, a NaN alignment rect, a broken drag behavior and spring")
    func nonsenseOptions() {
        let fixture = ZoomFixture()
        fixture.transition = fixture.makeTransition(options: .nonsense)
        fixture.present(settle: false)
        expectApproximately(fixture.zoomFrame, fixture.sourceOnScreen, tolerance: 0.01)
        fixture.stage.settle()
        #expect(fixture.zoomFrame == Self.full)
        #expect(fixture.zoomView?.layer.cornerRadius == 0)
        _ = fixture.drag(by: CGPoint(x: 0, y: 300), duration: 0.3)
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        #expect(fixture.zoomFrame.minX.isFinite && fixture.zoomFrame.width.isFinite)
    }

    @Test("Presenting twice: the second call is ignored, one presentation runs and ends")
    func presentTwice() {
        let fixture = ZoomFixture()
        weak var second: ZoomTransition?
        do {
            let other = fixture.makeTransition()
            second = other
            fixture.stage.root.present(fixture.detail, using: fixture.transition)
            fixture.stage.root.present(fixture.detail, using: other)
        }
        fixture.stage.settle()
        #expect(second == nil, "the ignored transition is not retained")
        #expect(fixture.isPresented)
        #expect(fixture.providerCalls == 1)
        #expect(fixture.detail.log == ["viewWillAppear", "viewDidAppear"])
        fixture.detail.dismiss(animated: true)
        fixture.detail.dismiss(animated: true)
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        #expect(fixture.detail.log == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
        #expect(!fixture.tiles[7].isHidden)
    }

    @Test("Not animated: present and dismiss jump, complete at once, and leave the source visible")
    func notAnimated() {
        let fixture = ZoomFixture()
        fixture.present(settle: false, animated: false)
        #expect(fixture.isPresented)
        #expect(fixture.detail.log == ["viewWillAppear", "viewDidAppear"])
        #expect(fixture.zoomFrame == Self.full)
        #expect(!fixture.tiles[7].isHidden)
        fixture.detail.dismiss(animated: false)
        fixture.stage.advance(0)
        #expect(!fixture.isPresented)
        #expect(!fixture.tiles[7].isHidden)
    }

    @Test("A drag that moves past the screen by 10⁶ pt still lands on the tile")
    func hugeDrag() {
        let fixture = ZoomFixture()
        fixture.present()
        let drag = fixture.drag(by: CGPoint(x: 0, y: 1_000_000), duration: 0.1, release: false)
        #expect(fixture.zoomFrame.minY.isFinite)
        drag.end()
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        expectApproximately(fixture.zoomFrame, fixture.sourceOnScreen, tolerance: 0.01)
    }

    @Test("Rotation while presented: the zoom fills the new bounds")
    func sizeChange() {
        let fixture = ZoomFixture()
        fixture.present()
        fixture.stage.window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        fixture.stage.window.layoutIfNeeded()
        fixture.zoomView?.superview?.layoutIfNeeded()
        fixture.stage.settle()
        #expect(fixture.zoomFrame == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(fixture.detail.view.bounds.size == CGSize(width: 852, height: 393))
    }
}
#endif
