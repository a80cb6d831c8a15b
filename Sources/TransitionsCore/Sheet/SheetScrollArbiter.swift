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
/// pull the sheet down.
///
/// It also keeps the book of one scroll-view pan (``panBegan(isQuickRepeat:)``, ``panChanged(translation:offset:top:sheetHeight:largestHeight:)``,
/// ``panEnded()``): whether the list's pan drives the sheet now, and from which translation, so the UIKit layer
/// only applies the ``HandOff`` it is told. Allocation-free.
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
    /// Whether the current scroll-view pan drives the sheet (a drag of the sheet is under way through it).
    package private(set) var drivesSheet = false
    /// The pan's translation (pt, down positive) at its previous movement.
    private var lastTranslation: Double = 0
    /// ``sheetTranslation`` when the pan took the sheet: the sheet's drag is measured from there.
    private var sheetBase: Double = 0
    /// Whether the current pan goes to the list for its whole length (`SheetQuickRepeat`).
    package private(set) var isQuickRepeat = false

    /// What the UIKit layer does for one movement of the scroll view's pan.
    package enum HandOff: Hashable, Sendable {
        /// Nothing for the sheet: the list scrolls.
        case none
        /// The sheet's drag begins now, then follows `translation` (pt, down positive, since the drag began); the
        /// list's offset stays pinned at its top.
        case beginSheetDrag(translation: Double)
        /// The sheet's drag follows `translation`; the list's offset stays pinned at its top.
        case dragSheet(translation: Double)
        /// The list takes over again (the sheet reached its largest detent): the sheet's drag ends at rest.
        case endSheetDrag
    }

    /// Creates an arbiter.
    public init(prefersScrollingExpandsWhenScrolledToEdge: Bool = true) {
        self.prefersScrollingExpandsWhenScrolledToEdge = prefersScrollingExpandsWhenScrolledToEdge
    }

    /// Starts a new gesture.
    public mutating func reset() {
        sheetTranslation = 0
        isMovingSheet = false
        drivesSheet = false
        lastTranslation = 0
        sheetBase = 0
        isQuickRepeat = false
    }

    /// A scroll-view pan began; `isQuickRepeat` (`SheetQuickRepeat.handsToScrollView(at:sheetIsResting:)`) gives
    /// it to the list for its whole length.
    package mutating func panBegan(isQuickRepeat: Bool) {
        reset()
        self.isQuickRepeat = isQuickRepeat
    }

    /// The scroll-view pan moved to `translation` (pt since it began, down positive; non-finite counts as no
    /// movement). `offset` is the list's content offset now (it has already scrolled by this movement) and `top`
    /// the offset of its top edge (`-adjustedContentInset.top`): a finger-up movement asks where the list was
    /// before it, a finger-down one where it is now (rubber-banding past the top counts). Half a point of slack.
    package mutating func panChanged(
        translation: Double, offset: Double, top: Double, sheetHeight: Double, largestHeight: Double
    ) -> HandOff {
        guard !isQuickRepeat, translation.isFinite else { return .none }
        let delta = translation - lastTranslation
        lastTranslation = translation
        let before = offset + (delta < 0 ? delta : 0)
        let atTop = before.isFinite && top.isFinite ? before <= top + 0.5 : true
        let routed = route(delta: delta, sheetHeight: sheetHeight, largestHeight: largestHeight, contentIsAtTop: atTop)
        if routed == .sheet {
            if !drivesSheet {
                drivesSheet = true
                sheetBase = sheetTranslation - delta
                return .beginSheetDrag(translation: sheetTranslation - sheetBase)
            }
            return .dragSheet(translation: sheetTranslation - sheetBase)
        }
        guard drivesSheet else { return .none }
        drivesSheet = false
        return .endSheetDrag
    }

    /// The scroll-view pan ended (or was cancelled): whether it was driving the sheet, whose drag then ends with
    /// the pan (the list is pinned at its top and its deceleration stopped).
    package mutating func panEnded() -> Bool {
        defer { drivesSheet = false }
        return drivesSheet
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
