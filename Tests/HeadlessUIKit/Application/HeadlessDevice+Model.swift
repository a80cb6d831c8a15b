#if os(Linux)
import Foundation

extension HeadlessDevice {
    /// Linux-only: a device to simulate, chosen with `HeadlessDevice.use(_:)`: the screen's size and scale, the
    /// safe-area insets of a window filling it (portrait: the status bar or sensor housing, the home indicator),
    /// the interface idiom and the system version.
    ///
    /// The presets' screens are those Apple lists for the models (points and scale, portrait); their insets are
    /// what those models' windows report in portrait. Size classes follow the idiom, as on those devices in
    /// portrait: a phone is compact wide and regular tall, a pad regular both ways.
    public struct Model: Equatable, Sendable {
        /// A name for messages (`HeadlessEnvironment.leftovers`).
        public var name: String
        /// The screen's size in points, portrait.
        public var screenSize: CGSize
        /// Pixels per point (`UIScreen.scale`, `UITraitCollection.displayScale`); Auto Layout rounds frames to
        /// `1 / scale`.
        public var scale: CGFloat
        /// The safe-area insets of a window that fills the screen, in points (a window that covers part of
        /// the screen gets the part of them it overlaps).
        public var safeAreaInsets: UIEdgeInsets
        /// The interface idiom (`UIDevice.userInterfaceIdiom`, the traits' idiom).
        public var idiom: UIUserInterfaceIdiom
        /// What `UIDevice.systemVersion` reports.
        public var systemVersion: String

        /// A device with the given screen, insets, idiom and system version.
        public init(
            name: String, screenSize: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets,
            idiom: UIUserInterfaceIdiom, systemVersion: String
        ) {
            self.name = name
            self.screenSize = screenSize
            self.scale = scale
            self.safeAreaInsets = safeAreaInsets
            self.idiom = idiom
            self.systemVersion = systemVersion
        }

        /// The device at launch: a 390 × 844 pt phone screen at 3× running "17.0", whose windows have no
        /// safe-area insets until a test gives them some (`UIWindow.simulatedSafeAreaInsets`).
        public static let launch = Model(
            name: "the launch device", screenSize: CGSize(width: 390, height: 844), scale: 3,
            safeAreaInsets: .zero, idiom: .phone, systemVersion: "17.0")

        /// iPhone 15 Pro: 393 × 852 pt at 3×; 59 pt status bar (Dynamic Island), 34 pt home indicator.
        public static let iPhone15Pro = Model(
            name: "iPhone 15 Pro", screenSize: CGSize(width: 393, height: 852), scale: 3,
            safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), idiom: .phone,
            systemVersion: "17.0")

        /// iPhone 14: 390 × 844 pt at 3×; 47 pt status bar (notch), 34 pt home indicator.
        public static let iPhone14 = Model(
            name: "iPhone 14", screenSize: CGSize(width: 390, height: 844), scale: 3,
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), idiom: .phone,
            systemVersion: "16.0")

        /// iPhone SE (3rd generation): 375 × 667 pt at 2×; 20 pt status bar, no home indicator.
        public static let iPhoneSE = Model(
            name: "iPhone SE", screenSize: CGSize(width: 375, height: 667), scale: 2,
            safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), idiom: .phone,
            systemVersion: "17.0")

        /// iPad Pro 12.9-inch: 1024 × 1366 pt at 2×; 24 pt status bar, 20 pt home indicator.
        public static let iPadPro12_9 = Model(
            name: "iPad Pro 12.9-inch", screenSize: CGSize(width: 1024, height: 1366), scale: 2,
            safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), idiom: .pad,
            systemVersion: "17.0")

        /// iPad Air (4th generation): 820 × 1180 pt at 2×; 24 pt status bar, 20 pt home indicator.
        public static let iPadAir = Model(
            name: "iPad Air", screenSize: CGSize(width: 820, height: 1180), scale: 2,
            safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), idiom: .pad,
            systemVersion: "17.0")
    }

    /// Simulates `model` from now on: `UIScreen.main` (bounds, scale, traits), `UIDevice` (idiom, model name,
    /// system version) and the safe-area insets of windows that do not set `simulatedSafeAreaInsets`
    /// themselves. Choose the device before creating windows; windows already shown pick up the new insets
    /// at their next layout pass. `HeadlessEnvironment.reset()` (and `reset()`) go back to `Model.launch`.
    public static func use(_ model: Model) {
        self.model = model
        systemVersion = model.systemVersion
        applyScreen(idiom: model.idiom, size: model.screenSize, scale: model.scale)
        HeadlessSafeAreaCache.invalidate()
        for window in HeadlessWindows.visible {
            window.safeAreaNeedsUpdate = true
            window.setNeedsLayout()
        }
    }

    /// The insets a window with `frame` (screen coordinates) gets from the device: the part of
    /// `model.safeAreaInsets` it overlaps.
    static func safeAreaInsets(forWindowFrame frame: CGRect) -> UIEdgeInsets {
        let insets = model.safeAreaInsets
        guard insets != .zero else { return .zero }
        let screen = UIScreen.main.bounds
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { max(0, min(value, max(limit, 0))) }
        return UIEdgeInsets(
            top: clamp(screen.minY + insets.top - frame.minY, frame.height),
            left: clamp(screen.minX + insets.left - frame.minX, frame.width),
            bottom: clamp(frame.maxY - (screen.maxY - insets.bottom), frame.height),
            right: clamp(frame.maxX - (screen.maxX - insets.right), frame.width))
    }
}
#endif
