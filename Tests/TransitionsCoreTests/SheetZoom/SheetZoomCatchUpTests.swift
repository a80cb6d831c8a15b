import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

/// A drag that takes the card during the opening (``SheetZoomCatchUp``): the sheet is held where the card's top edge
/// is shown, the first frame is the card as shown, the rest of the morph plays on a short spring while the finger
/// moves the sheet, and the card is then exactly the sheet.
@Suite("Sheet zoom catch-up")
struct SheetZoomCatchUpTests {
    typealias F = SheetZoomFixture

    /// The card shown `frames` display frames into an opening of `context`'s sheet out of the button.
    static func card(after frames: Int, context: SheetCompositionContext = F.context()) -> SheetZoomFrame {
        var motion = SheetZoomMotion(context: context)
        motion.handle(.present(source: F.button, time: 0))
        for i in 1...frames { motion.handle(.tick(time: Double(i) / 60)) }
        return motion.frame
    }

    /// The catch-up of the card six frames into the opening, the sheet held at its top edge from `time`.
    static func grabbed(at time: Double, context: SheetCompositionContext = F.context()) -> SheetZoomCatchUp {
        let card = card(after: 6, context: context)
        return SheetZoomCatchUp(
            card: card, sheetHeight: SheetZoomCatchUp.grabHeight(card: card.clip, context: context), time: time,
            context: context, surroundings: SheetSurroundings())
    }

    @Test("The sheet is held where the card's top edge is shown, between hidden and the largest detent")
    func grabHeight() {
        let context = F.context()
        let card = Self.card(after: 8)
        #expect(card.isFlying && card.clip.minY > 70 && card.clip.minY < 874 - 34 - 300)
        let height = SheetZoomCatchUp.grabHeight(card: card.clip, context: context)
        expectApproximately(F.sheetFrame(height).minY, card.clip.minY, tolerance: 1e-9, "top edge under the finger")
        let above = CGRect(x: 300, y: 10, width: 44, height: 44)
        #expect(SheetZoomCatchUp.grabHeight(card: above, context: context) == 700, "no higher than the largest")
        let below = CGRect(x: 300, y: 900, width: 44, height: 44)
        #expect(SheetZoomCatchUp.grabHeight(card: below, context: context) == context.metrics.hiddenHeight)
        let nonsense = CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10)
        #expect(SheetZoomCatchUp.grabHeight(card: nonsense, context: context) == 700)
    }

    @Test("The first frame is the card as shown; the morph then finishes on the short spring")
    func firstFrameIsTheCard() {
        let context = F.context()
        let catchUp = Self.grabbed(at: 1)
        let card = catchUp.card
        let height = catchUp.grabHeight
        let first = catchUp.frame(
            height: height, velocity: 0, time: 1, context: context, surroundings: SheetSurroundings())
        expectApproximately(first.clip, card.clip, tolerance: 1e-9)
        expectApproximately(first.content, card.content, tolerance: 1e-9)
        #expect(first.topCornerRadius == card.topCornerRadius && first.bottomCornerRadius == card.bottomCornerRadius)
        #expect(first.sourceAlpha == card.sourceAlpha && first.dimmingAlpha == card.dimmingAlpha)
        // The next frames move without a jump: the spring starts at rest.
        let next = catchUp.frame(
            height: height, velocity: 0, time: 1 + 1.0 / 60, context: context, surroundings: SheetSurroundings())
        #expect(edgeDistance(next.clip, card.clip) < 0.25 * edgeDistance(card.clip, F.sheetFrame(height)))
        var previous = 0.0
        for i in 1...20 {
            let progress = catchUp.progress(at: 1 + Double(i) / 60)
            #expect(progress >= previous, "frame \(i): \(progress) after \(previous)")
            previous = progress
        }
        #expect(!catchUp.isCaughtUp(at: 1.1) && catchUp.isCaughtUp(at: 1.25), "about 0.2 s")
    }

    @Test("The finger moves the sheet's top edge one to one while the rest of the morph plays")
    func fingerHoldsTheTopEdge() {
        let context = F.context()
        let catchUp = Self.grabbed(at: 0)
        let height = catchUp.grabHeight
        for time in [0.02, 0.05, 0.1] {
            let here = catchUp.frame(
                height: height, velocity: 0, time: time, context: context, surroundings: SheetSurroundings())
            let lower = catchUp.frame(
                height: height - 40, velocity: 0, time: time, context: context, surroundings: SheetSurroundings())
            expectApproximately(lower.clip.minY - here.clip.minY, 40, tolerance: 1e-6, "at \(time) s")
        }
    }

    @Test("Caught up, the card is the sheet: its frame, corners and content, no source copy, its dimming")
    func caughtUpIsTheSheet() {
        for appearance in [SheetAppearance.edgeAttached, .inset] {
            let context = F.context(appearance: appearance)
            let card = Self.card(after: 4, context: context)
            let catchUp = SheetZoomCatchUp(
                card: card, sheetHeight: 500, time: 0, context: context, surroundings: SheetSurroundings())
            let frame = catchUp.frame(
                height: 450, velocity: 0, time: 0.3, context: context, surroundings: SheetSurroundings())
            let sheet = SheetComposition(height: 450, velocity: 0, context: context)
            expectApproximately(frame.clip, sheet.frame, tolerance: 0.5, "\(appearance)")
            expectApproximately(frame.content, sheet.frame, tolerance: 0.5, "\(appearance) content")
            expectApproximately(frame.topCornerRadius, sheet.cornerRadius, tolerance: 0.05)
            expectApproximately(
                frame.bottomCornerRadius, appearance == .inset ? sheet.cornerRadius : 0, tolerance: 0.05)
            expectApproximately(frame.sourceAlpha, 0, tolerance: 1e-3)
            expectApproximately(frame.dimmingAlpha, sheet.dimmingAlpha, tolerance: 1e-3)
        }
    }

    @Test("Nonsense times and heights never break the frame")
    func nonsense() {
        let context = F.context()
        let card = Self.card(after: 5)
        let catchUp = SheetZoomCatchUp(
            card: card, sheetHeight: .nan, time: .infinity, context: context, surroundings: SheetSurroundings())
        #expect(catchUp.grabHeight == 700 && catchUp.startTime == 0)
        for time in [Double.nan, -.infinity, -5, .infinity] {
            let frame = catchUp.frame(
                height: 300, velocity: .nan, time: time, context: context, surroundings: SheetSurroundings())
            #expect(frame.clip.minX.isFinite && frame.clip.width >= 0 && frame.contentScale.isFinite, "\(time)")
        }
        #expect(catchUp.progress(at: .nan) == 0 && !catchUp.isCaughtUp(at: .nan))
    }
}
