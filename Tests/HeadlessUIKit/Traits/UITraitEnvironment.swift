#if os(Linux)
import Foundation

/// An object with a trait collection that is told when it changes (UIKit's `UITraitEnvironment`, iOS 8+).
@preconcurrency @MainActor public protocol UITraitEnvironment: NSObjectProtocol {
    /// The current traits.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed (deprecated in iOS 17 in favour of trait registration).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
#endif
