// A minimal stand-in for Xcode's PlaygroundSupport, used only by .ci/ios-typecheck so the Playground pages
// type-check against the iOS SDK subset (which, like every SDK, does not contain PlaygroundSupport: it ships
// inside Xcode's playground runtime). It declares just what the pages use, with Xcode's spelling.
import UIKit

/// Something a playground can show as its live view (Xcode: `UIView` and `UIViewController` conform).
public protocol PlaygroundLiveViewable {}

extension UIView: PlaygroundLiveViewable {}
extension UIViewController: PlaygroundLiveViewable {}

/// The running playground page.
@MainActor public final class PlaygroundPage {
    /// The page being executed.
    public static let current = PlaygroundPage()

    /// The view or view controller shown in the live view.
    public var liveView: (any PlaygroundLiveViewable)?

    /// Whether the page keeps running after its last top-level statement.
    public var needsIndefiniteExecution = false

    /// Stops the page.
    public func finishExecution() {}
}
