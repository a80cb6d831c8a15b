#if os(Linux)
import Foundation

/// A container of a primary and a secondary controller side by side (UIKit's `UISplitViewController`,
/// iOS 3.2+), declared only: real UIKit code checks for it (`parent is UISplitViewController`), and nothing in
/// this package's tests or guides presents from one. It behaves as a plain `UIViewController` here: no
/// columns, collapse or display modes.
@preconcurrency @MainActor open class UISplitViewController: UIViewController {
    /// Creates a split view controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Decoding is not supported on Linux: creates a split view controller.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
#endif
