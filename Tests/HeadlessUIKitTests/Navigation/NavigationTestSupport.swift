#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit

/// A logging controller that also logs containment (`willMove`/`didMove`).
final class NavLoggingViewController: UIViewController {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewWillAppear(_ animated: Bool) { log.record("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.record("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.record("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.record("\(name).viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) {
        log.record("\(name).willMove(\(parent == nil ? "nil" : "nav"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        log.record("\(name).didMove(\(parent == nil ? "nil" : "nav"))")
    }
}

/// A navigation delegate that logs and can hand out an animator and an interaction controller.
final class LoggingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let log: CallLog
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interactor: (any UIViewControllerInteractiveTransitioning)?

    init(log: CallLog) { self.log = log }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        log.record("willShow(\(name(viewController)))")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        log.record("didShow(\(name(viewController)))")
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        log.record("animationController(\(operation == .push ? "push" : "pop"), \(name(fromVC))→\(name(toVC)))")
        return animator
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        log.record("interactionController")
        return interactor
    }

    private func name(_ controller: UIViewController) -> String {
        (controller as? NavLoggingViewController)?.name ?? "?"
    }
}

/// A window whose root is a navigation controller over `a`, shown and settled; the log starts empty.
@MainActor final class NavigationFixture {
    let log = CallLog()
    let a: NavLoggingViewController
    let b: NavLoggingViewController
    let c: NavLoggingViewController
    let navigation: UINavigationController
    let window: UIWindow
    let delegate: LoggingNavigationDelegate

    init(safeArea: UIEdgeInsets = .zero) {
        HeadlessClock.main.runUntilIdle(maximumDuration: 5)
        a = NavLoggingViewController("A", log: log)
        b = NavLoggingViewController("B", log: log)
        c = NavLoggingViewController("C", log: log)
        navigation = UINavigationController(rootViewController: a)
        delegate = LoggingNavigationDelegate(log: log)
        navigation.delegate = delegate
        window = makeWindow(root: navigation, safeArea: safeArea)
        log.clear()
    }

    /// Runs the clock until every transition settled.
    func settle() { HeadlessClock.main.runUntilIdle(maximumDuration: 10) }
}
#endif
