#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// A popover delegate that logs.
private final class LoggingPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    var prepared: [UIPopoverPresentationController] = []

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        prepared.append(popoverPresentationController)
    }
}

/// UIPopoverPresentationController: anchor properties and the popover delegate.
@MainActor @Suite(.headlessHygiene) struct PopoverPresentationTests {
    @Test func aPopoverStoresItsAnchorAndPreparesItsDelegate() throws {
        let root = UIViewController()
        _ = makeWindow(root: root)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        let delegate = LoggingPopoverDelegate()
        popover.sourceView = root.view
        popover.sourceRect = CGRect(x: 10, y: 20, width: 30, height: 40)
        popover.permittedArrowDirections = [.up, .down]
        popover.delegate = delegate
        root.present(content, animated: false)
        HeadlessClock.main.runUntilIdle()
        #expect(delegate.prepared.count == 1)
        #expect(delegate.prepared.first === popover)
        #expect(popover.sourceView === root.view)
        #expect(popover.arrowDirection == .unknown)
        #expect(content.presentingViewController === root)
        root.dismiss(animated: false)
        HeadlessClock.main.runUntilIdle()
    }

    @Test func aNonPopoverStyleHasNoPopoverController() {
        let content = UIViewController()
        content.modalPresentationStyle = .fullScreen
        #expect(content.popoverPresentationController == nil)
    }

    @Test func arrowDirectionsHaveUIKitsBits() {
        #expect(UIPopoverArrowDirection.up.rawValue == 1)
        #expect(UIPopoverArrowDirection.down.rawValue == 2)
        #expect(UIPopoverArrowDirection.left.rawValue == 4)
        #expect(UIPopoverArrowDirection.right.rawValue == 8)
        #expect(UIPopoverArrowDirection.any.rawValue == 15)
        #expect(UIPopoverArrowDirection.unknown.rawValue == UInt.max)
    }
}
#endif
