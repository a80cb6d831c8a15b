#if os(Linux)
import Foundation

/// The base of UIKit's responder chain: views, view controllers and windows (UIKit's `UIResponder`).
///
/// Touch methods do nothing by default except forward to `next`, as UIKit's do. Accessibility members that
/// UIKit declares as `NSObject` categories live here, in the class body, so subclasses can override them
/// (Linux cannot override members declared in extensions).
@preconcurrency @MainActor open class UIResponder: NSObject {
    /// A responder with no next responder.
    public override init() {
        super.init()
    }

    /// Releases the responder's associated objects, as the Objective-C runtime does when an object is deallocated
    /// (`objc_setAssociatedObject`: a navigation controller's values go with it, not at some later call).
    deinit {
        HeadlessAssociatedObjects.shared.removeAll(identifiedBy: ObjectIdentifier(self))
    }

    /// The next responder in the chain; `nil` by default (views return their controller or superview).
    open var next: UIResponder? { nil }

    /// Whether the object can become first responder; `false` by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the object may resign first responder status; `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is the first responder of its window.
    open var isFirstResponder: Bool { HeadlessFirstResponder.current === self }

    /// Asks to become first responder; succeeds only if `canBecomeFirstResponder`.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let current = HeadlessFirstResponder.current, current !== self {
            guard current.resignFirstResponder() else { return false }
        }
        HeadlessFirstResponder.current = self
        return true
    }

    /// Gives up first responder status; returns whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder || HeadlessFirstResponder.isForcingResignation else { return false }
        if HeadlessFirstResponder.current === self { HeadlessFirstResponder.current = nil }
        return true
    }

    // MARK: - Nib loading (NSObject categories in UIKit)

    /// Called after the object was loaded from a nib or storyboard; default does nothing. Linux loads no
    /// nibs, so HeadlessUIKit never calls it; overrides must call `super`, as UIKit requires.
    open func awakeFromNib() {}

    /// Called when Interface Builder renders a designable view; default does nothing (never called on
    /// Linux) (iOS 8+).
    open func prepareForInterfaceBuilder() {}

    /// One or more fingers touched down; the default forwards to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// One or more touches moved; the default forwards to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// One or more fingers lifted; the default forwards to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled touches; the default forwards to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: - Accessibility (NSObject categories in UIKit)

    /// Whether assistive technologies treat this object as an element; default `false` (views override).
    open var isAccessibilityElement: Bool = false

    /// The spoken label; default `nil`.
    open var accessibilityLabel: String?

    /// The spoken value; default `nil`.
    open var accessibilityValue: String?

    /// The spoken hint; default `nil`.
    open var accessibilityHint: String?

    /// The element's identifier for UI tests; default `nil`.
    open var accessibilityIdentifier: String?

    /// The element's traits (button, adjustable, …); default none.
    open var accessibilityTraits: UIAccessibilityTraits = []

    /// Whether VoiceOver ignores the elements inside a modal element's siblings; default `false`.
    open var accessibilityViewIsModal: Bool = false

    /// Custom actions VoiceOver offers in its rotor; default `nil`.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    /// The element's frame in screen coordinates; default `.zero` (stored only).
    open var accessibilityFrame: CGRect = .zero

    /// Whether VoiceOver reads the element's children as a group; default `false` (stored only).
    open var shouldGroupAccessibilityChildren: Bool = false

    /// The container's elements, in reading order; default `nil` (iOS 8+). The container methods below
    /// answer from it, as UIKit's defaults do.
    open var accessibilityElements: [Any]?

    /// The number of elements in the container: `accessibilityElements`' count, 0 without them.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }

    /// The element at `index` of `accessibilityElements`, or `nil` when out of range.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The index of `element` in `accessibilityElements` (object identity, or equality for other
    /// values), or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        let target = element as AnyObject
        return accessibilityElements?.firstIndex {
            let candidate = $0 as AnyObject
            return candidate === target || (candidate as? NSObject)?.isEqual(target) == true
        } ?? NSNotFound
    }

    /// Called when an adjustable element is swiped up; default does nothing.
    open func accessibilityIncrement() {}

    /// Called when an adjustable element is swiped down; default does nothing.
    open func accessibilityDecrement() {}

    /// The two-finger "Z" escape gesture; return `true` when handled. Default `false`.
    ///
    /// UIKit walks up the responder chain until an object returns `true`; override to dismiss modal UI.
    open func accessibilityPerformEscape() -> Bool { false }

    /// The VoiceOver "magic tap" (two-finger double tap); return `true` when handled. Default `false`.
    open func accessibilityPerformMagicTap() -> Bool { false }
}

/// Tracks the single first responder (HeadlessUIKit models one key window).
@MainActor enum HeadlessFirstResponder {
    static weak var current: UIResponder?
    /// Whether `endEditing(true)` is resigning: refusals (`canResignFirstResponder`, delegates) are ignored.
    static var isForcingResignation = false

    /// Asks `responder` to resign; with `force`, refusals are ignored (`endEditing(true)`, the environment
    /// reset). Returns whether it resigned.
    @discardableResult
    static func resign(_ responder: UIResponder, force: Bool) -> Bool {
        let wasForcing = isForcingResignation
        isForcingResignation = force || wasForcing
        defer { isForcingResignation = wasForcing }
        return responder.resignFirstResponder()
    }
}
#endif
