#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// `HeadlessDevice.use(_:)`: one call chooses the screen, scale, safe areas, idiom and system version.
@MainActor @Suite("HeadlessDevice models", .headlessHygiene)
struct DeviceModelTests {
    @Test("an iPhone 15 Pro: its screen, traits, version, and windows with its safe area")
    func iPhone15Pro() {
        HeadlessDevice.use(.iPhone15Pro)
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
        #expect(UIScreen.main.scale == 3)
        #expect(UIScreen.main.traitCollection.horizontalSizeClass == .compact)
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.systemVersion == "17.0")
        let root = UIViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        HeadlessClock.main.runUntilIdle()
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(HeadlessEnvironment.leftovers.isEmpty, "a chosen device is setup, not a leftover")
        HeadlessEnvironment.reset()
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
        #expect(HeadlessDevice.model == .launch)
    }

    @Test("an iPad Air: regular size classes, scale 2, the pad idiom and iPadOS")
    func iPadAir() {
        HeadlessDevice.use(.iPadAir)
        #expect(UIScreen.main.traitCollection.horizontalSizeClass == .regular)
        #expect(UIScreen.main.traitCollection.verticalSizeClass == .regular)
        #expect(UIScreen.main.scale == 2)
        #expect(UIDevice.current.model == "iPad")
        #expect(UIDevice.current.systemName == "iPadOS")
    }

    @Test("a window covering part of the screen gets the part of the insets it overlaps; a set value wins")
    func partialWindowsAndOverrides() {
        HeadlessDevice.use(.iPhone15Pro)
        let lower = UIWindow(frame: CGRect(x: 0, y: 426, width: 393, height: 426))
        #expect(lower.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        let inset = UIWindow(frame: CGRect(x: 0, y: 20, width: 393, height: 832))
        #expect(inset.safeAreaInsets.top == 39)
        lower.simulatedSafeAreaInsets = .zero
        #expect(lower.safeAreaInsets == .zero)
    }

    @Test("a model of one's own, and the launch device")
    func customModel() {
        #expect(HeadlessDevice.model == .launch)
        #expect(UIWindow(frame: UIScreen.main.bounds).safeAreaInsets == .zero, "no insets at launch")
        let landscapePhone = HeadlessDevice.Model(
            name: "a phone on its side", screenSize: CGSize(width: 852, height: 393), scale: 3,
            safeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), idiom: .phone,
            systemVersion: "18.1")
        HeadlessDevice.use(landscapePhone)
        #expect(UIDevice.current.systemVersion == "18.1")
        #expect(UIWindow(frame: UIScreen.main.bounds).safeAreaInsets.left == 59)
    }
}
#endif
