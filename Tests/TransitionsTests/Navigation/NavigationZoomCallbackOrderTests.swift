#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// A controller logging appearance and containment into a shared log.
@MainActor private final class OrderController: UIViewController {
    let name: String
    let log: OrderLog
    init(_ name: String, log: OrderLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) {
        log.entries.append("\(name).willMove(\(parent == nil ? "nil" : "nav"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        log.entries.append("\(name).didMove(\(parent == nil ? "nil" : "nav"))")
    }
}

@MainActor private final class OrderLog: NSObject, UINavigationControllerDelegate {
    var entries: [String] = []
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) { entries.append("willShow(\((viewController as? OrderController)?.name ?? "?"))") }
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) { entries.append("didShow(\((viewController as? OrderController)?.name ?? "?"))") }
}

/// The zoom keeps UIKit's order (HeadlessNavigationTransition documents the sources: logs from
/// vastdevblog.vast.com, arm1.ru and dev.mo4tech.com), seen by the app's own delegate.
@MainActor @Suite("Navigation zoom: callback order", .headlessHygiene)
struct NavigationZoomCallbackOrderTests {
    private func setUp() -> (UIWindow, UINavigationController, OrderController, OrderController, OrderLog, UIView) {
        HeadlessClock.main.runUntilIdle()
        let log = OrderLog()
        let grid = OrderController("grid", log: log)
        let detail = OrderController("detail", log: log)
        let navigation = UINavigationController(rootViewController: grid)
        navigation.delegate = log
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        HeadlessClock.main.runUntilIdle()
        let tile = UIView(frame: CGRect(x: 132, y: 379, width: 129, height: 129))
        grid.view.addSubview(tile)
        log.entries.removeAll()
        return (window, navigation, grid, detail, log, tile)
    }

    @Test("Push with zoom: UIKit's push order")
    func push() {
        let (_, navigation, _, detail, log, tile) = setUp()
        navigation.pushViewController(detail, using: ZoomTransition { _ in tile })
        HeadlessClock.main.runUntilIdle()
        #expect(
            log.entries == [
                "detail.willMove(nav)", "grid.viewWillDisappear", "detail.viewWillAppear", "willShow(detail)",
                "grid.viewDidDisappear", "detail.viewDidAppear", "detail.didMove(nav)", "didShow(detail)",
            ])
    }

    @Test("Drag-to-pop that finishes, then one that is cancelled: UIKit's interactive pop orders")
    func interactivePop() {
        let (window, navigation, _, detail, log, tile) = setUp()
        navigation.pushViewController(detail, using: ZoomTransition { _ in tile })
        HeadlessClock.main.runUntilIdle()
        log.entries.removeAll()
        var drag = window.beginSimulatedDrag(at: CGPoint(x: 196, y: 430))
        drag.move(by: CGPoint(x: 0, y: 50), duration: 0.3, steps: 18)
        drag.move(by: .zero, duration: 0.2, steps: 12)
        drag.end()
        HeadlessClock.main.runUntilIdle()
        #expect(
            log.entries == [
                "detail.willMove(nil)", "detail.viewWillDisappear", "grid.viewWillAppear", "willShow(grid)",
                "grid.viewWillDisappear", "grid.viewDidDisappear", "detail.viewWillAppear", "detail.viewDidAppear",
            ])
        log.entries.removeAll()
        drag = window.beginSimulatedDrag(at: CGPoint(x: 196, y: 430))
        drag.move(by: CGPoint(x: 0, y: 320), duration: 0.3, steps: 18)
        drag.end()
        HeadlessClock.main.runUntilIdle()
        #expect(
            log.entries == [
                "detail.willMove(nil)", "detail.viewWillDisappear", "grid.viewWillAppear", "willShow(grid)",
                "detail.viewDidDisappear", "grid.viewDidAppear", "detail.didMove(nil)", "didShow(grid)",
            ])
    }
}
#endif
