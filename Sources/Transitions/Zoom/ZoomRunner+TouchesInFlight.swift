#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension ZoomRunner {
    /// Whether the zoom lets touches through to what is beneath it: while it lands in its source
    /// (`ZoomMotion.isLandingInSource`), so the page beneath takes a tap at once — the next cell can be opened
    /// while the last one is still landing, as on iOS.
    var passesTouchesThrough: Bool {
        catchUpRenderedSettle()  // played by the render server: decide where the screen shows it
        return motion.isLandingInSource
    }

    /// While the zoom lands in its source, a container that covers the screen above the page beneath (a modal
    /// presentation's) takes no touch either, so a tap reaches that page; the container gets its touches back when
    /// the landing ends or stops. A container holding the page beneath (a navigation pop's) is left alone.
    func updateTouchPassThrough() {
        if motion.isLandingInSource {
            guard touchlessContainer == nil, let container = host?.zoomContainer, container.isUserInteractionEnabled,
                host?.zoomSourceController?.viewIfLoaded?.isDescendant(of: container) != true
            else { return }
            container.isUserInteractionEnabled = false
            touchlessContainer = container
        } else if let container = touchlessContainer {
            container.isUserInteractionEnabled = true
            touchlessContainer = nil
        }
    }
}
#endif
