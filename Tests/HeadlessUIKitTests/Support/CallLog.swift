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

/// Absolute tolerance comparison for CGFloat values.
func isClose(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}

/// Component-wise tolerance comparison for rectangles.
func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
    isClose(a.minX, b.minX, tolerance: tolerance) && isClose(a.minY, b.minY, tolerance: tolerance)
        && isClose(a.width, b.width, tolerance: tolerance) && isClose(a.height, b.height, tolerance: tolerance)
}

/// Component-wise tolerance comparison for points.
func isClose(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 1e-6) -> Bool {
    isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
}
#endif
