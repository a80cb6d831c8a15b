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

    /// How much of the container a keyboard with `frame` (screen coordinates) covers from the bottom, pt.
    func keyboardOverlap(forKeyboardFrame frame: CGRect?) -> CGFloat {
        guard let containerView, let frame else { return 0 }
        let local = containerView.convert(frame, from: nil)
        let overlap = containerView.bounds.maxY - local.minY
        return overlap.isFinite ? max(overlap, 0) : 0
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
            preKeyboardSelection = selectedDetentIdentifier
            animateChanges { selectedDetentIdentifier = resolution.largest.identifier }
        } else if overlap == 0 && wasUp {
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

    /// UIKit's userInfo keys, read on the main actor where they are isolated.
    struct Keys: Sendable {
        var frameEnd: String
        var duration: String
        var curve: String

        @MainActor init() {
            frameEnd = UIResponder.keyboardFrameEndUserInfoKey
            duration = UIResponder.keyboardAnimationDurationUserInfoKey
            curve = UIResponder.keyboardAnimationCurveUserInfoKey
        }
    }

    init(_ note: Notification, keys: Keys) {
        let info = note.userInfo ?? [:]
        endFrame = (info[keys.frameEnd] as? NSValue)?.cgRectValue ?? .zero
        duration = Self.number(info[keys.duration]) ?? 0
        curveRawValue = Int(Self.number(info[keys.curve]) ?? 0)
        isHiding = note.name == UIResponder.keyboardWillHideNotification
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
