#if canImport(HeadlessUIKit)
import Foundation
import TransitionsTestSupport
import HeadlessUIKit
import Transitions

/// A presented sheet, watched for a user dismissal that reports will-dismiss but never did-dismiss.
struct DismissWatch {
    weak var controller: UIViewController?
    weak var presenter: UIViewController?
    let recorder: RecordingSheetDelegate
}

/// The lowest top edge a sheet may show after a release, and how many of its reported positions were checked.
struct ReleaseBound {
    var minY: CGFloat
    var checked: Int
}

/// The invariants added after an independent fuzzer found five defects: the selected detent at rest, the keyboard, the
/// footer, the fling overshoot, and will-dismiss always followed by did-dismiss.
extension FuzzWorld {
    /// Marks the app's own (programmatic) dismissal of `controllers`: UIKit reports nothing for those.
    func noteAppDismissal(of controllers: [UIViewController]) {
        for watch in dismissWatches where controllers.contains(where: { $0 === watch.controller }) {
            watch.recorder.log.append("appDismiss")
        }
    }

    /// After a finger lifts: each sheet may rise past the container's top by at most as much as it was above
    /// its largest detent at the release (SheetOvershoot's bound), until a finger takes it again.
    func recordReleaseBounds() {
        for controller in chain {
            guard let sheet = controller.sheet, let position = sheet.position, let view = sheet.presentedView,
                let largest = sheet.resolvedDetents.last?.height
            else { continue }
            let excess = max(position.height - Double(largest), 0)
            let recorder = transitionRecorder(of: controller)
            releaseBounds[ObjectIdentifier(view)] = ReleaseBound(
                minY: CGFloat(-excess), checked: recorder?.positions.count ?? 0)
        }
    }

    /// Every position reported since the last release keeps its top at or below the release's bound.
    func checkReleaseBounds() -> String? {
        guard drag == nil else { return nil }
        for controller in chain {
            guard let view = controller.sheet?.presentedView, var bound = releaseBounds[ObjectIdentifier(view)],
                let recorder = transitionRecorder(of: controller)
            else { continue }
            let positions = recorder.positions
            for position in positions.dropFirst(bound.checked) where position.frame.minY < bound.minY - 0.5 {
                return "sheet top at \(position.frame.minY) after a release, above its bound \(bound.minY)"
            }
            bound.checked = positions.count
            releaseBounds[ObjectIdentifier(view)] = bound
        }
        return nil
    }

    /// At rest a sheet sits at its selected detent's height (nil or unknown identifier: the smallest).
    func checkSelectedDetentAtRest() -> String? {
        for controller in chain {
            guard let sheet = controller.sheet, let position = sheet.position else { continue }
            let resolved = sheet.resolvedDetents
            guard !resolved.isEmpty else { return "a presented sheet without detents" }
            let index = sheet.selectedDetentIdentifier.flatMap { id in resolved.firstIndex { $0.identifier == id } }
            let expected = Double(resolved[index ?? 0].height)
            if !isApproximately(position.height, expected, tolerance: 0.01) {
                let name = sheet.selectedDetentIdentifier?.rawValue ?? "nil"
                return "sheet at rest at \(position.height), not at its selected detent \(name) (\(expected))"
            }
        }
        return nil
    }

    /// At rest with the keyboard up, every sheet sits on the keyboard (or on the safe area, if that is higher). In
    /// the iPad world every (floating, anchored) sheet stays above the keyboard's top edge, taken from the screen's
    /// coordinates into the window's: text input in a sheet stays visible.
    func checkKeyboardAtRest() -> String? {
        guard keyboardUp else { return nil }
        if isPad {
            let screenHeight = stage.window.frame.maxY  // the window reaches the screen's bottom
            let keyboardTop = screenHeight - keyboardHeight - stage.window.frame.minY
            for controller in chain {
                guard let frame = controller.sheet?.presentedView?.frame else { continue }
                if frame.maxY > keyboardTop + 0.5 {
                    return "sheet bottom \(frame.maxY) below the keyboard's top \(keyboardTop) (window coordinates)"
                }
            }
            return nil
        }
        let containerHeight = stage.window.bounds.height
        let expected = max(keyboardHeight, stage.window.safeAreaInsets.bottom)
        for controller in chain {
            guard let position = controller.sheet?.position else { continue }
            let obstruction = containerHeight - position.frame.minY - CGFloat(position.height)
            if !isApproximately(obstruction, min(expected, containerHeight), tolerance: 0.5) {
                return "sheet at rest \(obstruction) pt above the bottom with a \(keyboardHeight) pt keyboard up"
            }
        }
        return nil
    }

    /// At rest a footer is in the sheet's container, as wide as the sheet, pinned above the bottom obstruction
    /// at its current height (never above the sheet's top).
    func checkFooterAtRest() -> String? {
        for controller in chain {
            guard let sheet = controller.sheet, let footer = sheet.footerView, let position = sheet.position,
                let container = sheet.containerView
            else { continue }
            if footer.superview !== container { return "footer not in its sheet's container" }
            let fitting = footer.simulatedFittingSize?.height ?? 0
            let measured = fitting.isFinite ? max(fitting, 0) : 0
            let height = sheet.footerHeight.flatMap { $0.isFinite ? max($0, 0) : nil } ?? measured
            let obstruction = container.bounds.height - position.frame.minY - CGFloat(position.height)
            let top = max(container.bounds.height - obstruction - height, position.frame.minY)
            if !isApproximately(footer.frame.minY, top, tolerance: 0.5)
                || !isApproximately(footer.frame.width, position.frame.width, tolerance: 0.5)
            {
                return "footer at \(footer.frame), expected top \(top) and width \(position.frame.width)"
            }
        }
        return nil
    }

    /// A sheet the user dismissed reported did-dismiss after its last will-dismiss (unless the app dismissed it
    /// itself afterwards, or a controller below it took it down).
    func checkDidDismissAfterWillDismiss() -> String? {
        for watch in dismissWatches {
            if let controller = watch.controller, chain.contains(where: { $0 === controller }) { continue }
            let presenterStays = watch.presenter === stage.root || chain.contains { $0 === watch.presenter }
            guard presenterStays, let lastWill = watch.recorder.log.lastIndex(of: "willDismiss") else { continue }
            // The app asked the coordinator to dismiss it, and it is gone: the app's own dismissal (UIKit reports
            // nothing for it), performed while the world settled, after the controller could be noted.
            if watch.controller == nil, coordination?.dismissAskedRecorders.contains(ObjectIdentifier(watch.recorder)) == true {
                continue
            }
            let after = watch.recorder.log[(lastWill + 1)...]
            if !after.contains("didDismiss") && !after.contains("appDismiss") {
                return "a dismissed sheet reported willDismiss but never didDismiss: \(watch.recorder.log)"
            }
        }
        return nil
    }

    private func transitionRecorder(of controller: UIViewController) -> RecordingSheetDelegate? {
        dismissWatches.first { $0.controller === controller }?.recorder
    }
}
#endif
