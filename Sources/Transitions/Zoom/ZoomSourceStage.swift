#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// What the modal zoom (``ZoomPresentationController``) and the navigation zoom share about the source view:
/// asking the provider, telling a usable view from one that is gone, measuring it, building the
/// `ZoomGeometry`, hiding it while the zoom covers it (``ZoomSourceHiding``) and following it during a
/// flight back. Written once here; each zoom supplies its container, clip and destination.
@MainActor protocol ZoomSourceStage: AnyObject {
    /// The view the zoom is drawn in (container coordinates); `nil` while not on screen.
    var zoomContainer: UIView? { get }
    /// The zoom's clipping view (a source inside it is not a source).
    var zoomClip: UIView { get }
    /// The zoom's full-screen frame in the container.
    var zoomDestination: CGRect { get }
    /// The controller being zoomed.
    var zoomedController: UIViewController? { get }
    /// What the provider is told; `nil` when there is nothing to ask about.
    var sourceContext: ZoomTransition.Context? { get }
    /// The source view provider.
    var sourceViewProvider: ZoomTransition.SourceViewProvider { get }
    /// The zoom's options.
    var options: ZoomTransition.Options { get }
    /// The geometry toward the current source.
    var geometry: ZoomGeometry? { get set }
    /// The source view hidden in favour of the zoom.
    var sourceBeingHidden: UIView? { get set }
    /// `view` is about to be hidden in favour of the zoom (its copy goes into the card).
    func sourceWillHide(_ view: UIView)
    /// The source's measured frame in the container as it is once the page the zoom covers is whole again.
    func unscaledSourceRect(_ rect: CGRect, of view: UIView) -> CGRect
}

extension ZoomSourceStage {
    /// Asks the provider now. Views that cannot be zoomed into count as `nil` (see ``isAttached(_:)``).
    func askForSource() -> UIView? {
        guard let context = sourceContext, let view = sourceViewProvider(context), isAttached(view) else { return nil }
        return view
    }

    /// Whether `view` can be measured as a source: in the container's window, not an ancestor of (or equal to)
    /// the container, not inside the zoom.
    func isAttached(_ view: UIView) -> Bool {
        guard let container = zoomContainer, let window = container.window, view.window === window else { return false }
        return !container.isDescendant(of: view) && !view.isDescendant(of: zoomClip)
    }

    /// The source view's bounds in container coordinates (where they are once the covered page is whole again), or
    /// `nil` when it is gone.
    func sourceRect(of view: UIView?) -> CGRect? {
        guard let view, let container = zoomContainer, isAttached(view) else { return nil }
        return unscaledSourceRect(container.convert(view.bounds, from: view), of: view)
    }

    /// The zoom between `source` (its current rect; `nil` for the fallback) and the full-screen frame, with the
    /// options' radii and the alignment rect provider's answer.
    func makeGeometry(source: UIView?) -> ZoomGeometry {
        var alignment: CGRect?
        if let source, let zoomed = zoomedController, let provider = options.alignmentRectProvider {
            alignment = provider(ZoomTransition.AlignmentRectContext(sourceView: source, zoomedViewController: zoomed))
        }
        return ZoomGeometry(
            source: sourceRect(of: source), destination: zoomDestination,
            containerBounds: zoomContainer?.bounds ?? .zero, alignmentRect: alignment,
            sourceCornerRadius: options.sourceCornerRadius ?? source?.layer.cornerRadius ?? 0,
            destinationCornerRadius: destinationCornerRadius)
    }

    /// The zoom's corner radius at full screen: the options' or, by default, the display's
    /// (`ZoomDeviceLook.displayCornerRadius(screenSize:)` of the window's size; 0 without a window).
    var destinationCornerRadius: CGFloat {
        if let radius = options.destinationCornerRadius { return radius }
        guard let window = zoomContainer?.window else { return 0 }
        return ZoomDeviceLook.displayCornerRadius(screenSize: window.bounds.size)
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
        if let current = sourceBeingHidden, current === view { return }
        restoreSource()
        guard let view else { return }
        sourceWillHide(view)
        sourceBeingHidden = view
        ZoomSourceHiding.hide(view)
    }

    /// Gives the hidden source view back (its `isHidden` value returns once no other zoom hides it).
    func restoreSource() {
        guard let view = sourceBeingHidden else { return }
        sourceBeingHidden = nil
        ZoomSourceHiding.restore(view)
    }

    /// Keeps a flight toward the source on target: follows the source view as it moves (a list still
    /// scrolling), asks the provider again if it left the window, and turns into the fallback (shrink and fade
    /// at the center) if the source is gone or entirely off screen.
    func followSource(_ settle: inout ZoomSettle) {
        guard let geometry, !geometry.isFallback, let container = zoomContainer else { return }
        var view = sourceBeingHidden
        if view.map(isAttached) != true {
            view = askForSource()
            hideSource(view)
        }
        let rect = sourceRect(of: view)
        if ZoomGeometry.isUsableSource(rect, in: container.bounds), let rect {
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
