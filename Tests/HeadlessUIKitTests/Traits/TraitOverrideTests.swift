#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// Appearance overrides, child trait overrides, accessibility containers and the virtual absolute time.
@MainActor @Suite("Traits: overrides; accessibility containers", .headlessHygiene)
struct TraitOverrideTests {
    final class TraitView: UIView {
        var changes = 0
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes += 1 }
    }

    final class TraitController: UIViewController {
        var changes = 0
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes += 1 }
    }

    @Test("a view's overrideUserInterfaceStyle reaches its subtree and tells the views that changed")
    func viewOverride() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let container = TraitView()
        let child = TraitView()
        let sibling = TraitView()
        window.addSubview(container)
        window.addSubview(sibling)
        container.addSubview(child)
        window.layoutIfNeeded()
        _ = (container.traitCollection, child.traitCollection, sibling.traitCollection)
        container.overrideUserInterfaceStyle = .dark
        #expect(
            child.traitCollection.userInterfaceStyle == .dark && container.traitCollection.userInterfaceStyle == .dark)
        #expect(sibling.traitCollection.userInterfaceStyle != .dark)
        #expect(container.changes == 1 && child.changes == 1 && sibling.changes == 0)
        #expect(UIColor.label.resolvedColor(with: child.traitCollection) == .white)
        container.overrideUserInterfaceStyle = .dark
        #expect(child.changes == 1)
        container.overrideUserInterfaceStyle = .unspecified
        #expect(child.traitCollection.userInterfaceStyle == window.traitCollection.userInterfaceStyle)
    }

    @Test("a controller's override and a parent's override for a child reach the child and its view")
    func controllerOverrides() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let parent = TraitController()
        let child = TraitController()
        window.rootViewController = parent
        window.makeKeyAndVisible()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        HeadlessClock.main.advance(by: 0)
        window.layoutIfNeeded()
        parent.overrideUserInterfaceStyle = .dark
        #expect(
            child.traitCollection.userInterfaceStyle == .dark && child.view.traitCollection.userInterfaceStyle == .dark)
        #expect(child.changes == 1)
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(
            child.traitCollection.horizontalSizeClass == .regular && child.traitCollection.userInterfaceStyle == .dark)
        #expect(parent.traitCollection.horizontalSizeClass == .compact)
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
        HeadlessDiagnostics.resetWarnings()
        parent.setOverrideTraitCollection(
            UITraitCollection(horizontalSizeClass: .regular), forChild: UIViewController())
        #expect(HeadlessDiagnostics.warnings.count == 1)
        HeadlessDiagnostics.resetWarnings()
        parent.setOverrideTraitCollection(nil, forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        window.isHidden = true
    }

    @Test("accessibility containers answer from accessibilityElements")
    func accessibilityContainer() {
        let container = UIView()
        let first = UIView()
        let second = UIView()
        #expect(container.accessibilityElementCount() == 0 && container.accessibilityElement(at: 0) == nil)
        container.accessibilityElements = [first, second]
        #expect(container.accessibilityElementCount() == 2)
        #expect(container.accessibilityElement(at: 1) as? UIView === second)
        #expect(container.accessibilityElement(at: 5) == nil && container.accessibilityElement(at: -1) == nil)
        #expect(container.index(ofAccessibilityElement: second) == 1)
        #expect(container.index(ofAccessibilityElement: UIView()) == NSNotFound)
    }

    @Test("CFAbsoluteTimeGetCurrent follows the virtual clock")
    func absoluteTime() {
        let start = CFAbsoluteTimeGetCurrent()
        HeadlessClock.main.advance(by: 1.5)
        #expect(isApproximately(CFAbsoluteTimeGetCurrent() - start, 1.5, tolerance: 1e-9))
    }
}
#endif
