#if os(Linux)
import Foundation

extension Array where Element: AnyObject {
    /// Whether the array holds `element` itself (identity, not equality).
    ///
    /// A plain loop rather than `contains(where:)`: a closure written inside main-actor code is isolated to
    /// the main actor, and Swift 6 checks the executor each time such a closure runs, which the per-frame
    /// paths (layout scheduling, touch dispatch) should not pay.
    func containsIdentical(_ element: Element) -> Bool {
        for candidate in self where candidate === element { return true }
        return false
    }
}
#endif
