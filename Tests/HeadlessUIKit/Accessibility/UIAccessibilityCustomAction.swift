#if os(Linux)
import Foundation

/// An action an assistive app offers for an element, e.g. in VoiceOver's Actions rotor
/// (UIKit's `UIAccessibilityCustomAction`, iOS 8+; the closure form is iOS 13+).
///
/// Add instances to a view's `accessibilityCustomActions`. Tests perform one as VoiceOver would with
/// `HeadlessAccessibility.perform(_:)`.
@preconcurrency @MainActor open class UIAccessibilityCustomAction: NSObject {
    /// The closure form's handler: return `true` when the action succeeded.
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    /// The localized name VoiceOver reads.
    open var name: String

    /// The closure run when the action is performed (iOS 13+); `nil` for the target–action form.
    open var actionHandler: UIAccessibilityCustomAction.Handler?

    /// The target of the target–action form (recorded only: Linux cannot perform selectors).
    weak open var target: AnyObject?

    /// The selector of the target–action form (recorded only).
    open var selector: Selector?

    /// An action that runs `actionHandler` (iOS 13+).
    public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action that would send `selector` to `target` (iOS 8+). Linux records both and performs nothing;
    /// performing it returns `false`.
    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        if let target { self.target = target as AnyObject }
        self.selector = selector
        super.init()
    }
}
#endif
