#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)
/// Calls a closure on every display frame while running, with the frame's timestamp (seconds,
/// `CACurrentMediaTime()` time base). Wraps `CADisplayLink` without the retain cycle a display link makes
/// with its target: the link holds only a weak proxy, and the link is invalidated on `stop()` and `deinit`.
@MainActor final class FrameDriver {
    private var link: CADisplayLink?
    private let onFrame: @MainActor (Double) -> Void

    /// Creates a stopped driver.
    init(onFrame: @escaping @MainActor (Double) -> Void) { self.onFrame = onFrame }

    /// Whether frames are being delivered.
    var isRunning: Bool { link != nil }

    /// Starts delivering frames (no effect when running).
    func start() {
        guard link == nil else { return }
        let proxy = FrameProxy()
        proxy.driver = self
        #if canImport(UIKit)
        let link = CADisplayLink(target: proxy, selector: #selector(FrameProxy.tick(_:)))
        #else
        let link = CADisplayLink(headlessHandler: { link in proxy.tick(link) })
        #endif
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Stops delivering frames.
    func stop() {
        link?.invalidate()
        link = nil
    }

    fileprivate func deliver(_ link: CADisplayLink) { onFrame(Double(link.timestamp)) }
    // No deinit: once the driver is gone, its proxy invalidates the link on the next frame.
}

/// The display link's target; forwards to the driver it does not own.
@MainActor private final class FrameProxy: NSObject {
    weak var driver: FrameDriver?
    #if canImport(UIKit)
    @objc func tick(_ link: CADisplayLink) { deliver(link) }
    #else
    func tick(_ link: CADisplayLink) { deliver(link) }
    #endif
    private func deliver(_ link: CADisplayLink) {
        if let driver { driver.deliver(link) } else { link.invalidate() }
    }
}
#endif
