#if os(Linux)
import Foundation

extension UIView {
    /// Marks the view and schedules a layout pass for its window on the next run-loop turn.
    func markNeedsLayout() {
        needsLayoutFlag = true
        if let window { HeadlessLayoutScheduler.windowNeedsPass(window) }
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
            guard top.layoutSubtree() else { break }
        }
    }

    /// Lays out every view in the subtree that needs it, parents first; returns whether any did.
    @discardableResult
    private func layoutSubtree() -> Bool {
        var didLayout = false
        if needsLayoutFlag {
            didLayout = true
            needsLayoutFlag = false
            let controller = owningViewController
            if let controller, window != nil { controller.fireIsAppearingIfPending() }
            containerPresentationController?.containerViewWillLayoutSubviews()
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
            containerPresentationController?.containerViewDidLayoutSubviews()
        }
        for subview in subviewStorage where subview.layoutSubtree() { didLayout = true }
        return didLayout
    }

    /// Fires `safeAreaInsetsDidChange()` (and the controller's `viewSafeAreaInsetsDidChange()`) for every
    /// view in the subtree whose insets changed since last reported, and marks it for layout.
    ///
    /// Only subtrees whose geometry or insets changed since the last pass are recomputed; each child's
    /// insets are derived from its parent's (as in UIKit, overriding the `safeAreaInsets` getter does not
    /// change what the runtime propagates).
    func refreshSafeAreaInsetsInSubtree() {
        refreshSafeAreaInsets(force: false, current: nil)
    }

    private func refreshSafeAreaInsets(force: Bool, current: UIEdgeInsets?) {
        let update = force || safeAreaNeedsUpdate
        safeAreaNeedsUpdate = false
        var insets = reportedSafeAreaInsets
        if update {
            insets = current ?? safeAreaInsets
            if insets != reportedSafeAreaInsets {
                reportedSafeAreaInsets = insets
                needsLayoutFlag = true
                safeAreaInsetsDidChange()
                owningViewController?.viewSafeAreaInsetsDidChange()
            }
        }
        let inWindow = update && window != nil
        for subview in subviewStorage {
            if update {
                let childInsets = inWindow ? subview.safeAreaInsets(inParentWith: insets) : UIEdgeInsets.zero
                subview.refreshSafeAreaInsets(force: true, current: childInsets)
            } else {
                subview.refreshSafeAreaInsets(force: false, current: nil)
            }
        }
    }

    /// Safe area: the superview's safe rectangle (its bounds minus its insets) where it overlaps this
    /// view, plus `additionalSafeAreaInsets` of the controller whose root view this is. Cached until any
    /// geometry, hierarchy or inset change (`HeadlessSafeAreaCache`).
    var computedSafeAreaInsets: UIEdgeInsets {
        if let window = self as? UIWindow { return window.simulatedSafeAreaInsets }
        if let cache = safeAreaCache, cache.generation == HeadlessSafeAreaCache.generation { return cache.insets }
        let insets: UIEdgeInsets
        if window != nil, let parent = superviewStorage {
            insets = safeAreaInsets(inParentWith: parent.safeAreaInsets)
        } else {
            insets = .zero
        }
        safeAreaCache = (HeadlessSafeAreaCache.generation, insets)
        return insets
    }

    /// This view's safe area, given its superview's insets.
    private func safeAreaInsets(inParentWith parentInsets: UIEdgeInsets) -> UIEdgeInsets {
        guard let parent = superviewStorage else { return .zero }
        let safeInParent = parent.bounds.inset(by: parentInsets)
        var insets = UIEdgeInsets.zero
        if !safeInParent.isNull {
            let safe: CGRect
            if backingLayer.transform == CATransform3DIdentity {
                let origin = pointFromSuperviewSpace(safeInParent.origin)
                safe = CGRect(origin: origin, size: safeInParent.size)
            } else {
                safe = convertRect(safeInParent) { self.pointFromSuperviewSpace($0) }
            }
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
/// Invalidates every view's cached safe-area insets at once: bumped by any geometry, hierarchy or
/// inset change.
/// Main-thread only; `nonisolated(unsafe)` so that `CALayer` geometry setters can bump it too.
enum HeadlessSafeAreaCache {
    nonisolated(unsafe) static var generation = 0

    static func invalidate() {
        generation &+= 1
    }
}

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
