#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Transitions

/// A zoom transition whose animators are counted (``CountingAnimator``) and whose adaptive delegate records
/// the callbacks in order; `allowsDismissal` is the delegate's should-dismiss answer.
final class FuzzZoomTransition: ZoomTransition {
    var animators: [CountingAnimator] = []
    let recorder = RecordingSheetDelegate()

    init(allowsDismissal: Bool, sourceViewProvider: @escaping SourceViewProvider) {
        super.init(sourceViewProvider: sourceViewProvider)
        recorder.allowsDismissal = allowsDismissal
        delegate = recorder
    }

    override func makePresentingAnimator(for presented: UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
    )? {
        CountingAnimator.counting(super.makePresentingAnimator(for: presented), log: &animators)
    }

    override func makeDismissalAnimator(for dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    {
        CountingAnimator.counting(super.makeDismissalAnimator(for: dismissed), log: &animators)
    }
}

/// A `present`/`dismiss` completion the fuzzer watches: how often it ran, and whether UIKit accepted the call
/// (it logs a warning and never calls the completion of a call it refuses).
struct FuzzCompletion {
    var calls = 0
    var accepted = true
    let label: String
}

/// Weak references to everything one zoom presentation creates, to prove none of it outlives the test.
struct ZoomFuzzSurvivors {
    weak var controller: RecordingViewController?
    weak var presentation: UIPresentationController?
    weak var transition: FuzzZoomTransition?
    weak var driver: PanToDismissDriver?
    weak var zoomView: UIView?

    /// Names of what is still alive.
    var alive: [String] {
        [
            controller.map { _ in "controller" }, presentation.map { _ in "presentation controller" },
            transition.map { _ in "transition" }, driver.map { _ in "driver" }, zoomView.map { _ in "zoom view" },
        ].compactMap { $0 }
    }
}

/// Whether `log` (appearance callbacks) breaks UIKit's order: will-appear → did-appear or will-disappear;
/// did-appear → will-disappear; will-disappear → did-disappear or will-appear; did-disappear → will-appear.
func appearanceOrderViolation(_ log: [String]) -> String? {
    let allowed: [String: Set<String>] = [
        "": ["viewWillAppear"],
        "viewWillAppear": ["viewDidAppear", "viewWillDisappear"],
        "viewDidAppear": ["viewWillDisappear"],
        "viewWillDisappear": ["viewDidDisappear", "viewWillAppear"],
        "viewDidDisappear": ["viewWillAppear"],
    ]
    var previous = ""
    for entry in log {
        guard allowed[previous]?.contains(entry) == true else { return "\(entry) after \(previous) in \(log)" }
        previous = entry
    }
    return nil
}

/// The first view under `view` (itself included) with a non-finite frame, alpha or on-screen frame.
@MainActor func firstNonFiniteFrame(in view: UIView) -> String? {
    func finite(_ r: CGRect) -> Bool { r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite }
    if !finite(view.frame) || !view.alpha.isFinite { return "\(type(of: view)) \(view.frame) alpha \(view.alpha)" }
    if let shown = view.layer.presentation()?.frame, !finite(shown) { return "\(type(of: view)) on screen \(shown)" }
    for subview in view.subviews {
        if let bad = firstNonFiniteFrame(in: subview) { return bad }
    }
    return nil
}
#endif
