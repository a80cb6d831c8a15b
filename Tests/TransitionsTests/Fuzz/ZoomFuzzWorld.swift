#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Transitions

/// Plays zoom fuzz events against real zoom presentations over a photo grid (``ZoomFixture``'s) on
/// HeadlessUIKit, and checks the invariants after every step. Returns the first violation, or nil.
@MainActor final class ZoomFuzzWorld {
    let fixture = ZoomFixture(rows: 12)
    var stage: Stage { fixture.stage }
    /// What the provider answers now.
    var source: ZoomFuzzSource = .tile(7)
    /// A view that is never in a window.
    let detached = UIView(frame: CGRect(x: 20, y: 200, width: 80, height: 80))
    var drag: SimulatedDrag?
    var landscape = false
    /// Each presented controller's inner view and tracked list, by controller.
    var entries: [ObjectIdentifier: Entry] = [:]
    /// Every transition created, with its controller's modal flag (kept until the teardown check).
    var transitions: [(transition: FuzzZoomTransition, modal: Bool)] = []
    var completions: [FuzzCompletion] = []
    var survivors: [ZoomFuzzSurvivors] = []
    /// Whether each presented zoom (same order as ``transitions``) was presented from the root.
    var presentedFromRoot: [Bool] = []
    /// Prints each step and the chain after it (debugging a failing sequence).
    var verbose = false
    /// Whether the app calls `dismiss` from `presentationControllerWillDismiss`.
    var dismissesInWillDismiss = false
    /// Whether the documented reads are checked against the screen after every display frame (``ReadsInvariants``).
    var checksReadsEveryFrame = false
    /// Sheets presented over zooms (``ZoomFuzzEvent/sheetOverZoom(large:)``), held weakly for the leak check.
    var sheets: [ZoomFuzzSheet] = []

    struct Entry {
        let inner: UIView
        let list: UIScrollView?
    }

    init() {
        fixture.grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        fixture.providedView = { [unowned self] in self.answer() }
        // A tap on a tile presents a zoom from it, as a photo app does.
        let tap = UITapGestureRecognizer(headlessHandler: { [unowned self] recognizer in
            guard recognizer.state == .ended else { return }
            let point = recognizer.location(in: self.fixture.grid)
            guard let index = self.fixture.tiles.firstIndex(where: { $0.superview != nil && $0.frame.contains(point) })
            else { return }
            self.present(
                .tile(index), animated: true, from: self.stage.root, modal: false, allows: true, tracked: false,
                options: .standard)
        })
        fixture.grid.addGestureRecognizer(tap)
    }

    /// The chain of presented controllers, bottom to top.
    var chain: [UIViewController] { stage.presentedChain }

    /// The provider's answer for `source`.
    func answer() -> UIView? {
        switch source {
        case .tile(let index): return fixture.tiles[index]
        case .none: return nil
        case .detached: return detached
        case .window: return stage.window
        case .insideZoom: return chain.last.flatMap { entries[ObjectIdentifier($0)]?.inner }
        }
    }

    /// Runs a sequence; returns (step index, message) of the first violation.
    func run(_ events: [ZoomFuzzEvent]) -> (Int, String)? {
        let reads = checksReadsEveryFrame ? FrameReadsCheck { [unowned self] in self.readsUnderSheetsProblem() } : nil
        defer { reads?.stop() }
        for (index, event) in events.enumerated() {
            apply(event)
            if verbose { print("\(index) \(event) → \(summary)") }
            if let problem = reads?.problem ?? checkAlways() { return (index, problem) }
        }
        drag?.end()
        drag = nil
        stage.settle()
        if verbose { print("at rest → \(summary)") }
        if let problem = reads?.problem ?? checkAlways() ?? checkAtRest() { return (events.count, problem) }
        HeadlessAccessibility.setReduceMotionEnabled(false)
        stage.root.dismiss(animated: false)  // takes the whole stack down
        stage.settle()
        defer { stage.window.isHidden = true }  // the runtime keeps visible windows alive, as a scene does
        return checkTornDown().map { (events.count, $0) }
    }

    /// The chain, each zoom's frame and hidden source, and the window's containers.
    var summary: String {
        let zooms = chain.map { controller -> String in
            let zoom = controller.zoomPresentationController
            let flags = "p\(controller.isBeingPresented ? 1 : 0)d\(controller.isBeingDismissed ? 1 : 0)"
            let hidden = zoom?.hiddenSourceView.map { view in fixture.tiles.firstIndex { $0 === view } ?? -1 }
            return "\(flags) \(zoom?.zoomFrame?.clip ?? .null) hidden:\(hidden.map(String.init) ?? "-")"
        }
        return "\(zooms), window subviews \(stage.window.subviews.count), t=\(HeadlessClock.main.now)"
    }

    // MARK: Events

    func apply(_ event: ZoomFuzzEvent) {
        switch event {
        case .present(let tile, let animated, let stacked, let modal, let allows, let tracked, let options):
            let presenter = stacked ? (chain.last ?? stage.root) : stage.root
            present(
                .tile(tile), animated: animated, from: presenter, modal: modal, allows: allows, tracked: tracked,
                options: options)
        case .dismiss(let animated, let fromRoot):
            guard let top = chain.last else { return }
            let target = fromRoot ? stage.root : top
            let slot = completions.count
            completions.append(FuzzCompletion(label: "dismiss(animated: \(animated), fromRoot: \(fromRoot))"))
            completions[slot].accepted = headlessAccepts {
                target.dismiss(animated: animated) { [weak self] in self?.completions[slot].calls += 1 }
            }
            if completions[slot].accepted { noteAppDismissal(of: fromRoot ? chain : [top]) }
        case .escape:
            _ = chain.last?.zoomPresentationController?.presentedView?.accessibilityPerformEscape()
        case .dragBegin(let x, let y):
            guard drag == nil else { return }
            drag = stage.window.beginSimulatedDrag(at: windowPoint(x, y))
        case .dragMove(let dx, let dy, let steps, let timed):
            drag?.move(by: CGPoint(x: dx, y: dy), duration: timed ? Double(steps) / 60 : 0, steps: steps)
        case .dragEnd:
            drag?.end()
            drag = nil
        case .swipe(let x, let y, let dx, let dy, let steps, let fling):
            drag?.cancel()
            let finger = stage.window.beginSimulatedDrag(at: windowPoint(x, y))
            finger.move(by: CGPoint(x: dx, y: dy), duration: Double(steps) / 60, steps: steps)
            if fling { finger.fling(velocity: CGPoint(x: dx * 4, y: dy * 4)) } else { finger.end() }
            drag = nil
        case .dragFling(let vx, let vy):
            drag?.fling(velocity: CGPoint(x: vx, y: vy))
            drag = nil
        case .dragCancel:
            drag?.cancel()
            drag = nil
        case .tap(let x, let y):
            drag = nil  // a tap cancels a finger still down
            stage.window.simulateTap(at: windowPoint(x, y))
        case .scrollGrid(let offset, let animated):
            fixture.grid.setContentOffset(CGPoint(x: 0, y: offset), animated: animated)
        case .scrollDetail(let offset):
            guard let top = chain.last, let list = entries[ObjectIdentifier(top)]?.list else { return }
            list.contentOffset = CGPoint(x: 0, y: offset)
        case .source(let answer):
            source = answer
        case .removeSource:
            if case .tile(let index) = source { fixture.tiles[index].removeFromSuperview() }
        case .moveTile(let index, let dy):
            fixture.tiles[index].frame = ZoomFixture.tileFrame(index).offsetBy(dx: 0, dy: CGFloat(dy))
        case .restoreTiles:
            for (index, tile) in fixture.tiles.enumerated() {
                if tile.superview !== fixture.grid { fixture.grid.addSubview(tile) }
                tile.frame = ZoomFixture.tileFrame(index)
            }
        case .rotate(let toLandscape):
            guard toLandscape != landscape else { return }
            landscape = toLandscape
            stage.rotate(toLandscape: toLandscape)
        case .reduceMotion(let on):
            HeadlessAccessibility.setReduceMotionEnabled(on)
        case .wait(let seconds):
            stage.advance(seconds)
        case .dismissInWillDismiss(let on):
            dismissesInWillDismiss = on
        case .sheetOverZoom(let large):
            presentSheetOverZoom(large: large)
        }
    }

    private func windowPoint(_ x: Double, _ y: Double) -> CGPoint {
        let bounds = stage.window.bounds
        return CGPoint(x: bounds.width * CGFloat(x), y: bounds.height * CGFloat(y))
    }

    /// The zoom options for a fuzzed variant.
    static func options(_ variant: ZoomFuzzOptions) -> ZoomTransition.Options {
        var options = ZoomTransition.Options()
        switch variant {
        case .standard:
            break
        case .anyDirection:
            options.interactiveDismissShouldBegin = { _ in true }
        case .aligned:
            options.alignmentRectProvider = { _ in CGRect(x: 300, y: 40, width: 60, height: 30) }
            options.destinationCornerRadius = 39
            options.sourceCornerRadius = 20
        case .nonsense:
            options = .nonsense
        }
        return options
    }

    /// Presents a new detail with a new zoom transition from `presenter`, the provider answering `answer`.
    func present(
        _ answer: ZoomFuzzSource, animated: Bool, from presenter: UIViewController, modal: Bool, allows: Bool,
        tracked: Bool, options: ZoomFuzzOptions
    ) {
        source = answer
        let controller = RecordingViewController(name: "detail \(completions.count)")
        controller.isModalInPresentation = modal
        let inner = UIView(frame: CGRect(x: 30, y: 120, width: 90, height: 90))
        controller.view.addSubview(inner)
        let transition = FuzzZoomTransition(allowsDismissal: allows, sourceViewProvider: fixture.provider)
        transition.options = Self.options(options)
        transition.recorder.onWillDismiss = { [weak self] presentation in
            guard self?.dismissesInWillDismiss == true else { return }
            presentation.presentedViewController.dismiss(animated: true)  // refused by UIKit: already dismissing
        }
        var list: UIScrollView?
        if tracked {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            scroll.contentSize = CGSize(width: 393, height: 3000)
            controller.view.addSubview(scroll)
            transition.options.trackedScrollView = scroll
            list = scroll
        }
        entries[ObjectIdentifier(controller)] = Entry(inner: inner, list: list)
        transitions.append((transition, modal))
        presentedFromRoot.append(presenter === stage.root)
        let slot = completions.count
        completions.append(FuzzCompletion(label: "present(animated: \(animated))"))
        completions[slot].accepted = headlessAccepts {
            presenter.present(controller, using: transition, animated: animated) { [weak self] in
                self?.completions[slot].calls += 1
            }
        }
        survivors.append(
            ZoomFuzzSurvivors(
                controller: controller, presentation: controller.zoomPresentationController, transition: transition,
                driver: controller.zoomPresentationController?.dismissalDriver,
                zoomView: controller.zoomPresentationController?.presentedView))
    }
}
#endif
