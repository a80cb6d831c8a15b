#if os(Linux)
import Foundation

extension UIView {
    /// Renders the view's hierarchy into the current context (`UIGraphicsGetCurrentContext()`): records
    /// "drawHierarchy" with `rect` in the context's log and renders the layer tree into it (nothing is
    /// rasterized). Returns `false` when there is no current context (nothing to draw into), else `true`.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        if afterUpdates { layoutIfNeeded() }
        context.record("drawHierarchy (\(rect.minX), \(rect.minY), \(rect.width), \(rect.height))")
        layer.render(in: context)
        return true
    }

    /// A snapshot of the part `rect` of the view (in its coordinates), stretched by `capInsets` when
    /// resized: a plain view of `rect`'s size standing in for it, as `snapshotView(afterScreenUpdates:)`
    /// makes (`headlessSnapshotSource` is this view). Returns `nil` for an empty or non-finite `rect`.
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        let r = rect.standardized
        guard r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0 else { return nil }
        if afterUpdates { layoutIfNeeded() }
        let snapshot = makeSnapshot()
        snapshot.frame = CGRect(origin: .zero, size: r.size)
        return snapshot
    }
}
#endif
