#if os(Linux)
import Foundation

/// Options of a key-value observation (Foundation's `NSKeyValueObservingOptions`, which Linux Foundation
/// lacks; raw values as on Darwin).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Deliver the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    /// Deliver the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    /// Call the handler once at registration.
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    /// Call before each change too (not delivered by HeadlessUIKit).
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// The kind of change (Foundation's `NSKeyValueChange`).
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set.
    case setting = 1
    /// Elements were inserted.
    case insertion = 2
    /// Elements were removed.
    case removal = 3
    /// Elements were replaced.
    case replacement = 4
}

/// One observed change (Foundation's `NSKeyValueObservedChange`).
public struct NSKeyValueObservedChange<Value> {
    /// Always `.setting` in HeadlessUIKit.
    public let kind: NSKeyValueChange
    /// The new value, when `.new` was asked for.
    public let newValue: Value?
    /// The old value, when `.old` was asked for.
    public let oldValue: Value?
    /// Never set in HeadlessUIKit.
    public let indexes: IndexSet? = nil
    /// Never `true` in HeadlessUIKit (no `.prior` notifications).
    public let isPrior: Bool = false
}

/// The token of an observation (Foundation's `NSKeyValueObservation`): the observation lasts until
/// `invalidate()` or until the token is released, as on Darwin.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    let id = HeadlessKeyValueRegistry.nextID()
    weak var object: AnyObject?

    override init() {
        super.init()
    }

    /// Stops the observation.
    public func invalidate() {
        let id = id
        MainActor.assumeIsolated { HeadlessKeyValueRegistry.remove(id) }
    }

    deinit {
        let id = id
        // Released on the main thread like every UIKit object; the registry is main-thread only.
        MainActor.assumeIsolated { HeadlessKeyValueRegistry.remove(id) }
    }
}
#endif
