#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Every knob of a sheet, each declared once with its default: the one storage that ``SheetTransition`` (for the
/// next presentation), ``SheetPresentationController`` (live, as `configuration`, with UIKit's names over it) and
/// `SheetOptions` (the SwiftUI modifiers) hold.
///
/// Knobs that mirror `UISheetPresentationController` carry its names, defaults and documented behaviour (see
/// docs/sheet-uikit-names.md for each of Apple's sentences and the test that pins it). Setting a configuration on a
/// presented sheet applies the difference, animated inside ``SheetPresentationController/animateChanges(_:)``.
/// Adding a knob: one property here, one line in `mergingChanges(from:to:)`, and its behaviour in the controller.
public struct SheetConfiguration {
    // MARK: UIKit's names

    /// The heights the sheet can rest at. Default `[.large()]` (UIKit: "The default value is an array that contains
    /// the value `large()`"). An empty or all-invalid list falls back to `[.large()]`, reported in
    /// ``SheetPresentationController/detentDiagnostics``.
    public var detents: [Detent] = [.large()]
    /// The detent the sheet rests at; `nil` (default) means the smallest (UIKit: "If the value is nil, the system
    /// uses the smallest detent"). An identifier that names no (active) detent is kept and treated as `nil` until
    /// it names one again.
    public var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent at which nothing is dimmed and touches reach the views behind the sheet; `nil` (default)
    /// dims at every detent (UIKit: "Without a dimming view, the undimmed area around the sheet responds to user
    /// interaction, allowing for a nonmodal experience").
    public var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the sheet shows a grabber. Default `false`. Hidden where UIKit hides it: "when the sheet is full
    /// screen in a compact-height size class or when another sheet presents on top of it".
    public var prefersGrabberVisible = false
    /// The top corners' radius in points; `nil` (default) is the system-like radius (10 pt, 16 pt floating). UIKit:
    /// "This property only has an effect when the sheet is at the front of its sheet stack."
    public var preferredCornerRadius: CGFloat?
    /// Whether scrolling the tracked scroll view up expands the sheet before it scrolls. Default `true` (UIKit's).
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet finds its scroll view itself when ``SheetPresentationController/trackedScrollView`` is `nil`,
    /// as UIKit's sheet finds a descendant scroll view ("a descendent scroll view is scrolled to top"). Default
    /// `true`. The search runs when a touch lands on the sheet: breadth-first from the presented view (the view
    /// itself first, so a `UITableViewController`'s table counts), shallower before deeper, siblings back to front;
    /// the first visible, scroll-enabled vertical scroll view wins (content taller than it, bouncing vertically, or
    /// not wider than it: a horizontal carousel is passed over). A SwiftUI `ScrollView` or `List` is found the same
    /// way. A `trackedScrollView` set by the app overrides what is found; `false` turns the search off, so with no
    /// `trackedScrollView` no scroll view moves the sheet.
    public var discoversContentScrollView = true
    /// Whether the sheet stays attached to the bottom edge in compact height instead of filling it. Default `false`.
    public var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet in compact height takes its width from `preferredContentSize`. Default `false`:
    /// "the sheet's width equals the width of its container's safe area".
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// Whether a floating sheet (regular width) "sizes itself for readable content" (UIKit's `prefersPageSizing`,
    /// iOS 17): `true` is "`UIModalPresentationStyle.pageSheet` behavior, in which the sheet width follows the
    /// readable width" (the container's `readableContentGuide`); `false` is "`UIModalPresentationStyle.formSheet`
    /// behavior, in which the sheet size follows the presented view controller’s `preferredContentSize`" (its width;
    /// 540 pt when it states none; the height still comes from the detents). Default
    /// ``defaultPrefersPageSizing``, as the iOS 26.2 SDK header says: "NO on iOS 18.0 and later, YES on earlier
    /// releases" (Apple's web page says `true`; docs/sheet-uikit-names.md). Edge-attached sheets are unaffected.
    public var prefersPageSizing = SheetConfiguration.defaultPrefersPageSizing
    /// The view the floating sheet (regular width) places itself over: "the sheet attempts to visually center
    /// itself over this view"; `nil` (default) centers it "vertically and horizontally in the window". Held weakly
    /// (UIKit holds it strongly). See ``sourcePlacement``.
    public var sourceView: UIView? {
        get { sourceViewReference.view }
        set { sourceViewReference = WeakViewReference(newValue) }
    }
    private var sourceViewReference = WeakViewReference(nil)

    /// `prefersPageSizing`'s default, per the iOS 26.2 SDK header: `false` on iOS 18 and later (and on Linux, where
    /// HeadlessUIKit stands in for a current iOS), `true` on earlier releases.
    public static var defaultPrefersPageSizing: Bool {
        if #available(iOS 18.0, *) { return false } else { return true }
    }

    // MARK: Beyond UIKit

    /// The screen edge the sheet is attached to and slides in from. Default ``SheetEdge/bottom`` (UIKit's sheet);
    /// `.top`, `.leading` and `.trailing` measure every detent, drag, rubber band, corner and safe area along their
    /// own axis (``SheetEdge``). Changing it on a shown sheet moves the sheet to the new edge (animated inside
    /// `animateChanges`).
    public var edge = SheetEdge.bottom

    /// The rect in ``sourceView``'s coordinates; `.null` (default) is its bounds. Non-finite rects are ignored.
    public var sourceRect: CGRect = .null
    /// Centered over ``sourceView`` (UIKit's meaning, the default) or beside it like a popover.
    public var sourcePlacement: SheetSourcePlacement = .centered
    /// Whether the presenting screen recedes behind the sheet as the system card's does (iPhone, compact width).
    /// Default `true` (see ``SheetPresentationController/prefersPresentingViewRecedes``).
    public var prefersPresentingViewRecedes = true
    /// The recede's scale, offset and corner values. Default ``SheetRecedeStyle/system``; a style that allows no
    /// depth leaves the screen behind untouched.
    public var recedeStyle = SheetRecedeStyle.system
    /// How the sheet sits at partial heights. Default ``SheetAppearance/edgeAttached``; ``SheetAppearance/inset`` is
    /// the current system style (see ``SheetPresentationController/appearance``).
    public var appearance = SheetAppearance.edgeAttached
    /// The inset appearance's margin, top corner and display corner. Default ``SheetInsetStyle/system`` (iOS 26's).
    public var insetStyle = SheetInsetStyle.system
    /// How the sheet moves (spring, projection, skipping, rubber band, dismissal ratio). Default
    /// ``SheetBehavior/default``.
    public var behavior = SheetBehavior.default
    /// What the sheet does when the keyboard appears. Default ``SheetKeyboardBehavior/keepsDetentAboveKeyboard``.
    public var keyboardBehavior = SheetKeyboardBehavior.keepsDetentAboveKeyboard
    /// The dimming color at full dimming. Default UIKit's: black at 20 % opacity in light mode and 48 % in dark
    /// mode, a dynamic colour the dimming view resolves with the container's traits (DEVICE-FACTS.md, "The sheet,
    /// as UIKit's code defines it", dimming: `_alertControllerDimmingViewColor`).
    public var dimmingColor = UIColor { traits in
        UIColor(
            white: 0,
            alpha: traits.userInterfaceStyle == .dark
                ? SheetDeviceMetrics.dimmingAlphaDark : SheetDeviceMetrics.dimmingAlphaLight)
    }
    /// Whether a tap on the dimmed area dismisses (subject to `isModalInPresentation` and the delegate). Default
    /// `true`.
    public var dismissesOnDimmingTap = true
    /// Whether a user-driven detent change plays a selection haptic. Default `false`.
    public var prefersHapticFeedbackOnDetentChange = false
    /// A view installed behind the sheet, filling the container (a picture, a map). Its controls stay tappable
    /// while the current height is at or below ``largestUndimmedDetentIdentifier``. Default `nil`.
    public var backgroundView: UIView?
    /// A view pinned to the bottom of the screen above the sheet's content (a "Join" button): it does not move
    /// while the sheet changes detent or rubber-bands, and leaves with the sheet on dismissal. Default `nil`.
    public var footerView: UIView?
    /// The footer's height above the bottom safe area, in points; `nil` (default) measures the footer with Auto
    /// Layout.
    public var footerHeight: CGFloat?
    /// Called on every frame the sheet moves, with its position. Default `nil`.
    public var onPositionChange: (@MainActor (SheetPosition) -> Void)?
    /// The background effect of each detent, by identifier: iOS 26.1's `UISheetPresentationController.Detent
    /// .backgroundEffect` ("Set the background effect for this detent. Set to nil to use default background. Default
    /// is nil."), kept here so that ``Detent`` stays free of UIKit. Empty (default): no effect anywhere. At rest the
    /// sheet shows the effect of its detent behind the content (give the content a clear background to see it);
    /// between two detents the two effects cross-fade with the position's progress; a detent not listed shows none.
    /// On every iOS version.
    public var detentBackgroundEffects: [Detent.Identifier: UIVisualEffect] = [:]

    /// The item the sheet grows out of when it presents and closes back into when it is dismissed (iOS 26's zoom
    /// into a sheet, on every iOS): a view, or a bar button item's view in its bar, asked when the sheet presents and
    /// again when it closes. `nil` (default), a view not in the window, or one entirely off screen: the sheet rises
    /// and slides down as a plain sheet. Under Reduce Motion the sheet cross-fades. docs/sheets.md, "Growing out of a
    /// button".
    public var zoomSource: ZoomTransition.Source?

    /// A configuration with every default (UIKit's for UIKit's names).
    public init() {}

    /// A configuration with `detents` and every other default.
    public init(detents: [Detent]) {
        self.detents = detents
    }

    /// This configuration with the knobs that differ between `old` and `new` taken from `new`; the others are left
    /// as they are here. How a declarative caller (SwiftUI) moves a live sheet from the options it last applied to
    /// new ones without undoing what the user did meanwhile (a detent dragged to stays selected unless the app's
    /// selection changed). Views compare by identity; closures are always taken from `new`; detents compare by
    /// their recipes (custom detents always count as changed, so their resolvers run again).
    package func mergingChanges(from old: SheetConfiguration, to new: SheetConfiguration) -> SheetConfiguration {
        var result = self
        func take<Value: Equatable>(_ key: WritableKeyPath<SheetConfiguration, Value>) {
            if old[keyPath: key] != new[keyPath: key] { result[keyPath: key] = new[keyPath: key] }
        }
        func takeView(_ key: WritableKeyPath<SheetConfiguration, UIView?>) {
            if old[keyPath: key] !== new[keyPath: key] { result[keyPath: key] = new[keyPath: key] }
        }
        if !Detent.sameRecipes(old.detents, new.detents) { result.detents = new.detents }
        take(\.selectedDetentIdentifier)
        take(\.edge)
        take(\.largestUndimmedDetentIdentifier)
        take(\.prefersGrabberVisible)
        take(\.preferredCornerRadius)
        take(\.prefersScrollingExpandsWhenScrolledToEdge)
        take(\.discoversContentScrollView)
        take(\.prefersEdgeAttachedInCompactHeight)
        take(\.widthFollowsPreferredContentSizeWhenEdgeAttached)
        take(\.prefersPageSizing)
        takeView(\.sourceView)
        take(\.sourceRect)
        take(\.sourcePlacement)
        take(\.prefersPresentingViewRecedes)
        take(\.recedeStyle)
        take(\.appearance)
        take(\.insetStyle)
        take(\.behavior)
        take(\.keyboardBehavior)
        take(\.dimmingColor)
        take(\.dismissesOnDimmingTap)
        take(\.prefersHapticFeedbackOnDetentChange)
        takeView(\.backgroundView)
        takeView(\.footerView)
        take(\.footerHeight)
        result.onPositionChange = new.onPositionChange
        result.zoomSource = new.zoomSource
        if old.detentBackgroundEffects != new.detentBackgroundEffects {
            result.detentBackgroundEffects = new.detentBackgroundEffects
        }
        return result
    }
}

/// A weak reference that a value type can hold (``SheetConfiguration/sourceView``); replaced, never mutated, so
/// copies of a configuration never affect each other.
final class WeakViewReference {
    weak var view: UIView?
    init(_ view: UIView?) { self.view = view }
}
#endif
