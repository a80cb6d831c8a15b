#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// Zoom sources by identifier (the SwiftUI `transitionsZoomSource(id:in:)` modifier): the zoom finds the
/// registered view where it is now, hides its marker (and so the SwiftUI source) while flying, and falls back
/// when the source is gone.
@MainActor @Suite("ZoomSourceRegistry", .headlessHygiene)
struct ZoomSourceRegistryTests {
    @Test("A zoom by source id grows from the registered view and lands back on its current frame")
    func zoomBySourceID() throws {
        let fixture = ZoomFixture()
        let registry = ZoomSourceRegistry()
        let marker = ZoomSourceMarkerView(frame: fixture.tiles[4].bounds)
        fixture.tiles[4].addSubview(marker)
        registry.register(marker, id: "photo-4", in: "grid")
        fixture.transition = ZoomTransition(sourceID: "photo-4", in: "grid", registry: registry)
        var hiddenLog: [Bool] = []
        marker.onHiddenChange = { hiddenLog.append($0) }
        fixture.present()
        #expect(fixture.isPresented)
        #expect(hiddenLog == [true, false], "hidden while the zoom flew open, shown again once it is up")
        fixture.grid.contentOffset = CGPoint(x: 0, y: 120)
        fixture.detail.dismiss(animated: true)
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        expectApproximately(fixture.zoomFrame, marker.convert(marker.bounds, to: nil), tolerance: 0.01)
        #expect(hiddenLog == [true, false, true, false], "hidden again for the flight back, shown once landed")
    }

    @Test("Same id in two namespaces: each zoom finds its own")
    func namespaces() {
        let stage = Stage()
        let registry = ZoomSourceRegistry()
        let a = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        stage.root.view.addSubview(a)
        stage.root.view.addSubview(b)
        registry.register(a, id: 1, in: "favorites")
        registry.register(b, id: 1, in: "recents")
        #expect(registry.view(for: 1, in: "favorites") === a)
        #expect(registry.view(for: 1, in: "recents") === b)
        #expect(registry.view(for: 1) == nil)
    }

    @Test("A source that left the window or was released is not returned (the zoom falls back)")
    func goneSources() {
        let stage = Stage()
        let registry = ZoomSourceRegistry()
        weak var released: UIView?
        do {
            let source = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            released = source
            stage.root.view.addSubview(source)
            registry.register(source, id: "x")
            #expect(registry.view(for: "x") === source)
            source.removeFromSuperview()
            #expect(registry.view(for: "x") == nil, "not in a window")
        }
        #expect(released == nil, "the registry holds sources weakly")
        let replacement = UIView()
        registry.unregister(replacement, id: "x")  // unregistering a view that is not the source: harmless
        #expect(registry.view(for: "x") == nil)
    }

    @Test("The source vanished before dismissal: the zoom shrinks to the fallback and completes")
    func vanishedSourceFallsBack() {
        let fixture = ZoomFixture()
        let registry = ZoomSourceRegistry()
        let marker = ZoomSourceMarkerView(frame: fixture.tiles[2].bounds)
        fixture.tiles[2].addSubview(marker)
        registry.register(marker, id: 2)
        fixture.transition = ZoomTransition(sourceID: 2, registry: registry)
        fixture.present()
        marker.removeFromSuperview()
        fixture.detail.dismiss(animated: true)
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        #expect(!marker.isHidden, "the marker is given back its visibility")
    }
}
#endif
