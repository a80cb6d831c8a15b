#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension SheetPresentationController {
    func startKeyboardObservation() {
        guard keyboardObservers.isEmpty else { return }
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

    /// Lifts (or lowers) the sheet with the keyboard's own duration and curve.
    func keyboardWillChange(_ change: KeyboardChange) {
        guard let containerView, keyboardBehavior != .ignoresKeyboard else { return }
        let overlap: CGFloat
        if change.isHiding {
            overlap = 0
        } else {
            let frame = containerView.convert(change.endFrame, from: nil)
            overlap = max(containerView.bounds.maxY - frame.minY, 0)
        }
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
