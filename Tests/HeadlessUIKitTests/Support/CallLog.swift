#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit

/// An ordered record of callbacks, shared by the test doubles of one test.
@MainActor final class CallLog {
    private(set) var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }

    /// The entries that belong to `vocabulary`, in order (to compare with a scenario's partial log).
    func filtered(to vocabulary: Set<String>) -> [String] {
        entries.filter { vocabulary.contains($0) }
    }

    func clear() {
        entries = []
    }
}

/// A window with a root controller, shown and settled, as an app would have it.
@MainActor func makeWindow(
    root: UIViewController = UIViewController(), size: CGSize = CGSize(width: 390, height: 844),
    safeArea: UIEdgeInsets = .zero
) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.simulatedSafeAreaInsets = safeArea
    window.rootViewController = root
    window.makeKeyAndVisible()
    HeadlessClock.main.runUntilIdle()
    return window
}
#endif
