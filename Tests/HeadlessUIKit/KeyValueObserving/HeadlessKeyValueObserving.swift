#if os(Linux)
import Foundation

/// Linux has no Objective-C runtime, so no KVO. HeadlessUIKit's equivalent is `observe(_:options:changeHandler:)`
/// on views (`UIScrollView` included), with Foundation's types and call shape. Its honest limit: it is not
/// automatic. An observation re-reads its key path when HeadlessUIKit changes the view's geometry (frame,
/// bounds, center, transform, so `contentOffset`) or a scroll view's `contentSize`, `contentInset` or
/// `adjustedContentInset`, and calls the handler when the value changed (for `Equatable` values; otherwise
/// at each such change). Properties of your own subclasses, and any other key path, never notify.
public protocol HeadlessKeyValueObserving: AnyObject {}

extension UIView: HeadlessKeyValueObserving {}

extension HeadlessKeyValueObserving {
    /// Observes `keyPath` (see the protocol for what notifies); keep the returned token to keep observing.
    public func observe<Value: Equatable>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        register(keyPath, options: options, isEqual: ==, changeHandler: changeHandler)
    }

    /// Observes a key path whose values cannot be compared: the handler runs at every notifying change.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        register(keyPath, options: options, isEqual: { _, _ in false }, changeHandler: changeHandler)
    }

    private func register<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions, isEqual: @escaping (Value, Value) -> Bool,
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let token = NSKeyValueObservation()
        token.object = self
        var last = self[keyPath: keyPath]
        let box = MainThreadBox(self as AnyObject)
        let check: (Bool) -> Void = { [weak token] initial in
            guard token != nil, let object = box.value as? Self else { return }
            let value = object[keyPath: keyPath]
            if !initial && isEqual(last, value) { return }
            let old = last
            last = value
            changeHandler(
                object,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? value : nil,
                    oldValue: options.contains(.old) && !initial ? old : nil))
        }
        let id = token.id
        let object = ObjectIdentifier(self)
        let checkBox = MainThreadBox(check)
        MainActor.assumeIsolated { HeadlessKeyValueRegistry.add(id: id, object: object, check: checkBox.value) }
        if options.contains(.initial) { check(true) }
        return token
    }
}

/// The observations, by observed object.
@MainActor enum HeadlessKeyValueRegistry {
    struct Entry {
        let id: Int
        let object: ObjectIdentifier
        let check: (Bool) -> Void
    }

    static var entries: [Entry] = []
    nonisolated(unsafe) private static var counter = 0

    nonisolated static func nextID() -> Int {
        counter += 1
        return counter
    }

    static func add(id: Int, object: ObjectIdentifier, check: @escaping (Bool) -> Void) {
        entries.append(Entry(id: id, object: object, check: check))
    }

    static func remove(_ id: Int) { entries.removeAll { $0.id == id } }

    /// The object's observable state may have changed: its observations re-read their key paths.
    static func objectDidChange(_ object: AnyObject) {
        guard !entries.isEmpty else { return }
        let id = ObjectIdentifier(object)
        for entry in entries where entry.object == id { entry.check(false) }
    }
}
#endif
