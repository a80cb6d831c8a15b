#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// The keyboard the library tracks process-wide (the last announced frame) starts each test as at launch, even
/// when a test announced a keyboard by posting the notification itself instead of through `HeadlessKeyboard`.
@MainActor @Suite("Sheet: a keyboard announced by a test does not outlive it", .headlessHygiene)
struct SheetKeyboardAnnouncedTests {
    @Test("an undocked keyboard posted by hand is forgotten at the reset: the next short-phone sheet sits at medium")
    func announcedKeyboardForgottenAtReset() {
        _ = SheetTransition(detents: [.medium()])  // starts the process-wide keyboard tracking
        // An undocked keyboard on an 852 pt screen: it would cover the bottom of a 568 pt one.
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: CGRect(x: 0, y: 300, width: 393, height: 300)),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
        ]
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillChangeFrameNotification, object: UIScreen.main, userInfo: info)
        HeadlessEnvironment.reset()  // what the hygiene trait does between two tests

        let stage = Stage(device: SheetUIKitRulesTests.shortPhone)
        let controller = UIViewController()
        stage.present(controller, using: SheetTransition(detents: [.medium(), .large()]))
        // Largest: 568 − 20 (status bar) − 10 (gap) = 538; medium 0.63 of it.
        let height = 568 - stage.sheetFrame(controller).minY
        #expect(isApproximately(height, 0.63 * 538, tolerance: 1e-6), "medium is \(height) pt tall")
    }
}
#endif
