#if os(Linux)
import Foundation

/// Linux-only: the simulated device behind `UIDevice`, `UIScreen.main` and the screen's traits.
///
/// Change the idiom before creating windows (their traits follow the screen's), and call `reset()` at the
/// end of a test that changed anything: the device is shared by all tests.
@MainActor public enum HeadlessDevice {
    /// The interface idiom; default `.phone`. Set it with `simulate(idiom:)`.
    public private(set) static var userInterfaceIdiom: UIUserInterfaceIdiom = .phone

    /// The physical orientation `UIDevice.orientation` reports while notifications are generated; default
    /// `.portrait`. Set it with `simulateOrientation(_:)`.
    public private(set) static var orientation: UIDeviceOrientation = .portrait

    /// The operating system version `UIDevice.systemVersion` reports; default "17.0".
    public static var systemVersion = launchSystemVersion
    static let launchSystemVersion = "17.0"

    /// Makes the simulated device a phone or a pad, with a matching screen:
    /// - `.phone`: 390 × 844 pt at scale 3, compact width, regular height (an iPhone 14);
    /// - `.pad`: 820 × 1180 pt at scale 2, regular width and height (an iPad Air, 4th generation);
    /// - other idioms keep the screen and change only the idiom trait.
    public static func simulate(idiom: UIUserInterfaceIdiom) {
        userInterfaceIdiom = idiom
        let screen = UIScreen.main
        var values = screen.traitsStorage.values
        values.userInterfaceIdiom = idiom
        switch idiom {
        case .phone:
            screen.boundsStorage = CGRect(x: 0, y: 0, width: 390, height: 844)
            values.displayScale = 3
            values.horizontalSizeClass = .compact
            values.verticalSizeClass = .regular
        case .pad:
            screen.boundsStorage = CGRect(x: 0, y: 0, width: 820, height: 1180)
            values.displayScale = 2
            values.horizontalSizeClass = .regular
            values.verticalSizeClass = .regular
        default:
            break
        }
        screen.traitsStorage = UITraitCollection(values: values)
    }

    /// Turns the simulated device; `UIDevice.orientationDidChangeNotification` is posted when the value
    /// changes and orientation notifications are being generated. The interface does not rotate: simulate
    /// that with `UIWindow.simulateSizeChange(to:…)`.
    public static func simulateOrientation(_ newOrientation: UIDeviceOrientation) {
        guard newOrientation != orientation else { return }
        orientation = newOrientation
        UIDevice.current.orientationDidChange()
    }

    /// Back to the default phone in portrait running "17.0".
    public static func reset() {
        simulate(idiom: .phone)
        orientation = .portrait
        systemVersion = launchSystemVersion
    }
}
#endif
