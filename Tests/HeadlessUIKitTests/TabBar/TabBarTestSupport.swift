#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit

/// A controller that logs its appearance callbacks and containment as "Name.callback".
final class TabLoggingViewController: UIViewController {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewWillAppear(_ animated: Bool) { log.record("\(name).viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { log.record("\(name).viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { log.record("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.record("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.record("\(name).viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) {
        log.record("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        log.record("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

/// A tab bar controller delegate that logs and can refuse selections.
final class LoggingTabBarDelegate: NSObject, UITabBarControllerDelegate {
    let log: CallLog
    var refused: Set<String> = []

    init(log: CallLog) { self.log = log }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        log.record("shouldSelect(\(viewController.title ?? "?"))")
        return !refused.contains(viewController.title ?? "?")
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.record("didSelect(\(viewController.title ?? "?"))")
    }
}

/// A window (390 × 844, safe area 47 top / 34 bottom) whose root is a tab bar controller over A, B, C,
/// shown and settled; the log starts empty.
@MainActor final class TabFixture {
    let log = CallLog()
    let a: TabLoggingViewController
    let b: TabLoggingViewController
    let c: TabLoggingViewController
    let tabs = UITabBarController()
    let delegate: LoggingTabBarDelegate
    let window: UIWindow

    init() {
        HeadlessClock.main.runUntilIdle(maximumDuration: 5)
        a = TabLoggingViewController("A", log: log)
        b = TabLoggingViewController("B", log: log)
        c = TabLoggingViewController("C", log: log)
        tabs.viewControllers = [a, b, c]
        delegate = LoggingTabBarDelegate(log: log)
        tabs.delegate = delegate
        window = makeWindow(root: tabs, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        log.clear()
    }

    /// The appearance entries only (no containment).
    var appearance: [String] { log.entries.filter { $0.contains(".view") } }

    func settle() { HeadlessClock.main.runUntilIdle(maximumDuration: 10) }
}
#endif
