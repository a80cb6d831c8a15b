#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit

/// Shared helpers for the input tests.
@MainActor enum InputTestSupport {
    /// A 400 × 800 window with a fresh clock phase: earlier tests' pending work has run and a second of
    /// virtual time separates this test's taps from earlier ones.
    static func makeWindow(width: CGFloat = 400, height: CGFloat = 800) -> UIWindow {
        HeadlessClock.main.runUntilIdle(maximumDuration: 2)
        HeadlessClock.main.advance(by: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.makeKeyAndVisible()
        return window
    }

    /// A view added to `parent` with `frame`.
    @discardableResult
    static func addView(_ frame: CGRect, to parent: UIView) -> UIView {
        let view = UIView(frame: frame)
        parent.addSubview(view)
        return view
    }
}

/// Records every action of a recognizer: state, time, translation and velocity (window coordinates).
@MainActor final class GestureLog {
    struct Entry {
        let state: UIGestureRecognizer.State
        let time: TimeInterval
        let translation: CGPoint
        let velocity: CGPoint
        let location: CGPoint
    }

    private(set) var entries: [Entry] = []

    var states: [UIGestureRecognizer.State] { entries.map(\.state) }

    /// A handler to pass to `addHeadlessHandler(_:)`.
    var handler: @MainActor (UIGestureRecognizer) -> Void {
        { [weak self] recognizer in
            let pan = recognizer as? UIPanGestureRecognizer
            self?.entries.append(
                Entry(
                    state: recognizer.state, time: HeadlessClock.main.now,
                    translation: pan?.translation(in: nil) ?? .zero, velocity: pan?.velocity(in: nil) ?? .zero,
                    location: recognizer.location(in: nil)))
        }
    }
}

/// A view that records the touch callbacks it receives.
@MainActor final class TouchRecordingView: UIView {
    private(set) var calls: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("cancelled") }
}

/// A gesture delegate whose answers are configurable and whose questions are logged.
@MainActor final class ConfigurableGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceiveTouch = true
    var simultaneous = false
    var requireFailureOf: UIGestureRecognizer?
    var requiredToFailBy: UIGestureRecognizer?
    private(set) var questions: [String] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        questions.append("shouldBegin")
        return shouldBegin
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        questions.append("shouldReceiveTouch")
        return shouldReceiveTouch
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        questions.append("simultaneous")
        return simultaneous
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        otherGestureRecognizer === requireFailureOf
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        otherGestureRecognizer === requiredToFailBy
    }
}

/// A delegate implementing nothing: every answer is the protocol default.
final class SilentGestureDelegate: NSObject, UIGestureRecognizerDelegate {}
#endif
