#if os(Linux)
import Foundation

extension UIView {
    /// Runs a geometry change, then resizes subviews and schedules layout when the size changed.
    func changeGeometry(_ change: () -> Void) {
        let oldSize = backingLayer.bounds.size
        change()
        let newSize = backingLayer.bounds.size
        safeAreaNeedsUpdate = true
        HeadlessSafeAreaCache.invalidate()
        if newSize != oldSize {
            needsLayoutFlag = true  // `markNeedsLayout()` without its pass request: the one below serves both
            if autoresizesSubviews {
                for subview in subviewStorage where !subview.autoresizingMask.isEmpty {
                    subview.autoresize(from: oldSize, to: newSize)
                }
            }
        }
        if let window { HeadlessLayoutScheduler.windowNeedsPass(window) }
        HeadlessKeyValueRegistry.objectDidChange(self)
        if layoutRecord != nil { HeadlessLayoutEngine.shared.isDirty = true }
    }

    /// A point in this view's bounds space mapped into its superview's bounds space (model geometry).
    func pointToSuperviewSpace(_ point: CGPoint) -> CGPoint {
        backingLayer.modelGeometry.pointToSuperlayerSpace(point)
    }

    /// Inverse of `pointToSuperviewSpace(_:)` (a singular transform maps through unchanged).
    func pointFromSuperviewSpace(_ point: CGPoint) -> CGPoint {
        backingLayer.modelGeometry.pointFromSuperlayerSpace(point)
    }

    /// A point mapped up through every ancestor, including the root's own frame (screen space for a window).
    func pointToScreen(_ point: CGPoint) -> CGPoint {
        var result = point
        var view: UIView? = self
        while let current = view {
            result = current.pointToSuperviewSpace(result)
            view = current.superviewStorage
        }
        return result
    }

    /// Inverse of `pointToScreen(_:)`.
    func pointFromScreen(_ point: CGPoint) -> CGPoint {
        pointFromAncestorSpace(point, ancestor: nil)
    }

    /// A point in `ancestor`'s bounds space mapped down into this view's (`nil`: from screen space, through
    /// the root's frame). Recurses up the chain and maps on the way back, so no list of ancestors is built.
    func pointFromAncestorSpace(_ point: CGPoint, ancestor: UIView?) -> CGPoint {
        if self === ancestor { return point }
        guard let parent = superviewStorage else { return pointFromSuperviewSpace(point) }
        return pointFromSuperviewSpace(parent.pointFromAncestorSpace(point, ancestor: ancestor))
    }

    /// Number of ancestors above the view.
    private var depth: Int {
        var count = 0
        var view = superviewStorage
        while let current = view {
            count += 1
            view = current.superviewStorage
        }
        return count
    }

    /// A point in `source`'s bounds space mapped into `target`'s: up from `source` to the nearest common
    /// ancestor, then down to `target`. Views in different trees meet in screen space (each root's
    /// superview space).
    static func mapPoint(_ point: CGPoint, from source: UIView, to target: UIView) -> CGPoint {
        if source === target { return point }
        var sourceDepth = source.depth
        var targetDepth = target.depth
        var result = point
        var up: UIView? = source
        while sourceDepth > targetDepth, let current = up {
            result = current.pointToSuperviewSpace(result)
            up = current.superviewStorage
            sourceDepth -= 1
        }
        var down: UIView? = target
        while targetDepth > sourceDepth, let current = down {
            down = current.superviewStorage
            targetDepth -= 1
        }
        while let current = up, current !== down {
            result = current.pointToSuperviewSpace(result)
            up = current.superviewStorage
            down = down?.superviewStorage
        }
        return target.pointFromAncestorSpace(result, ancestor: up)
    }

    func convertPoint(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let target = view ?? window else { return Self.mapPoint(point, from: self, to: rootView) }
        return Self.mapPoint(point, from: self, to: target)
    }

    func convertPoint(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let source = view ?? window else { return Self.mapPoint(point, from: rootView, to: self) }
        return Self.mapPoint(point, from: source, to: self)
    }

    /// The bounding box of `rect`'s four corners mapped by `map`; null rectangles stay null.
    func convertRect(_ rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        if rect.isNull { return rect }
        let p1 = map(CGPoint(x: rect.minX, y: rect.minY))
        let p2 = map(CGPoint(x: rect.maxX, y: rect.minY))
        let p3 = map(CGPoint(x: rect.minX, y: rect.maxY))
        let p4 = map(CGPoint(x: rect.maxX, y: rect.maxY))
        let minX = min(p1.x, p2.x, p3.x, p4.x)
        let minY = min(p1.y, p2.y, p3.y, p4.y)
        let maxX = max(p1.x, p2.x, p3.x, p4.x)
        let maxY = max(p1.y, p2.y, p3.y, p4.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviewStorage.reversed() {
            let local = subview.pointFromSuperviewSpace(point)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Applies the autoresizing mask after the superview's size changed from `oldSize` to `newSize`.
    func autoresize(from oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        var newFrame = frame
        let horizontal = Self.resize(
            start: newFrame.minX, length: newFrame.width, total: oldSize.width, newTotal: newSize.width,
            flexibleStart: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
            flexibleEnd: mask.contains(.flexibleRightMargin))
        let vertical = Self.resize(
            start: newFrame.minY, length: newFrame.height, total: oldSize.height, newTotal: newSize.height,
            flexibleStart: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
            flexibleEnd: mask.contains(.flexibleBottomMargin))
        newFrame = CGRect(x: horizontal.start, y: vertical.start, width: horizontal.length, height: vertical.length)
        if newFrame != frame { frame = newFrame }
    }

    /// Shares a change of the parent's length among the flexible parts (margin, length, margin) in
    /// proportion to their current lengths, or equally when those are all zero.
    static func resize(
        start: CGFloat, length: CGFloat, total: CGFloat, newTotal: CGFloat,
        flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool
    ) -> (start: CGFloat, length: CGFloat) {
        let delta = newTotal - total
        let parts = [(flexibleStart, start), (flexibleLength, length), (flexibleEnd, total - start - length)]
        let flexible = parts.filter(\.0)
        guard !flexible.isEmpty, delta != 0 else { return (start, length) }
        let sum = flexible.reduce(CGFloat(0)) { $0 + max($1.1, 0) }
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return sum > 0 ? delta * max(part.1, 0) / sum : delta / CGFloat(flexible.count)
        }
        return (start + share(parts[0]), max(0, length + share(parts[1])))
    }
}

extension CGRect {
    /// The rectangle with non-finite components replaced by 0.
    var headlessSanitized: CGRect {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        return CGRect(x: clean(origin.x), y: clean(origin.y), width: clean(size.width), height: clean(size.height))
    }
}

extension CGPoint {
    /// The point with non-finite components replaced by 0.
    var headlessSanitized: CGPoint {
        CGPoint(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
    }
}

extension UIView {
    /// A new instance of the class's `layerClass` (a plain `CALayer` when it is not a layer class).
    static func makeBackingLayer() -> CALayer {
        ((layerClass as? CALayer.Type) ?? CALayer.self).init()
    }
}
#endif
