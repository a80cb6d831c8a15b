#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The knobs and calls of the sheet beyond the basic ones (the recede, the floating sheet's source, the inset
/// appearance, animated changes), each over ``SheetPresentationController/configuration`` or forwarded to the
/// sheet's engine.
extension SheetPresentationController: UIGestureRecognizerDelegate {
    // MARK: Recede

    /// Whether the presenting screen recedes behind the sheet as the system card's does (iPhone, compact width):
    /// when a dimmed sheet approaches its largest detent, the screen behind scales down, moves under the status
    /// bar, rounds its top corners and the area around it turns black; a sheet presented from a sheet pushes that
    /// sheet back one step. Default `true`; set `false` for custom designs (the screen behind then never moves).
    ///
    /// Nothing recedes below the largest detent, when the largest detent is undimmed
    /// (``largestUndimmedDetentIdentifier``), in regular width or compact height, under Reduce Motion (the sheet
    /// cross-fades instead, with no scaling motion), for a presenting view that has no window, does not fill the
    /// container or carries a transform of its own. Values: ``recedeStyle``; geometry: `SheetRecedeGeometry`.
    /// Stored in ``SheetConfiguration/prefersPresentingViewRecedes``.
    public var prefersPresentingViewRecedes: Bool {
        get { configuration.prefersPresentingViewRecedes }
        set { configuration.prefersPresentingViewRecedes = newValue }
    }

    /// The recede's scale, offset and corner values. Default ``SheetRecedeStyle/system``.
    public var recedeStyle: SheetRecedeStyle {
        get { configuration.recedeStyle }
        set { configuration.recedeStyle = newValue }
    }

    /// How far this sheet's presenting view is pushed back right now, in steps (0: at rest; 1: receded behind
    /// one sheet at its largest detent; 2: behind two stacked sheets). Read-only; follows the sheet every frame.
    public var presenterRecedeDepth: Double { runner.presenterRecedeDepth }

    // MARK: Floating sheet's source

    /// The view the floating sheet (regular width, iPad) places itself over, like
    /// `UISheetPresentationController.sourceView`: "the sheet attempts to visually center itself over this view".
    /// It follows the view through rotation and size changes and stays inside the safe area less 20 pt ("the
    /// system only positions the sheet within system-defined margins"), above the keyboard when it is up. Default
    /// `nil`: as UIKit, the floating sheet is centered "vertically and horizontally in the window". In compact
    /// width the sheet is the normal bottom sheet. ``sourcePlacement`` `.beside` places the sheet next to the view
    /// like a popover instead. Held weakly (UIKit holds it strongly); a source that is gone, has no window or
    /// lies off screen counts as `nil`.
    public var sourceView: UIView? {
        get { configuration.sourceView }
        set { configuration.sourceView = newValue }
    }

    /// How the floating sheet is placed relative to ``sourceView``: ``SheetSourcePlacement/centered`` over it
    /// (UIKit's meaning, the default) or ``SheetSourcePlacement/beside`` it like a popover (below it when the
    /// largest detent fits there, else above). Not a UIKit property.
    public var sourcePlacement: SheetSourcePlacement {
        get { configuration.sourcePlacement }
        set { configuration.sourcePlacement = newValue }
    }

    /// The rect in ``sourceView``'s coordinates the sheet is attached to. Default `.null`: the source view's
    /// bounds. Non-finite rects are ignored.
    public var sourceRect: CGRect {
        get { configuration.sourceRect }
        set { configuration.sourceRect = newValue }
    }

    // MARK: Inset appearance

    /// How the sheet sits at partial heights. Default ``SheetAppearance/edgeAttached`` (today's look, attached to
    /// the bottom and side edges). ``SheetAppearance/inset`` is iOS 26's design: partial-height sheets float 8 pt
    /// inset from the sides and bottom and become edge-attached at the largest detent, morphing continuously while
    /// dragged (`SheetInset`), with 38 pt top corners; the floating sheet of regular width (inset already) takes
    /// iOS 26's 32 pt corners. Can change while presented.
    /// Stored in ``SheetConfiguration/appearance``.
    public var appearance: SheetAppearance {
        get { configuration.appearance }
        set { configuration.appearance = newValue }
    }

    /// The inset appearance's margin, top corner and display corner (``SheetConfiguration/insetStyle``). Default
    /// ``SheetInsetStyle/system``.
    public var insetStyle: SheetInsetStyle {
        get { configuration.insetStyle }
        set { configuration.insetStyle = newValue }
    }

    // MARK: Animated changes

    /// Applies changes to detents, the selected detent and sizes with an animation, like
    /// `UISheetPresentationController.animateChanges(_:)`: the sheet springs from where it is, keeping its
    /// velocity, with ``SheetBehavior/spring``; intermediate frames are reported like any other. Layout that the
    /// block asked for (``invalidateDetents()``) runs before the method returns, animated.
    ///
    /// Apple: "By the time this method returns, layout finishes for the sheet, all adjacent sheets in the sheet
    /// stack, and their subviews." The spring plays on the render server (docs/performance.md, "Motion off the main
    /// thread"), so when this returns the sheet's views hold their new frames — the end of the motion, as after any
    /// UIKit animation — and the sheet, the sheets next to it and their subviews have been laid out. Not yet for a
    /// sheet presented from another of our sheets, which settles on display frames (docs/sheet-uikit-names.md).
    public func animateChanges(_ changes: () -> Void) {
        runner.animateChanges(changes)
    }

    /// UIKit's `invalidateDetents()` (iOS 16): "If an external input (e.g. a captured property) to a custom detent
    /// changes, call this to notify the sheet to re-evaluate the detent in the next layout pass." The detents are
    /// re-resolved (custom resolvers run again, `.fitting` is re-measured) in the container's next layout pass, or
    /// at once by ``animateChanges(_:)`` when called inside it ("To animate custom detents to their new heights,
    /// call this method within `animateChanges(_:)`"). Before the sheet is presented it does nothing: presenting
    /// resolves the detents anyway.
    public func invalidateDetents() {
        runner.invalidateDetents()
    }

    /// The sheet's pan begins only for mostly vertical drags outside the tracked scroll view (so horizontal
    /// scroll views keep working and the list's own pan drives the sheet through the scroll arbiter); the
    /// dimming tap only while the dimming blocks touches (`SheetPanStart`).
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        runner.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
#endif
