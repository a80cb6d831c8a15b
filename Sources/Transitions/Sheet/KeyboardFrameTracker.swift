#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Remembers where the software keyboard is, process-wide, so a sheet presented while the keyboard is already
/// up knows about it.
///
/// iOS has no public call that returns the keyboard's current frame; apps learn it from the keyboard
/// notifications. This tracker observes `keyboardWillChangeFrameNotification` and
/// `keyboardWillHideNotification` from the moment it starts and keeps the last announced end frame (screen
/// coordinates; `nil` once the keyboard hides). It starts when the first ``ModalTransition`` (so every
/// ``SheetTransition`` and ``ZoomTransition``) is created or a sheet presentation begins, or when the app calls
/// ``SheetPresentationController/startTrackingKeyboard()``. Frames stay in screen coordinates; each sheet converts
/// them through its screen's coordinate space (its window need not fill the screen in Split View, Slide Over or
/// Stage Manager).
///
/// Limit: a keyboard that came up before the tracker started is unknown until its next notification. An app
/// whose first sheet may be created while a keyboard is already up calls
/// ``SheetPresentationController/startTrackingKeyboard()`` at launch.
@MainActor final class KeyboardFrameTracker {
    /// The one tracker of the process.
    static let shared = KeyboardFrameTracker()

    /// The keyboard's last announced end frame in screen coordinates; `nil` when hidden or not known.
    private(set) var frame: CGRect?
    private var observers: [any NSObjectProtocol] = []

    private init() {}

    /// Starts observing, once; later calls do nothing.
    func start() {
        guard observers.isEmpty else { return }
        let keys = KeyboardChange.Keys()
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification] {
            // Keyboard notifications are posted on the main thread; parse on the posting thread like the sheet does.
            let token = center.addObserver(forName: name, object: nil, queue: nil) { note in
                let change = KeyboardChange(note, keys: keys)
                MainActor.assumeIsolated { KeyboardFrameTracker.shared.record(change) }
            }
            observers.append(token)
        }
    }

    private func record(_ change: KeyboardChange) {
        let end = change.endFrame
        let valid = end.minX.isFinite && end.minY.isFinite && end.width.isFinite && end.height.isFinite
        frame = change.isHiding || !valid || end.height <= 0 ? nil : end
    }
}

extension SheetPresentationController {
    /// Starts the process-wide keyboard tracking that lets a sheet presented while the keyboard is already up
    /// rest above it (iOS has no public call for the keyboard's current frame, so the library learns it from the
    /// keyboard notifications). Tracking starts on its own when the first transition or sheet is created; call
    /// this at launch (for example in `application(_:didFinishLaunchingWithOptions:)`) when a keyboard may come
    /// up before that. Calling it again does nothing.
    public static func startTrackingKeyboard() {
        KeyboardFrameTracker.shared.start()
    }
}
#endif
