#if os(Linux)
import Foundation

extension UISplitViewController {
    /// How the columns are arranged when expanded (UIKit's `UISplitViewController.DisplayMode`, iOS 8+).
    public enum DisplayMode: Int, Sendable {
        /// The split view controller chooses (never reported by `displayMode`).
        case automatic = 0
        /// Only the secondary column.
        case secondaryOnly = 1
        /// The primary column beside the secondary.
        case oneBesideSecondary = 2
        /// The primary column over the secondary.
        case oneOverSecondary = 3
        /// Primary and supplementary beside the secondary (iOS 14+).
        case twoBesideSecondary = 4
        /// Primary and supplementary over the secondary (iOS 14+).
        case twoOverSecondary = 5
        /// Primary and supplementary displacing the secondary (iOS 14+).
        case twoDisplaceSecondary = 6

        /// The iOS 8 name of `.secondaryOnly` (deprecated in iOS 14).
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        /// The iOS 8 name of `.oneBesideSecondary` (deprecated in iOS 14).
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        /// The iOS 8 name of `.oneOverSecondary` (deprecated in iOS 14).
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }

    /// The interface style chosen at initialization (UIKit's `UISplitViewController.Style`, iOS 14+).
    public enum Style: Int, Sendable {
        /// The classic two-controller interface (`viewControllers`).
        case unspecified = 0
        /// Primary and secondary columns.
        case doubleColumn = 1
        /// Primary, supplementary and secondary columns.
        case tripleColumn = 2
    }

    /// A column of a column-style split view controller (UIKit's `UISplitViewController.Column`, iOS 14+).
    public enum Column: Int, Sendable {
        /// The leading column.
        case primary = 0
        /// The middle column of a triple-column interface.
        case supplementary = 1
        /// The main content column.
        case secondary = 2
        /// The controller shown instead of the columns when collapsed.
        case compact = 3
    }

    /// How the columns share space (UIKit's `UISplitViewController.SplitBehavior`, iOS 14+).
    public enum SplitBehavior: Int, Sendable {
        /// The split view controller chooses.
        case automatic = 0
        /// Side by side.
        case tile = 1
        /// Over the secondary.
        case overlay = 2
        /// Pushing the secondary aside.
        case displace = 3
    }

    /// Which edge the primary column is on (UIKit's `UISplitViewController.PrimaryEdge`, iOS 11+).
    public enum PrimaryEdge: Int, Sendable {
        /// The leading edge.
        case leading = 0
        /// The trailing edge.
        case trailing = 1
    }

    /// The primary column's background style (UIKit's `UISplitViewController.BackgroundStyle`, iOS 13+).
    public enum BackgroundStyle: Int, Sendable {
        /// No special background.
        case none = 0
        /// The sidebar material.
        case sidebar = 1
    }

    /// Width that lets the split view controller choose, `-3.40282347e+38` as in UIKit (iOS 8+).
    nonisolated public static let automaticDimension: CGFloat = -CGFloat(Float.greatestFiniteMagnitude)
}

/// The split view controller's delegate (UIKit's `UISplitViewControllerDelegate`): every method optional,
/// modelled as requirements with UIKit's "absent" defaults. HeadlessUIKit calls
/// `splitViewController(_:willChangeTo:)` when the display mode changes and the collapse/expand
/// notifications of iOS 14 when the width class changes.
@preconcurrency @MainActor public protocol UISplitViewControllerDelegate: AnyObject {
    /// The display mode is about to change (iOS 8+).
    func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The split view controller collapsed to one column (iOS 14+).
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The split view controller expanded to several columns (iOS 14+).
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    /// Default when not implemented: nothing.
    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}

    /// Default when not implemented: nothing.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}

    /// Default when not implemented: nothing.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}
#endif
