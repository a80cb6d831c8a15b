#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

// Code written the way UIKit apps write it, with only the mechanical Linux edits (`#selector` targets
// become `headlessHandler`s). It checks that the declarations fit real call sites, not just our own tests.

/// A card that the user drags down to dismiss; its list scrolls at the same time.
@MainActor private final class CardDismissal: NSObject, UIGestureRecognizerDelegate {
    let card: UIView
    weak var scrollView: UIScrollView?
    private(set) var isDismissed = false
    private(set) var shouldBeginAnswers: [Bool] = []

    init(card: UIView) {
        self.card = card
        super.init()
        // Darwin: UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        let pan = UIPanGestureRecognizer(headlessHandler: { [unowned self] recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handlePan(pan)
        })
        pan.delegate = self
        card.addGestureRecognizer(pan)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: card.superview)
        switch pan.state {
        case .changed:
            card.transform = CGAffineTransform(translationX: 0, y: max(0, translation.y))
        case .ended, .cancelled:
            let velocity = pan.velocity(in: card.superview)
            if translation.y > 100 || velocity.y > 1000 {
                isDismissed = true
            } else {
                UIView.animate(withDuration: 0.3) { self.card.transform = .identity }
            }
        default:
            break
        }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: card)
        let answer = velocity.y > abs(velocity.x)
        shouldBeginAnswers.append(answer)
        return answer
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        otherGestureRecognizer === scrollView?.panGestureRecognizer
    }
}

/// Snaps a list to 100-pt rows, the classic `targetContentOffset` trick.
@MainActor private final class RowSnapping: NSObject, UIScrollViewDelegate {
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        let row: CGFloat = 100
        targetContentOffset.pointee.y = (targetContentOffset.pointee.y / row).rounded() * row
    }
}

@MainActor
@Suite("UIKit-style call sites", .headlessHygiene)
struct UIKitStyleSnippetTests {
    @Test("a downward fling dismisses the card; an upward drag never begins the pan")
    func cardDismissal() {
        let window = InputTestSupport.makeWindow()
        let card = InputTestSupport.addView(CGRect(x: 0, y: 300, width: 400, height: 500), to: window)
        let dismissal = CardDismissal(card: card)
        let up = window.beginSimulatedDrag(at: CGPoint(x: 200, y: 500))
        up.move(by: CGPoint(x: 0, y: -60), duration: 0.1, steps: 6)
        up.end()
        #expect(dismissal.shouldBeginAnswers == [false])
        #expect(card.transform == .identity)

        let down = window.beginSimulatedDrag(at: CGPoint(x: 200, y: 500))
        down.move(by: CGPoint(x: 0, y: 40), duration: 0.1, steps: 4)
        #expect(card.transform.ty == 40)
        down.fling(velocity: CGPoint(x: 0, y: 1400))
        #expect(dismissal.isDismissed)
    }

    @Test("the card and its list recognize together through the delegate")
    func cardWithList() {
        let window = InputTestSupport.makeWindow()
        let card = InputTestSupport.addView(CGRect(x: 0, y: 300, width: 400, height: 500), to: window)
        let list = UIScrollView(frame: card.bounds)
        list.contentSize = CGSize(width: 400, height: 3000)
        card.addSubview(list)
        let dismissal = CardDismissal(card: card)
        dismissal.scrollView = list
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 200, y: 500))
        drag.move(by: CGPoint(x: 0, y: 60), duration: 0.1, steps: 6)
        #expect(list.isDragging)
        #expect(card.transform.ty == 60)
        drag.cancel()
        HeadlessClock.main.runUntilIdle()
    }

    @Test("rows snap through targetContentOffset.pointee")
    func rowSnapping() {
        let scene = ScrollScene(contentSize: CGSize(width: 400, height: 20_000))
        let snapping = RowSnapping()
        scene.scrollView.delegate = snapping
        let drag = scene.beginDrag()
        drag.move(by: CGPoint(x: 0, y: -37), duration: 0.1, steps: 5)
        drag.fling(velocity: CGPoint(x: 0, y: -730))
        HeadlessClock.main.runUntilIdle()
        let y = scene.scrollView.contentOffset.y
        #expect(y > 0)
        #expect(y.truncatingRemainder(dividingBy: 100) == 0)
    }

    @Test("the usual keyboard handler reads the payload with plain casts")
    func keyboardHandler() {
        let window = InputTestSupport.makeWindow(width: 390, height: 844)
        HeadlessKeyboard.hide(duration: 0, in: window)
        HeadlessClock.main.advance(by: 0.1)
        let footer = InputTestSupport.addView(CGRect(x: 0, y: 784, width: 390, height: 60), to: window)
        var parsed: (frame: CGRect, duration: Double, options: UIView.AnimationOptions)?
        let token = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
        ) { notification in
            nonisolated(unsafe) let notification = notification
            MainActor.assumeIsolated {
                guard let userInfo = notification.userInfo,
                    let endFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                    let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
                    let curve = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
                else { return }
                let options = UIView.AnimationOptions(rawValue: curve << 16)
                parsed = (endFrame, duration, options)
                let keyboardInView = footer.superview?.convert(endFrame, from: nil) ?? endFrame
                UIView.animate(withDuration: duration, delay: 0, options: options) {
                    footer.frame.origin.y = keyboardInView.minY - footer.frame.height
                }
            }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        HeadlessKeyboard.show(height: 300, in: window)
        #expect(parsed?.frame == CGRect(x: 0, y: 544, width: 390, height: 300))
        #expect(parsed?.duration == 0.25)
        #expect(parsed?.options.rawValue == 7 << 16)
        #expect(footer.frame.minY == 484)
        HeadlessKeyboard.hide(duration: 0, in: window)
        HeadlessClock.main.runUntilIdle()
    }

    @Test("Reduce Motion picks the animation, as apps check it")
    func reduceMotionCheck() {
        HeadlessAccessibility.reset()
        func duration() -> TimeInterval { UIAccessibility.isReduceMotionEnabled ? 0 : 0.35 }
        #expect(duration() == 0.35)
        HeadlessAccessibility.setReduceMotionEnabled(true)
        #expect(duration() == 0)
        UIAccessibility.post(notification: .announcement, argument: "Sheet dismissed")
        #expect(HeadlessAccessibility.announcements == ["Sheet dismissed"])
        HeadlessAccessibility.reset()
    }
}
#endif
