#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// Where the keyboard is, as Apple's `keyboardFrameEndUserInfoKey` reference defines it ("the keyboard's frame in
/// the screen's coordinate space"; "In Split View, Slide Over, and Stage Manager, the app's window might not fill
/// the screen"), and what the sheet does about it.
@MainActor @Suite("Sheet and the keyboard: multitasking, floating keyboards, anchored sheets", .headlessHygiene)
struct SheetKeyboardPlacementTests {
    /// Posts a keyboard frame change as UIKit does (screen coordinates), without HeadlessKeyboard's own state.
    func postKeyboard(endFrame: CGRect, isLocal: Bool = true, hiding: Bool = false) {
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: endFrame),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.0),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: isLocal),
        ]
        NotificationCenter.default.post(
            name: hiding ? UIResponder.keyboardWillHideNotification : UIResponder.keyboardWillChangeFrameNotification,
            object: UIScreen.main, userInfo: info)
        HeadlessClock.main.runUntilIdle()
    }

    /// A window that does not fill the screen: it starts 200 pt down (a Stage Manager-like window), so window and
    /// screen coordinates differ by 200 pt.
    func loweredWindow() -> (UIWindow, UIViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 200, width: 390, height: 644))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        HeadlessClock.main.runUntilIdle()
        return (window, root)
    }

    @Test("A window lower on the screen: the sheet rests on the keyboard's top edge, converted through the screen")
    func windowNotFillingTheScreen() {
        let (window, root) = loweredWindow()
        let content = UIViewController()
        root.present(content, using: SheetTransition(detents: [.height(200)]))
        HeadlessClock.main.runUntilIdle()
        // Docked keyboard, 300 pt tall, at the screen's bottom: screen y 544, which is window y 344.
        postKeyboard(endFrame: CGRect(x: 0, y: 544, width: 390, height: 300))
        // The 200 pt detent sits above the keyboard's top edge (window y 344); taking the screen frame as window
        // coordinates would have put that edge at 544 and the sheet's content under the keyboard.
        let frame = content.sheet!.presentedView!.frame
        #expect(
            isApproximately(frame.minY, 344 - 200, tolerance: 0.5),
            "sheet top \(frame.minY), keyboard top at 344 in the window")
        postKeyboard(endFrame: CGRect(x: 0, y: 844, width: 390, height: 300), hiding: true)
        content.dismiss(animated: false)
        HeadlessClock.main.runUntilIdle()
        window.isHidden = true
    }

    @Test("An undocked or floating keyboard is not a bottom obstruction: the sheet stays where it is")
    func floatingKeyboard() {
        let stage = Stage()
        let content = UIViewController()
        stage.present(content, using: SheetTransition(detents: [.height(200)]))
        let before = stage.sheetFrame(content)
        postKeyboard(endFrame: CGRect(x: 40, y: 300, width: 320, height: 260))  // floating, mid-screen
        #expect(stage.sheetFrame(content) == before)
        postKeyboard(endFrame: CGRect(x: 0, y: 400, width: 393, height: 300))  // undocked, raised
        #expect(stage.sheetFrame(content) == before)
        // The keyboard tracker is process-wide: on a 568 pt screen this frame would reach the bottom edge.
        postKeyboard(endFrame: CGRect(x: 0, y: 852, width: 393, height: 300), hiding: true)
        content.dismiss(animated: false)
        stage.settle()
    }

    @Test("Another app's keyboard: the sheet stays above it but does not expand to its largest detent")
    func nonLocalKeyboard() {
        let stage = Stage()
        let content = UIViewController()
        let sheet = SheetTransition(detents: [.medium(), .large()])
        sheet.keyboardBehavior = .expandsToLargestDetent
        stage.present(content, using: sheet)
        let before = stage.sheetFrame(content)
        postKeyboard(endFrame: CGRect(x: 0, y: 552, width: 393, height: 300), isLocal: false)
        stage.settle()
        #expect(content.sheet?.selectedDetentIdentifier == nil, "not expanded for a keyboard nobody types into here")
        #expect(stage.sheetFrame(content).minY < before.minY - 100, "but lifted above it")
        postKeyboard(endFrame: CGRect(x: 0, y: 852, width: 393, height: 300), isLocal: false, hiding: true)
        postKeyboard(endFrame: CGRect(x: 0, y: 552, width: 393, height: 300), isLocal: true)
        #expect(content.sheet?.selectedDetentIdentifier == .large, "this app's keyboard expands it")
        postKeyboard(endFrame: CGRect(x: 0, y: 852, width: 393, height: 300), hiding: true)
        #expect(content.sheet?.selectedDetentIdentifier == nil, "and hiding it goes back")
        content.dismiss(animated: false)
        stage.settle()
    }

    @Test("An iPad sheet anchored to a control in the lower half rises above the keyboard")
    func anchoredSheetRisesAboveKeyboard() {
        let stage = Stage(device: .iPadPro12_9)  // regular width and height
        let control = UIView(frame: CGRect(x: 440, y: 900, width: 80, height: 44))
        stage.root.view.addSubview(control)
        let content = UIViewController()
        let sheet = SheetTransition(detents: [.height(300)])
        sheet.sourceView = control
        stage.present(content, using: sheet)
        let keyboardTop: CGFloat = 1366 - 400
        postKeyboard(endFrame: CGRect(x: 0, y: keyboardTop, width: 1024, height: 400))
        stage.settle()
        #expect(stage.sheetFrame(content).maxY <= keyboardTop, "text input in the sheet stays visible")
        postKeyboard(endFrame: CGRect(x: 0, y: 1366, width: 1024, height: 400), hiding: true)
        content.dismiss(animated: false)
        stage.settle()
    }
}
#endif
