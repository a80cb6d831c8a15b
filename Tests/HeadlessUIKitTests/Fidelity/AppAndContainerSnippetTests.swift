#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// Runs AppAndContainerSnippets.swift: device-style code behaves as on a device.
@MainActor @Suite(.headlessHygiene) struct AppAndContainerSnippetTests {
    @Test func theTabSubclassSelectsAndDecidesTheStatusBar() throws {
        let tabs = SnippetTabs()
        let window = makeWindow(root: tabs, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.tabBar.items?.map(\.title) == ["One", "Favorites"])
        #expect(tabs.tabBar.items?.first?.badgeValue == "3")
        #expect(window.headlessStatusBarStyleController === tabs.selectedViewController)
        snippetAppQueries()
        #expect(HeadlessApplication.openedURLs.last?.absoluteString == UIApplication.openSettingsURLString)
        HeadlessApplication.reset()
        HeadlessDiagnostics.resetWarnings()
    }

    @Test func aPhonePresentsWithoutAPopover() {
        let root = UIViewController()
        _ = makeWindow(root: root)
        let content = UIViewController()
        snippetPresent(content, from: root, view: root.view)
        HeadlessClock.main.runUntilIdle()
        #expect(content.popoverPresentationController == nil)
        #expect(content.presentingViewController === root)
        root.dismiss(animated: false)
        HeadlessClock.main.runUntilIdle()
    }

    @Test func aPadPresentsAPopoverAnchoredToTheView() throws {
        HeadlessDevice.simulate(idiom: .pad)
        defer { HeadlessDevice.reset() }
        let root = UIViewController()
        _ = makeWindow(root: root, size: CGSize(width: 820, height: 1180))
        let content = UIViewController()
        snippetPresent(content, from: root, view: root.view)
        let popover = try #require(content.popoverPresentationController)
        #expect(popover.sourceView === root.view)
        #expect(popover.permittedArrowDirections == [.up, .down])
        HeadlessClock.main.runUntilIdle()
        root.dismiss(animated: false)
        HeadlessClock.main.runUntilIdle()
    }
}
#endif
