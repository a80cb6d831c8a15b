import Foundation

/// The edge of the screen a sheet is attached to and slides in from: `.bottom` (the default, UIKit's sheet),
/// `.top` (banners, filters), `.leading` or `.trailing` (side panels, as FloatingPanel's left and right positions).
///
/// Everything a bottom sheet does holds on every edge, measured along the edge's axis: a detent's value is the
/// sheet's extent from the edge (`.height(300)` on `.leading` is a panel 300 pt wide, past the leading safe area),
/// `.medium()`, `.large()` and `.fraction(_:)` take the container's usable extent along that axis, `.fitting()` the
/// content's size along it, and a custom detent's resolver sees the container measured along the axis (its
/// `containerSize.height` is the extent along the axis). Drags and flings toward the edge shrink and dismiss the
/// sheet, it rubber-bands past its largest and smallest detents along the axis, the grabber and the rounded corners
/// sit on its inner side, and it extends under the safe area on its own edge while its content stays clear of it (a
/// top panel covers the status bar and keeps its content below it). The tracked scroll view hands over to the sheet
/// when it is scrolled to its end in the edge's direction (its top for `.bottom`, its bottom for `.top`). The
/// keyboard lifts a bottom sheet, shortens a top sheet's largest extent so it ends above the keyboard, and insets a
/// side panel's content. The screen behind recedes only behind a bottom sheet. A sheet on another edge than the
/// bottom is always edge-attached, also in regular width and compact height.
///
/// `.leading` and `.trailing` follow the layout direction: `.leading` is the left edge in a left-to-right layout
/// and the right edge in a right-to-left one.
public enum SheetEdge: Hashable, Sendable, CaseIterable {
    /// The bottom edge: UIKit's sheet. The default.
    case bottom
    /// The top edge: the sheet hangs from the top of the screen, under the status bar.
    case top
    /// The leading edge: left in a left-to-right layout, right in a right-to-left one.
    case leading
    /// The trailing edge: right in a left-to-right layout, left in a right-to-left one.
    case trailing

    /// The physical edge this edge is in a layout direction.
    /// - Parameter isRightToLeft: Whether the layout runs right to left (UIKit's
    ///   `effectiveUserInterfaceLayoutDirection == .rightToLeft`).
    package func physical(isRightToLeft: Bool) -> SheetPhysicalEdge {
        switch self {
        case .bottom: return .bottom
        case .top: return .top
        case .leading: return isRightToLeft ? .right : .left
        case .trailing: return isRightToLeft ? .left : .right
        }
    }
}

/// A screen edge as drawn, after the layout direction: where `SheetEdgeMapping` places the sheet.
package enum SheetPhysicalEdge: Hashable, Sendable, CaseIterable {
    /// The bottom edge (the identity mapping).
    case bottom
    /// The top edge.
    case top
    /// The left edge.
    case left
    /// The right edge.
    case right

    /// Whether the sheet moves horizontally (left or right edge).
    package var isHorizontal: Bool { self == .left || self == .right }
}
