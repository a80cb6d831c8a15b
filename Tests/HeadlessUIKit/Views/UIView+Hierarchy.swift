#if os(Linux)
import Foundation

extension UIView {
    /// The top of this view's tree (itself when it has no superview).
    var rootView: UIView {
        var view = self
        while let parent = view.superviewStorage { view = parent }
        return view
    }

    /// This view and its descendants, depth first, parents before children.
    var subtree: [UIView] {
        var result: [UIView] = [self]
        for subview in subviewStorage { result.append(contentsOf: subview.subtree) }
        return result
    }

    /// Adds or moves `view` to index `index` (clamped). Adding an ancestor or the view itself is ignored
    /// (UIKit raises an exception).
    func attachSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if view.superviewStorage === self {
            subviewStorage.removeAll { $0 === view }
            let clamped = min(max(index, 0), subviewStorage.count)
            subviewStorage.insert(view, at: clamped)
            syncSublayerOrder()
            return
        }
        let oldWindow = view.window
        let newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.subtreeWillMove(toWindow: newWindow) }
        if let oldParent = view.superviewStorage {
            HeadlessLayoutEngine.shared.viewWillLeaveSuperview(view)
            oldParent.willRemoveSubview(view)
            oldParent.subviewStorage.removeAll { $0 === view }
            oldParent.markNeedsLayout()
        }
        view.backingLayer.removeFromSuperlayer()
        let clamped = min(max(index, 0), subviewStorage.count)
        subviewStorage.insert(view, at: clamped)
        view.superviewStorage = self
        syncSublayerOrder()
        if oldWindow !== newWindow {
            view.setWindowInSubtree(newWindow)
            view.subtreeDidMoveToWindow()
        }
        view.didMoveToSuperview()
        didAddSubview(view)
        markNeedsLayout()
        view.safeAreaNeedsUpdate = true
        HeadlessSafeAreaCache.invalidate()
        view.markNeedsLayout()
        if newWindow != nil { view.propagateTraitChanges() }
    }

    /// Removes the view from its superview, with UIKit's will/did callbacks.
    func detachFromSuperview() {
        guard let parent = superviewStorage else { return }
        let oldWindow = window
        HeadlessLayoutEngine.shared.viewWillLeaveSuperview(self)
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { subtreeWillMove(toWindow: nil) }
        parent.subviewStorage.removeAll { $0 === self }
        superviewStorage = nil
        HeadlessSafeAreaCache.invalidate()
        backingLayer.removeFromSuperlayer()
        let newWindow = self as? UIWindow
        if oldWindow !== newWindow { setWindowInSubtree(newWindow) }
        if oldWindow != nil { subtreeDidMoveToWindow() }
        didMoveToSuperview()
        parent.markNeedsLayout()
    }

    func reorderSubview(_ view: UIView, toFront: Bool) {
        guard let index = subviewStorage.firstIndex(where: { $0 === view }) else { return }
        subviewStorage.remove(at: index)
        if toFront { subviewStorage.append(view) } else { subviewStorage.insert(view, at: 0) }
        syncSublayerOrder()
    }

    /// Keeps the subviews' layers in the same order as the subviews, after any foreign sublayers.
    ///
    /// Linear in the number of sublayers (a window holding many containers adds one often), and written
    /// with loops rather than closures, which would each check the main actor's executor.
    private func syncSublayerOrder() {
        let current = backingLayer.sublayers ?? []
        var viewLayers = Set<ObjectIdentifier>(minimumCapacity: subviewStorage.count)
        for subview in subviewStorage { viewLayers.insert(ObjectIdentifier(subview.backingLayer)) }
        var ordered: [CALayer] = []
        ordered.reserveCapacity(current.count + subviewStorage.count)
        for layer in current where !viewLayers.contains(ObjectIdentifier(layer)) { ordered.append(layer) }
        for subview in subviewStorage { ordered.append(subview.backingLayer) }
        if ordered.count == current.count {
            var unchanged = true
            for (index, layer) in ordered.enumerated() where layer !== current[index] {
                unchanged = false
                break
            }
            if unchanged { return }
        }
        backingLayer.sublayers = ordered
    }

    /// Records the subtree's new window (what `window` returns) before any `didMoveToWindow()` runs.
    private func setWindowInSubtree(_ newWindow: UIWindow?) {
        windowStorage = newWindow
        for subview in subviewStorage { subview.setWindowInSubtree(newWindow) }
    }

    /// Marks this view and its ancestors as having a descendant that needs layout (stops at the first
    /// ancestor already marked: everything above it is marked too, or is being laid out right now).
    func markLayoutDirtyBelow() {
        var view: UIView? = self
        while let current = view, !current.layoutDirtyBelow {
            current.layoutDirtyBelow = true
            view = current.superviewStorage
        }
    }

    /// Marks this view and its ancestors as having a descendant whose safe area needs recomputing.
    func markSafeAreaDirtyBelow() {
        var view: UIView? = self
        while let current = view, !current.safeAreaDirtyBelow {
            current.safeAreaDirtyBelow = true
            view = current.superviewStorage
        }
    }

    private func subtreeWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in subviewStorage { subview.subtreeWillMove(toWindow: newWindow) }
    }

    private func subtreeDidMoveToWindow() {
        if window == nil, isFirstResponder { resignFirstResponder() }
        didMoveToWindow()
        for subview in subviewStorage { subview.subtreeDidMoveToWindow() }
    }
}
#endif
