#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// The inset appearance on screen: partial-height sheets float inset, the largest detent is
/// edge-attached, the morph follows drags; the default keeps today's edge-attached look.
@MainActor @Suite("Sheet inset appearance", .headlessHygiene)
struct SheetInsetAppearanceTests {
    func present(_ stage: Stage, appearance: SheetAppearance = .inset) -> UIViewController {
        let controller = UIViewController()
        let transition = SheetTransition(detents: [.medium(), .large()])
        transition.appearance = appearance
        transition.prefersGrabberVisible = true
        stage.present(controller, using: transition)
        return controller
    }

    @Test("At medium the sheet floats 8 pt from the sides and the bottom with iOS 26's 38 pt corners all round")
    func mediumInset() {
        let stage = Stage()
        let controller = present(stage)
        let frame = stage.sheetFrame(controller)
        #expect(frame.minX == 8 && frame.width == 393 - 16)
        #expect(isApproximately(frame.maxY, 852 - 8, tolerance: 1e-9))
        let layer = controller.sheet!.presentedView!.layer
        #expect(layer.cornerRadius == 38)
        #expect(layer.maskedCorners.contains(.layerMinXMaxYCorner))
        #expect(controller.sheet?.position?.frame == frame, "the reported position is the frame on screen")
        let grabber = controller.sheet!.presentedView!.subviews.first { $0.bounds.size == CGSize(width: 36, height: 5) }
        #expect(grabber.map { isApproximately($0.frame.midX, frame.width / 2, tolerance: 0.5) } == true)
        // The sheet's top edge is where the edge-attached sheet's is: detents keep their meaning.
        let plain = Stage()
        let reference = present(plain, appearance: .edgeAttached)
        #expect(plain.sheetFrame(reference).minY == frame.minY)
        #expect(plain.sheetFrame(reference).minX == 0 && plain.sheetFrame(reference).maxY == 852)
        #expect(reference.sheet?.presentedView?.layer.cornerRadius == 10)
    }

    @Test("At large it is edge-attached, top corners still iOS 26's 38 pt, and the presenter recedes")
    func largeAttached() {
        let stage = Stage()
        let controller = present(stage)
        controller.sheet?.animateChanges { controller.sheet?.selectedDetentIdentifier = .large }
        stage.settle()
        let frame = stage.sheetFrame(controller)
        #expect(frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        let layer = controller.sheet!.presentedView!.layer
        #expect(layer.cornerRadius == 38)
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(controller.sheet?.presenterRecedeDepth == 1)
    }

    @Test("Dragging from medium to large morphs monotonically: the sides widen, the top corners hold at 38 pt")
    func morphWhileDragging() {
        let stage = Stage()
        let controller = present(stage)
        let drag = stage.drag(controller, by: 0, duration: 0.01, release: false)
        var minXs: [CGFloat] = []
        var radii: [CGFloat] = []
        for _ in 0..<40 {
            drag.move(by: CGPoint(x: 0, y: -10), duration: 1.0 / 60, steps: 1)
            minXs.append(stage.sheetFrame(controller).minX)
            radii.append(controller.sheet!.presentedView!.layer.cornerRadius)
        }
        drag.end()
        stage.settle()
        #expect(zip(minXs, minXs.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(radii.allSatisfy { $0 == 38 })
        #expect(minXs.contains { $0 > 0.5 && $0 < 7.5 }, "passes through in-between frames")
    }

    @Test("Switching the appearance live re-lays the sheet out at once")
    func liveSwitch() {
        let stage = Stage()
        let controller = present(stage, appearance: .edgeAttached)
        #expect(stage.sheetFrame(controller).minX == 0)
        controller.sheet?.appearance = .inset
        #expect(stage.sheetFrame(controller).minX == 8)
        #expect(controller.sheet?.presentedView?.layer.cornerRadius == 38)
        controller.sheet?.insetStyle = SheetInsetStyle(margin: 12, topCornerRadius: 28)
        #expect(stage.sheetFrame(controller).minX == 12)
        #expect(controller.sheet?.presentedView?.layer.cornerRadius == 28)
        controller.sheet?.appearance = .edgeAttached
        #expect(stage.sheetFrame(controller).minX == 0 && stage.sheetFrame(controller).maxY == 852)
        #expect(controller.sheet?.presentedView?.layer.cornerRadius == 10)
        #expect(controller.sheet?.presentedView?.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    }

    @Test("A pinned footer follows the inset sheet: same sides, ends where the sheet ends")
    func footer() {
        let stage = Stage()
        let controller = UIViewController()
        let footer = UIView()
        let transition = SheetTransition(detents: [.medium(), .large()])
        transition.appearance = .inset
        transition.footerView = footer
        transition.configure = { $0.footerHeight = 60 }
        stage.present(controller, using: transition)
        let sheet = stage.sheetFrame(controller)
        #expect(footer.frame.minX == sheet.minX && footer.frame.width == sheet.width)
        #expect(isApproximately(footer.frame.maxY, sheet.maxY, tolerance: 1e-9))
        #expect(isApproximately(footer.frame.minY, 852 - 34 - 60, tolerance: 1e-9))
    }

    @Test("Regular width keeps the floating sheet; rotation to landscape fills the height, not inset")
    func otherLayouts() {
        let stage = Stage()
        let controller = present(stage)
        stage.rotate(toLandscape: true)
        stage.settle()
        #expect(stage.sheetFrame(controller).maxY == 393)
        #expect(stage.sheetFrame(controller).minY == 0, "a full screen appearance")
        #expect(controller.sheet?.presentedView?.layer.cornerRadius == 0, "square corners, not the inset's")
        stage.rotate(toLandscape: false)
        stage.settle()
        // Landscape only has the largest detent; back in portrait, medium is inset again.
        controller.sheet?.selectedDetentIdentifier = .medium
        stage.settle()
        #expect(stage.sheetFrame(controller).minX == 8)
        #expect(controller.sheet?.presentedView?.layer.cornerRadius == 38)
    }
}
#endif
