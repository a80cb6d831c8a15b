#if os(Linux)
import Foundation

/// The root of a view hierarchy on screen (UIKit's `UIWindow`).
///
/// Tests create one with a frame, set `rootViewController` and call `makeKeyAndVisible()`. Safe-area
/// insets come from `simulatedSafeAreaInsets`; rotation and resizing from `simulateSizeChange(to:…)`.
@preconcurrency @MainActor open class UIWindow: UIView {
    var rootControllerStorage: UIViewController?
    /// The insets a test set (`simulatedSafeAreaInsets`, `simulateSizeChange(to:safeAreaInsets:…)`); `nil`: the
    /// device's (`HeadlessDevice.Model.safeAreaInsets`, where the window overlaps them).
    var explicitSafeArea: UIEdgeInsets?
    var safeAreaStorage: UIEdgeInsets {
        get { explicitSafeArea ?? HeadlessDevice.safeAreaInsets(forWindowFrame: frame) }
        set { explicitSafeArea = newValue }
    }
    var windowTraitsStorage: HeadlessTraitValues?
    var isVisibleStorage = false

    /// A window with the given frame in screen coordinates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        windowStorage = self
    }

    /// A window filling the screen, attached to `windowScene` (the app's single scene) (iOS 13+).
    public init(windowScene: UIWindowScene) {
        super.init(frame: UIScreen.main.bounds)
        windowStorage = self
        HeadlessWindows.register(self)
    }

    /// Decoding is not supported on Linux: creates a window with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        windowStorage = self
    }

    /// The window's root controller; setting it installs its view to fill the window.
    open var rootViewController: UIViewController? {
        get { rootControllerStorage }
        set { replaceRootViewController(with: newValue) }
    }

    /// The window's scene: the app's single window scene once the window was shown, made key or created
    /// with `init(windowScene:)`; setting `nil` detaches and hides it (iOS 13+).
    open var windowScene: UIWindowScene? {
        get { HeadlessWindows.isKnown(self) ? HeadlessWindowScene.shared : nil }
        set {
            if newValue == nil {
                isHidden = true
                HeadlessWindows.unregister(self)
            } else {
                HeadlessWindows.register(self)
            }
        }
    }

    /// Whether this is the key window.
    open var isKeyWindow: Bool { HeadlessWindows.keyWindow === self }

    /// The window's level; default `.normal` (stored only).
    open var windowLevel: UIWindow.Level = .normal

    /// The screen showing the window (always `UIScreen.main`).
    open var screen: UIScreen {
        get { UIScreen.main }
        set {}
    }

    /// Makes the window key (receiving keyboard events).
    open func makeKey() {
        HeadlessWindows.keyWindow = self
        HeadlessWindows.register(self)
    }

    /// Shows the window and makes it key; the root controller's view appears (`viewWillAppear` now,
    /// `viewDidAppear` on the next run-loop turn). Like a window scene, the runtime keeps visible windows
    /// alive until they are hidden.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
        showWindow()
    }

    /// Whether the window is hidden; hiding it releases the runtime's reference to it.
    open override var isHidden: Bool {
        didSet {
            if isHidden {
                HeadlessWindows.visible.removeAll { $0 === self }
                if HeadlessWindows.keyWindow === self { HeadlessWindows.keyWindow = HeadlessWindows.visible.last }
            } else if !HeadlessWindows.visible.contains(where: { $0 === self }) {
                HeadlessWindows.visible.append(self)
                HeadlessWindows.register(self)
            }
        }
    }

    /// The window's safe area insets: `simulatedSafeAreaInsets`.
    open override var safeAreaInsets: UIEdgeInsets { safeAreaStorage }

    /// Linux-only: the insets the device's notch and home indicator impose, in points: by default those of
    /// the device chosen with `HeadlessDevice.use(_:)` where the window overlaps them (none on the launch
    /// device). Setting them overrides the device's and updates every view's `safeAreaInsets` (callbacks run in
    /// the next layout pass).
    public var simulatedSafeAreaInsets: UIEdgeInsets {
        get { safeAreaStorage }
        set {
            safeAreaStorage = newValue
            safeAreaNeedsUpdate = true
            HeadlessSafeAreaCache.invalidate()
            markNeedsLayout()
            HeadlessLayoutScheduler.windowNeedsPass(self)
        }
    }

    /// The window's traits: the screen's, with any simulated size classes applied.
    var windowTraitCollection: UITraitCollection {
        guard let values = windowTraitsStorage else { return UIScreen.main.traitCollection }
        return UITraitCollection(values: values)
    }
}

extension UIWindow {
    /// A window's position in the z order (UIKit's `UIWindow.Level`).
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level value.
        public var rawValue: CGFloat

        /// A level from its value.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// A level from its value.
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The default level, 0.
        public static let normal = Level(0)
        /// Status bar level, 1000.
        public static let statusBar = Level(1000)
        /// Alert level, 2000.
        public static let alert = Level(2000)

        /// Orders by value.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}

/// Window bookkeeping (one key window).
@MainActor enum HeadlessWindows {
    static weak var keyWindow: UIWindow?
    /// Shown windows, kept alive as a window scene keeps its windows.
    static var visible: [UIWindow] = []
    /// Every window ever shown or made key, held weakly (the app's windows, hidden ones included).
    private static var known: [WeakWindow] = []

    struct WeakWindow {
        weak var window: UIWindow?
    }

    static func unregister(_ window: UIWindow) {
        known.removeAll { $0.window == nil || $0.window === window }
    }

    static func isKnown(_ window: UIWindow) -> Bool { known.contains { $0.window === window } }

    static func register(_ window: UIWindow) {
        known.removeAll { $0.window == nil }
        if !known.contains(where: { $0.window === window }) { known.append(WeakWindow(window: window)) }
    }

    /// The app's windows still alive, back to front: by `windowLevel`, then in the order they were first shown.
    static var knownWindows: [UIWindow] {
        let windows = known.compactMap(\.window)
        return windows.enumerated().sorted {
            $0.element.windowLevel == $1.element.windowLevel
                ? $0.offset < $1.offset : $0.element.windowLevel < $1.element.windowLevel
        }.map(\.element)
    }

    /// The key window while it is shown.
    static var currentKeyWindow: UIWindow? {
        guard let key = keyWindow, !key.isHidden else { return nil }
        return key
    }
}
#endif
