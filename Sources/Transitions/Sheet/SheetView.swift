#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The sheet itself: a rounded, clipping view that hosts the presented controller's view (the
/// presentation controller's `presentedView`). Keeps its content filling it as its height changes, and
/// answers VoiceOver's escape gesture by dismissing when allowed.
final class SheetView: UIView {
    weak var controller: SheetPresentationController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        layer.cornerCurve = .continuous
    }

    required init?(coder: NSCoder) { nil }

    func applyCorners(radius: CGFloat, roundsBottom: Bool) {
        layer.cornerRadius = radius
        layer.maskedCorners =
            roundsBottom
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.presentedViewController.viewIfLoaded?.frame = bounds
    }

    /// Leaving the window may mean UIKit removed the sheet without a dismissal of its own (see
    /// ``PresentationEndWatch``).
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { controller?.sheetViewDidLeaveWindow() }
    }

    /// VoiceOver's two-finger scrub: a user dismissal (honours `isModalInPresentation` and the delegate).
    override func accessibilityPerformEscape() -> Bool {
        guard let controller else { return false }
        UserDismissal.dismiss(controller)
        return true
    }
}
#endif
