#if os(Linux)
import Foundation

extension UIView {
    /// Marks the view and schedules a layout pass for its window on the next run-loop turn.
    func markNeedsLayout() {
        needsLayoutFlag = true
        if let window { HeadlessLayoutScheduler.windowNeedsPass(window) }
    }

    /// Whether this view or a descendant waits for layout.
    var subtreeNeedsLayout: Bool {
        needsLayoutFlag || subviewStorage.contains { $0.subtreeNeedsLayout }
    }

    /// `layoutIfNeeded()`: lays out from the topmost ancestor that needs layout, repeating (at most
    /// `HeadlessLayoutScheduler.maximumIterations` times) while layout marks more views.
    func performLayoutIfNeeded() {
        var top: UIView = self
        var ancestor = superviewStorage
        while let current = ancestor {
            if current.needsLayoutFlag { top = current }
            ancestor = current.superviewStorage
        }
        let wasInPass = HeadlessLayoutScheduler.isInPass
        HeadlessLayoutScheduler.isInPass = true
        defer { HeadlessLayoutScheduler.isInPass = wasInPass }
        for _ in 0..<HeadlessLayoutScheduler.maximumIterations {
            top.refreshSafeAreaInsetsInSubtree()
            guard top.subtreeNeedsLayout else { break }
            top.layoutSubtree()
        }
    }

    private func layoutSubtree() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            let controller = owningViewController
            if let controller, window != nil { controller.fireIsAppearingIfPending() }
            containerPresentationController?.containerViewWillLayoutSubviews()
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
            containerPresentationController?.containerViewDidLayoutSubviews()
        }
        for subview in subviewStorage { subview.layoutSubtree() }
    }

    /// Fires `safeAreaInsetsDidChange()` (and the controller's `viewSafeAreaInsetsDidChange()`) for every
    /// view in the subtree whose insets changed since last reported, and marks it for layout.
    func refreshSafeAreaInsetsInSubtree() {
        let current = safeAreaInsets
        if current != reportedSafeAreaInsets {
            reportedSafeAreaInsets = current
            needsLayoutFlag = true
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
        }
        for subview in subviewStorage { subview.refreshSafeAreaInsetsInSubtree() }
    }

    /// Safe area: the superview's safe rectangle (its bounds minus its insets) where it overlaps this
    /// view, plus `additionalSafeAreaInsets` of the controller whose root view this is.
    var computedSafeAreaInsets: UIEdgeInsets {
        if let window = self as? UIWindow { return window.simulatedSafeAreaInsets }
        guard window != nil, let parent = superviewStorage else { return .zero }
        let parentInsets = parent.safeAreaInsets
        let safeInParent = parent.bounds.inset(by: parentInsets)
        var insets = UIEdgeInsets.zero
        if !safeInParent.isNull {
            let safe = convert(safeInParent, from: parent)
            let b = bounds
            insets = UIEdgeInsets(
                top: max(0, min(safe.minY - b.minY, b.height)), left: max(0, min(safe.minX - b.minX, b.width)),
                bottom: max(0, min(b.maxY - safe.maxY, b.height)), right: max(0, min(b.maxX - safe.maxX, b.width)))
        }
        if let controller = owningViewController {
            let extra = controller.additionalSafeAreaInsets
            insets.top += extra.top
            insets.left += extra.left
            insets.bottom += extra.bottom
            insets.right += extra.right
        }
        return insets
    }

    /// `systemLayoutSizeFitting`: a `.required` priority pins that dimension to the target; any lower
    /// priority answers the content's size: `simulatedFittingSize`, else the intrinsic size, else the
    /// bounds size. Non-finite targets count as 0.
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let intrinsic = intrinsicContentSize
        let content =
            simulatedFittingSize
            ?? CGSize(
                width: intrinsic.width == UIView.noIntrinsicMetric ? bounds.width : intrinsic.width,
                height: intrinsic.height == UIView.noIntrinsicMetric ? bounds.height : intrinsic.height)
        let targetWidth = target.width.isFinite ? target.width : 0
        let targetHeight = target.height.isFinite ? target.height : 0
        return CGSize(
            width: horizontal >= .required ? targetWidth : content.width,
            height: vertical >= .required ? targetHeight : content.height)
    }
}

/// Runs layout passes on the next run-loop turn, like UIKit's end-of-turn Core Animation commit.
@MainActor enum HeadlessLayoutScheduler {
    /// How many times one pass re-runs layout while `layoutSubviews` keeps marking views.
    static let maximumIterations = 10
    static var isInPass = false
    private static var pendingWindows: [UIWindow] = []
    private static var isScheduled = false

    static func windowNeedsPass(_ window: UIWindow) {
        if !pendingWindows.contains(where: { $0 === window }) { pendingWindows.append(window) }
        guard !isScheduled, !isInPass else { return }
        isScheduled = true
        HeadlessClock.main.schedule(after: 0) { runPass() }
    }

    private static func runPass() {
        isScheduled = false
        let windows = pendingWindows
        pendingWindows = []
        for window in windows { window.performLayoutIfNeeded() }
    }
}
#endif
