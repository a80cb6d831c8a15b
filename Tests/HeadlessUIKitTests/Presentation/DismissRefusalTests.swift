#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// UIKit refuses `dismiss` while another transition involving the dismissed controller runs — a dismissal of it or
/// of its presenter, a presentation over it: it logs "Attempt to dismiss from view controller … while a presentation
/// or dismiss is in progress!", does nothing, and never calls the refused call's completion. The running transition
/// is not disturbed. (A dismissal during the controller's own presentation waits for it: `PresentationLifecycleTests`.)
@MainActor @Suite("Dismiss refusal", .headlessHygiene)
struct DismissRefusalTests {
    static let refusal = "while a presentation or dismiss is in progress!"

    @Test("dismiss while other code's dismissal runs is refused; that dismissal completes alone")
    func dismissWhileDismissing() {
        let root = UIViewController()
        _ = makeWindow(root: root)
        let sheet = UIViewController()
        root.present(sheet, animated: true)
        HeadlessClock.main.runUntilIdle()
        HeadlessDiagnostics.resetWarnings()
        var completions: [String] = []
        sheet.dismiss(animated: true) { completions.append("first") }
        HeadlessClock.main.advance(by: 0.1)
        #expect(sheet.isBeingDismissed)
        root.dismiss(animated: true) { completions.append("second") }
        HeadlessClock.main.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(completions == ["first"])
        #expect(
            HeadlessDiagnostics.warnings == ["Attempt to dismiss from view controller UIViewController \(Self.refusal)"]
        )
    }

    @Test("dismiss while a controller is being presented over it is refused; once that ended, it dismisses both")
    func dismissWhilePresentingOnTop() {
        let root = UIViewController()
        _ = makeWindow(root: root)
        let sheet = UIViewController()
        let alert = UIViewController()
        root.present(sheet, animated: true)
        HeadlessClock.main.runUntilIdle()
        HeadlessDiagnostics.resetWarnings()
        sheet.present(alert, animated: true)
        HeadlessClock.main.advance(by: 0.1)
        var dismissed = false
        root.dismiss(animated: true) { dismissed = true }
        HeadlessClock.main.runUntilIdle()
        #expect(!dismissed)
        #expect(root.presentedViewController === sheet)
        #expect(sheet.presentedViewController === alert, "the presentation over it finished undisturbed")
        #expect(HeadlessDiagnostics.warnings.count == 1)
        #expect(HeadlessDiagnostics.warnings.first?.hasSuffix(Self.refusal) == true)
        root.dismiss(animated: true) { dismissed = true }
        HeadlessClock.main.runUntilIdle()
        #expect(dismissed)
        #expect(root.presentedViewController == nil)
        #expect(alert.presentingViewController == nil)
    }

    @Test("dismiss of a controller whose presenter is being dismissed is refused; it goes away with its presenter")
    func dismissWhilePresenterIsDismissed() {
        let root = UIViewController()
        _ = makeWindow(root: root)
        let outer = UIViewController()
        let inner = UIViewController()
        outer.modalPresentationStyle = .overFullScreen
        inner.modalPresentationStyle = .overFullScreen
        root.present(outer, animated: true)
        HeadlessClock.main.runUntilIdle()
        outer.present(inner, animated: true)
        HeadlessClock.main.runUntilIdle()
        HeadlessDiagnostics.resetWarnings()
        root.dismiss(animated: true)
        HeadlessClock.main.advance(by: 0.1)
        var dismissed = false
        outer.dismiss(animated: true) { dismissed = true }
        HeadlessClock.main.runUntilIdle()
        #expect(!dismissed, "refused, and never called back")
        #expect(inner.presentingViewController == nil, "taken down with its presenter")
        #expect(HeadlessDiagnostics.warnings.contains { $0.hasSuffix(Self.refusal) })
    }
}
#endif
