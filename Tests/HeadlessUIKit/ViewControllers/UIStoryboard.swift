#if os(Linux)
import Foundation

/// A storyboard (UIKit's `UIStoryboard`, iOS 5+). Linux has no compiled storyboards: a storyboard can be
/// created but holds no scenes. Where UIKit raises (a missing storyboard or identifier), HeadlessUIKit logs
/// a warning to `HeadlessDiagnostics`.
@preconcurrency @MainActor open class UIStoryboard: NSObject {
    /// The storyboard's name.
    let name: String

    /// A storyboard named `name`; logs that it cannot be found (storyboards are not loaded on Linux).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
        HeadlessDiagnostics.warn("Could not find a storyboard named '\(name)' (storyboards are not loaded on Linux)")
    }

    /// The initial controller: `nil` (no scenes).
    open func instantiateInitialViewController() -> UIViewController? { nil }

    /// The controller with `identifier`: a plain `UIViewController`, with a logged warning where UIKit
    /// raises because the storyboard has no such identifier.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        HeadlessDiagnostics.warn(
            "Storyboard '\(name)' doesn't contain a view controller with identifier '\(identifier)'")
        return UIViewController()
    }

    /// The initial controller made by `creator`: `nil` (no scenes) (iOS 13+).
    public func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? { nil }
}
#endif
