#if canImport(HeadlessUIKit)
import Foundation
import TransitionsTestSupport
import HeadlessUIKit
import Transitions

extension ZoomFuzzWorld {
    /// Every view the provider can answer (tiles, nonsense answers, views inside the details), by name.
    var candidateViews: [(String, UIView)] {
        var views = fixture.tiles.enumerated().map { ("tile \($0.offset)", $0.element) }
        views.append(("detached view", detached))
        views.append(("window", stage.window))
        for entry in entries.values {
            views.append(("view inside a detail", entry.inner))
            if let list = entry.list { views.append(("tracked list", list)) }
        }
        return views
    }

    /// Checked after every step: finite frames, completions and animator endings at most once, the delegate's
    /// order, and a source hidden only by a zoom that is on screen.
    func checkAlways() -> String? {
        if let bad = firstNonFiniteFrame(in: stage.window) { return "non-finite frame: \(bad)" }
        if let completion = completions.first(where: { $0.calls > 1 }) {
            return "\(completion.label) completion called \(completion.calls) times"
        }
        if let completion = completions.first(where: { !$0.accepted && $0.calls > 0 }) {
            return "refused \(completion.label) called its completion"
        }
        for (transition, modal) in transitions {
            if let animator = transition.animators.first(where: { $0.endedCount > 1 }) {
                return "animationEnded called \(animator.endedCount) times for \(type(of: animator.inner))"
            }
            if let problem = delegateOrderViolation(transition.recorder.log, modal: modal) { return problem }
        }
        if !stage.root.log.isEmpty { return "the presenter got appearance callbacks: \(stage.root.log)" }
        for controller in survivors.compactMap(\.controller) {
            if let problem = appearanceOrderViolation(controller.log) { return "\(controller.name): \(problem)" }
        }
        let zooms = chain.compactMap(\.zoomPresentationController)
        for zoom in zooms {
            guard let alpha = zoom.presentedView?.alpha, let dimming = zoom.containerView?.subviews.first?.alpha else {
                continue
            }
            if !(0...1).contains(alpha) || !(0...1).contains(dimming) { return "alpha \(alpha), dimming \(dimming)" }
        }
        for (name, view) in candidateViews where view.isHidden {
            guard let owner = zooms.first(where: { $0.hiddenSourceView === view }) else {
                return "\(name) is hidden but no presented zoom is hiding it"
            }
            if owner.presentedView?.window == nil { return "\(name) is hidden while its zoom is not on screen" }
        }
        return nil
    }

    /// Checked once everything has settled: every used animator ended once, every accepted completion ran once,
    /// no source hidden, every zoom full screen and opaque, no leftover views.
    func checkAtRest() -> String? {
        for (transition, _) in transitions {
            for animator in transition.animators where animator.used && animator.endedCount != 1 {
                return
                    "a used \(type(of: animator.inner)) ended \(animator.endedCount) times (transition left half-done)"
            }
        }
        if let completion = completions.first(where: { $0.accepted && $0.calls != 1 }) {
            return "accepted \(completion.label): completion called \(completion.calls) times at rest"
        }
        if let (name, _) = candidateViews.first(where: { $0.1.isHidden }) { return "\(name) still hidden at rest" }
        if let root = stage.window.rootViewController?.view, !root.transform.isIdentity {
            return "the page under the zooms is still scaled at rest: \(root.transform)"
        }
        let bounds = stage.window.bounds
        for controller in chain {
            if controller.sheet != nil { continue }  // a sheet over a zoom (the sheet fuzzer checks sheets)
            guard let zoom = controller.zoomPresentationController else { return "a presented controller has no zoom" }
            if controller.isBeingPresented || controller.isBeingDismissed { return "a transition left half-done" }
            if zoom.dismissalDriver.isInteracting { return "the dismissal driver is still interacting at rest" }
            guard let view = zoom.presentedView, view.window != nil else { return "the zoom is not in the window" }
            if !isApproximately(view.frame, bounds, tolerance: 0.01) {
                return "zoom at rest at \(view.frame), not full screen \(bounds)"
            }
            if view.alpha != 1 { return "zoom at rest with alpha \(view.alpha)" }
            // Receded behind a sheet over it, the content carries the sheet's transform (checked by the reads).
            let covered = controller.presentedViewController?.sheet != nil
            if !covered
                && (!isApproximately(controller.view.frame, bounds, tolerance: 0.01)
                    || !controller.view.transform.isIdentity)
            {
                return "content at rest at \(controller.view.frame), transform \(controller.view.transform)"
            }
            guard let container = view.superview else { return "the zoom has no container" }
            // The dimming, the card's shadow (right below the card) and the card.
            if container.subviews.count != 3 { return "container holds \(container.subviews.count) views, not 3" }
            if container.subviews[1].alpha != 0 { return "the card's shadow shows at rest" }
            if let dimming = container.subviews.first, dimming !== view, dimming.alpha != 1 {
                return "dimming at rest with alpha \(dimming.alpha)"
            }
        }
        for controller in survivors.compactMap(\.controller) {
            let presented = chain.contains { $0 === controller }
            let expected = presented ? "viewDidAppear" : "viewDidDisappear"
            if let last = controller.log.last, last != expected {
                return "\(controller.name) \(presented ? "presented" : "gone") at rest, last callback \(last)"
            }
            if presented && controller.log.isEmpty { return "\(controller.name) presented without appearing" }
        }
        if let problem = checkDidDismissAfterWillDismiss() { return problem }
        let expected = 1 + chain.count
        if stage.window.subviews.count != expected {
            return "window has \(stage.window.subviews.count) subviews, expected \(expected) (leftover views)"
        }
        return nil
    }

    /// Marks the app's own (programmatic) dismissal of `controllers`: UIKit reports nothing for those.
    func noteAppDismissal(of controllers: [UIViewController]) {
        for (index, survivor) in survivors.enumerated() {
            guard controllers.contains(where: { $0 === survivor.controller }) else { continue }
            transitions[index].transition.recorder.log.append("appDismiss")
        }
    }

    /// A zoom presented from the root that the user dismissed reported did-dismiss after its last will-dismiss,
    /// unless the app dismissed it itself afterwards.
    func checkDidDismissAfterWillDismiss() -> String? {
        for (index, (transition, _)) in transitions.enumerated() where presentedFromRoot[index] {
            if let controller = survivors[index].controller, chain.contains(where: { $0 === controller }) { continue }
            let log = transition.recorder.log
            guard let lastWill = log.lastIndex(of: "willDismiss") else { continue }
            let after = log[(lastWill + 1)...]
            if !after.contains("didDismiss") && !after.contains("appDismiss") {
                return "a dismissed zoom reported willDismiss but never didDismiss: \(log)"
            }
        }
        return nil
    }

    /// Checked after dismissing everything: nothing presented, no container left, nothing hidden, nothing alive.
    func checkTornDown() -> String? {
        if !chain.isEmpty { return "could not dismiss everything: \(chain.count) left" }
        if stage.window.subviews.count != 1 { return "\(stage.window.subviews.count - 1) leftover container views" }
        if let (name, _) = candidateViews.first(where: { $0.1.isHidden }) {
            return "\(name) still hidden after teardown"
        }
        transitions.removeAll()
        entries.removeAll()
        let alive = survivors.flatMap(\.alive) + sheets.compactMap { $0.controller.map { _ in "sheet over a zoom" } }
        if !alive.isEmpty { return "leaked: \(alive.joined(separator: ", "))" }
        return nil
    }

}
#endif
