import Foundation

/// How a sheet moves: the feel of drags, flings and settles, independent of where its detents are.
///
/// Layout (where the sheet can rest) and behavior (how it gets there) are separate values, so one can be
/// tuned without touching the other. Every default is documented and mirrors the system sheet's feel.
public struct SheetBehavior: Hashable, Sendable {
    /// The spring every settle uses. Its initial velocity is always the release velocity.
    /// Default: ``SpringCurve/sheet``.
    public var spring: SpringCurve

    /// Deceleration rate used to project where a flick would come to rest (per millisecond, like
    /// `UIScrollView.DecelerationRate`). Default: ``Deceleration/normal`` (0.998).
    public var decelerationRate: Double

    /// Fraction of the way between two detents the projected position must pass, in the direction of
    /// motion, for the sheet to move on to the next detent. 0…1, default 0.5 (the nearer detent wins).
    public var redirectThreshold: Double

    /// Whether a strong fling may pass intermediate detents. Default `false`: a release never moves more than
    /// one detent away from where the finger let go, like the system sheet.
    public var allowsDetentSkipping: Bool

    /// Rubber-band coefficient past the largest detent (and past the smallest when the sheet cannot be
    /// dismissed). Default 0.55, UIScrollView's.
    public var rubberBandCoefficient: Double

    /// A downward fling whose velocity divided by the remaining distance to the hidden position reaches this
    /// ratio (1/s) dismisses, wherever the projection lands. Default 5.5, FloatingPanel's removal threshold.
    public var dismissalVelocityRatio: Double

    /// Creates a behavior; every argument defaults to the documented value.
    public init(
        spring: SpringCurve = .sheet,
        decelerationRate: Double = Deceleration.normal,
        redirectThreshold: Double = 0.5,
        allowsDetentSkipping: Bool = false,
        rubberBandCoefficient: Double = RubberBand.defaultCoefficient,
        dismissalVelocityRatio: Double = 5.5
    ) {
        self.spring = spring
        self.decelerationRate = decelerationRate
        self.redirectThreshold = redirectThreshold
        self.allowsDetentSkipping = allowsDetentSkipping
        self.rubberBandCoefficient = rubberBandCoefficient
        self.dismissalVelocityRatio = dismissalVelocityRatio
    }

    /// The default behavior.
    public static let `default` = SheetBehavior()

    /// The same behavior with nonsense values replaced by the defaults: a non-finite or out-of-range
    /// threshold, rate or coefficient falls back to its documented default. Used internally on every input.
    public var sanitized: SheetBehavior {
        var copy = self
        if !(decelerationRate > 0 && decelerationRate < 1) { copy.decelerationRate = Deceleration.normal }
        if !(redirectThreshold >= 0 && redirectThreshold <= 1) { copy.redirectThreshold = 0.5 }
        if !(rubberBandCoefficient > 0 && rubberBandCoefficient.isFinite) {
            copy.rubberBandCoefficient = RubberBand.defaultCoefficient
        }
        if !(dismissalVelocityRatio > 0) { copy.dismissalVelocityRatio = 5.5 }
        return copy
    }
}
