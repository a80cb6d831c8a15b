#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension SheetRunner {
    /// Observes the keyboard (starting from where it already is: a sheet shown while the keyboard is up rests
    /// above it from its first frame, ``KeyboardFrameTracker``) and Dynamic Type (a custom detent may read
    /// `containerTraitCollection`), until ``stopObservations()``.
    func startObservations() {
        guard observers.isEmpty else { return }
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
            observers.append(token)
        }
        // A new text size re-resolves the detents, animated.
        observers.append(
            center.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) {
                [weak self] _ in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.animateChanges { self.invalidateDetents() }
                }
            })
    }

    func stopObservations() {
        observers.forEach(NotificationCenter.default.removeObserver)
        observers.removeAll()
    }

    /// The keyboard policy's mode for the configuration's `keyboardBehavior`.
    var keyboardMode: SheetKeyboardPolicy.Mode {
        switch configuration.keyboardBehavior {
        case .keepsDetentAboveKeyboard: return .avoids
        case .expandsToLargestDetent: return .expands
        case .ignoresKeyboard: return .ignores
        }
    }

    /// The keyboard's overlap the sheet avoids (0 when it ignores the keyboard).
    var obstructingKeyboardOverlap: CGFloat { CGFloat(keyboard.obstructingOverlap(keyboardMode)) }

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

    /// Takes in a keyboard that was up before the sheet was shown, as a layout fact (no animation: the sheet has
    /// not appeared yet); `SheetKeyboardPolicy` decides whether the sheet starts at its largest detent.
    private func adoptKeyboardAlreadyUp() {
        let mode = keyboardMode
        guard mode != .ignores else { return }
        let overlap = Double(keyboardOverlap(forKeyboardFrame: KeyboardFrameTracker.shared.frame))
        let decision = keyboard.adopt(overlap: overlap, mode: mode, selected: configuration.selectedDetentIdentifier)
        if decision.selection == .largest, let metrics = refreshLayout() { select(metrics.detents.largest.identifier) }
    }

    /// Lifts (or lowers) the sheet with the keyboard's own duration and curve; `SheetKeyboardPolicy` decides
    /// whether the sheet expands or returns to its earlier selection.
    func keyboardWillChange(_ change: KeyboardChange) {
        let mode = keyboardMode
        guard containerView != nil, mode != .ignores else { return }
        let overlap = change.isHiding ? 0 : Double(keyboardOverlap(forKeyboardFrame: change.endFrame))
        let decision = keyboard.keyboardWillChange(
            overlap: overlap, isLocal: change.isLocal, mode: mode, selected: configuration.selectedDetentIdentifier)
        guard decision.relayout else { return }
        let transition: SheetLayoutTransition =
            change.duration > 0
            ? .timed(duration: change.duration, curve: TimingCurve.uiKitCurve(rawValue: change.curveRawValue))
            : .immediate
        layoutDidChange(transition: transition)
        switch decision.selection {
        case .unchanged: break
        case .largest:
            guard let largest = resolution?.largest.identifier else { break }
            animateChanges { select(largest) }
        case .restore(let previous):
            animateChanges { select(previous) }
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
