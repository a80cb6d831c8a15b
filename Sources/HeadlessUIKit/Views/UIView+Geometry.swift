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
            markNeedsLayout()
            if autoresizesSubviews {
                for subview in subviewStorage where !subview.autoresizingMask.isEmpty {
                    subview.autoresize(from: oldSize, to: newSize)
                }
            }
        }
        if let window { HeadlessLayoutScheduler.windowNeedsPass(window) }
    }

    /// A point in this view's bounds space mapped into its superview's bounds space (model geometry).
    func pointToSuperviewSpace(_ point: CGPoint) -> CGPoint {
        let b = backingLayer.bounds
        let anchor = backingLayer.anchorPoint
        let local = CGPoint(x: point.x - (b.minX + anchor.x * b.width), y: point.y - (b.minY + anchor.y * b.height))
        let mapped = local.applying(backingLayer.affineTransform())
        let position = backingLayer.position
        return CGPoint(x: position.x + mapped.x, y: position.y + mapped.y)
    }

    /// Inverse of `pointToSuperviewSpace(_:)` (a singular transform maps through unchanged).
    func pointFromSuperviewSpace(_ point: CGPoint) -> CGPoint {
        let position = backingLayer.position
        let local = CGPoint(x: point.x - position.x, y: point.y - position.y)
            .applying(backingLayer.affineTransform().inverted())
        let b = backingLayer.bounds
        let anchor = backingLayer.anchorPoint
        return CGPoint(x: local.x + b.minX + anchor.x * b.width, y: local.y + b.minY + anchor.y * b.height)
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
        var chain: [UIView] = []
        var view: UIView? = self
        while let current = view {
            chain.append(current)
            view = current.superviewStorage
        }
        return chain.reversed().reduce(point) { $1.pointFromSuperviewSpace($0) }
    }

    func convertPoint(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let target = view ?? window else {
            let root = rootView
            return root.pointFromSuperviewSpace(pointToScreen(point))
        }
        if target === self { return point }
        return target.pointFromScreen(pointToScreen(point))
    }

    func convertPoint(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let source = view ?? window else {
            let root = rootView
            return pointFromScreen(root.pointToSuperviewSpace(point))
        }
        if source === self { return point }
        return pointFromScreen(source.pointToScreen(point))
    }

    /// The bounding box of `rect`'s four corners mapped by `map`; null rectangles stay null.
    func convertRect(_ rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        if rect.isNull { return rect }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(map)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min() ?? 0
        let minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
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
#endif
