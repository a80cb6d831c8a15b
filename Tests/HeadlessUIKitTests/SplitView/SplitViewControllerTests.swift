#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// A split view delegate that logs.
private final class LoggingSplitDelegate: UISplitViewControllerDelegate {
    var entries: [String] = []

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    {
        entries.append("willChangeTo(\(displayMode.rawValue))")
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { entries.append("didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { entries.append("didExpand") }
}

/// UISplitViewController: collapse in compact width, display modes, column geometry, containment.
@MainActor @Suite(.headlessHygiene) struct SplitViewControllerTests {
    private func makeSplit() -> (UISplitViewController, UIViewController, UIViewController) {
        let primary = UIViewController()
        let secondary = UIViewController()
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        return (split, primary, secondary)
    }

    /// A landscape iPad-sized window with a regular width.
    private func expand(_ window: UIWindow) {
        window.simulateSizeChange(to: CGSize(width: 1180, height: 820), horizontalSizeClass: .regular, duration: 0)
        window.layoutIfNeeded()
    }

    @Test func aCompactWidthCollapsesToThePrimary() {
        let (split, primary, secondary) = makeSplit()
        let window = makeWindow(root: split)
        window.layoutIfNeeded()
        #expect(split.isCollapsed)
        #expect(primary.view.superview === split.view)
        #expect(isClose(primary.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844)))
        #expect(secondary.viewIfLoaded?.window == nil)
        #expect(primary.splitViewController === split)
        #expect(split.children == [primary, secondary])
    }

    @Test func aRegularLandscapeWidthShowsThePrimaryBesideTheSecondary() {
        let (split, primary, secondary) = makeSplit()
        let delegate = LoggingSplitDelegate()
        split.delegate = delegate
        let window = makeWindow(root: split)
        expand(window)
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.primaryColumnWidth == 320)
        #expect(isClose(primary.view.frame, CGRect(x: 0, y: 0, width: 320, height: 820)))
        #expect(isClose(secondary.view.frame, CGRect(x: 320, y: 0, width: 860, height: 820)))
        #expect(delegate.entries.contains("didExpand"))
        window.simulateSizeChange(to: CGSize(width: 390, height: 844), horizontalSizeClass: .compact, duration: 0)
        #expect(delegate.entries.last == "didCollapse")
    }

    @Test func preferredModesOverlayOrHideThePrimary() {
        let (split, primary, secondary) = makeSplit()
        let delegate = LoggingSplitDelegate()
        split.delegate = delegate
        let window = makeWindow(root: split)
        expand(window)
        split.preferredDisplayMode = .oneOverSecondary
        window.layoutIfNeeded()
        #expect(delegate.entries.contains("willChangeTo(3)"))
        #expect(isClose(secondary.view.frame, CGRect(x: 0, y: 0, width: 1180, height: 820)))
        #expect(isClose(primary.view.frame, CGRect(x: 0, y: 0, width: 320, height: 820)))
        split.hide(.primary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .secondaryOnly)
        #expect(primary.viewIfLoaded?.superview == nil)
        split.show(.primary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(primary.view.superview === split.view)
    }

    @Test func displayModeIsNeverAutomatic() {
        let (split, _, _) = makeSplit()
        #expect(split.preferredDisplayMode == .automatic)
        #expect(split.displayMode != .automatic)
    }

    @Test(arguments: [CGFloat.nan, -0.5, CGFloat.infinity, 2])
    func badWidthFractionsFallBackOrClamp(fraction: CGFloat) {
        let (split, _, _) = makeSplit()
        let window = makeWindow(root: split)
        expand(window)
        split.preferredPrimaryColumnWidthFraction = fraction
        let expected: CGFloat = fraction.isFinite && fraction >= 0 ? 1180 : 320
        #expect(split.primaryColumnWidth == expected)
    }

    @Test func theColumnStyleWrapsColumnsInNavigationControllers() {
        let split = UISplitViewController(style: .doubleColumn)
        let sidebar = UIViewController()
        let content = UIViewController()
        split.setViewController(sidebar, for: .primary)
        split.setViewController(content, for: .secondary)
        #expect(split.style == .doubleColumn)
        #expect(split.viewController(for: .primary) === sidebar)
        #expect(split.viewControllers.count == 2)
        #expect(sidebar.navigationController === split.viewControllers.first)
        #expect(content.splitViewController === split)
        split.setViewController(nil, for: .secondary)
        #expect(split.viewController(for: .secondary) == nil)
        #expect(content.splitViewController == nil)
    }

    @Test func moreThanTwoClassicControllersKeepTheFirstAndTheLast() {
        let split = UISplitViewController()
        let a = UIViewController()
        let b = UIViewController()
        let c = UIViewController()
        split.viewControllers = [a, b, c]
        #expect(split.viewControllers == [a, c])
        #expect(b.parent == nil)
    }

    @Test func droppedSplitViewControllersReleaseTheirChildren() {
        weak var weakSplit: UISplitViewController?
        weak var weakPrimary: UIViewController?
        do {
            let (split, primary, _) = makeSplit()
            let window = makeWindow(root: split)
            expand(window)
            weakSplit = split
            weakPrimary = primary
            window.isHidden = true
            window.rootViewController = nil
            HeadlessClock.main.runUntilIdle()
        }
        #expect(weakSplit == nil)
        #expect(weakPrimary == nil)
    }
}
#endif
