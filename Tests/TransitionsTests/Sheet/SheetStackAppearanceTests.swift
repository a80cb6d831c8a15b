#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// What UIKit documents for a sheet's grabber and corners by where it is: `prefersGrabberVisible` — "The system
/// automatically hides the grabber at appropriate times, like when the sheet is full screen in a compact-height
/// size class or when another sheet presents on top of it"; `preferredCornerRadius` — "This property only has an
/// effect when the sheet is at the front of its sheet stack."
@MainActor @Suite("Sheet grabber and corners by place: full height, back of a stack", .headlessHygiene)
struct SheetStackAppearanceTests {
    /// The grabber, found as VoiceOver finds it (the adjustable element at the top of the sheet).
    func grabber(of controller: UIViewController) -> UIView? {
        controller.sheet?.presentedView?.subviews.first { $0.accessibilityTraits.contains(.adjustable) }
    }

    func isGrabberShown(_ controller: UIViewController) -> Bool {
        guard let grabber = grabber(of: controller) else { return false }
        return !grabber.isHidden && grabber.isAccessibilityElement
    }

    @Test("Full screen in compact height hides the grabber; back in portrait it shows again")
    func compactHeightHidesGrabber() {
        let stage = Stage()
        let content = UIViewController()
        let sheet = SheetTransition(detents: [.medium(), .large()])
        sheet.prefersGrabberVisible = true
        stage.present(content, using: sheet)
        #expect(isGrabberShown(content))
        stage.rotate(toLandscape: true)
        stage.settle()
        #expect(!isGrabberShown(content), "full height in compact height: hidden")
        stage.rotate(toLandscape: false)
        stage.settle()
        #expect(isGrabberShown(content))
        content.dismiss(animated: false)
        stage.settle()
    }

    @Test("Edge-attached in compact height keeps the grabber (not full screen)")
    func edgeAttachedKeepsGrabber() {
        let stage = Stage()
        let content = UIViewController()
        let sheet = SheetTransition(detents: [.large()])
        sheet.prefersGrabberVisible = true
        sheet.prefersEdgeAttachedInCompactHeight = true
        stage.present(content, using: sheet)
        stage.rotate(toLandscape: true)
        stage.settle()
        #expect(isGrabberShown(content))
        content.dismiss(animated: false)
        stage.settle()
    }

    @Test("A sheet presented on top hides the lower sheet's grabber and its preferred corner radius, until it goes")
    func sheetOnTop() {
        let stage = Stage()
        let lower = UIViewController()
        let lowerSheet = SheetTransition(detents: [.medium(), .large()])
        lowerSheet.prefersGrabberVisible = true
        lowerSheet.preferredCornerRadius = 28
        stage.present(lower, using: lowerSheet)
        let lowerView = lower.sheet!.presentedView!
        #expect(isGrabberShown(lower))
        #expect(lowerView.layer.cornerRadius == 28)
        let upper = UIViewController()
        lower.present(upper, using: SheetTransition(detents: [.medium()]))
        stage.settle()
        #expect(!isGrabberShown(lower), "another sheet presents on top of it")
        #expect(lowerView.layer.cornerRadius == 10, "the preferred radius only counts at the front of the stack")
        upper.dismiss(animated: true)
        stage.settle()
        #expect(isGrabberShown(lower))
        #expect(lowerView.layer.cornerRadius == 28)
        lower.dismiss(animated: false)
        stage.settle()
    }

    @Test("A short sheet under another sheet stays attached to the bottom: scaled in place, not lifted to the top")
    func shortSheetPushedBackStaysAttached() {
        let stage = Stage()
        let lower = UIViewController()
        stage.present(lower, using: SheetTransition(detents: [.height(200)]))
        let rest = stage.sheetFrame(lower)
        let upper = UIViewController()
        let upperSheet = SheetTransition(detents: [.large()])
        lower.present(upper, using: upperSheet)
        stage.settle()
        let pushed = stage.sheetFrame(lower)
        #expect(pushed.width < rest.width, "pushed back: narrower")
        #expect(
            isApproximately(pushed.maxY, rest.maxY, tolerance: 0.5),
            "bottom edge stays on the screen's bottom: \(pushed.maxY)")
        #expect(pushed.minY >= rest.minY - 0.5, "not lifted toward the status bar: \(pushed.minY)")
        upper.dismiss(animated: true)
        stage.settle()
        #expect(stage.sheetFrame(lower) == rest)
        lower.dismiss(animated: false)
        stage.settle()
    }

    @Test("A large sheet under another sheet is still pushed back under the status bar (the control case)")
    func largeSheetPushedBack() {
        let stage = Stage()
        let lower = UIViewController()
        stage.present(lower, using: SheetTransition(detents: [.large()]))
        let upper = UIViewController()
        lower.present(upper, using: SheetTransition(detents: [.large()]))
        stage.settle()
        #expect(isApproximately(stage.sheetFrame(lower).minY, 59, tolerance: 0.5), "top edge under the status bar")
        upper.dismiss(animated: false)
        lower.dismiss(animated: false)
        stage.settle()
    }
}
#endif
