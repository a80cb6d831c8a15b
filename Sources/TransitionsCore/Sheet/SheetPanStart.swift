import Foundation

/// When the sheet's own pan may take a touch (UIKit's `gestureRecognizerShouldBegin(_:)` for the sheet's pan): only
/// for a mostly vertical drag, not one inside the tracked scroll view (the list's own pan moves the sheet through
/// `SheetScrollArbiter`, so horizontal scroll views and the list keep working), and not while a programmatic
/// dismissal runs (a drag's dismissal still settling off screen can be grabbed: it commits only once off screen).
/// Pure, allocation-free.
package enum SheetPanStart {
    /// Whether the sheet's pan begins.
    /// - Parameters:
    ///   - velocity: The pan's velocity as it would begin (pt/s, any axis convention); a NaN component counts as 0.
    ///   - isInTrackedScrollView: Whether the touch lies inside the tracked scroll view (shown in the sheet).
    ///   - isDismissingProgrammatically: Whether a dismissal that no drag started is under way.
    package static func begins(
        velocity: CGPoint, isInTrackedScrollView: Bool, isDismissingProgrammatically: Bool
    ) -> Bool {
        if isDismissingProgrammatically || isInTrackedScrollView { return false }
        let x = velocity.x.isNaN ? 0 : abs(velocity.x)
        let y = velocity.y.isNaN ? 0 : abs(velocity.y)
        return !(x > y)
    }
}

/// Where a sheet sits in a stack of sheets, and what follows from it: UIKit's sheet at the back of a stack hides
/// its grabber and takes the default corner radius ("This property only has an effect when the sheet is at the
/// front of its sheet stack", `preferredCornerRadius`).
package enum SheetStackPlace: Hashable, Sendable {
    /// No sheet of ours covers this one.
    case front
    /// Another sheet is presented on top of this one.
    case covered

    /// The corner radius the layout uses: the app's `preferred` one at the front, the default (`nil`) behind.
    package func cornerRadius(preferred: CGFloat?) -> CGFloat? {
        self == .front ? preferred : nil
    }
}
