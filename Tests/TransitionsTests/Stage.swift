#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import Transitions

/// A full-screen window with a root controller on a simulated device, driven by HeadlessUIKit's virtual clock.
/// By default an iPhone 15 Pro: 393 × 852 pt at 3×, status bar 59 pt, home indicator 34 pt.
@MainActor final class Stage {
    let window: UIWindow
    let root: RecordingViewController

    /// - Parameters:
    ///   - device: The simulated device.
    ///   - windowFrame: The window's frame in screen coordinates; `nil` (default) fills the screen. A window that
    ///     does not is what multitasking (Split View, Slide Over, Stage Manager) gives an app.
    init(device: HeadlessDevice.Model = .iPhone15Pro, windowFrame: CGRect? = nil) {
        HeadlessClock.main.runUntilIdle()
        HeadlessAccessibility.reset()
        HeadlessFeedback.resetLog()
        HeadlessDevice.use(device)
        window = UIWindow(frame: windowFrame ?? UIScreen.main.bounds)
        root = RecordingViewController(name: "root")
        window.rootViewController = root
        window.makeKeyAndVisible()
        HeadlessClock.main.runUntilIdle()
        root.log.removeAll()
    }

    /// Lets everything scheduled run until the screen is at rest.
    func settle() { HeadlessClock.main.runUntilIdle() }

    /// Turns the default phone (iPhone 15 Pro) to landscape, 852 × 393 pt with 59 pt on either side and 21 pt at
    /// the bottom of safe area, regular width and compact height; or back to portrait, 393 × 852 pt, 59 pt at the
    /// top and 34 pt at the bottom, compact width and regular height.
    func rotate(toLandscape landscape: Bool) {
        window.simulateSizeChange(
            to: landscape ? CGSize(width: 852, height: 393) : CGSize(width: 393, height: 852),
            safeAreaInsets: landscape
                ? UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
                : UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            horizontalSizeClass: landscape ? .regular : .compact, verticalSizeClass: landscape ? .compact : .regular)
    }

    /// The controllers presented above the root, bottom to top.
    var presentedChain: [UIViewController] {
        var result: [UIViewController] = []
        var current = root.presentedViewController
        while let controller = current {
            result.append(controller)
            current = controller.presentedViewController
        }
        return result
    }

    /// Advances the virtual clock by `seconds`.
    func advance(_ seconds: TimeInterval) { HeadlessClock.main.advance(by: seconds) }

    /// Presents `controller` with `transition` from the root and lets it settle.
    @discardableResult
    func present(_ controller: UIViewController, using transition: ModalTransition, settle: Bool = true) -> Stage {
        root.present(controller, using: transition)
        if settle { self.settle() }
        return self
    }

    /// The sheet view's frame in window coordinates (on screen, mid-animation included).
    func sheetFrame(_ controller: UIViewController) -> CGRect {
        guard let view = controller.sheet?.presentedView else { return .null }
        return view.layer.presentation()?.frame ?? view.frame
    }

    /// Height of the sheet above the home indicator.
    func visibleHeight(_ controller: UIViewController) -> CGFloat {
        window.bounds.height - 34 - sheetFrame(controller).minY
    }

    /// Drags from a point inside the sheet's top area by `translation` over `duration`, then releases with the
    /// drag's own speed.
    func drag(
        _ controller: UIViewController, by translation: CGFloat, duration: TimeInterval = 0.3,
        release: Bool = true
    ) -> SimulatedDrag {
        let top = sheetFrame(controller).minY
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 196, y: top + 20))
        drag.move(by: CGPoint(x: 0, y: translation), duration: duration, steps: max(Int(duration * 60), 1))
        if release { drag.end() }
        return drag
    }
}

/// A view controller that logs its appearance callbacks.
@MainActor class RecordingViewController: UIViewController {
    let name: String
    var log: [String] = []
    /// Called at the start of viewWillAppear (tests observing that moment).
    var onViewWillAppear: (@MainActor () -> Void)?

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        onViewWillAppear?()
        log.append("viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("viewDidDisappear")
    }
}

/// Records adaptive and sheet delegate calls in order.
@MainActor final class RecordingSheetDelegate: NSObject, SheetPresentationControllerDelegate {
    var log: [String] = []
    var positions: [SheetPosition] = []
    /// Selections the delegate was told about that name no resolved detent.
    var unresolvedSelections: [String] = []
    var allowsDismissal = true
    /// Called at will-dismiss, after it is logged (an app that dismisses from there, say).
    var onWillDismiss: (@MainActor (UIPresentationController) -> Void)?

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.append("willDismiss")
        onWillDismiss?(presentationController)
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.append("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.append("didAttemptToDismiss")
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: SheetPresentationController) {
        log.append("didChangeSelectedDetent:\(sheet.selectedDetentIdentifier?.rawValue ?? "nil")")
        let resolved = sheet.resolvedDetents.map(\.identifier)
        if let id = sheet.selectedDetentIdentifier, !resolved.contains(id) {
            unresolvedSelections.append("\(id.rawValue) not in \(resolved.map(\.rawValue))")
        }
    }
    func sheetPresentationController(_ sheet: SheetPresentationController, didUpdate position: SheetPosition) {
        positions.append(position)
    }
}
#endif
