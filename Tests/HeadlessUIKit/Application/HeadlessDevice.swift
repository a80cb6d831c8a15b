#if os(Linux)
import Foundation

/// Linux-only: the simulated device behind `UIDevice`, `UIScreen.main`, the screen's traits and the windows'
/// default safe-area insets.
///
/// Choose the device with `use(_:)` (`HeadlessDevice.use(.iPhone15Pro)`, or a `Model` of your own) before
/// creating windows: their traits follow the screen's. The device is shared by all tests:
/// `HeadlessEnvironment.reset()` puts `Model.launch` back (a test carrying the `.headlessHygiene` trait gets
/// that after it).
@MainActor public enum HeadlessDevice {
    /// The device chosen with `use(_:)`; `Model.launch` by default. `simulate(idiom:)`,
    /// `UIWindow.simulateSizeChange(to:…)` and `systemVersion` change the screen, idiom and version after it.
    public internal(set) static var model: Model = .launch

    /// The interface idiom; default `.phone`. Set it with `use(_:)` or `simulate(idiom:)`.
    public private(set) static var userInterfaceIdiom: UIUserInterfaceIdiom = .phone

    /// The physical orientation `UIDevice.orientation` reports while notifications are generated; default
    /// `.portrait`. Set it with `simulateOrientation(_:)`.
    public private(set) static var orientation: UIDeviceOrientation = .portrait

    /// The operating system version `UIDevice.systemVersion` reports: the model's (default "17.0") until set.
    public static var systemVersion = Model.launch.systemVersion

    /// Makes the simulated device a phone or a pad, with a matching screen:
    /// - `.phone`: 390 × 844 pt at scale 3, compact width, regular height (an iPhone 14);
    /// - `.pad`: 820 × 1180 pt at scale 2, regular width and height (an iPad Air, 4th generation);
    /// - other idioms keep the screen and change only the idiom trait.
    /// The device's safe-area insets and system version are kept.
    public static func simulate(idiom: UIUserInterfaceIdiom) {
        switch idiom {
        case .phone: applyScreen(idiom: idiom, size: CGSize(width: 390, height: 844), scale: 3)
        case .pad: applyScreen(idiom: idiom, size: CGSize(width: 820, height: 1180), scale: 2)
        default: applyScreen(idiom: idiom, size: nil, scale: nil)
        }
    }

    /// Sets the idiom and the screen (bounds, scale, size classes for a phone or a pad; `nil` keeps them).
    static func applyScreen(idiom: UIUserInterfaceIdiom, size: CGSize?, scale: CGFloat?) {
        userInterfaceIdiom = idiom
        let screen = UIScreen.main
        var values = screen.traitsStorage.values
        values.userInterfaceIdiom = idiom
        if let size { screen.boundsStorage = CGRect(origin: .zero, size: size) }
        if let scale { values.displayScale = scale }
        switch idiom {
        case .phone:
            values.horizontalSizeClass = .compact
            values.verticalSizeClass = .regular
        case .pad:
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

    /// Back to `Model.launch` (the default phone running "17.0", windows without insets), in portrait.
    public static func reset() {
        use(.launch)
        orientation = .portrait
    }
}
#endif
