#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit

/// Records scroll view delegate calls; consecutive `didScroll`s are kept individually in `offsets`.
@MainActor final class RecordingScrollDelegate: NSObject, UIScrollViewDelegate {
    private(set) var calls: [String] = []
    private(set) var offsets: [(time: TimeInterval, offset: CGPoint)] = []
    private(set) var endVelocity: CGPoint?
    private(set) var proposedTarget: CGPoint?
    /// If set, replaces the target offset in `scrollViewWillEndDragging`.
    var targetOverride: CGPoint?
    /// If set, every scroll is immediately undone back to this offset (a sheet locking its list).
    var lockedOffset: CGPoint?

    /// The calls with runs of `didScroll` collapsed into one.
    var collapsedCalls: [String] {
        calls.reduce(into: []) { result, call in
            if call == "didScroll" && result.last == "didScroll" { return }
            result.append(call)
        }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        calls.append("didScroll")
        offsets.append((HeadlessClock.main.now, scrollView.contentOffset))
        if let lockedOffset, scrollView.contentOffset != lockedOffset { scrollView.contentOffset = lockedOffset }
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        calls.append("willBeginDragging")
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        calls.append("willEndDragging")
        endVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let targetOverride { targetContentOffset.pointee = targetOverride }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        calls.append("willBeginDecelerating")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        calls.append("didEndDecelerating")
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        calls.append("didEndScrollingAnimation")
    }

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        calls.append("didChangeAdjustedContentInset")
    }
}

/// A window holding one full-window scroll view with a recording delegate.
@MainActor struct ScrollScene {
    let window: UIWindow
    let scrollView: UIScrollView
    let delegate = RecordingScrollDelegate()

    init(size: CGSize = CGSize(width: 400, height: 800), contentSize: CGSize = CGSize(width: 400, height: 2000)) {
        window = InputTestSupport.makeWindow(width: size.width, height: size.height)
        scrollView = UIScrollView(frame: CGRect(origin: .zero, size: size))
        scrollView.contentSize = contentSize
        scrollView.delegate = delegate
        window.addSubview(scrollView)
    }

    /// Drags from the middle of the window: the first `translation` component beyond the hysteresis moves
    /// the content. Returns the drag, still down.
    func beginDrag(at point: CGPoint? = nil) -> SimulatedDrag {
        window.beginSimulatedDrag(at: point ?? CGPoint(x: window.bounds.midX, y: window.bounds.midY))
    }
}
#endif
