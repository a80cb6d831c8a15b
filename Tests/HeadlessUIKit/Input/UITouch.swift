#if os(Linux)
import Foundation

/// One finger on the screen: where it is, where it was, and which view it touched
/// (UIKit's `UITouch`, iOS 2+).
///
/// HeadlessUIKit creates touches only through simulated input (`UIWindow.simulateTap(at:)`,
/// `UIWindow.beginSimulatedDrag(at:)`); one object follows one finger from touch-down to lift-off,
/// as in UIKit. Locations are stored in window coordinates and converted on request.
@preconcurrency @MainActor open class UITouch: NSObject {
    /// The phase of a touch within its sequence (UIKit's `UITouch.Phase`).
    public enum Phase: Int, Sendable {
        /// A finger touched down.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is down but has not moved since the last event.
        case stationary = 2
        /// The finger lifted.
        case ended = 3
        /// The system cancelled the touch.
        case cancelled = 4
        /// A pointer entered a region (iOS 13.4+; not produced by HeadlessUIKit).
        case regionEntered = 5
        /// A pointer moved within a region (iOS 13.4+; not produced by HeadlessUIKit).
        case regionMoved = 6
        /// A pointer left a region (iOS 13.4+; not produced by HeadlessUIKit).
        case regionExited = 7
    }

    /// The kind of touch (UIKit's `UITouch.TouchType`); simulated touches are `.direct`.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct = 0
        /// A touch not on the screen (e.g. a remote).
        case indirect = 1
        /// An Apple Pencil (iOS 9.1+).
        case pencil = 2
        /// An indirect pointer such as a trackpad (iOS 13.4+).
        case indirectPointer = 3
    }

    /// Creates a touch; HeadlessUIKit's input simulation fills in the details.
    public override init() {
        super.init()
    }

    /// Where the finger is now, in window coordinates.
    var windowLocation: CGPoint = .zero
    /// Where the finger was at the previous event, in window coordinates.
    var previousWindowLocation: CGPoint = .zero
    /// Backing storage for `view`.
    var hitView: UIView?
    /// Backing storage for `window`.
    weak var touchWindow: UIWindow?
    /// Recognizers receiving this touch.
    var receivingRecognizers: [UIGestureRecognizer] = []

    /// The touch's phase; `.began` when created.
    open internal(set) var phase: UITouch.Phase = .began

    /// The number of taps for this touch (2 for the second tap of a double tap).
    open internal(set) var tapCount: Int = 1

    /// When the touch last changed, in `HeadlessClock` seconds.
    open internal(set) var timestamp: TimeInterval = 0

    /// The kind of touch; always `.direct` here.
    open internal(set) var type: UITouch.TouchType = .direct

    /// The contact radius in points; HeadlessUIKit reports a fingertip of 20 pt.
    open internal(set) var majorRadius: CGFloat = 20

    /// The tolerance of `majorRadius` in points.
    open internal(set) var majorRadiusTolerance: CGFloat = 5

    /// The force of the touch; 0 (no 3D Touch is simulated).
    open internal(set) var force: CGFloat = 0

    /// The largest possible force; 0 (no 3D Touch is simulated).
    open internal(set) var maximumPossibleForce: CGFloat = 0

    /// The view the touch started in (the hit-test result at touch-down); `nil` if nothing was hit.
    open var view: UIView? { hitView }

    /// The window the touch belongs to.
    open var window: UIWindow? { touchWindow }

    /// The gesture recognizers receiving this touch; `nil` when there are none.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        receivingRecognizers.isEmpty ? nil : receivingRecognizers
    }

    /// The current location in `view`'s coordinates; `nil` means window coordinates.
    open func location(in view: UIView?) -> CGPoint {
        TouchGeometry.convertFromWindow(windowLocation, to: view)
    }

    /// The location at the previous event in `view`'s coordinates; `nil` means window coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint {
        TouchGeometry.convertFromWindow(previousWindowLocation, to: view)
    }

    /// The precise location (iOS 9.1+); equal to `location(in:)` for simulated fingers.
    open func preciseLocation(in view: UIView?) -> CGPoint {
        location(in: view)
    }

    /// The precise previous location (iOS 9.1+); equal to `previousLocation(in:)` here.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint {
        previousLocation(in: view)
    }
}
#endif
