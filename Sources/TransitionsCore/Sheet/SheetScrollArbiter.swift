import Foundation

/// Decides, movement by movement, whether a drag inside the sheet's tracked scroll view moves the sheet or
/// scrolls the content — UIKit's `prefersScrollingExpandsWhenScrolledToEdge` rules, plus "dismiss only when the
/// list is scrolled to its top".
///
/// - Finger up: expands the sheet while it is below its largest detent, scrolling expands and the content is at its
///   top edge (the iOS 26.2 SDK header: "If there is a larger detent to expand to than the selected detent, and a
///   descendent scroll view is scrolled to top, this controls whether scrolling … will expand to a larger
///   detent"); otherwise scrolls. A drag already moving the sheet keeps moving it.
/// - Finger down: moves the sheet (toward smaller detents or dismissal) only when the content is at its top
///   edge; otherwise scrolls the content back first.
/// The hand-over happens mid-gesture in both directions, so one continuous drag can scroll to the top and then
/// pull the sheet down. Allocation-free.
package struct SheetScrollArbiter: Hashable, Sendable {
    /// Where one movement goes.
    package enum Route: Hashable, Sendable {
        /// The sheet follows the finger; the scroll view's offset must stay pinned.
        case sheet
        /// The content scrolls; the sheet stays where it is.
        case content
    }

    /// UIKit's `prefersScrollingExpandsWhenScrolledToEdge`. Default `true`.
    public var prefersScrollingExpandsWhenScrolledToEdge: Bool
    /// Total finger movement routed to the sheet since ``reset()`` (points, down positive): feed it to
    /// `SheetMotionEvent.dragChanged(translation:at:)`.
    public private(set) var sheetTranslation: Double = 0
    /// Whether the latest movement went to the sheet.
    public private(set) var isMovingSheet = false

    /// Creates an arbiter.
    public init(prefersScrollingExpandsWhenScrolledToEdge: Bool = true) {
        self.prefersScrollingExpandsWhenScrolledToEdge = prefersScrollingExpandsWhenScrolledToEdge
    }

    /// Starts a new gesture.
    public mutating func reset() {
        sheetTranslation = 0
        isMovingSheet = false
    }

    /// Routes one movement.
    /// - Parameters:
    ///   - delta: Finger movement since the previous call (points, down positive). Non-finite counts as 0.
    ///   - sheetHeight: The sheet's current height.
    ///   - largestHeight: The largest detent's height.
    ///   - contentIsAtTop: Whether the scroll view's content offset is at (or above) its top edge.
    @discardableResult
    public mutating func route(delta: Double, sheetHeight: Double, largestHeight: Double, contentIsAtTop: Bool)
        -> Route
    {
        let d = delta.isFinite ? delta : 0
        let route: Route
        if d < 0 {
            let canExpand = sheetHeight < largestHeight - 0.5
            let expands = prefersScrollingExpandsWhenScrolledToEdge && contentIsAtTop
            route = canExpand && (expands || isMovingSheet) ? .sheet : .content
        } else if d > 0 {
            route = contentIsAtTop ? .sheet : .content
        } else {
            route = isMovingSheet ? .sheet : .content
        }
        isMovingSheet = route == .sheet
        if route == .sheet { sheetTranslation += d }
        return route
    }
}
