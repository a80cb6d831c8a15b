#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import Transitions

/// The zoom in a navigation stack: a photo grid (ZoomFixture's layout: 3 columns of 129 pt tiles, 3 pt apart,
/// from 115 pt, in a scroll view) as the root of a navigation controller in a full-screen window on a simulated
/// iPhone 15 Pro, and a detail controller pushed with a zoom from one tile.
@MainActor final class NavigationZoomFixture {
    let window: UIWindow
    let grid = RecordingViewController(name: "grid")
    let detail = RecordingViewController(name: "detail")
    let navigation: UINavigationController
    let scroll = UIScrollView()
    private(set) var tiles: [UIView] = []
    /// The tile the provider returns; `nil` makes it return nothing.
    var sourceIndex: Int? = 7
    private(set) var providerCalls = 0
    /// The clip view that hosted the detail during the last zoom (its last frame stays readable).
    private(set) var clip: UIView?

    init(device: HeadlessDevice.Model = .iPhone15Pro) {
        HeadlessClock.main.runUntilIdle()
        HeadlessAccessibility.reset()
        HeadlessDevice.use(device)
        navigation = UINavigationController(rootViewController: grid)
        window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        HeadlessClock.main.runUntilIdle()
        scroll.frame = grid.view.bounds
        scroll.contentInsetAdjustmentBehavior = .never
        grid.view.addSubview(scroll)
        for index in 0..<36 {
            let tile = UIView(frame: ZoomFixture.tileFrame(index))
            tile.layer.cornerRadius = 6
            scroll.addSubview(tile)
            tiles.append(tile)
        }
        scroll.contentSize = CGSize(width: window.bounds.width, height: 115 + 12 * 132)
        grid.log.removeAll()
    }

    var provider: ZoomTransition.SourceViewProvider {
        { [weak self] _ in
            guard let self else { return nil }
            self.providerCalls += 1
            return self.sourceIndex.map { self.tiles[$0] }
        }
    }

    /// A zoom answering with this fixture's provider.
    func makeZoom(options: ZoomTransition.Options = .init()) -> ZoomTransition {
        ZoomTransition(options: options, sourceViewProvider: provider)
    }

    /// Pushes the detail with a zoom; settles unless told not to.
    @discardableResult
    func push(_ zoom: ZoomTransition? = nil, settle: Bool = true, animated: Bool = true) -> ZoomTransition {
        let zoom = zoom ?? makeZoom()
        grid.log.removeAll()
        detail.log.removeAll()
        navigation.pushViewController(detail, using: zoom, animated: animated)
        HeadlessClock.main.advance(by: 0)  // the transition starts on the next run-loop turn
        captureClip()
        if settle {
            HeadlessClock.main.runUntilIdle()
            grid.log.removeAll()
            detail.log.removeAll()
        }
        return zoom
    }

    /// Remembers the detail's current superview if it is the zoom's clip.
    func captureClip() {
        if let superview = detail.viewIfLoaded?.superview, superview !== navigation.view.subviews.first {
            clip = superview
        }
    }

    func settle() { HeadlessClock.main.runUntilIdle() }
    func advance(_ seconds: TimeInterval) { HeadlessClock.main.advance(by: seconds) }

    /// The tile's rect on screen.
    func tileOnScreen(_ index: Int = 7) -> CGRect { tiles[index].convert(tiles[index].bounds, to: nil) }

    /// The zoom's clip on screen (its last frame once removed).
    var clipFrame: CGRect { clip.map { $0.layer.presentation()?.frame ?? $0.frame } ?? .null }

    /// A drag on the detail from `point` by `translation` over `duration` (60 events per second).
    @discardableResult
    func drag(
        from point: CGPoint = CGPoint(x: 196, y: 430), by translation: CGPoint, duration: TimeInterval = 0.3,
        release: Bool = true
    ) -> SimulatedDrag {
        let drag = window.beginSimulatedDrag(at: point)
        drag.move(by: translation, duration: duration, steps: max(Int(duration * 60), 1))
        captureClip()
        if release { drag.end() }
        return drag
    }

    var isPushed: Bool { navigation.topViewController === detail }
}
#endif
