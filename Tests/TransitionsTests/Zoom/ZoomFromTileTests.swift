#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// Zoom from a tapped item, drag to dismiss back into it (docs/architecture.md, "Scenarios"), as a story: tap a tile, it grows into the detail screen; drag the screen, it follows the finger
/// and shrinks; let go past the threshold and it lands on the tile's current frame, short of it and it springs
/// back.
@MainActor @Suite("Zoom from a tile, drag to dismiss", .headlessHygiene)
struct ZoomFromTileTests {
    @Test("Present: starts at the tile's converted rect, grows with a spring to the presented frame, dims in")
    func present() {
        let fixture = ZoomFixture()
        let tile = fixture.sourceOnScreen
        #expect(tile == CGRect(x: 132, y: 379, width: 129, height: 129))
        fixture.present(settle: false)
        let zoom = fixture.zoom
        expectApproximately(fixture.zoomFrame, tile, tolerance: 0.01, "the first frame is the tile")
        #expect(zoom?.zoomFrame?.dimmingAlpha == 0)
        #expect(fixture.tiles[7].isHidden, "the tile is hidden while the zoom is on screen")

        var widths: [CGFloat] = []
        var dims: [Double] = []
        for _ in 0..<12 {
            fixture.stage.advance(1.0 / 30)
            widths.append(fixture.zoomFrame.width)
            dims.append(zoom?.zoomFrame?.dimmingAlpha ?? -1)
        }
        #expect(widths.first! > tile.width && widths.last! > 300, "grows: \(widths)")
        #expect(dims.first! > 0 && dims.first! < dims.last!, "dims in: \(dims)")
        #expect(fixture.tiles[7].isHidden)

        fixture.stage.settle()
        #expect(fixture.zoomFrame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(fixture.detail.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(fixture.detail.view.transform == .identity)
        #expect(zoom?.zoomFrame?.dimmingAlpha == 1)
        #expect(!fixture.tiles[7].isHidden, "the tile is restored once the zoom rests")
        #expect(fixture.detail.log == ["viewWillAppear", "viewDidAppear"])
        #expect(fixture.stage.root.log.isEmpty, "the grid stays on screen: no appearance callbacks for it")
    }

    @Test("Mid-opening the content covers the zoom's clip without stretching")
    func openingKeepsAspect() {
        let fixture = ZoomFixture()
        fixture.present(settle: false)
        for _ in 0..<20 {
            fixture.stage.advance(1.0 / 60)
            let clip = fixture.zoomFrame
            let content = fixture.contentOnScreen
            expectApproximately(content.width / content.height, 393.0 / 852.0, tolerance: 1e-6, "uniform scale")
            #expect(content.minX <= clip.minX + 0.01 && content.maxX >= clip.maxX - 0.01)
            #expect(content.minY <= clip.minY + 0.01 && content.maxY >= clip.maxY - 0.01)
        }
    }

    @Test("Drag: the grabbed point trails the finger by the dead zone, the screen shrinks and the dimming fades")
    func dragFollowsFinger() {
        let fixture = ZoomFixture()
        fixture.present()
        let start = CGPoint(x: 196, y: 430)
        let local = fixture.detail.view.convert(start, from: nil)
        let drag = fixture.stage.window.beginSimulatedDrag(at: start)
        drag.move(by: CGPoint(x: 0, y: 12), duration: 0.02, steps: 1)  // past the pan's 10 pt hysteresis
        #expect(fixture.zoomFrame == CGRect(x: 0, y: 0, width: 393, height: 852), "still inside the 20 pt dead zone")
        var scales: [CGFloat] = []
        var dims: [Double] = []
        for _ in 0..<6 {
            drag.move(by: CGPoint(x: 0, y: 40), duration: 0.05, steps: 3)
            // The point grabbed at touch-down sits 20 pt (the dead zone) plus the small fall behind the finger.
            let grabbed = fixture.detail.view.convertOnScreen(CGRect(origin: local, size: .zero)).origin
            let behind = drag.location.y - grabbed.y
            #expect(behind >= 19.9 && behind < 32, "behind by \(behind) pt")
            #expect(isApproximately(drag.location.x, grabbed.x, tolerance: 0.01))
            scales.append(fixture.zoomFrame.width / 393)
            dims.append(fixture.zoom?.zoomFrame?.dimmingAlpha ?? -1)
        }
        #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 > $1 }, "shrinks: \(scales)")
        #expect(zip(dims, dims.dropFirst()).allSatisfy { $0 > $1 }, "fades: \(dims)")
        // 252 pt from touch-down on an 852 pt screen: 1 − 0.4 · 232 / 511.2.
        #expect(isApproximately(scales.last!, 0.8185, tolerance: 0.005), "\(scales.last!)")
        #expect(fixture.tiles[7].isHidden, "the tile is hidden while the screen is dragged")
        drag.end()
        fixture.stage.settle()
    }

    @Test("Past the threshold the screen lands exactly on the tile's current frame")
    func finishLandsOnTile() {
        let fixture = ZoomFixture()
        fixture.present()
        _ = fixture.drag(by: CGPoint(x: 20, y: 260), duration: 0.4)
        #expect(fixture.tiles[7].isHidden)
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        expectApproximately(fixture.zoomFrame, fixture.sourceOnScreen, tolerance: 0.01)
        #expect(fixture.zoomView?.superview == nil, "the zoom is removed")
        #expect(!fixture.tiles[7].isHidden, "the tile is shown again")
        #expect(fixture.detail.log.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test("Short of the threshold the screen springs back to full screen and stays presented")
    func cancelSpringsBack() {
        let fixture = ZoomFixture()
        fixture.present()
        let drag = fixture.drag(by: CGPoint(x: 0, y: 50), duration: 0.4, release: false)
        drag.move(by: .zero, duration: 0.2, steps: 12)  // hold still: no momentum
        drag.end()
        #expect(fixture.tiles[7].isHidden, "still hidden while springing back")
        fixture.stage.settle()
        #expect(fixture.isPresented)
        #expect(fixture.zoomFrame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(fixture.zoom?.zoomFrame?.dimmingAlpha == 1)
        #expect(!fixture.tiles[7].isHidden)
        #expect(
            fixture.detail.log == [
                "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewWillAppear", "viewDidAppear",
            ])
    }

    @Test("A fast downward flick dismisses even from a short drag")
    func flick() {
        let fixture = ZoomFixture()
        fixture.present()
        let drag = fixture.stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: 430))
        drag.move(by: CGPoint(x: 0, y: 12), duration: 0.02, steps: 1)
        drag.fling(velocity: CGPoint(x: 0, y: 1400), duration: 0.05)
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        expectApproximately(fixture.zoomFrame, fixture.sourceOnScreen, tolerance: 0.01)
    }
}
#endif
