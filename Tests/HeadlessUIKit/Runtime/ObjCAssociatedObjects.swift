#if os(Linux)
import Foundation

// swift-format-ignore: TypeNamesShouldBeCapitalized
/// How an associated value is held (the Objective-C runtime's `objc_AssociationPolicy`, which Apple platforms'
/// `ObjectiveC` module declares; Linux has no such module, so HeadlessUIKit provides it, under the runtime's names).
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak reference (the runtime's unretained reference, made safe: it reads `nil` once the value is gone).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (`NSCopying`), else a strong reference.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference (atomicity is moot: HeadlessUIKit serializes every access).
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy (`NSCopying`), else a strong reference.
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (the address of a variable the caller owns), as the
/// Objective-C runtime's `objc_setAssociatedObject` does; `nil` removes the association. The value lives as long
/// as the association: it is released when replaced or removed, and when `object` is deallocated — at once for
/// HeadlessUIKit's own classes (responders: views, view controllers, windows; gesture recognizers), whose deinit
/// removes their associations as the runtime's `dealloc` does; for any other object at the next associated-object
/// call (Linux has no deallocation hook for classes it does not own).
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    HeadlessAssociatedObjects.shared.set(object as AnyObject, key, value, policy)
}

/// The value associated with `object` under `key`, or `nil` (the Objective-C runtime's
/// `objc_getAssociatedObject`).
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    HeadlessAssociatedObjects.shared.value(object as AnyObject, key)
}

/// Removes every association of `object` (the Objective-C runtime's `objc_removeAssociatedObjects`).
public func objc_removeAssociatedObjects(_ object: Any) {
    HeadlessAssociatedObjects.shared.removeAll(object as AnyObject)
}

/// The associations, by object. Objects are held weakly; an entry whose object is gone (or whose address now
/// belongs to another object) is dropped at the next call.
final class HeadlessAssociatedObjects: @unchecked Sendable {
    static let shared = HeadlessAssociatedObjects()

    private enum Held {
        case strong(Any)
        case weak(WeakBox)
    }

    private final class WeakBox {
        weak var value: AnyObject?
        init(_ value: AnyObject) { self.value = value }
    }

    private struct Entry {
        weak var object: AnyObject?
        var values: [UnsafeRawPointer: Held] = [:]
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
        var released: [Held] = []
        lock.lock()
        released += sweep()
        let id = ObjectIdentifier(object)
        var entry = entries[id] ?? Entry(object: object)
        if let old = entry.values.removeValue(forKey: key) { released.append(old) }
        if let value {
            switch policy {
            case .OBJC_ASSOCIATION_ASSIGN:
                entry.values[key] = .weak(WeakBox(value as AnyObject))
            case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
                entry.values[key] = .strong((value as? NSCopying)?.copy(with: nil) ?? value)
            case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
                entry.values[key] = .strong(value)
            }
        }
        entries[id] = entry.values.isEmpty ? nil : entry
        lock.unlock()
        // Released outside the lock: a value's deinit may use associated objects itself.
        released.removeAll()
    }

    func value(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        lock.lock()
        let released = sweep()
        let held = entries[ObjectIdentifier(object)]?.values[key]
        lock.unlock()
        withExtendedLifetime(released) {}
        switch held {
        case let .strong(value): return value
        case let .weak(box): return box.value
        case nil: return nil
        }
    }

    func removeAll(_ object: AnyObject) {
        removeAll(identifiedBy: ObjectIdentifier(object))
    }

    /// Releases the associations of the object with `id` (called from deinits, where the object is going).
    func removeAll(identifiedBy id: ObjectIdentifier) {
        lock.lock()
        var released = sweep()
        if let entry = entries.removeValue(forKey: id) { released += entry.values.values }
        lock.unlock()
        released.removeAll()
    }

    /// Drops the entries of objects that are gone; returns their values, to be released outside the lock.
    private func sweep() -> [Held] {
        var released: [Held] = []
        for (id, entry) in entries where entry.object == nil {
            released += entry.values.values
            entries[id] = nil
        }
        return released
    }
}
#endif
