#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Zoom sources by identifier, for declarative code (SwiftUI's `transitionsZoomSource(id:in:)` registers a
/// `ZoomSourceMarkerView` laid out exactly over the source): a ``ZoomTransition`` built with
/// ``ZoomTransition/init(options:sourceID:in:registry:)`` looks its source up when it presents and again when
/// it flies back, so a source that scrolled, moved or was recreated is found where it is *now*; a source that
/// is gone gives the zoom's fallback.
///
/// Views are held weakly; a namespace (any `Hashable`, e.g. SwiftUI's `Namespace.ID`) keeps identical ids of
/// different screens apart.
@MainActor package final class ZoomSourceRegistry {
    /// The registry the SwiftUI modifiers use.
    public static let shared = ZoomSourceRegistry()

    private struct Key: Hashable {
        let namespace: AnyHashable?
        let id: AnyHashable
    }

    private struct Entry {
        weak var view: UIView?
    }

    private var entries: [Key: Entry] = [:]

    /// An empty registry.
    public init() {}

    /// Makes `view` the source for `id` in `namespace` (replacing any earlier one).
    public func register(_ view: UIView, id: AnyHashable, in namespace: AnyHashable? = nil) {
        entries = entries.filter { $0.value.view != nil }
        entries[Key(namespace: namespace, id: id)] = Entry(view: view)
    }

    /// Forgets `view` as the source for `id` in `namespace` (only if it still is).
    public func unregister(_ view: UIView, id: AnyHashable, in namespace: AnyHashable? = nil) {
        let key = Key(namespace: namespace, id: id)
        if entries[key]?.view === view { entries[key] = nil }
    }

    /// The source registered for `id` in `namespace`, if it still exists and is in a window.
    public func view(for id: AnyHashable, in namespace: AnyHashable? = nil) -> UIView? {
        guard let view = entries[Key(namespace: namespace, id: id)]?.view, view.window != nil else { return nil }
        return view
    }
}

/// A view that stands in for a source the zoom cannot hide itself (a SwiftUI view): the zoom hides it while
/// it flies (`isHidden`), and ``onHiddenChange`` passes that on, so the real source can hide too.
package final class ZoomSourceMarkerView: UIView {
    /// Called with the new value whenever `isHidden` changes.
    public var onHiddenChange: (@MainActor (Bool) -> Void)?

    /// Forwards changes to ``onHiddenChange``.
    public override var isHidden: Bool {
        didSet {
            if isHidden != oldValue { onHiddenChange?(isHidden) }
        }
    }
}

extension ZoomTransition {
    /// A zoom whose source is whatever `registry` holds for `sourceID` in `namespace`, asked when presenting and
    /// again when flying back.
    /// - Parameters:
    ///   - options: Appearance and interaction options.
    ///   - sourceID: The source's identifier, as registered.
    ///   - namespace: The namespace it was registered in. Default `nil`.
    ///   - registry: Where sources are registered. Default `ZoomSourceRegistry.shared`.
    package convenience init(
        options: Options = Options(), sourceID: AnyHashable, in namespace: AnyHashable? = nil,
        registry: ZoomSourceRegistry = .shared
    ) {
        self.init(options: options) { [weak registry] _ in registry?.view(for: sourceID, in: namespace) }
    }
}
#endif
