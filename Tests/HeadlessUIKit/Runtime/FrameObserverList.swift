#if os(Linux)
import Foundation

/// The clock's frame observers (display links): all of them in registration order, plus the ones that want
/// frames, so that a frame costs the running links only, however many paused ones are registered.
///
/// A link that is paused or resumed bumps `HeadlessFrameObserverChanges.generation`; the list re-reads
/// `wantsFrames` the next time it is asked (links are not main-actor bound, so they cannot call the clock).
@MainActor struct FrameObserverList {
    /// One registration; `sequence` orders registrations (and re-registrations) by time.
    struct Entry {
        let observer: any HeadlessFrameObserver
        let sequence: Int
    }

    /// Every registered observer, oldest first.
    private(set) var all: [Entry] = []
    /// The registered observers that wanted frames when last checked, oldest first.
    private var active: [Entry] = []
    /// `HeadlessFrameObserverChanges.generation` when `active` was last rebuilt.
    private var activeGeneration = -1
    /// The sequence number the next registration gets.
    private(set) var nextSequence = 0

    /// Registers `observer` (registering one already registered changes nothing).
    mutating func add(_ observer: any HeadlessFrameObserver) {
        guard Self.index(of: observer, in: all) == nil else { return }
        all.append(Entry(observer: observer, sequence: nextSequence))
        nextSequence += 1
        activeGeneration = -1
    }

    /// Unregisters `observer`, if registered, and lets go of it at once (the clock retains a link only
    /// until it is invalidated).
    mutating func remove(_ observer: any HeadlessFrameObserver) {
        if let index = Self.index(of: observer, in: all) { all.remove(at: index) }
        if let index = Self.index(of: observer, in: active) { active.remove(at: index) }
    }

    /// Whether any registered observer wants frames.
    mutating func hasActive() -> Bool {
        refreshIfNeeded()
        return !active.isEmpty
    }

    /// The type names of the observers that want frames, oldest first (for `HeadlessEnvironment.leftovers`).
    mutating func activeTypeNames() -> [String] {
        refreshIfNeeded()
        return active.map { String(describing: type(of: $0.observer)) }
    }

    /// The oldest observer wanting frames that registered after `sequence` and before `limit`.
    ///
    /// A frame walks the observers with this, one call per observer, so that observers paused, resumed
    /// or removed by an earlier observer's callback in the same frame are honoured, and ones registered
    /// during the frame wait for the next one.
    mutating func nextActive(after sequence: Int, before limit: Int) -> Entry? {
        refreshIfNeeded()
        for entry in active where entry.sequence > sequence {
            return entry.sequence < limit ? entry : nil
        }
        return nil
    }

    /// Rebuilds `active` after a registration or a pause change (keeps its storage: no allocation).
    private mutating func refreshIfNeeded() {
        let generation = HeadlessFrameObserverChanges.generation
        guard activeGeneration != generation else { return }
        activeGeneration = generation
        active.removeAll(keepingCapacity: true)
        for entry in all where entry.observer.wantsFrames { active.append(entry) }
    }

    private static func index(of observer: any HeadlessFrameObserver, in entries: [Entry]) -> Int? {
        var index = 0
        while index < entries.count {
            if entries[index].observer === observer { return index }
            index += 1
        }
        return nil
    }
}

/// Counts changes of frame observers' `wantsFrames` (a display link paused or resumed).
/// Main-thread only, like the links; `nonisolated(unsafe)` because `CADisplayLink` is not main-actor bound.
enum HeadlessFrameObserverChanges {
    nonisolated(unsafe) static var generation = 0

    static func bump() {
        generation &+= 1
    }
}
#endif
