#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

@MainActor
@Suite("UIScrollView insets", .headlessHygiene)
struct ScrollViewInsetTests {
    private static let safeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    @Test(
        "adjustedContentInset adds the safe area as contentInsetAdjustmentBehavior says",
        arguments: [
            (UIScrollView.ContentInsetAdjustmentBehavior.automatic, true, 47.0),
            (.automatic, false, 0.0),
            (.scrollableAxes, true, 47.0),
            (.scrollableAxes, false, 0.0),
            (.never, true, 0.0),
            (.always, false, 47.0),
        ])
    func adjustedInset(behavior: UIScrollView.ContentInsetAdjustmentBehavior, tallContent: Bool, expectedTop: Double) {
        let scene = ScrollScene(contentSize: CGSize(width: 400, height: tallContent ? 2000 : 300))
        scene.scrollView.contentInsetAdjustmentBehavior = behavior
        scene.scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        scene.window.simulatedSafeAreaInsets = Self.safeArea
        scene.window.layoutIfNeeded()
        HeadlessClock.main.advance(by: 0)
        #expect(Double(scene.scrollView.adjustedContentInset.top) == 10 + expectedTop)
        #expect(Double(scene.scrollView.adjustedContentInset.bottom) == (expectedTop > 0 ? 34 : 0))
    }

    @Test("a scroll view resting at its top follows a growing top inset, and the delegate hears of it")
    func restingAtTopFollowsInset() {
        let scene = ScrollScene()
        scene.window.simulatedSafeAreaInsets = Self.safeArea
        scene.window.layoutIfNeeded()
        HeadlessClock.main.advance(by: 0)
        #expect(scene.scrollView.contentOffset.y == -47)
        #expect(scene.delegate.calls.contains("didChangeAdjustedContentInset"))
    }

    @Test("contentInset extends the scrollable range: the content rests below the top inset without banding")
    func contentInsetRange() {
        let scene = ScrollScene()
        scene.scrollView.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 50, right: 0)
        #expect(scene.scrollView.contentOffset.y == 0, "UIKit leaves the offset alone when contentInset changes")
        #expect(scene.scrollView.adjustedContentInset.top == 100)
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 1250)
        let drag = scene.beginDrag()
        drag.move(by: CGPoint(x: 0, y: -10))
        drag.move(by: CGPoint(x: 0, y: -100), duration: 0.1, steps: 5)
        let banded = (1 - 1 / (100 * 0.55 / 800 + 1)) * 800.0
        #expect(
            isApproximately(Double(scene.scrollView.contentOffset.y), 1250 + banded, tolerance: 1e-6),
            "banded past the limit 1250")
        drag.cancel()
        HeadlessClock.main.runUntilIdle()
        #expect(scene.scrollView.contentOffset.y == 1250)
    }

    @Test("negative and non-finite content sizes count as zero")
    func badContentSize() {
        let scene = ScrollScene()
        scene.scrollView.contentSize = CGSize(width: -5, height: CGFloat.nan)
        #expect(scene.scrollView.contentSize == .zero)
        scene.scrollView.contentInset = UIEdgeInsets(top: CGFloat.infinity, left: 1, bottom: 2, right: 3)
        #expect(scene.scrollView.contentInset == UIEdgeInsets(top: 0, left: 1, bottom: 2, right: 3))
    }
}
#endif
