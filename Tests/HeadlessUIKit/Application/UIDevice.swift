#if os(Linux)
import Foundation

/// The device the app runs on (UIKit's `UIDevice`, iOS 2+).
///
/// HeadlessUIKit simulates one device, described by `HeadlessDevice`: an iPhone running iOS by default, an
/// iPad after `HeadlessDevice.simulate(idiom: .pad)`. As UIKit documents, `orientation` is `.unknown` until
/// `beginGeneratingDeviceOrientationNotifications()` is called, and `orientationDidChangeNotification` is
/// posted only while notifications are being generated.
@preconcurrency @MainActor open class UIDevice: NSObject {
    private static let shared = UIDevice()
    private var orientationRequests = 0
    private var batteryMonitoring = false

    /// The device (a single shared instance).
    open class var current: UIDevice { shared }

    /// The device's name: the generic model name ("iPhone", "iPad"), which is what iOS 16 and later return
    /// without the user-assigned-device-name entitlement.
    open var name: String { model }

    /// The model: "iPhone" for the phone idiom, "iPad" for the pad idiom, else "iPhone".
    open var model: String { HeadlessDevice.userInterfaceIdiom == .pad ? "iPad" : "iPhone" }

    /// The model, localized (the same English name on Linux).
    open var localizedModel: String { model }

    /// The operating system's name: "iOS", or "iPadOS" on the pad idiom (as iPadOS 15 and later report).
    open var systemName: String { HeadlessDevice.userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }

    /// The operating system's version: `HeadlessDevice.systemVersion` (default "17.0").
    open var systemVersion: String { HeadlessDevice.systemVersion }

    /// The physical orientation: `.unknown` unless orientation notifications are being generated, then
    /// `HeadlessDevice.orientation` (UIKit documents the `.unknown` rule).
    open var orientation: UIDeviceOrientation {
        orientationRequests > 0 ? HeadlessDevice.orientation : .unknown
    }

    /// A stable identifier for the app's vendor: a fixed UUID on Linux (deterministic tests) (iOS 6+).
    open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-4000-8000-000000000000") }

    /// Whether orientation notifications are being generated (more `begin…` than `end…` calls so far).
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationRequests > 0 }

    /// Starts orientation notifications; calls nest and must be balanced with `end…` (UIKit's rule).
    open func beginGeneratingDeviceOrientationNotifications() {
        orientationRequests += 1
    }

    /// Balances one `beginGeneratingDeviceOrientationNotifications()`; extra calls are ignored.
    open func endGeneratingDeviceOrientationNotifications() {
        orientationRequests = max(orientationRequests - 1, 0)
    }

    /// Whether battery monitoring is on; default `false` (iOS 3+).
    open var isBatteryMonitoringEnabled: Bool {
        get { batteryMonitoring }
        set { batteryMonitoring = newValue }
    }

    /// `.unknown` while monitoring is off (UIKit's rule), else `.full` (the simulated device is charged).
    open var batteryState: UIDevice.BatteryState { batteryMonitoring ? .full : .unknown }

    /// −1 while monitoring is off (UIKit's rule), else 1 (full).
    open var batteryLevel: Float { batteryMonitoring ? 1 : -1 }

    /// Whether proximity monitoring is on; default `false` (stored only) (iOS 3+).
    open var isProximityMonitoringEnabled: Bool = false

    /// Whether the proximity sensor is close to the user: always `false` (iOS 3+).
    open var proximityState: Bool { false }

    /// Whether the device supports multitasking: `true` (iOS 4+).
    open var isMultitaskingSupported: Bool { true }

    /// The interface idiom: `HeadlessDevice.userInterfaceIdiom`, `.phone` by default; the same as
    /// `UIScreen.main.traitCollection.userInterfaceIdiom` (iOS 3.2+).
    open var userInterfaceIdiom: UIUserInterfaceIdiom { HeadlessDevice.userInterfaceIdiom }

    /// Plays the keyboard click: nothing on Linux (iOS 4.2+).
    open func playInputClick() {}

    /// Posts `orientationDidChangeNotification` when notifications are being generated.
    func orientationDidChange() {
        guard orientationRequests > 0 else { return }
        NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: self)
    }
}

extension UIDevice {
    /// Posted (object: the device) when the physical orientation changes, while notifications are generated.
    nonisolated public static let orientationDidChangeNotification = NSNotification.Name(
        "UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery state changes (never on Linux) (iOS 3+).
    nonisolated public static let batteryStateDidChangeNotification = NSNotification.Name(
        "UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery level changes (never on Linux) (iOS 3+).
    nonisolated public static let batteryLevelDidChangeNotification = NSNotification.Name(
        "UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the proximity state changes (never on Linux) (iOS 3+).
    nonisolated public static let proximityStateDidChangeNotification = NSNotification.Name(
        "UIDeviceProximityStateDidChangeNotification")

    /// The battery's state (UIKit's `UIDevice.BatteryState`).
    public enum BatteryState: Int, Sendable {
        /// Not known (monitoring off).
        case unknown = 0
        /// On battery.
        case unplugged = 1
        /// Charging.
        case charging = 2
        /// Plugged in and full.
        case full = 3
    }
}
#endif
