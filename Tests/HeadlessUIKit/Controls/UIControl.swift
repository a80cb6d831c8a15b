#if os(Linux)
import Foundation

/// The base class of controls that turn touches into events (UIKit's `UIControl`, iOS 2+).
///
/// Touch tracking follows UIKit: touch-down highlights the control and sends `.touchDown`
/// (`.touchDownRepeat` too for a repeated tap); moves send `.touchDragInside`/`.touchDragOutside` and
/// `.touchDragEnter`/`.touchDragExit` as the finger crosses the touch area — the bounds grown by
/// `headlessTouchAreaMargin` (70 pt) on every side, as UIKit forgives fingers that slip off; lift-off sends
/// `.touchUpInside` or `.touchUpOutside`; a cancelled touch sends `.touchCancel`. Disabled controls track
/// nothing. Closure actions (`addAction(_:for:)`) run; target–action pairs are recorded only (Linux cannot
/// perform selectors) and can be inspected with `actions(forTarget:forControlEvent:)`.
@preconcurrency @MainActor open class UIControl: UIView {
    /// How far outside its bounds a touch still counts as inside, in points (UIKit's value is private;
    /// about 70 pt on devices).
    public static let headlessTouchAreaMargin: CGFloat = 70

    /// One registration: a closure action or a recorded target–action pair.
    struct Registration {
        enum Kind {
            case action(UIAction)
            case target(target: AnyObject?, hadTarget: Bool, selector: Selector)
        }

        let kind: Kind
        let events: UIControl.Event
    }

    var registrations: [Registration] = []
    var trackingFlag = false
    var touchInsideFlag = false

    /// A control with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control whose `.primaryActionTriggered` runs `primaryAction` (iOS 14+).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Decoding is not supported on Linux: a control with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: State

    /// Whether the control responds to touches; default `true`. Disabled controls still receive hits
    /// (the touch does not pass through) but send no events.
    /// How content is placed horizontally; default `.center` (stored).
    open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment = .center
    /// How content is placed vertically; default `.center` (stored).
    open var contentVerticalAlignment: UIControl.ContentVerticalAlignment = .center
    /// The horizontal alignment with leading/trailing resolved (left-to-right: leading is left).
    open var effectiveContentHorizontalAlignment: UIControl.ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return .left
        case .trailing: return .right
        default: return contentHorizontalAlignment
        }
    }

    open var isEnabled: Bool = true

    /// Whether the control is selected; default `false`.
    open var isSelected: Bool = false

    /// Whether a finger is on the control's touch area; default `false`.
    open var isHighlighted: Bool = false

    /// The combined state flags.
    open var state: UIControl.State {
        var flags: UIControl.State = []
        if isHighlighted { flags.insert(.highlighted) }
        if !isEnabled { flags.insert(.disabled) }
        if isSelected { flags.insert(.selected) }
        return flags
    }

    /// Whether the control is tracking a touch.
    open var isTracking: Bool { trackingFlag }

    /// Whether the tracked touch is inside the touch area.
    open var isTouchInside: Bool { touchInsideFlag }

    // MARK: Targets and actions

    /// Records a target–action pair for `controlEvents` (Linux cannot perform it).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        let object = target.map { $0 as AnyObject }
        registrations.append(
            Registration(
                kind: .target(target: object, hadTarget: target != nil, selector: action), events: controlEvents))
    }

    /// Removes recorded pairs: `nil` target matches all, `nil` action matches all; the events are removed
    /// from matching registrations.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        let object = target.map { $0 as AnyObject }
        registrations = registrations.compactMap { registration in
            guard case let .target(registered, _, selector) = registration.kind else { return registration }
            let matches = (object == nil || registered === object) && (action == nil || selector == action)
            guard matches else { return registration }
            let remaining = registration.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : Registration(kind: registration.kind, events: remaining)
        }
    }

    /// Adds a closure action for `controlEvents` (iOS 14+). An action with the same identifier replaces
    /// the earlier one, as in UIKit.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        registrations.removeAll { registration in
            if case let .action(existing) = registration.kind { return existing.identifier == action.identifier }
            return false
        }
        registrations.append(Registration(kind: .action(action), events: controlEvents))
    }

    /// Removes `action` from `controlEvents` (iOS 14+).
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `actionIdentifier` from `controlEvents` (iOS 14+).
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        registrations = registrations.compactMap { registration in
            guard case let .action(existing) = registration.kind, existing.identifier == actionIdentifier else {
                return registration
            }
            let remaining = registration.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : Registration(kind: registration.kind, events: remaining)
        }
    }

    /// The recorded targets (deallocated and value-type targets are left out).
    open var allTargets: Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        for registration in registrations {
            if case let .target(target, _, _) = registration.kind, let object = target as? NSObject {
                targets.insert(AnyHashable(object))
            }
        }
        return targets
    }

    /// Every event that has a registration.
    open var allControlEvents: UIControl.Event {
        registrations.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// The selector names recorded for `target` (`nil` = pairs without a target) and `controlEvent`;
    /// `nil` when there are none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = registrations.compactMap { registration -> String? in
            guard case let .target(registered, hadTarget, selector) = registration.kind,
                !registration.events.isDisjoint(with: controlEvent)
            else { return nil }
            let matches = object == nil ? !hadTarget : registered === object
            return matches ? selector.name : nil
        }
        return names.isEmpty ? nil : names
    }

    /// Would send `action` to `target`; Linux records nothing and performs nothing.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {}

    /// Runs `action`'s handler with this control as `sender` (iOS 14+).
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Sends every registration for `controlEvents`, in the order they were added: closure actions run,
    /// target–action pairs go through `sendAction(_:to:for:)`.
    open func sendActions(for controlEvents: UIControl.Event) {
        let matching = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }
        for registration in matching {
            switch registration.kind {
            case let .action(action):
                sendAction(action)
            case let .target(target, _, selector):
                sendAction(selector, to: target, for: nil)
            }
        }
    }

    // MARK: Tracking

    /// A touch began in the control; return `false` to stop tracking it. Default `true`.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch moved; return `false` to stop tracking. Default `true`.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch lifted (`touch` may be `nil`).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Tracking was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// Starts tracking: highlight, `beginTracking`, `.touchDown` (and `.touchDownRepeat`).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        touchInsideFlag = true
        isHighlighted = true
        trackingFlag = beginTracking(touch, with: event)
        var events: UIControl.Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events)
    }

    /// Follows the finger in and out of the touch area.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first, isHighlighted || touchInsideFlag || trackingFlag else { return }
        let wasInside = touchInsideFlag
        let inside = isInTouchArea(touch)
        touchInsideFlag = inside
        isHighlighted = inside
        if trackingFlag { trackingFlag = continueTracking(touch, with: event) }
        var events: UIControl.Event = inside ? .touchDragInside : .touchDragOutside
        if inside != wasInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
    }

    /// Finishes tracking: `.touchUpInside` or `.touchUpOutside`, then `headlessDidTouchUpInside()`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let inside = isInTouchArea(touch)
        touchInsideFlag = inside
        isHighlighted = false
        if trackingFlag { endTracking(touch, with: event) }
        trackingFlag = false
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
        if inside { headlessDidTouchUpInside() }
        touchInsideFlag = false
    }

    /// Cancels tracking: `cancelTracking`, `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, isHighlighted || trackingFlag || touchInsideFlag else { return }
        isHighlighted = false
        touchInsideFlag = false
        if trackingFlag { cancelTracking(with: event) }
        trackingFlag = false
        sendActions(for: .touchCancel)
    }

    /// Hook after `.touchUpInside` (buttons send `.primaryActionTriggered` here).
    func headlessDidTouchUpInside() {}

    private func isInTouchArea(_ touch: UITouch) -> Bool {
        let margin = Self.headlessTouchAreaMargin
        return bounds.insetBy(dx: -margin, dy: -margin).contains(touch.location(in: self))
    }
}
#endif
