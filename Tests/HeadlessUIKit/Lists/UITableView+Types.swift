#if os(Linux)
import Foundation

extension UITableView {
    /// The table's appearance (UIKit's `UITableView.Style`).
    public enum Style: Int, Sendable {
        /// Rows run edge to edge; section headers float at the top while their section scrolls.
        case plain = 0
        /// Sections are separated by header and footer space; headers scroll with the content.
        case grouped = 1
        /// Like `.grouped`; UIKit also insets the rows with rounded corners (laid out as `.grouped` here;
        /// iOS 13+).
        case insetGrouped = 2
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row (UIKit's `UITableView.ScrollPosition`).
    public enum ScrollPosition: Int, Sendable {
        /// The least scrolling that makes the row fully visible (none if it already is).
        case none = 0
        /// The row's top at the top of the visible area.
        case top = 1
        /// The row centred in the visible area.
        case middle = 2
        /// The row's bottom at the bottom of the visible area.
        case bottom = 3
    }

    /// How inserted, deleted or reloaded rows animate (UIKit's `UITableView.RowAnimation`). HeadlessUIKit
    /// applies every update at once whatever the animation.
    public enum RowAnimation: Int, Sendable {
        /// Fade in or out.
        case fade = 0
        /// Slide from or to the right.
        case right = 1
        /// Slide from or to the left.
        case left = 2
        /// Slide from or to the top.
        case top = 3
        /// Slide from or to the bottom.
        case bottom = 4
        /// No animation.
        case none = 5
        /// Keep the row centred in the space it will or did occupy (iOS 3.2+).
        case middle = 6
        /// The system's choice (iOS 5+).
        case automatic = 100
    }

    /// How `separatorInset` is interpreted (UIKit's `UITableView.SeparatorInsetReference`, iOS 11+).
    public enum SeparatorInsetReference: Int, Sendable {
        /// From the cell's edges.
        case fromCellEdges = 0
        /// From the automatic insets (the default).
        case fromAutomaticInsets = 1
    }

    /// "Use the default" for row, header, footer and estimated heights (UIKit's
    /// `UITableView.automaticDimension`, iOS 5+): −1 as UIKit defines `UITableViewAutomaticDimension`.
    public nonisolated static let automaticDimension: CGFloat = -1

    /// Posted when the selection changes through the user (not through `selectRow`/`deselectRow`).
    public nonisolated static let selectionDidChangeNotification = Notification.Name(
        "UITableViewSelectionDidChangeNotification")

    /// The search symbol for `sectionIndexTitles(for:)` (UIKit's `UITableView.indexSearch`).
    public nonisolated static let indexSearch = "{search}"

    /// The standard row height, in points: what an automatic row height resolves to for a cell whose
    /// content does not size it (UIKit's documented default of 44 pt).
    static let standardRowHeight: CGFloat = 44
}
#endif
