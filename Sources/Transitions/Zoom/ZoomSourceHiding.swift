#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The source views hidden by zooms, counted per view. Two zooms may hide the same view at once (a zoom
/// stacked on another from the same tile, or a provider answering one view for both): the view's own
/// `isHidden` is remembered by the first and given back only when the last one lets go, so an overlap never
/// leaves it hidden.
@MainActor enum ZoomSourceHiding {
    private struct Entry {
        weak var view: UIView?
        let wasHidden: Bool
        var count: Int
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    /// Hides `view` for one more zoom.
    static func hide(_ view: UIView) {
        let key = ObjectIdentifier(view)
        if var entry = entries[key], entry.view === view {
            entry.count += 1
            entries[key] = entry
        } else {
            entries = entries.filter { $0.value.view != nil }  // forget views that went away while hidden
            entries[key] = Entry(view: view, wasHidden: view.isHidden, count: 1)
        }
        view.isHidden = true
    }

    /// One zoom gives `view` back; the last one restores its `isHidden` value from before the first.
    static func restore(_ view: UIView) {
        let key = ObjectIdentifier(view)
        guard var entry = entries[key], entry.view === view else { return }
        entry.count -= 1
        if entry.count > 0 {
            entries[key] = entry
        } else {
            entries[key] = nil
            view.isHidden = entry.wasHidden
        }
    }
}
#endif
