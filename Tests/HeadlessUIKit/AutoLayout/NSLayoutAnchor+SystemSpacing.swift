#if os(Linux)
import Foundation

/// The standard spacing UIKit's system-spacing anchors use (HeadlessUIKit's model).
enum HeadlessSystemSpacing {
    /// The system spacing between two sibling views, in points: 8 pt, the "standard space" Apple's Auto Layout
    /// Guide gives for the visual format `[a]-[b]`. UIKit derives the value "from information available from
    /// the anchors" (fonts, for baselines); HeadlessUIKit draws no text and uses 8 pt everywhere (unconfirmed).
    static let standard: CGFloat = 8

    /// `receiver relation anchor + multiplier × 8 pt`; non-finite multipliers count as 0.
    @MainActor static func constraint<Anchor>(
        _ receiver: NSLayoutAnchor<Anchor>, _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<Anchor>,
        multiplier: CGFloat
    ) -> NSLayoutConstraint {
        let factor = multiplier.isFinite ? multiplier : 0
        return receiver.make(relation, anchor, constant: factor * standard)
    }
}

extension NSLayoutXAxisAnchor {
    /// `self == anchor + multiplier × system spacing` (iOS 11+): the receiver sits that far after (to the
    /// right of, left to right) `anchor`. The system spacing is 8 pt here; the constraint's `constant` holds
    /// `multiplier × 8`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        HeadlessSystemSpacing.constraint(self, .equal, anchor, multiplier: multiplier)
    }

    /// `self >= anchor + multiplier × system spacing` (iOS 11+; 8 pt here).
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        HeadlessSystemSpacing.constraint(self, .greaterThanOrEqual, anchor, multiplier: multiplier)
    }

    /// `self <= anchor + multiplier × system spacing` (iOS 11+; 8 pt here).
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        HeadlessSystemSpacing.constraint(self, .lessThanOrEqual, anchor, multiplier: multiplier)
    }
}

extension NSLayoutYAxisAnchor {
    /// `self == anchor + multiplier × system spacing` (iOS 11+): the receiver sits that far below `anchor`.
    /// The system spacing is 8 pt here; the constraint's `constant` holds `multiplier × 8`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        HeadlessSystemSpacing.constraint(self, .equal, anchor, multiplier: multiplier)
    }

    /// `self >= anchor + multiplier × system spacing` (iOS 11+; 8 pt here).
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        HeadlessSystemSpacing.constraint(self, .greaterThanOrEqual, anchor, multiplier: multiplier)
    }

    /// `self <= anchor + multiplier × system spacing` (iOS 11+; 8 pt here).
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        HeadlessSystemSpacing.constraint(self, .lessThanOrEqual, anchor, multiplier: multiplier)
    }
}
#endif
