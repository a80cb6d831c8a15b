#if os(Linux)
import Foundation

/// Identifies the from/to controller in a transition context (UIKit's `UITransitionContextViewControllerKey`, iOS 7+).
public struct UITransitionContextViewControllerKey: Hashable, Equatable, RawRepresentable, Sendable {
    /// The key's name (undocumented in UIKit; any distinct strings work).
    public var rawValue: String

    /// A key from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The controller visible at the start of the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end of the transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Identifies the from/to view in a transition context (UIKit's `UITransitionContextViewKey`, iOS 8+).
public struct UITransitionContextViewKey: Hashable, Equatable, RawRepresentable, Sendable {
    /// The key's name (undocumented in UIKit; any distinct strings work).
    public var rawValue: String

    /// A key from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The view leaving (or staying under) the transition.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
#endif
