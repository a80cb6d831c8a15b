#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// UITabBarController: switching order, delegate rules, bad input, containment, geometry and memory.
@MainActor @Suite(.headlessHygiene) struct TabBarControllerTests {
    /// pgzxc.github.io ("UITabBarViewController 控制器加载"): the new tab's will-appear first, then the old
    /// tab's will/did-disappear, then the new tab's did-appear.
    @Test func switchingTabsOnScreenRunsUIKitsAppearanceOrder() {
        let f = TabFixture()
        f.tabs.selectedIndex = 1
        #expect(
            f.appearance == [
                "B.viewWillAppear", "A.viewWillDisappear", "B.viewIsAppearing", "A.viewDidDisappear",
                "B.viewDidAppear",
            ])
        #expect(f.b.view.window === f.window)
        #expect(f.a.viewIfLoaded?.window == nil)
        f.settle()
    }

    @Test func firstAppearanceShowsOnlyTheSelectedTab() {
        let log = CallLog()
        let a = TabLoggingViewController("A", log: log)
        let b = TabLoggingViewController("B", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        let window = makeWindow(root: tabs)
        #expect(
            log.entries.filter { $0.contains(".view") } == ["A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"])
        #expect(!b.isViewLoaded)
        #expect(window.rootViewController === tabs)
    }

    @Test func programmaticSelectionNeverAsksTheDelegate() {
        let f = TabFixture()
        f.tabs.selectedIndex = 2
        f.tabs.selectedViewController = f.b
        #expect(!f.log.entries.contains { $0.hasPrefix("shouldSelect") || $0.hasPrefix("didSelect") })
        #expect(f.tabs.selectedIndex == 1)
        #expect(f.tabs.tabBar.selectedItem === f.b.tabBarItem)
    }

    @Test func aTapAsksShouldSelectThenSwitchesThenReportsDidSelect() {
        let f = TabFixture()
        f.tabs.tabBar.simulateTap(onItemAt: 2)
        #expect(f.log.entries.first == "shouldSelect(C)")
        #expect(f.log.entries.last == "didSelect(C)")
        #expect(f.log.entries.contains("C.viewDidAppear"))
        #expect(f.tabs.selectedViewController === f.c)
    }

    @Test func aRefusedTapChangesNothing() {
        let f = TabFixture()
        f.delegate.refused = ["B"]
        f.tabs.tabBar.simulateTap(onItemAt: 1)
        #expect(f.log.entries == ["shouldSelect(B)"])
        #expect(f.tabs.selectedIndex == 0)
    }

    @Test func tappingTheSelectedTabReportsDidSelectWithoutAppearanceCalls() {
        let f = TabFixture()
        f.tabs.tabBar.simulateTap(onItemAt: 0)
        #expect(f.log.entries == ["shouldSelect(A)", "didSelect(A)"])
    }

    @Test func tappingTheSelectedNavigationTabPopsToItsRoot() {
        let root = UIViewController()
        let pushed = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        _ = makeWindow(root: tabs)
        navigation.pushViewController(pushed, animated: false)
        HeadlessClock.main.runUntilIdle()
        tabs.tabBar.simulateTap(onItemAt: 0)
        HeadlessClock.main.runUntilIdle()
        #expect(navigation.viewControllers == [root])
    }

    @Test(arguments: [-1, 3, 99, NSNotFound, Int.min])
    func anIndexOutOfRangeIsIgnored(index: Int) {
        let f = TabFixture()
        f.tabs.selectedIndex = 1
        f.log.clear()
        f.tabs.selectedIndex = index
        #expect(f.tabs.selectedIndex == 1)
        #expect(f.tabs.selectedViewController === f.b)
        #expect(f.log.entries.isEmpty)
    }

    @Test func aTapOutOfRangeOrOnADisabledItemDoesNothing() {
        let f = TabFixture()
        f.b.tabBarItem.isEnabled = false
        f.tabs.tabBar.simulateTap(onItemAt: 1)
        f.tabs.tabBar.simulateTap(onItemAt: 7)
        f.tabs.tabBar.simulateTap(onItemAt: -1)
        #expect(f.log.entries.isEmpty)
        #expect(f.tabs.selectedIndex == 0)
    }

    @Test func selectingAForeignControllerIsIgnoredWithAWarning() {
        let f = TabFixture()
        HeadlessDiagnostics.resetWarnings()
        f.tabs.selectedViewController = UIViewController()
        #expect(f.tabs.selectedViewController === f.a)
        #expect(HeadlessDiagnostics.warnings.count == 1)
        HeadlessDiagnostics.resetWarnings()
    }

    @Test func anEmptyTabBarControllerSelectsNothing() {
        let tabs = UITabBarController()
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(tabs.selectedViewController == nil)
        tabs.selectedIndex = 0
        #expect(tabs.selectedViewController == nil)
        tabs.viewControllers = []
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(tabs.tabBar.items?.isEmpty == true)
    }

    /// UIKit's documented rule: keep the selected controller, else the same index, else the first.
    @Test func replacingTheTabsKeepsTheSelectionByIdentityThenIndexThenFirst() {
        let f = TabFixture()
        f.tabs.selectedIndex = 1
        let d = TabLoggingViewController("D", log: f.log)
        f.tabs.setViewControllers([d, f.c, f.b], animated: false)
        #expect(f.tabs.selectedViewController === f.b)
        #expect(f.tabs.selectedIndex == 2)
        let e = TabLoggingViewController("E", log: f.log)
        f.tabs.setViewControllers([d, e, f.c], animated: false)
        #expect(f.tabs.selectedIndex == 2)
        #expect(f.tabs.selectedViewController === f.c)
        f.tabs.setViewControllers([e], animated: false)
        #expect(f.tabs.selectedViewController === e)
    }

    @Test func tabsAreChildrenWithContainmentCallbacks() {
        let f = TabFixture()
        #expect(f.tabs.children == [f.a, f.b, f.c])
        #expect(f.b.tabBarController === f.tabs)
        #expect(f.b.parent === f.tabs)
        f.tabs.viewControllers = [f.a, f.c]
        #expect(f.log.entries.contains("B.willMove(nil)"))
        #expect(f.log.entries.contains("B.didMove(nil)"))
        #expect(f.b.parent == nil)
        #expect(f.b.tabBarController == nil)
        #expect(f.tabs.tabBar.items?.map(\.title) == ["A", "C"])
    }

    @Test func duplicatesAndOtherParentsChildrenAreSkipped() {
        let f = TabFixture()
        HeadlessDiagnostics.resetWarnings()
        let navigation = UINavigationController(rootViewController: UIViewController())
        let owned = navigation.viewControllers[0]
        f.tabs.viewControllers = [f.a, f.a, owned, f.b]
        #expect(f.tabs.viewControllers == [f.a, f.b])
        #expect(owned.parent === navigation)
        #expect(HeadlessDiagnostics.warnings.count == 2)
        HeadlessDiagnostics.resetWarnings()
    }

    /// The bar is 49 pt plus the home indicator's inset; children extend under it and their safe area
    /// ends above it.
    @Test func theBarSitsAboveTheHomeIndicatorAndInsetsTheChildrensSafeArea() {
        let f = TabFixture()
        f.window.layoutIfNeeded()
        #expect(
            isApproximately(f.tabs.tabBar.frame, CGRect(x: 0, y: 844 - 83, width: 390, height: 83), tolerance: 1e-6))
        #expect(isApproximately(f.a.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844), tolerance: 1e-6))
        #expect(f.a.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        f.tabs.selectedIndex = 1
        f.window.layoutIfNeeded()
        #expect(f.b.view.safeAreaInsets.bottom == 83)
    }

    @Test func aHiddenBarGivesTheSafeAreaBack() {
        let f = TabFixture()
        f.tabs.tabBar.isHidden = true
        f.window.layoutIfNeeded()
        #expect(f.a.view.safeAreaInsets.bottom == 34)
    }

    @Test func aNavigationControllerInATabGetsBothBars() {
        let top = UIViewController()
        let navigation = UINavigationController(rootViewController: top)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = makeWindow(root: tabs, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.layoutIfNeeded()
        #expect(top.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        #expect(top.tabBarController === tabs)
        #expect(top.navigationController === navigation)
    }

    @Test func droppedTabBarControllersReleaseTheirTabs() {
        weak var weakTabs: UITabBarController?
        weak var weakChild: UIViewController?
        weak var weakItem: UITabBarItem?
        do {
            let child = UIViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [child, UIViewController()]
            let window = makeWindow(root: tabs)
            tabs.tabBar.simulateTap(onItemAt: 1)
            weakTabs = tabs
            weakChild = child
            weakItem = child.tabBarItem
            window.isHidden = true
            window.rootViewController = nil
            HeadlessClock.main.runUntilIdle()
        }
        #expect(weakTabs == nil)
        #expect(weakChild == nil)
        #expect(weakItem == nil)
    }
}
#endif
