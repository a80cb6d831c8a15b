#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// `animateChanges(_:)`: "To animate changes to any of the sheet's properties, set them inside the block that you
/// pass to this method." Shrinking animates as growing does: no jump in the first frame.
@MainActor @Suite("Sheet: animated changes that shrink it", .headlessHygiene)
struct SheetAnimatedShrinkTests {
    /// Visible heights, frame by frame, while the change settles.
    func heights(_ stage: Stage, _ content: UIViewController, frames: Int) -> [CGFloat] {
        (0..<frames).map { _ in
            stage.advance(1.0 / 60)
            return stage.visibleHeight(content)
        }
    }

    @Test("Lowering the only detent inside animateChanges moves down smoothly from where the sheet is")
    func shrinkingDetents() {
        let stage = Stage()
        let content = UIViewController()
        stage.present(content, using: SheetTransition(detents: [.height(400)]))
        #expect(isApproximately(stage.visibleHeight(content), 400, tolerance: 0.5))
        content.sheet?.animateChanges { content.sheet?.detents = [.height(200)] }
        let path = heights(stage, content, frames: 40)
        #expect(path[0] > 380, "first frame \(path[0]): no jump to the new height")
        let steps = zip([400] + path, path).map { $0 - $1 }
        #expect(steps.allSatisfy { $0 < 60 }, "no frame moves more than 60 pt: \(steps.max() ?? 0)")
        stage.settle()
        #expect(isApproximately(stage.visibleHeight(content), 200, tolerance: 0.5))
        content.dismiss(animated: false)
        stage.settle()
    }

    @Test("invalidateDetents() inside animateChanges that lowers a custom height animates too")
    func invalidateLowers() {
        let stage = Stage()
        let content = UIViewController()
        final class Box: @unchecked Sendable { var height: CGFloat = 400 }
        let box = Box()
        stage.present(content, using: SheetTransition(detents: [.custom(identifier: "form") { _ in box.height }]))
        box.height = 220
        content.sheet?.animateChanges { content.sheet?.invalidateDetents() }
        let first = heights(stage, content, frames: 1)[0]
        #expect(first > 380, "first frame \(first)")
        stage.settle()
        #expect(isApproximately(stage.visibleHeight(content), 220, tolerance: 0.5))
        content.dismiss(animated: false)
        stage.settle()
    }

    @Test("Outside animateChanges the change is immediate (the control case)")
    func immediateOutside() {
        let stage = Stage()
        let content = UIViewController()
        stage.present(content, using: SheetTransition(detents: [.height(400)]))
        content.sheet?.detents = [.height(200)]
        stage.advance(1.0 / 60)
        #expect(isApproximately(stage.visibleHeight(content), 200, tolerance: 0.5))
        content.dismiss(animated: false)
        stage.settle()
    }
}
#endif
