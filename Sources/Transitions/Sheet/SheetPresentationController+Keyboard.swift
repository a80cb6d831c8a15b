#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension SheetPresentationController {
    /// Observes the keyboard for this presentation, starting from where the keyboard already is: a sheet presented
    /// while the keyboard is up rests above it from its first frame (``KeyboardFrameTracker``).
    func startKeyboardObservation() {
        guard keyboardObservers.isEmpty else { return }
        KeyboardFrameTracker.shared.start()
        adoptKeyboardAlreadyUp()
        let center = NotificationCenter.default
        // UIKit's userInfo keys are main-actor isolated (the notification names are not): read them here, on
        // the main actor, and parse each notification with these plain strings on the posting thread.
        let keys = KeyboardChange.Keys()
        for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification] {
            let token = center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let info = KeyboardChange(note, keys: keys)
                MainActor.assumeIsolated { self?.keyboardWillChange(info) }
            }
            keyboardObservers.append(token)
        }
    }

    func stopKeyboardObservation() {
        keyboardObservers.forEach(NotificationCenter.default.removeObserver)
        keyboardObservers.removeAll()
    }

    /// The keyboard's overlap the sheet avoids: ``keyboardOverlap`` unless the sheet ignores the keyboard.
    var obstructingKeyboardOverlap: CGFloat { keyboardBehavior == .ignoresKeyboard ? 0 : keyboardOverlap }

    /// How much of the container a keyboard with `frame` (screen coordinates) covers from the bottom, pt. The frame
    /// is converted through the screen's coordinate space, not taken as window coordinates: in Split View, Slide
    /// Over and Stage Manager the window does not fill the screen (`KeyboardObstruction`).
    func keyboardOverlap(forKeyboardFrame frame: CGRect?) -> CGFloat {
        guard let containerView, let frame, let screen = containerView.window?.screen else { return 0 }
        let local = containerView.convert(frame, from: screen.coordinateSpace)
        return KeyboardObstruction.bottomOverlap(
            keyboardInContainer: local, containerBounds: containerView.bounds, keyboardInScreen: frame,
            screenBounds: screen.bounds)
    }

    /// Takes in a keyboard that was up before this presentation began, as a layout fact (no animation: the sheet
    /// has not appeared yet). With ``SheetKeyboardBehavior/expandsToLargestDetent`` the sheet presents at its
    /// largest detent and returns to its selection when the keyboard hides.
    private func adoptKeyboardAlreadyUp() {
        guard keyboardBehavior != .ignoresKeyboard else { return }
        let overlap = keyboardOverlap(forKeyboardFrame: KeyboardFrameTracker.shared.frame)
        guard overlap > 0.5 else { return }
        keyboardOverlap = overlap
        guard keyboardBehavior == .expandsToLargestDetent, let metrics = refreshLayout() else { return }
        preKeyboardSelection = selectedDetentIdentifier
        expandedForKeyboard = true
        selectedDetentIdentifier = metrics.detents.largest.identifier
    }

    /// Lifts (or lowers) the sheet with the keyboard's own duration and curve.
    func keyboardWillChange(_ change: KeyboardChange) {
        guard containerView != nil, keyboardBehavior != .ignoresKeyboard else { return }
        let overlap = change.isHiding ? 0 : keyboardOverlap(forKeyboardFrame: change.endFrame)
        guard abs(overlap - keyboardOverlap) > 0.5 else { return }
        let wasUp = keyboardOverlap > 0
        keyboardOverlap = overlap
        let transition: SheetLayoutTransition =
            change.duration > 0
            ? .timed(duration: change.duration, curve: TimingCurve.uiKitCurve(rawValue: change.curveRawValue))
            : .immediate
        layoutDidChange(transition: transition)
        guard keyboardBehavior == .expandsToLargestDetent, let resolution else { return }
        if overlap > 0 && !wasUp {
            // Another app's keyboard (`keyboardIsLocalUserInfoKey` false: "false for any other apps") still covers
            // this window in Split View, so the sheet stays above it; but nobody types here, so no expansion.
            guard change.isLocal else { return }
            preKeyboardSelection = selectedDetentIdentifier
            expandedForKeyboard = true
            animateChanges { selectedDetentIdentifier = resolution.largest.identifier }
        } else if overlap == 0 && wasUp && expandedForKeyboard {
            expandedForKeyboard = false
            let previous = preKeyboardSelection
            animateChanges { selectedDetentIdentifier = previous }
        }
    }
}

/// The parts of a keyboard notification the sheet needs, read once on the posting thread.
struct KeyboardChange: Sendable {
    var endFrame: CGRect
    var duration: Double
    var curveRawValue: Int
    var isHiding: Bool
    /// `keyboardIsLocalUserInfoKey`: "true for the app that caused the keyboard to appear and false for any other
    /// apps" (iPad multitasking). Missing counts as local.
    var isLocal: Bool

    /// UIKit's userInfo keys, read on the main actor where they are isolated.
    struct Keys: Sendable {
        var frameEnd: String
        var duration: String
        var curve: String
        var isLocal: String

        @MainActor init() {
            frameEnd = UIResponder.keyboardFrameEndUserInfoKey
            duration = UIResponder.keyboardAnimationDurationUserInfoKey
            curve = UIResponder.keyboardAnimationCurveUserInfoKey
            isLocal = UIResponder.keyboardIsLocalUserInfoKey
        }
    }

    init(_ note: Notification, keys: Keys) {
        let info = note.userInfo ?? [:]
        endFrame = (info[keys.frameEnd] as? NSValue)?.cgRectValue ?? .zero
        duration = Self.number(info[keys.duration]) ?? 0
        curveRawValue = Int(Self.number(info[keys.curve]) ?? 0)
        isHiding = note.name == UIResponder.keyboardWillHideNotification
        isLocal = Self.number(info[keys.isLocal]).map { $0 != 0 } ?? (info[keys.isLocal] as? Bool ?? true)
    }

    /// Reads a number whether it arrives as a Swift value or as `NSNumber` (Darwin bridges, Linux may not).
    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let double as Double: return double.isFinite ? double : nil
        case let int as Int: return Double(int)
        case let number as NSNumber: return number.doubleValue
        default: return nil
        }
    }
}
#endif
