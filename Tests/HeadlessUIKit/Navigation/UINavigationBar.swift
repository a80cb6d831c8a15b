#if os(Linux)
import Foundation

/// The bar at the top of a navigation controller (UIKit's `UINavigationBar`, iOS 2+). HeadlessUIKit models
/// its geometry only: `headlessHeight` tall, just below the status bar (the window's top safe-area inset),
/// translucent, so the children's views extend under it and their safe area starts below it.
@preconcurrency @MainActor open class UINavigationBar: UIView {
    /// The bar's height in the compact, standard-title configuration, pt (UIKit: 44 pt on iPhone).
    public static let headlessHeight: CGFloat = 44

    /// Whether the bar is translucent; default `true` (stored only: children always extend under the bar).
    open var isTranslucent: Bool = true

    /// Whether large titles are preferred; default `false` (stored only: the bar keeps its compact height).
    open var prefersLargeTitles: Bool = false

    /// Creates a bar (required so that `UINavigationController(navigationBarClass:toolbarClass:)` can make a
    /// subclass from its type).
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decoding is not supported on Linux: creates an empty bar.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
#endif
