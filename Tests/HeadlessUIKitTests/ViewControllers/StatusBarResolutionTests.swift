#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// A controller with fixed status-bar, home-indicator and gesture-edge preferences.
private final class PreferenceController: UIViewController {
    var style: UIStatusBarStyle = .default
    var hidden = false
    var homeIndicatorHidden = false
    var edges: UIRectEdge = []
    var styleChild: UIViewController?
    var hiddenChild: UIViewController?

    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
    override var prefersHomeIndicatorAutoHidden: Bool { homeIndicatorHidden }
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { edges }
    override var childForStatusBarStyle: UIViewController? { styleChild }
    override var childForStatusBarHidden: UIViewController? { hiddenChild }
}

/// Which controller decides the status bar (Apple: `childForStatusBarStyle`,
/// `modalPresentationCapturesStatusBarAppearance`), the home indicator and the deferred edges.
@MainActor @Suite(.headlessHygiene) struct StatusBarResolutionTests {
    private func settle() { HeadlessClock.main.runUntilIdle(maximumDuration: 10) }

    @Test func theRootControllerDecidesByDefault() {
        let root = PreferenceController()
        root.style = .lightContent
        let window = makeWindow(root: root, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(window.headlessStatusBarStyleController === root)
        #expect(window.headlessStatusBarStyle == .lightContent)
        #expect(!window.headlessIsStatusBarHidden)
    }

    @Test func childForStatusBarStyleHandsTheDecisionDownAChain() {
        let root = PreferenceController()
        let middle = PreferenceController()
        let leaf = PreferenceController()
        leaf.style = .darkContent
        root.styleChild = middle
        middle.styleChild = leaf
        root.hiddenChild = leaf
        leaf.hidden = true
        let window = makeWindow(root: root)
        #expect(window.headlessStatusBarStyleController === leaf)
        #expect(window.headlessStatusBarStyle == .darkContent)
        #expect(window.headlessIsStatusBarHidden)
        #expect(window.headlessHomeIndicatorAutoHiddenController === root)
    }

    @Test func aCycleOfChildrenStopsInsteadOfHanging() {
        let root = PreferenceController()
        let other = PreferenceController()
        root.styleChild = other
        other.styleChild = root
        let window = makeWindow(root: root)
        #expect(window.headlessStatusBarStyleController === other)
        root.styleChild = root
        #expect(window.headlessStatusBarStyleController === root)
    }

    @Test func aNavigationControllerDecidesTheStyleWhileItsBarShows() {
        let top = PreferenceController()
        top.style = .lightContent
        let navigation = UINavigationController(rootViewController: top)
        let window = makeWindow(root: navigation)
        #expect(window.headlessStatusBarStyleController === navigation)
        #expect(window.headlessStatusBarHiddenController === top)
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(window.headlessStatusBarStyleController === top)
        #expect(window.headlessStatusBarStyle == .lightContent)
    }

    @Test func theSelectedTabDecides() {
        let first = PreferenceController()
        let second = PreferenceController()
        second.hidden = true
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = makeWindow(root: tabs)
        #expect(window.headlessStatusBarHiddenController === first)
        #expect(!window.headlessIsStatusBarHidden)
        tabs.selectedIndex = 1
        #expect(window.headlessStatusBarHiddenController === second)
        #expect(window.headlessIsStatusBarHidden)
    }

    /// Apple: control passes to the presented controller only for `.fullScreen`, or when it sets
    /// `modalPresentationCapturesStatusBarAppearance`.
    @Test(arguments: [
        (UIModalPresentationStyle.fullScreen, false, true), (.pageSheet, false, false), (.pageSheet, true, true),
        (.overFullScreen, false, false), (.overFullScreen, true, true), (.formSheet, false, false),
    ])
    func aPresentedControllerTakesOverOnlyWhenFullScreenOrCapturing(
        style: UIModalPresentationStyle, captures: Bool, takesOver: Bool
    ) {
        let root = PreferenceController()
        let window = makeWindow(root: root)
        let presented = PreferenceController()
        presented.modalPresentationStyle = style
        presented.modalPresentationCapturesStatusBarAppearance = captures
        root.present(presented, animated: false)
        settle()
        #expect((window.headlessStatusBarStyleController === presented) == takesOver)
        #expect((window.headlessStatusBarStyleController === root) == !takesOver)
        #expect(window.headlessHomeIndicatorAutoHiddenController === (style == .fullScreen ? presented : root))
        root.dismiss(animated: false)
        settle()
        #expect(window.headlessStatusBarStyleController === root)
    }

    @Test func aCapturingControllerOverANonCapturingSheetTakesOver() {
        let root = PreferenceController()
        let window = makeWindow(root: root)
        let sheet = PreferenceController()
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: false)
        settle()
        let cover = PreferenceController()
        cover.modalPresentationStyle = .fullScreen
        sheet.present(cover, animated: false)
        settle()
        #expect(window.headlessStatusBarStyleController === cover)
    }

    @Test func aPresentedControllersOwnChildDecidesAfterTheTakeOver() {
        let root = PreferenceController()
        let window = makeWindow(root: root)
        let leaf = PreferenceController()
        let navigation = UINavigationController(rootViewController: leaf)
        navigation.modalPresentationStyle = .fullScreen
        root.present(navigation, animated: false)
        settle()
        #expect(window.headlessStatusBarHiddenController === leaf)
    }

    /// Apple: `prefersStatusBarHidden` defaults to `true` in a vertically compact environment.
    @Test func theStatusBarHidesByDefaultInCompactHeight() {
        let root = UIViewController()
        let window = makeWindow(root: root, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(!window.headlessIsStatusBarHidden)
        window.simulateSizeChange(
            to: CGSize(width: 844, height: 390), safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
            verticalSizeClass: .compact, duration: 0)
        #expect(window.headlessIsStatusBarHidden)
        #expect(UIApplication.shared.statusBarFrame == .zero)
        window.simulateSizeChange(
            to: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            verticalSizeClass: .regular, duration: 0)
        settle()
    }

    @Test func theStatusBarManagerReportsTheKeyWindowsBar() throws {
        let root = PreferenceController()
        root.style = .lightContent
        _ = makeWindow(root: root, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let manager = try #require(scene.statusBarManager)
        #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        #expect(manager.statusBarStyle == .lightContent)
        #expect(!manager.isStatusBarHidden)
        root.hidden = true
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.isStatusBarHidden)
        #expect(manager.statusBarFrame == .zero)
    }

    @Test func theDeferredEdgesComeFromTheDecidingController() {
        let top = PreferenceController()
        top.edges = .bottom
        let navigation = UINavigationController(rootViewController: top)
        let window = makeWindow(root: navigation)
        #expect(window.headlessScreenEdgesDeferringSystemGesturesController === top)
        #expect(
            window.headlessScreenEdgesDeferringSystemGesturesController?.preferredScreenEdgesDeferringSystemGestures
                == .bottom)
    }

    @Test func aWindowWithoutARootHasNoDecider() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(window.headlessStatusBarStyleController == nil)
        #expect(window.headlessStatusBarStyle == .default)
        #expect(!window.headlessIsStatusBarHidden)
    }

    @Test func defaultsFollowUIKitsDocumentation() {
        let controller = UIViewController(nibName: "Main", bundle: nil)
        #expect(controller.preferredStatusBarUpdateAnimation == .fade)
        #expect(controller.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(controller.shouldAutorotate)
        #expect(controller.preferredScreenEdgesDeferringSystemGestures == [])
        #expect(controller.nibName == "Main")
        #expect(controller.storyboard == nil)
    }
}
#endif
