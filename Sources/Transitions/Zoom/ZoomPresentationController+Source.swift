#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension ZoomPresentationController {
    /// Asks the provider for the source view now. Views that cannot be zoomed into count as `nil`: one outside
    /// the container's window, the container itself or one of its ancestors (hiding it would hide the zoom),
    /// or a view inside the zoom.
    func askForSource() -> UIView? {
        let context = ZoomTransition.Context(
            zoomedViewController: presentedViewController,
            sourceViewController: sourceViewController ?? presentingViewController)
        guard let view = sourceViewProvider(context), isAttached(view) else { return nil }
        return view
    }

    /// Whether `view` can be measured as a source: in the container's window, not an ancestor of (or equal
    /// to) the container, not inside the zoom.
    func isAttached(_ view: UIView) -> Bool {
        guard let containerView, let window = containerView.window, view.window === window else { return false }
        return !containerView.isDescendant(of: view) && !view.isDescendant(of: clipView)
    }

    /// The source view's bounds in container coordinates, or `nil` when it is gone.
    func sourceRect(of view: UIView?) -> CGRect? {
        guard let view, let containerView, isAttached(view) else { return nil }
        return containerView.convert(view.bounds, from: view)
    }

    /// The zoom between `source` (its current rect; `nil` for the fallback) and the full-screen frame, with
    /// the options' radii and the alignment rect provider's answer.
    func makeGeometry(source: UIView?) -> ZoomGeometry {
        let bounds = containerView?.bounds ?? .zero
        var alignment: CGRect?
        if let source, let provider = options.alignmentRectProvider {
            alignment = provider(
                ZoomTransition.AlignmentRectContext(sourceView: source, zoomedViewController: presentedViewController))
        }
        return ZoomGeometry(
            source: sourceRect(of: source), destination: frameOfPresentedViewInContainerView, containerBounds: bounds,
            alignmentRect: alignment, sourceCornerRadius: options.sourceCornerRadius ?? source?.layer.cornerRadius ?? 0,
            destinationCornerRadius: options.destinationCornerRadius)
    }

    /// Asks for the source, rebuilds ``geometry`` toward it and hides it (restoring a previously hidden one).
    @discardableResult
    func refreshSource(hiding: Bool = true) -> ZoomGeometry {
        let source = askForSource()
        let geometry = makeGeometry(source: source)
        self.geometry = geometry
        hideSource(hiding && !geometry.isFallback ? source : nil)
        return geometry
    }

    /// Hides `view` in favour of the zoom, restoring the view hidden before if it is another one.
    func hideSource(_ view: UIView?) {
        if let current = hiddenSource?.view, current === view { return }
        restoreSource()
        guard let view else { return }
        hiddenSource = HiddenSource(view: view)
        ZoomSourceHiding.hide(view)
    }

    /// Gives the hidden source view back (its `isHidden` value returns once no other zoom hides it).
    func restoreSource() {
        guard let hidden = hiddenSource else { return }
        hiddenSource = nil
        if let view = hidden.view { ZoomSourceHiding.restore(view) }
    }

    /// Keeps a flight toward the source on target: follows the source view as it moves (a list still
    /// scrolling), asks the provider again if it left the window, and turns into the fallback (shrink and fade
    /// at the center) if the source is gone or entirely off screen.
    func followSource(_ settle: inout ZoomSettle) {
        guard let geometry, !geometry.isFallback, let containerView else { return }
        var view = hiddenSource?.view
        if view.map(isAttached) != true {
            view = askForSource()
            hideSource(view)
        }
        let rect = sourceRect(of: view)
        if ZoomGeometry.isUsableSource(rect, in: containerView.bounds), let rect {
            guard rect != geometry.source else { return }
            self.geometry = geometry.replacingSource(rect)
            settle.retarget(to: rect)
        } else {
            let fallback = geometry.replacingSource(nil)
            self.geometry = fallback
            restoreSource()
            settle.retarget(to: fallback.frame(at: 0))
        }
    }
}
#endif
