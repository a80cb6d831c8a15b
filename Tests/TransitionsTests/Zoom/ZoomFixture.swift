#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import Transitions

/// A photo grid in the stage's root controller (3 columns of 129 pt square tiles, 3 pt apart, starting
/// 115 pt from the top, inside a scroll view) and a detail controller zoomed from one tile.
@MainActor final class ZoomFixture {
    static let columns = 3
    static let side: CGFloat = 129
    static let spacing: CGFloat = 3
    static let gridTop: CGFloat = 115

    let stage: Stage
    let grid = UIScrollView()
    private(set) var tiles: [UIView] = []
    /// The tile the provider returns; `nil` makes it return nothing.
    var sourceIndex: Int? = 7
    /// Overrides the provider's answer when set.
    var providedView: (() -> UIView?)?
    /// How often the provider was asked.
    private(set) var providerCalls = 0
    /// The controllers of each context the provider was given (held weakly: the fixture outlives them).
    private(set) var contexts: [WeakContext] = []

    struct WeakContext {
        weak var zoomedViewController: UIViewController?
        weak var sourceViewController: UIViewController?
    }
    let detail: RecordingViewController
    /// The transition `present()` uses; replace it before presenting to test a subclass or other options.
    lazy var transition: ZoomTransition = makeTransition()
    /// The zoom view (the presentation controller's `presentedView`), captured at presentation.
    private(set) var zoomView: UIView?

    init(
        stage: Stage = Stage(), detail: RecordingViewController = RecordingViewController(name: "detail"),
        rows: Int = 12
    ) {
        self.stage = stage
        self.detail = detail
        grid.frame = stage.root.view.bounds
        grid.contentInsetAdjustmentBehavior = .never
        stage.root.view.addSubview(grid)
        for index in 0..<(rows * Self.columns) {
            let tile = UIView(frame: Self.tileFrame(index))
            tile.layer.cornerRadius = 6
            grid.addSubview(tile)
            tiles.append(tile)
        }
        grid.contentSize = CGSize(
            width: stage.window.bounds.width, height: Self.gridTop + CGFloat(rows) * (Self.side + Self.spacing))
    }

    /// The source view provider of this fixture: counts calls, records contexts, answers with
    /// `providedView` or the tile at `sourceIndex`.
    var provider: ZoomTransition.SourceViewProvider {
        { [weak self] context in
            guard let self else { return nil }
            self.providerCalls += 1
            self.contexts.append(
                WeakContext(
                    zoomedViewController: context.zoomedViewController,
                    sourceViewController: context.sourceViewController))
            if let providedView = self.providedView { return providedView() }
            return self.sourceIndex.map { self.tiles[$0] }
        }
    }

    /// A zoom transition answering with this fixture's provider.
    func makeTransition(options: ZoomTransition.Options = .init()) -> ZoomTransition {
        ZoomTransition(options: options, sourceViewProvider: provider)
    }

    /// The frame of tile `index` in the grid's content.
    static func tileFrame(_ index: Int) -> CGRect {
        CGRect(
            x: CGFloat(index % columns) * (side + spacing), y: gridTop + CGFloat(index / columns) * (side + spacing),
            width: side, height: side)
    }

    /// Tile `index`'s rect on screen (window coordinates = container coordinates), as shown now: through the page's
    /// scale under the zoom, while the render server plays it too.
    func tileOnScreen(_ index: Int) -> CGRect { tiles[index].convertOnScreen(tiles[index].bounds) }

    /// The source tile's rect on screen.
    var sourceOnScreen: CGRect { tileOnScreen(sourceIndex ?? 0) }

    /// Presents `detail` with `transition` from the root; settles unless told not to.
    func present(settle: Bool = true, animated: Bool = true) {
        stage.root.present(detail, using: transition, animated: animated)
        stage.advance(0)  // UIKit starts the transition on the next run-loop turn
        zoomView = detail.zoomPresentationController?.presentedView
        if settle { stage.settle() }
    }

    var zoom: ZoomPresentationController? { detail.zoomPresentationController }

    /// The zoom view's frame on screen.
    var zoomFrame: CGRect {
        guard let zoomView else { return .null }
        return zoomView.layer.presentation()?.frame ?? zoomView.frame
    }

    /// The detail's view's frame on screen (window coordinates), through the zoom's scale — as shown now, while
    /// the render server plays the opening too.
    var contentOnScreen: CGRect { detail.view.convertOnScreen(detail.view.bounds) }

    /// The zoom view's alpha and corner radius on screen now (presentation values).
    var shownAlpha: Float? { zoomView.map { ($0.layer.presentation() ?? $0.layer).opacity } }
    var shownCornerRadius: CGFloat? { zoomView.map { ($0.layer.presentation() ?? $0.layer).cornerRadius } }

    /// Starts a drag at `point` and moves it by `translation` over `duration` (60 events per second).
    func drag(
        from point: CGPoint = CGPoint(x: 196, y: 430), by translation: CGPoint, duration: TimeInterval = 0.3,
        release: Bool = true
    ) -> SimulatedDrag {
        let drag = stage.window.beginSimulatedDrag(at: point)
        drag.move(by: translation, duration: duration, steps: max(Int(duration * 60), 1))
        if release { drag.end() }
        return drag
    }

    /// Whether `presented` is still presented by the root.
    var isPresented: Bool { stage.root.presentedViewController === detail }
}

extension ZoomTransition.Options {
    /// Options an app should never pass, every number broken: NaN and negative radii, a NaN alignment rect, a
    /// drag behavior and springs of NaN and negative values (the bad-input tests and the fuzzer's nonsense
    /// variant: the zoom must sanitize them, never crash).
    static var nonsense: Self {
        var options = Self()
        options.sourceCornerRadius = .nan
        options.destinationCornerRadius = -40
        options.alignmentRectProvider = { _ in CGRect(x: CGFloat.nan, y: 0, width: -10, height: .infinity) }
        options.dragBehavior = ZoomDragBehavior(
            minimumScale: .nan, floorScale: -1, draggingCornerRadius: .nan, releaseProjectionTime: .infinity,
            commitDistance: .nan, edgeCommitDistance: -5, edgeCommitScale: .nan,
            cancelSpring: SpringCurve(response: .nan, dampingRatio: -3),
            landingSpring: SpringCurve(response: .nan, dampingRatio: -3))
        options.spring = SpringCurve(response: .nan, dampingRatio: .nan)
        options.dimmingColor = .clear
        return options
    }
}
#endif
