#if canImport(HeadlessUIKit)
import Foundation
import TransitionsTestSupport
import HeadlessUIKit
import Transitions

/// Plays fuzz events against real sheet presentations on HeadlessUIKit and checks the invariants after
/// every step. Returns the first violation found, or nil.
@MainActor final class FuzzWorld {
    let stage: Stage
    /// The iPad world (`FuzzWorld(pad: true)`): a 12.9-inch iPad whose window starts ``padWindowInset`` pt below the
    /// screen's top, as multitasking gives an app (so the keyboard's screen frame and window coordinates differ),
    /// every sheet floating and anchored to a control in the lower half of the window (`sourceView`).
    let isPad: Bool
    /// How far below the screen's top the iPad world's window starts, in points.
    static let padWindowInset: CGFloat = 120
    private var sourceControl: UIView?

    init(pad: Bool = false) {
        isPad = pad
        if pad {
            HeadlessDevice.use(.iPadPro12_9)
            let screen = UIScreen.main.bounds
            stage = Stage(
                device: .iPadPro12_9,
                windowFrame: CGRect(
                    x: 0, y: Self.padWindowInset, width: screen.width, height: screen.height - Self.padWindowInset))
            let control = UIView(frame: CGRect(x: 440, y: 860, width: 80, height: 44))
            stage.root.view.addSubview(control)
            sourceControl = control
        } else {
            stage = Stage()
        }
    }
    var drag: SimulatedDrag?
    var keyboardUp = false
    var keyboardHeight: CGFloat = 0
    var landscape = false
    private var transitions: [ObjectIdentifier: FuzzSheetTransition] = [:]
    /// Whether the app calls `dismiss` from `presentationControllerWillDismiss`.
    var dismissesInWillDismiss = false
    /// Every sheet presented, watched for a will-dismiss that is never followed by did-dismiss.
    var dismissWatches: [DismissWatch] = []
    /// Per sheet (by sheet view): the lowest top edge (container points) the sheet may show after the last
    /// release, and how many of its reported positions were already checked against it.
    var releaseBounds: [ObjectIdentifier: ReleaseBound] = [:]
    /// Per sheet: the largest detent height it has had.
    private var previousLargest: [ObjectIdentifier: Double] = [:]
    private var modal: [ObjectIdentifier: Bool] = [:]
    var completions: [FuzzCompletion] = []
    private var weakControllers: [WeakController] = []
    private var weakTransitions: [WeakTransition] = []

    struct WeakController { weak var value: UIViewController? }
    struct WeakTransition { weak var value: FuzzSheetTransition? }

    /// The chain of presented controllers, bottom to top.
    var chain: [UIViewController] { stage.presentedChain }

    /// Prints the chain and the window's containers after every step (debugging a failing sequence).
    var verbose = false
    /// Whether the documented reads are checked against the screen after every display frame (``ReadsInvariants``).
    var checksReadsEveryFrame = false
    /// The app's coordinator (made by the first ``FuzzEvent/coordinator(_:)``) and what it reported.
    var coordination: FuzzCoordination?

    /// Runs a sequence; returns (step index, message) of the first violation. However it ends, it cleans up after
    /// itself (keyboard, Reduce Motion, presented sheets, the window), so the next run starts clean.
    func run(_ events: [FuzzEvent]) -> (Int, String)? {
        // As an app does at launch: a keyboard shown before the first sheet exists is known to the sheets.
        SheetPresentationController.startTrackingKeyboard()
        var result = play(events)
        if keyboardUp { HeadlessKeyboard.hide(in: stage.window) }
        // Forget any floating keyboard frame too (the keyboard tracker is process-wide).
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillHideNotification, object: UIScreen.main,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: .zero)])
        HeadlessAccessibility.setReduceMotionEnabled(false)
        drag?.end()
        drag = nil
        stage.root.dismiss(animated: false)  // dismisses the whole stack above the root
        stage.settle()
        if result == nil { result = releaseCoordinator().map { (events.count, $0) } }
        if result == nil { result = checkTornDown().map { (events.count, $0) } }
        stage.window.isHidden = true  // HeadlessUIKit keeps visible windows alive; let this one go
        return result
    }

    /// Plays the events, checking after each, then lets everything settle and checks the resting state.
    private func play(_ events: [FuzzEvent]) -> (Int, String)? {
        let reads = checksReadsEveryFrame ? FrameReadsCheck { [unowned self] in self.readsProblem() } : nil
        defer { reads?.stop() }
        for (index, event) in events.enumerated() {
            apply(event)
            notePresentedByCoordinator()
            if let problem = reads?.problem { return (index, problem) }
            if verbose {
                let heights = chain.map { $0.sheet?.position?.height ?? .nan }
                let flags = chain.map { c in
                    "dismissing:\(c.isBeingDismissed) presenting:\(c.isBeingPresented) driver:\(c.sheet?.dismissalDriver.isInteracting ?? false)/\(c.sheet?.dismissalDriver.isRunningTransition ?? false)"
                }
                print(
                    "\(index) \(event) → chain \(chain.count) \(heights) \(flags), window subviews \(stage.window.subviews.count), t=\(HeadlessClock.main.now)"
                )
            }
            if let problem = checkAlways() { return (index, problem) }
        }
        drag?.end()
        drag = nil
        stage.settle()
        return (reads?.problem ?? checkAlways() ?? checkAtRest()).map { (events.count, $0) }
    }

    // MARK: Events

    private func apply(_ event: FuzzEvent) {
        switch event {
        case .present(let detents, let selected, let isModal, let animated, let stacked):
            let presenter = stacked ? (chain.last ?? stage.root) : stage.root
            present(detents: detents, selected: selected, modal: isModal, animated: animated, from: presenter)
        case .dismiss(let animated):
            guard let top = chain.last else { return }
            let slot = newCompletion("dismiss(animated: \(animated))")
            completions[slot].accepted = headlessAccepts {
                top.dismiss(animated: animated) { [weak self] in self?.completions[slot].calls += 1 }
            }
            if completions[slot].accepted { noteAppDismissal(of: [top]) }
        case .replace(let detents):
            let (controller, transition) = makeSheet(detents: detents, selected: 0, modal: false)
            dismissWatches.append(
                DismissWatch(controller: controller, presenter: stage.root, recorder: transition.recorder))
            // A replacement is ignored while the current sheet is already leaving, and its present may be refused
            // later: only "at most once" is checked for it.
            let slot = newCompletion("replace", checkedAtRest: false)
            noteAppDismissal(of: chain)
            stage.root.replacePresentedSheet(with: controller, using: transition) { [weak self] in
                self?.completions[slot].calls += 1
            }
        case .dragBegin(let fraction):
            guard drag == nil, let top = chain.last, let frame = top.sheet?.presentedView?.frame else { return }
            let y = frame.minY + CGFloat(fraction) * frame.height
            let bottom = stage.window.bounds.height - 1
            drag = stage.window.beginSimulatedDrag(at: CGPoint(x: frame.midX, y: max(min(y, bottom), 1)))
            releaseBounds.removeAll()  // a finger may pull a sheet anywhere its rubber band allows
        case .dragMove(let dy, let steps):
            drag?.move(by: CGPoint(x: 0, y: dy), duration: Double(steps) / 60, steps: steps)
        case .dragEnd:
            guard let finger = drag else { return }
            finger.end()
            drag = nil
            recordReleaseBounds()
        case .dragFling(let velocity):
            guard let finger = drag else { return }
            finger.fling(velocity: CGPoint(x: 0, y: velocity))
            drag = nil
            recordReleaseBounds()
        case .dragCancel:
            guard let finger = drag else { return }
            finger.cancel()
            drag = nil
            recordReleaseBounds()
        case .tapOutside:
            guard drag == nil else { return }
            stage.window.simulateTap(at: CGPoint(x: 30, y: 75))
        case .keyboard(let height):
            if let height {
                HeadlessKeyboard.show(height: CGFloat(height), in: stage.window)
                keyboardUp = true
                keyboardHeight = CGFloat(height)
            } else if keyboardUp {
                HeadlessKeyboard.hide(in: stage.window)
                keyboardUp = false
            }
        case .resize(let toLandscape):
            guard !isPad, toLandscape != landscape else { return }  // the iPad world's window keeps its frame
            landscape = toLandscape
            stage.rotate(toLandscape: toLandscape)
            // iOS announces the keyboard's new frame after a rotation; HeadlessKeyboard does it when told.
            if keyboardUp { HeadlessKeyboard.show(height: keyboardHeight, in: stage.window) }
        case .changeDetents(let detents, let animated):
            guard let sheet = chain.last?.sheet else { return }
            if animated {
                sheet.animateChanges { sheet.detents = detents.map(\.detent) }
            } else {
                sheet.detents = detents.map(\.detent)
            }
        case .select(let index, let animated):
            guard let sheet = chain.last?.sheet else { return }
            let resolved = sheet.resolvedDetents
            let identifier: Detent.Identifier? =
                resolved.indices.contains(index) ? resolved[index].identifier : (index < 0 ? nil : "unknown")
            if animated {
                sheet.animateChanges { sheet.selectedDetentIdentifier = identifier }
            } else {
                sheet.selectedDetentIdentifier = identifier
            }
        case .invalidate:
            chain.last?.sheet?.invalidateDetents()
        case .reduceMotion(let on):
            HeadlessAccessibility.setReduceMotionEnabled(on)
        case .scroll(let offset):
            chain.last?.sheet?.trackedScrollView?.contentOffset = CGPoint(x: 0, y: offset)
        case .wait(let seconds):
            stage.advance(seconds)
        case .footer(let height, let explicit):
            guard let sheet = chain.last?.sheet else { return }
            if explicit {
                sheet.footerHeight = height.map { CGFloat($0) }
            } else if let height {
                let footer = UIView()
                footer.simulatedFittingSize = CGSize(width: 393, height: CGFloat(height))
                sheet.footerView = footer
            } else {
                sheet.footerView = nil
            }
        case .dismissFromBelow(let animated):
            let stack = chain
            guard !stack.isEmpty else { return }
            if headlessAccepts({ stage.root.dismiss(animated: animated) }) { noteAppDismissal(of: stack) }
        case .recedeDepth(let depth):
            chain.last?.sheet?.recedeStyle = SheetRecedeStyle(maximumDepth: depth)
        case .floatingKeyboard(let frame):
            guard !keyboardUp else { return }  // only over no docked keyboard: the frame then changes nothing
            let info: [AnyHashable: Any] = [
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame),
                UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
                UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
            ]
            NotificationCenter.default.post(
                name: UIResponder.keyboardWillChangeFrameNotification, object: UIScreen.main, userInfo: info)
        case .dismissInWillDismiss(let on):
            dismissesInWillDismiss = on
        case .coordinator(let id):
            requestFromCoordinator(id)
        }
    }

    func newCompletion(_ label: String, checkedAtRest: Bool = true) -> Int {
        completions.append(FuzzCompletion(accepted: checkedAtRest, label: label))
        return completions.count - 1
    }

    func makeSheet(detents: [FuzzDetent], selected: Int, modal isModal: Bool)
        -> (UIViewController, FuzzSheetTransition)
    {
        let controller = UIViewController()
        controller.view.simulatedFittingSize = CGSize(width: 393, height: 260)
        controller.isModalInPresentation = isModal
        let transition = FuzzSheetTransition(detents: detents.map(\.detent))
        // Sheets with an odd number of detents use the inset appearance (derived from the event, so
        // recorded sequences replay identically).
        transition.appearance = detents.count % 2 == 1 ? .inset : .edgeAttached
        transition.recorder.onWillDismiss = { [weak self] presentation in
            guard self?.dismissesInWillDismiss == true else { return }
            presentation.presentedViewController.dismiss(animated: true)  // refused by UIKit: already dismissing
        }
        let list = transition.detents
        transition.selectedDetentIdentifier = list.indices.contains(selected) ? list[selected].identifier : nil
        if let sourceControl { transition.sourceView = sourceControl }
        transitions[ObjectIdentifier(controller)] = transition
        modal[ObjectIdentifier(controller)] = isModal
        weakControllers.append(WeakController(value: controller))
        weakTransitions.append(WeakTransition(value: transition))
        return (controller, transition)
    }

    private func present(
        detents: [FuzzDetent], selected: Int, modal isModal: Bool, animated: Bool, from presenter: UIViewController
    ) {
        let (controller, transition) = makeSheet(detents: detents, selected: selected, modal: isModal)
        dismissWatches.append(DismissWatch(controller: controller, presenter: presenter, recorder: transition.recorder))
        let slot = newCompletion("present(animated: \(animated))")
        completions[slot].accepted = headlessAccepts {
            presenter.present(controller, using: transition, animated: animated) { [weak self] in
                self?.completions[slot].calls += 1
            }
        }
    }

    // MARK: Invariants

    private func checkAlways() -> String? {
        if let bad = firstNonFiniteView(stage.window) { return "non-finite frame: \(bad)" }
        if let completion = completions.first(where: {
            $0.calls > 1 || (!$0.accepted && $0.calls > 0 && $0.label != "replace")
        }) {
            return "\(completion.label): completion called \(completion.calls) times (accepted: \(completion.accepted))"
        }
        for transition in transitions.values {
            if let animator = transition.animators.first(where: { $0.endedCount > 1 }) {
                return "animationEnded called \(animator.endedCount) times for \(type(of: animator.inner))"
            }
        }
        for controller in chain {
            guard let sheet = controller.sheet, let position = sheet.position,
                let largest = sheet.resolvedDetents.last?.height
            else { continue }
            // A change of detents moves the band's base, not the sheet: a sheet flung high under earlier, larger
            // detents may still be coming down when smaller ones apply. The base is the largest detent it has had.
            let key = ObjectIdentifier(sheet)
            let base = max(Double(largest), previousLargest[key] ?? 0)
            previousLargest[key] = base
            let limit = base + Double(stage.window.bounds.height)
            if !(position.height < limit) { return "sheet height \(position.height) beyond the rubber band (\(limit))" }
        }
        for (id, transition) in transitions {
            if let problem = delegateOrderViolation(transition.recorder.log, modal: modal[id] ?? false) {
                return problem
            }
            if let unresolved = transition.recorder.unresolvedSelections.first {
                return "the selected-detent callback named \(unresolved) (log \(transition.recorder.log))"
            }
        }
        return checkReleaseBounds()
    }

    private func checkAtRest() -> String? {
        if let completion = completions.first(where: { $0.accepted && $0.calls != 1 }) {
            return "accepted \(completion.label): completion called \(completion.calls) times at rest"
        }
        for transition in transitions.values {
            for animator in transition.animators where animator.used && animator.endedCount != 1 {
                return
                    "a used \(type(of: animator.inner)) ended \(animator.endedCount) times (transition left half-done)"
            }
        }
        for controller in chain {
            guard let sheet = controller.sheet else { return "presented controller without a sheet" }
            guard let position = sheet.position else { return "sheet at rest without a position" }
            let heights = sheet.resolvedDetents.map { Double($0.height) }
            if !heights.contains(where: { isApproximately($0, position.height, tolerance: 0.01) }) {
                return "sheet at rest at \(position.height), not on a detent \(heights)"
            }
            if controller.view.window == nil { return "presented view not in the window" }
            if sheet.presentedView?.alpha != 1 { return "sheet left with alpha \(sheet.presentedView?.alpha ?? -1)" }
        }
        // However a sheet's presentation ended (its own dismissal, removed from below), it gave the status bar back.
        if weakControllers.contains(where: {
            guard let controller = $0.value else { return false }
            return controller.presentingViewController == nil && controller.modalPresentationCapturesStatusBarAppearance
        }) {
            return "a controller no longer presented still captures the status bar"
        }
        if let problem = FuzzRecedeInvariants.atRestProblem(window: stage.window, root: stage.root, chain: chain)
            ?? checkSelectedDetentAtRest() ?? checkKeyboardAtRest() ?? checkFooterAtRest()
            ?? checkDidDismissAfterWillDismiss() ?? checkCoordinatorAtRest()
        {
            return problem
        }
        let recedeViews = FuzzRecedeInvariants.blackViews(in: stage.window, root: stage.root).count
        let expectedContainers = 1 + chain.count + recedeViews
        if stage.window.subviews.count != expectedContainers {
            return "window has \(stage.window.subviews.count) subviews, expected \(expectedContainers) (leftover views)"
        }
        return nil
    }

    private func checkTornDown() -> String? {
        if !chain.isEmpty { return "could not dismiss everything: \(chain.count) left" }
        if stage.window.subviews.count != 1 { return "\(stage.window.subviews.count - 1) leftover container views" }
        if let problem = FuzzRecedeInvariants.pristineProblem(window: stage.window, root: stage.root) {
            return problem
        }
        transitions.removeAll()
        let liveControllers = weakControllers.filter { $0.value != nil }.count
        let liveTransitions = weakTransitions.filter { $0.value != nil }.count
        if liveControllers > 0 || liveTransitions > 0 {
            return "leaked \(liveControllers) controllers and \(liveTransitions) transitions"
        }
        return nil
    }

    private func firstNonFiniteView(_ view: UIView) -> String? {
        let f = view.frame
        if !(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite) || !view.alpha.isFinite {
            return "\(type(of: view)) \(f)"
        }
        if let p = view.layer.presentation()?.frame,
            !(p.minX.isFinite && p.minY.isFinite && p.width.isFinite && p.height.isFinite)
        {
            return "\(type(of: view)) on screen \(p)"
        }
        for subview in view.subviews {
            if let bad = firstNonFiniteView(subview) { return bad }
        }
        return nil
    }
}
#endif
