import Foundation

/// How a sheet moves: the feel of drags, flings and settles, independent of where its detents are.
///
/// Layout (where the sheet can rest) and behavior (how it gets there) are separate values, so one can be
/// tuned without touching the other. The defaults are UIKit's own (DEVICE-FACTS.md, "The sheet, as UIKit's code
/// defines it", "Motion and release"): a release is projected 0.099 s ahead and the nearest stop wins, dismissal
/// counting as one more stop; a flick of 1000 pt/s or more that would land back on the stop nearest the finger
/// goes one further and settles on a slightly bouncy spring. ``floatingPanel`` keeps the rule this package used
/// before, FloatingPanel's, for teams migrating from it. How the knobs combine: `SheetSnapping`.
public struct SheetBehavior: Hashable, Sendable {
    /// The spring a settle uses (a release slower than ``flickSpeed``, a detent change, `animateChanges`). Its
    /// initial velocity is always the release velocity. Default: ``SpringCurve/sheet`` (response 0.344 s, ratio 1).
    public var spring: SpringCurve

    /// The spring a release at ``flickSpeed`` or faster settles on. Default: ``SpringCurve/sheetFlick``
    /// (response 0.344 s, ratio 0.8: a visible overshoot).
    public var flickSpring: SpringCurve

    /// Release speed (pt/s) from which a release is a flick: it settles on ``flickSpring``, and when its projection
    /// lands back on the stop nearest the finger while it moves away from that stop, it goes one stop further.
    /// Default 1000 (UIKit's `SheetSpeedThreshold`). `.infinity` turns both off.
    public var flickSpeed: Double

    /// Release speed (pt/s) below which the velocity counts as 0 when choosing where the sheet goes (the settle
    /// still starts at the release velocity). Default 250 (UIKit's). 0 turns it off.
    public var minimumReleaseSpeed: Double

    /// Deceleration rate used to project where a release would come to rest (per millisecond, like
    /// `UIScrollView.DecelerationRate`; the projection is velocity × r/(1 − r)/1000 s). Default
    /// 0.99 (UIScrollView's fast rate, a 0.099 s projection: UIKit's sheet).
    public var decelerationRate: Double

    /// Between the two stops around the projection, the fraction of the way from the one behind to the one
    /// ahead (in the direction of motion) the projection must pass for the stop ahead to win. 0…1, default 0.5:
    /// the nearest stop wins.
    public var redirectThreshold: Double

    /// Whether a release may pass intermediate stops. Default `true`: the stops around the *projection* count,
    /// as in UIKit (with a 0.099 s projection a release rarely passes one). `false` keeps a release within the
    /// stops around the height where the finger let go.
    public var allowsDetentSkipping: Bool

    /// Rubber-band coefficient past the largest detent (and past the smallest when the sheet cannot be
    /// dismissed). Default 0.55, UIScrollView's.
    public var rubberBandCoefficient: Double

    /// A downward fling whose velocity divided by the remaining distance to the hidden position reaches this
    /// ratio (1/s) dismisses, wherever the projection lands. Default `.infinity`: no such rule, dismissal is one
    /// more stop (UIKit). ``floatingPanel`` uses 5.5, FloatingPanel's removal threshold.
    public var dismissalVelocityRatio: Double

    /// Creates a behavior; every argument defaults to UIKit's value.
    public init(
        spring: SpringCurve = .sheet,
        flickSpring: SpringCurve = .sheetFlick,
        flickSpeed: Double = SheetDeviceMetrics.flickSpeed,
        minimumReleaseSpeed: Double = SheetDeviceMetrics.minimumReleaseSpeed,
        decelerationRate: Double = SheetDeviceMetrics.releaseDecelerationRate,
        redirectThreshold: Double = 0.5,
        allowsDetentSkipping: Bool = true,
        rubberBandCoefficient: Double = RubberBand.defaultCoefficient,
        dismissalVelocityRatio: Double = .infinity
    ) {
        self.spring = spring
        self.flickSpring = flickSpring
        self.flickSpeed = flickSpeed
        self.minimumReleaseSpeed = minimumReleaseSpeed
        self.decelerationRate = decelerationRate
        self.redirectThreshold = redirectThreshold
        self.allowsDetentSkipping = allowsDetentSkipping
        self.rubberBandCoefficient = rubberBandCoefficient
        self.dismissalVelocityRatio = dismissalVelocityRatio
    }

    /// The default behavior: UIKit's sheet.
    public static let `default` = SheetBehavior()

    /// The rule this package used before it followed UIKit, FloatingPanel's, for teams migrating from
    /// FloatingPanel who rely on it: a 0.5 s projection (0.998, UIScrollView's normal rate), the stops around where the finger
    /// let go with a 50 % redirect threshold, a downward fling whose speed over the distance left reaches 5.5/s
    /// dismisses, no flick bump, no minimum speed, and one critically damped 0.38 s spring for every settle.
    public static let floatingPanel: SheetBehavior = {
        let spring = SpringCurve(response: 0.38, dampingRatio: 1)
        return SheetBehavior(
            spring: spring, flickSpring: spring, flickSpeed: .infinity, minimumReleaseSpeed: 0,
            decelerationRate: Deceleration.normal, redirectThreshold: 0.5, allowsDetentSkipping: false,
            dismissalVelocityRatio: 5.5)
    }()

    /// The same behavior with nonsense values replaced by the defaults: a NaN or out-of-range threshold, rate,
    /// coefficient, speed or ratio falls back to its documented default (`.infinity` stays where it means
    /// "off"). Used internally on every input.
    public var sanitized: SheetBehavior {
        var copy = self
        if !(decelerationRate > 0 && decelerationRate < 1) {
            copy.decelerationRate = SheetDeviceMetrics.releaseDecelerationRate
        }
        if !(redirectThreshold >= 0 && redirectThreshold <= 1) { copy.redirectThreshold = 0.5 }
        if !(rubberBandCoefficient > 0 && rubberBandCoefficient.isFinite) {
            copy.rubberBandCoefficient = RubberBand.defaultCoefficient
        }
        if !(dismissalVelocityRatio > 0) { copy.dismissalVelocityRatio = .infinity }
        if !(flickSpeed > 0) { copy.flickSpeed = SheetDeviceMetrics.flickSpeed }
        if !(minimumReleaseSpeed >= 0 && minimumReleaseSpeed.isFinite) {
            copy.minimumReleaseSpeed = SheetDeviceMetrics.minimumReleaseSpeed
        }
        return copy
    }

    /// The spring a release at `speed` pt/s (either sign; NaN counts as 0) settles on: ``flickSpring`` at
    /// ``flickSpeed`` or faster, else ``spring``.
    public func releaseSpring(speed: Double) -> SpringCurve {
        abs(speed) >= (flickSpeed > 0 ? flickSpeed : SheetDeviceMetrics.flickSpeed) ? flickSpring : spring
    }
}
