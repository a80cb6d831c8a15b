import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The system sheet's constants as UIKit's own code sets them, each named once here with the row of
/// DEVICE-FACTS.md ("The sheet, as UIKit's code defines it") it comes from. Defaults elsewhere read these.
@usableFromInline package enum SheetDeviceMetrics {
    // MARK: Motion and release

    /// Response of the settle spring, 0.344144233 s (mass 1, stiffness 333.33, damping 36.51) ("Motion and
    /// release", settle spring: `UISheetPresentationMetrics` `SheetResponse`, iOS 18.2 and 26.1 alike).
    package static let settleResponse: Double = 0.344144233

    /// Damping ratio of the settle spring, 1 ("Motion and release", settle spring: `SheetDampingRatio`).
    package static let settleDampingRatio: Double = 1

    /// Damping ratio of the spring a fast release settles on, 0.8, with the settle spring's response ("Motion and
    /// release", flick spring: `SheetHighSpeedDampingRatio`).
    package static let flickDampingRatio: Double = 0.8

    /// Release speed (pt/s) from which the flick spring and the flick bump apply, 1000 ("Motion and release",
    /// flick spring and flick bump: `SheetSpeedThreshold` in `UISheetInteraction` `draggingEndedInSource:`).
    @usableFromInline package static let flickSpeed: Double = 1000

    /// Deceleration rate of the release projection, 0.99 per millisecond, i.e. position + velocity × 0.099 s
    /// ("Motion and release", where a release goes: `r/(1−r)/1000` in `_UIHyperInteractor _projectedPoint`).
    @usableFromInline package static let releaseDecelerationRate: Double = Deceleration.fast

    /// Release speed (pt/s) below which the velocity counts as 0, 250 ("Motion and release", minimum speed:
    /// read from `_UIHyperInteractor` by a third party).
    @usableFromInline package static let minimumReleaseSpeed: Double = 250

    /// Longest rubber-band extent above the largest detent, 100 pt; the extent is the gap to the top safe area
    /// when that is smaller ("Motion and release", rubber band extent d).
    package static let rubberBandExtentAbove: Double = 100

    /// Rubber-band extent below the smallest detent of a sheet that may not dismiss, as a fraction of the
    /// container's height: ¼ ("Motion and release", rubber band extent d).
    package static let rubberBandExtentBelowFraction: Double = 0.25

    /// Longest rubber-band extent below the smallest detent, 200 pt ("Motion and release", rubber band extent d).
    package static let rubberBandExtentBelowMaximum: Double = 200

    /// Fraction of the rubber-band extent below the smallest detent a drag pulls before the delegate hears
    /// `presentationControllerDidAttemptToDismiss`, once per drag: ¼ ("Motion and release", attempt to dismiss).
    package static let attemptToDismissFraction: Double = 0.25

    /// A pan that begins within 0.4 s of the previous one ended, the sheet at rest, goes to the scroll view
    /// ("Motion and release", quick repeat: `MinimumSheetSwipeInterval`).
    package static let minimumSwipeInterval: Double = 0.4

    // MARK: Geometry and look

    /// Medium detent as a fraction of the largest detent value in a container taller than
    /// ``compactContainerHeight``: 0.56 ("Geometry and look", medium: `UISheetDetentBlockMedium`).
    package static let mediumFraction: CGFloat = 0.56

    /// Medium detent as a fraction of the largest detent value in a container at most
    /// ``compactContainerHeight`` tall: 0.63 ("Geometry and look", medium).
    package static let mediumFractionShortContainer: CGFloat = 0.63

    /// Container height (pt) at and below which medium uses ``mediumFractionShortContainer``: 568
    /// ("Geometry and look", medium: a two-entry table indexed by height > 568).
    package static let compactContainerHeight: CGFloat = 568

    /// Dimming colour's opacity in light mode, black at 0.2 ("Geometry and look", dimming:
    /// `_alertControllerDimmingViewColor`).
    package static let dimmingAlphaLight: CGFloat = 0.2

    /// Dimming colour's opacity in dark mode, black at 0.48 ("Geometry and look", dimming).
    package static let dimmingAlphaDark: CGFloat = 0.48

    /// Presenter recede side margin (pt) on screens at most ``recedeNarrowWidth`` wide: 16
    /// ("Geometry and look", presenter recede: scale 1 − 2m/W).
    @usableFromInline package static let recedeMarginNarrow: CGFloat = 16

    /// Presenter recede side margin (pt) on screens wider than ``recedeNarrowWidth``: 20
    /// ("Geometry and look", presenter recede).
    @usableFromInline package static let recedeMarginWide: CGFloat = 20

    /// The widest screen (pt) that recedes with ``recedeMarginNarrow``: 393 ("Geometry and look", presenter recede).
    package static let recedeNarrowWidth: CGFloat = 393

    /// How many sheets deep the presenters recede at most: 2 ("Geometry and look", presenter recede:
    /// `maximumSheetDepthLevel`).
    @usableFromInline package static let maximumRecedeDepth: Double = 2

    /// Side padding (pt) of a floating sheet, 25 ("Geometry and look", floating side padding: `minimumSidePadding`).
    @usableFromInline package static let floatingSidePadding: CGFloat = 25

    /// iPad form sheet sizes by the screen's longest side: 540 × 600 up to 1024 pt, 580 × 640 up to 1590 pt,
    /// 620 × 680 above ("Geometry and look", form sheet: `defaultFormSheetSizeForScreenSize:`).
    package static func formSheetSize(screenLongestSide side: CGFloat) -> CGSize {
        if side <= 1024 { return CGSize(width: 540, height: 600) }
        if side <= 1590 { return CGSize(width: 580, height: 640) }
        return CGSize(width: 620, height: 680)
    }

    // MARK: iOS 26

    /// How much narrower than the full width an inset sheet is at and below the detent under the largest, 16 pt:
    /// UIKit scales the full-width frame uniformly by 1 − shrink with shrink = lerp(1 − percentFullHeight, 0, 16/W),
    /// so the sheet stands 8 pt in from the sides and the bottom at medium and 0 at large, whatever the width
    /// ("iOS 26", partial-height inset, read by a third party from the 26.1 restore).
    @usableFromInline package static let insetShrinkPoints: CGFloat = 16

    /// Top corner radius of an iOS 26 sheet, 38 pt ("iOS 26", corners).
    @usableFromInline package static let insetTopCornerRadius: CGFloat = 38

    /// How much the bottom corner radius falls below the display's corner as the sheet gets shorter, 14 pt per unit
    /// of v: bottom = max(display corner − 14·v, 20) ("iOS 26", corners).
    package static let insetBottomCornerStep: CGFloat = 14

    /// The smallest bottom corner radius of an iOS 26 sheet, 20 pt: bottom = max(display corner − 14·v, 20)
    /// ("iOS 26", corners).
    package static let insetBottomCornerMinimum: CGFloat = 20

    /// Corner radius of an iOS 26 floating or form sheet, 32 pt ("iOS 26", corners: floating/form 32).
    package static let insetFloatingCornerRadius: CGFloat = 32
}
