#if os(Linux)
import Foundation

/// The simulated software keyboard (Linux-only; not part of UIKit).
///
/// `show` and `hide` post UIKit's keyboard notifications through `NotificationCenter.default` with UIKit's
/// userInfo keys, in the order devices post them (unconfirmed by documentation):
/// `keyboardWillChangeFrame` → `keyboardWillShow` (or `…WillHide`) at once, inside a `UIView` animation
/// with the keyboard's duration and curve so that layout changes made by observers animate along, as on
/// iOS; then, `duration` seconds later on `HeadlessClock`, `keyboardDidChangeFrame` → `keyboardDidShow`
/// (or `…DidHide`). The notification object is the window's screen. The keyboard spans the window's width
/// at the bottom of its frame (screen coordinates).
@MainActor public enum HeadlessKeyboard {
    /// The curve iOS actually posts (`UIView.AnimationCurve(rawValue: 7)` is `nil`; clients convert it with
    /// `UIView.AnimationOptions(rawValue: UInt(curve) << 16)`).
    public static let systemAnimationCurveRawValue = 7

    private static var currentFrame: CGRect?

    /// The keyboard's frame in screen coordinates while shown (its final frame as soon as `show` returns,
    /// as UIKit's model values are); `nil` when hidden.
    public static var frame: CGRect? { currentFrame }

    /// Shows the keyboard (or changes its height while shown) in `window`.
    ///
    /// - Parameters:
    ///   - height: keyboard height in points; negative or non-finite values count as 0.
    ///   - duration: animation duration in seconds (default 0.25); negative or non-finite count as 0.
    ///   - curve: the curve to post; `nil` (the default) posts the system's undocumented curve 7.
    public static func show(
        height: CGFloat, duration: TimeInterval = 0.25, curve: UIView.AnimationCurve? = nil, in window: UIWindow
    ) {
        let safeHeight = height.isFinite ? max(0, height) : 0
        let area = window.frame
        let hiddenFrame = CGRect(x: area.minX, y: area.maxY, width: area.width, height: safeHeight)
        let shownFrame = CGRect(x: area.minX, y: area.maxY - safeHeight, width: area.width, height: safeHeight)
        let begin = currentFrame ?? hiddenFrame
        currentFrame = shownFrame
        post(
            will: UIResponder.keyboardWillShowNotification, did: UIResponder.keyboardDidShowNotification,
            begin: begin, end: shownFrame, duration: duration, curve: curve, window: window)
    }

    /// Hides the keyboard shown in `window`; does nothing (posts nothing) when it is hidden.
    ///
    /// - Parameters:
    ///   - duration: animation duration in seconds (default 0.25); negative or non-finite count as 0.
    ///   - curve: the curve to post; `nil` (the default) posts the system's undocumented curve 7.
    public static func hide(duration: TimeInterval = 0.25, curve: UIView.AnimationCurve? = nil, in window: UIWindow) {
        guard let begin = currentFrame else { return }
        let end = CGRect(x: begin.minX, y: window.frame.maxY, width: begin.width, height: begin.height)
        currentFrame = nil
        post(
            will: UIResponder.keyboardWillHideNotification, did: UIResponder.keyboardDidHideNotification,
            begin: begin, end: end, duration: duration, curve: curve, window: window)
    }

    /// Posts UIKit's hide notifications for a keyboard that the simulated one does not know about: a frame a
    /// test announced by posting `keyboardWillChangeFrameNotification` itself (a floating or undocked keyboard).
    /// Observers that keep the last announced frame process-wide then forget it (`HeadlessEnvironment.reset()`).
    /// Does nothing while the simulated keyboard is up (`hide(in:)` is the call then).
    static func announceHidden(in window: UIWindow) {
        guard currentFrame == nil else { return }
        let area = window.frame
        let end = CGRect(x: area.minX, y: area.maxY, width: area.width, height: 0)
        post(
            will: UIResponder.keyboardWillHideNotification, did: UIResponder.keyboardDidHideNotification,
            begin: end, end: end, duration: 0, curve: nil, window: window)
    }

    private static func post(
        will: NSNotification.Name, did: NSNotification.Name, begin: CGRect, end: CGRect,
        duration: TimeInterval, curve: UIView.AnimationCurve?, window: UIWindow
    ) {
        let seconds = duration.isFinite ? max(0, duration) : 0
        let curveRawValue = curve?.rawValue ?? systemAnimationCurveRawValue
        let screen = window.screen
        let willInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: seconds),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: UInt(curveRawValue)),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let didInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        let options = UIView.AnimationOptions(rawValue: UInt(curveRawValue) << 16)
        UIView.animate(
            withDuration: seconds, delay: 0, options: options,
            animations: {
                center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: screen, userInfo: willInfo)
                center.post(name: will, object: screen, userInfo: willInfo)
            }, completion: nil)
        HeadlessClock.main.schedule(after: seconds) {
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: screen, userInfo: didInfo)
            center.post(name: did, object: screen, userInfo: didInfo)
        }
    }
}
#endif
