#if os(Linux)
import Foundation

/// A storyboard (UIKit's `UIStoryboard`, iOS 5+), declared only: real UIKit code checks
/// `UIViewController.storyboard`, and Linux has no compiled storyboards to load. A storyboard can be created but
/// holds no scenes; creating one logs a warning to `HeadlessDiagnostics`, where UIKit raises for a missing one.
@preconcurrency @MainActor open class UIStoryboard: NSObject {
    /// A storyboard named `name`; logs that it cannot be found (storyboards are not loaded on Linux).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        super.init()
        HeadlessDiagnostics.warn("Could not find a storyboard named '\(name)' (storyboards are not loaded on Linux)")
    }
}
#endif
