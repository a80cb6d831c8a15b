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
        HeadlessLayoutEngine.shared.prepareForLayout()
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
            HeadlessLayoutEngine.shared.prepareForLayout()
            guard top.layoutSubtree() else { break }
        }
    }

    /// Lays out every view in the subtree that needs it, parents first; returns whether any did.
    ///
    /// Descends only into subtrees marked `layoutDirtyBelow`, so a pass costs the path to the views that
    /// changed, not the whole window (as UIKit lays out only what was invalidated).
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
        guard layoutDirtyBelow else { return didLayout }
        // Cleared before descending: anything marked while the children lay out marks it again.
        layoutDirtyBelow = false
        for subview in subviewStorage where subview.needsLayoutFlag || subview.layoutDirtyBelow {
            if subview.layoutSubtree() { didLayout = true }
        }
        return didLayout
    }

    /// Fires `safeAreaInsetsDidChange()` (and the controller's `viewSafeAreaInsetsDidChange()`) for every
    /// view in the subtree whose insets changed since last reported, and marks it for layout.
    ///
    /// Only subtrees whose geometry or insets changed since the last pass are recomputed (views marked
    /// `safeAreaNeedsUpdate`, found through `safeAreaDirtyBelow`); each child's insets are derived from its
    /// parent's (as in UIKit, overriding the `safeAreaInsets` getter does not change what the runtime
    /// propagates). When the refresh starts at the root of the tree, every ancestor of a marked view has
    /// been refreshed before it, so its parent's reported insets are current and are used directly.
    func refreshSafeAreaInsetsInSubtree() {
        let rooted = superviewStorage == nil
        refreshSafeAreaInsets(force: false, current: nil, parentInsets: nil, rooted: rooted)
    }

    /// - Parameters:
    ///   - force: the parent's insets changed or were recomputed: recompute this view's.
    ///   - current: this view's insets, when the parent computed them.
    ///   - parentInsets: the parent's current insets, when known (a refresh that started at the root).
    private func refreshSafeAreaInsets(force: Bool, current: UIEdgeInsets?, parentInsets: UIEdgeInsets?, rooted: Bool) {
        let update = force || safeAreaNeedsUpdate
        safeAreaNeedsUpdate = false
        guard update || safeAreaDirtyBelow else { return }
        safeAreaDirtyBelow = false
        var insets = reportedSafeAreaInsets
        if update {
            if let current {
                insets = current
            } else if let parentInsets, rooted {
                insets = window != nil ? safeAreaInsets(inParentWith: parentInsets) : .zero
            } else {
                insets = safeAreaInsets
            }
            if insets != reportedSafeAreaInsets {
                reportedSafeAreaInsets = insets
                needsLayoutFlag = true
                if systemGuides.safeArea != nil || systemGuides.margins != nil || systemGuides.readable != nil
                    || !layoutGuideStorage.isEmpty
                {
                    HeadlessLayoutEngine.shared.isDirty = true  // only guides read safe areas
                }
                safeAreaInsetsDidChange()
                owningViewController?.viewSafeAreaInsetsDidChange()
            }
        }
        let inWindow = update && window != nil
        for subview in subviewStorage {
            if update {
                let childInsets = inWindow ? subview.safeAreaInsets(inParentWith: insets) : UIEdgeInsets.zero
                subview.refreshSafeAreaInsets(force: true, current: childInsets, parentInsets: insets, rooted: rooted)
            } else if subview.safeAreaNeedsUpdate || subview.safeAreaDirtyBelow {
                subview.refreshSafeAreaInsets(force: false, current: nil, parentInsets: insets, rooted: rooted)
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

    /// This view's safe area, given its superview's insets (model geometry).
    private func safeAreaInsets(inParentWith parentInsets: UIEdgeInsets) -> UIEdgeInsets {
        guard let parent = superviewStorage else { return .zero }
        let safeInParent = parent.backingLayer.bounds.inset(by: parentInsets)
        var insets = UIEdgeInsets.zero
        if !safeInParent.isNull {
            let geometry = backingLayer.modelGeometry
            let safe: CGRect
            if geometry.isIdentity {
                let origin = geometry.pointFromSuperlayerSpace(safeInParent.origin)
                safe = CGRect(origin: origin, size: safeInParent.size)
            } else {
                safe = convertRect(safeInParent) { geometry.pointFromSuperlayerSpace($0) }
            }
            let b = geometry.bounds
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
            insets.top += controller.navigationBarSafeAreaInset
            insets.bottom += controller.tabBarSafeAreaInset
        }
        return insets
    }

    /// `systemLayoutSizeFitting`: `simulatedFittingSize` when set; else the Auto Layout solution when the
    /// view or its subtree has constraints (`HeadlessLayoutEngine.fittingSize`); else a `.required` priority
    /// pins that dimension to the target and a lower one answers the intrinsic size (rounded to the pixel
    /// grid, as a solved size is), else the bounds size. Non-finite targets count as 0.
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        if simulatedFittingSize == nil,
            let solved = HeadlessLayoutEngine.shared.fittingSize(
                of: self, target: target, horizontal: horizontal, vertical: vertical)
        {
            return CGSize(
                width: solved.width.isFinite ? solved.width : 0, height: solved.height.isFinite ? solved.height : 0)
        }
        let intrinsic = intrinsicContentSize
        let scale = UIView.layoutPixelScale
        let content =
            simulatedFittingSize
            ?? CGSize(
                width: intrinsic.width == UIView.noIntrinsicMetric
                    ? bounds.width : intrinsic.width.pixelRounded(scale: scale),
                height: intrinsic.height == UIView.noIntrinsicMetric
                    ? bounds.height : intrinsic.height.pixelRounded(scale: scale))
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
    /// The windows of the pass that is running; swapped with `pendingWindows` so that both arrays keep
    /// their capacity (no allocation per pass).
    private static var passWindows: [UIWindow] = []
    private static var isScheduled = false

    /// The window whose scheduled pass is running. Its pass repeats until nothing in it needs layout, so
    /// requests for it made meanwhile are not queued for another pass (nor is the window kept alive by one).
    private static var windowInPass: UIWindow?

    static func windowNeedsPass(_ window: UIWindow) {
        if window === windowInPass { return }
        if !pendingWindows.containsIdentical(window) { pendingWindows.append(window) }
        guard !isScheduled, !isInPass else { return }
        isScheduled = true
        HeadlessClock.main.schedule(after: 0) { runPass() }
    }

    private static func runPass() {
        isScheduled = false
        swap(&passWindows, &pendingWindows)
        for window in passWindows {
            windowInPass = window
            window.performLayoutIfNeeded()
            windowInPass = nil
            // Only when the pass gave up after `maximumIterations`: the rest waits for the next pass.
            if window.needsLayoutFlag || window.layoutDirtyBelow || window.safeAreaNeedsUpdate
                || window.safeAreaDirtyBelow, !pendingWindows.containsIdentical(window)
            {
                pendingWindows.append(window)
            }
        }
        passWindows.removeAll(keepingCapacity: true)
    }
}
#endif
