#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// The join sheet (docs/architecture.md, "Scenarios"), KakaoTalk's "join open chat" sheet: parallax background, tappable buttons behind the sheet,
/// a lowest detent that resists instead of dismissing, and a footer that does not move.
@MainActor @Suite("The join-open-chat sheet", .headlessHygiene)
struct SheetJoinChatTests {
    func presentJoin() -> (Stage, RecordingViewController, RecordingSheetDelegate, UIView, Box) {
        let stage = Stage()
        let join = RecordingViewController(name: "join")
        join.isModalInPresentation = true
        let delegate = RecordingSheetDelegate()
        let box = Box()
        let background = UIView()
        let close = UIButton(type: .system)
        close.frame = CGRect(x: 16, y: 70, width: 44, height: 44)
        close.addAction(UIAction { _ in box.closeTaps += 1 }, for: .touchUpInside)
        background.addSubview(close)
        let footer = UIView()
        footer.simulatedFittingSize = CGSize(width: 393, height: 56)
        let tall = Detent.height(650, identifier: "tall")
        let transition = SheetTransition(detents: [.medium(), tall])
        transition.largestUndimmedDetentIdentifier = "tall"
        transition.backgroundView = background
        transition.footerView = footer
        transition.delegate = delegate
        transition.onPositionChange = { position in box.parallax.append(position.presentedFraction) }
        stage.present(join, using: transition)
        return (stage, join, delegate, footer, box)
    }

    /// Mutable state captured by closures.
    @MainActor final class Box {
        var closeTaps = 0
        var parallax: [Double] = []
    }

    @Test("Background buttons stay tappable while the sheet is up")
    func tappableBackground() {
        let (stage, _, _, _, box) = presentJoin()
        stage.window.simulateTap(at: CGPoint(x: 38, y: 92))
        stage.settle()
        #expect(box.closeTaps == 1)
    }

    @Test("The position callback reports every frame, for a parallax background")
    func parallax() {
        let (stage, join, _, _, box) = presentJoin()
        #expect(box.parallax.count > 5)  // the rise itself was reported frame by frame
        #expect(box.parallax.first! < box.parallax.last!)
        box.parallax.removeAll()
        let drag = stage.drag(join, by: -150, duration: 0.25, release: false)
        #expect(box.parallax.count >= 10)
        #expect(zip(box.parallax, box.parallax.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })
        drag.end()
        stage.settle()
    }

    @Test("At the lowest detent a downward drag resists, springs back, and only reports an attempt")
    func resistsAtLowestDetent() {
        let (stage, join, delegate, footer, _) = presentJoin()
        let restingTop = stage.sheetFrame(join).minY
        let footerFrame = footer.frame
        let drag = stage.drag(join, by: 200, duration: 0.4, release: false)
        let pulled = stage.sheetFrame(join).minY - restingTop
        #expect(pulled > 20 && pulled < 120)  // rubber band: moves, but far less than the finger
        #expect(footer.frame == footerFrame)  // the pinned footer does not move
        drag.end()
        stage.settle()
        #expect(stage.sheetFrame(join).minY == restingTop)
        #expect(stage.root.presentedViewController === join)
        #expect(delegate.log.contains("didAttemptToDismiss"))
        #expect(!delegate.log.contains("willDismiss"))
    }

    @Test("The footer is pinned to the screen's bottom above the home indicator")
    func footerPinned() {
        let (stage, join, _, footer, _) = presentJoin()
        #expect(footer.frame.minY == CGFloat(852 - 34 - 56))
        #expect(footer.frame.maxY == 852)
        join.sheet?.animateChanges { join.sheet?.selectedDetentIdentifier = "tall" }
        stage.settle()
        #expect(footer.frame.minY == CGFloat(852 - 34 - 56))
    }
}
#endif
