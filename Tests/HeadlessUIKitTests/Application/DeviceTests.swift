#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// UIDevice, HeadlessDevice and the orientation types.
@MainActor @Suite(.headlessHygiene) struct DeviceTests {
    /// Apple: `orientation` is `.unknown` unless orientation notifications are being generated.
    @Test func orientationIsUnknownUntilNotificationsAreGenerated() {
        let device = UIDevice.current
        #expect(device.orientation == .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .portrait)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        #expect(device.orientation == .unknown)
    }

    @Test func orientationChangesPostOnlyWhileGenerating() {
        var posted = 0
        let token = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: UIDevice.current, queue: nil
        ) { _ in MainActor.assumeIsolated { posted += 1 } }
        defer {
            NotificationCenter.default.removeObserver(token)
            HeadlessDevice.reset()
        }
        HeadlessDevice.simulateOrientation(.landscapeLeft)
        #expect(posted == 0)
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        HeadlessDevice.simulateOrientation(.faceUp)
        HeadlessDevice.simulateOrientation(.faceUp)
        #expect(posted == 1)
        #expect(UIDevice.current.orientation.isFlat)
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
    }

    @Test func thePadIdiomChangesDeviceScreenAndTraitsTogether() {
        defer { HeadlessDevice.reset() }
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.systemName == "iOS")
        HeadlessDevice.simulate(idiom: .pad)
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        #expect(UIScreen.main.traitCollection.userInterfaceIdiom == .pad)
        #expect(UIScreen.main.traitCollection.horizontalSizeClass == .regular)
        #expect(UIScreen.main.bounds.size == CGSize(width: 820, height: 1180))
        #expect(UIScreen.main.scale == 2)
        #expect(UIDevice.current.model == "iPad")
        #expect(UIDevice.current.systemName == "iPadOS")
        #expect(UIViewController().supportedInterfaceOrientations == .all)
        HeadlessDevice.reset()
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
        #expect(UIScreen.main.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func batteryReadsUnknownUntilMonitored() {
        let device = UIDevice.current
        #expect(device.batteryLevel == -1)
        #expect(device.batteryState == .unknown)
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryLevel == 1)
        #expect(device.batteryState == .full)
        device.isBatteryMonitoringEnabled = false
    }

    @Test(arguments: [
        (UIDeviceOrientation.unknown, false, false, false), (.portrait, true, false, false),
        (.portraitUpsideDown, true, false, false), (.landscapeLeft, false, true, false),
        (.landscapeRight, false, true, false), (.faceUp, false, false, true), (.faceDown, false, false, true),
    ])
    func deviceOrientationPredicates(orientation: UIDeviceOrientation, portrait: Bool, landscape: Bool, flat: Bool) {
        #expect(orientation.isPortrait == portrait)
        #expect(orientation.isLandscape == landscape)
        #expect(orientation.isFlat == flat)
        #expect(orientation.isValidInterfaceOrientation == (portrait || landscape))
    }

    /// UIKit's raw values: the mask bit is `1 << UIInterfaceOrientation.rawValue`.
    @Test func orientationMasksHaveUIKitsBits() {
        #expect(UIInterfaceOrientationMask.portrait.rawValue == 2)
        #expect(UIInterfaceOrientationMask.portraitUpsideDown.rawValue == 4)
        #expect(UIInterfaceOrientationMask.landscapeRight.rawValue == 8)
        #expect(UIInterfaceOrientationMask.landscapeLeft.rawValue == 16)
        #expect(UIInterfaceOrientationMask.landscape.rawValue == 24)
        #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
        #expect(UIInterfaceOrientationMask.all.rawValue == 30)
        #expect(UIInterfaceOrientation.landscapeLeft.rawValue == 4)
        #expect(UIInterfaceOrientation.landscapeRight.rawValue == 3)
    }
}
#endif
