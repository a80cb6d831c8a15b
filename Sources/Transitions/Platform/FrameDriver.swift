#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Calls a closure on every display frame while running, with the frame's timestamp (seconds,
/// `CACurrentMediaTime()` time base). Wraps one `CADisplayLink`, created on the first `start()` and then only
/// paused and resumed, so starting and stopping settles allocates nothing. The link holds only a weak proxy
/// (no retain cycle with its target); `invalidate()` — or the driver's deinit — removes it from the run loop.
@MainActor final class FrameDriver {
    nonisolated(unsafe) private var link: CADisplayLink?
    private let onFrame: @MainActor (Double) -> Void

    /// Creates a stopped driver.
    init(onFrame: @escaping @MainActor (Double) -> Void) { self.onFrame = onFrame }

    /// Whether frames are being delivered.
    var isRunning: Bool { link.map { !$0.isPaused } ?? false }

    /// Starts (or resumes) delivering frames; no effect when running.
    func start() {
        if let link {
            if link.isPaused { link.isPaused = false }
            return
        }
        let proxy = FrameProxy()
        proxy.driver = self
        let link = proxy.makeDisplayLink()
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Pauses frame delivery (the link stays, ready to resume).
    func stop() {
        if let link, !link.isPaused { link.isPaused = true }
    }

    /// Removes the display link from the run loop for good; a later `start()` creates a new one.
    func invalidate() {
        link?.invalidate()
        link = nil
    }

    fileprivate func deliver(_ link: CADisplayLink) { onFrame(Double(link.timestamp)) }

    deinit {
        link?.invalidate()
    }
}

/// The display link's target, which the link retains; forwards to the driver it does not own.
@MainActor private final class FrameProxy: NSObject {
    weak var driver: FrameDriver?

    /// One frame: to the driver, or, once the driver is gone, the link stops for good.
    func tick(_ link: CADisplayLink) {
        if let driver { driver.deliver(link) } else { link.invalidate() }
    }
}

// The one difference (docs/architecture.md, "Code that only runs on iOS"): UIKit's link calls its target through
// a selector, which only the Objective-C runtime can name; on Linux HeadlessUIKit's closure hook calls the same
// `tick(_:)`, and retains the proxy as the link retains its target.
#if canImport(UIKit)
extension FrameProxy {
    func makeDisplayLink() -> CADisplayLink { CADisplayLink(target: self, selector: #selector(frame(_:))) }

    @objc private func frame(_ link: CADisplayLink) { tick(link) }
}
#else
extension FrameProxy {
    func makeDisplayLink() -> CADisplayLink { CADisplayLink(headlessHandler: { link in self.tick(link) }) }
}
#endif
#endif
