#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// What a sheet (``SheetRunner``) changed on the screen behind it to make it recede, so that it can be
/// put back exactly: the presenting view's transform, corners and clipping as they were, the black view behind
/// it, and the status-bar capture flag of the presented controller.
@MainActor final class SheetRecedeState {
    /// The presenting view's properties before the recede touched them.
    struct SavedPresenter {
        weak var view: UIView?
        let transform: CGAffineTransform
        let cornerRadius: CGFloat
        let maskedCorners: CACornerMask
        let masksToBounds: Bool
        let cornerCurve: CALayerCornerCurve
    }

    /// How far the sheets in front of this one push it back (0 when it is the top sheet).
    var pushedBack: Double = 0
    /// Set between `viewWillTransition(to:with:)` and the size change's layout: transforms stay identity so
    /// that UIKit's resizing (autoresizing sets `frame`, undefined under a transform) lands exactly.
    var isSuspendedForSizeChange = false
    /// The presenting view, saved while it recedes.
    var saved: SavedPresenter?
    /// The black view inserted behind the receding presenting view.
    var blackView: UIView?
    /// The sheet this one pushes back (its presenter is shown in that sheet), while it does.
    weak var pushedSheet: SheetRunner?
    /// Whether this controller switched on `modalPresentationCapturesStatusBarAppearance` and must switch it off.
    var capturedStatusBar = false
    /// The depth last applied to whatever is behind (the presenting view or the pushed sheet).
    var appliedDepth: Double = 0
    /// The Reduce Motion observation token, while the sheet is presented. `NotificationCenter` is thread-safe.
    nonisolated(unsafe) var reduceMotionObserver: (any NSObjectProtocol)?

    deinit {
        if let reduceMotionObserver { NotificationCenter.default.removeObserver(reduceMotionObserver) }
    }
}
#endif
