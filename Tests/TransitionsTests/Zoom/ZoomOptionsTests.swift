#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// The options that shape the zoom: alignment rect, corner radii, dimming color.
@MainActor @Suite("Zoom options", .headlessHygiene)
struct ZoomOptionsTests {
    @Test("alignmentRectProvider: that rect of the detail lands exactly on the tile, at the start and the end")
    func alignmentRect() {
        let fixture = ZoomFixture()
        let photo = CGRect(x: 0, y: 230, width: 393, height: 393)
        var heard: [UIView] = []
        fixture.transition.options.alignmentRectProvider = { context in
            heard.append(context.sourceView)
            #expect(context.zoomedViewController === fixture.detail)
            return photo
        }
        fixture.present(settle: false)
        #expect(heard.first === fixture.tiles[7])
        expectApproximately(fixture.detail.view.convertOnScreen(photo), fixture.sourceOnScreen, tolerance: 0.01)
        fixture.stage.settle()
        fixture.detail.dismiss(animated: true)
        fixture.stage.advance(0)
        var lastOnScreen = CGRect.null  // the photo on the last frame before the zoom is removed
        for _ in 0..<600 where fixture.isPresented {
            lastOnScreen = fixture.detail.view.convertOnScreen(photo)
            fixture.stage.advance(1.0 / 60)
        }
        #expect(!fixture.isPresented)
        expectApproximately(lastOnScreen, fixture.sourceOnScreen, tolerance: 1)
    }

    @Test("Without an alignment rect the detail aspect-fills the tile: a centered square crop covers it")
    func defaultAlignment() {
        let fixture = ZoomFixture()
        fixture.present(settle: false)
        let content = fixture.contentOnScreen
        let tile = fixture.sourceOnScreen
        #expect(
            isApproximately(content.width, tile.width, tolerance: 0.01), "full width of the detail on the tile's width")
        #expect(isApproximately(content.midY, tile.midY, tolerance: 0.01))
    }

    @Test("Corner radii: the source's layer radius at the start, the display's radius at rest; overrides win")
    func cornerRadii() {
        let fixture = ZoomFixture()
        fixture.present(settle: false)
        #expect(fixture.shownCornerRadius == 6)
        fixture.stage.settle()
        // By default the display's radius: 55 pt on the 393 × 852 pt screen of the headless iPhone.
        #expect(fixture.zoomView?.layer.cornerRadius == 55)
        fixture.detail.dismiss(animated: true)
        fixture.stage.settle()

        let other = ZoomFixture()
        other.transition.options.sourceCornerRadius = 20
        other.transition.options.destinationCornerRadius = 44
        other.present(settle: false)
        #expect(other.shownCornerRadius == 20)
        other.stage.settle()
        #expect(other.zoomView?.layer.cornerRadius == 44)
    }

    @Test("dimmingColor colors the dimming, which fades in with the opening")
    func dimmingColor() {
        let fixture = ZoomFixture()
        fixture.transition.options.dimmingColor = .red
        fixture.present(settle: false)
        let dimming = fixture.zoomView?.superview?.subviews.first
        #expect(dimming !== fixture.zoomView)
        #expect(dimming?.backgroundColor == .red)
        #expect(dimming.map { ($0.layer.presentation() ?? $0.layer).opacity } == 0)
        fixture.stage.settle()
        #expect(dimming?.alpha == 1)
    }

    @Test("The live controller's tracked scroll view can change while presented")
    func liveTrackedScrollView() {
        let fixture = ZoomFixture()
        fixture.present()
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        list.contentInsetAdjustmentBehavior = .never
        list.contentSize = CGSize(width: 393, height: 3000)
        list.contentOffset = CGPoint(x: 0, y: 500)
        fixture.detail.view.addSubview(list)
        fixture.zoom?.trackedScrollView = list
        _ = fixture.drag(by: CGPoint(x: 0, y: 300), duration: 0.3)
        fixture.stage.settle()
        #expect(fixture.isPresented, "the scrolled list took the drag")
        #expect(list.contentOffset.y < 500)
    }
}
#endif
