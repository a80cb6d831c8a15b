import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

/// How a render server plays each part of a sheet settle (``SheetSettleTracks``): a part the render server leaves
/// still while the closed form moves it is a frame the reads and the screen disagree on.
@Suite("Sheet settle tracks")
struct SheetSettleTracksTests {
    /// A sheet at 400 pt (undimmed) and at the tallest a detent may be, where the screen behind recedes.
    static let large = Double(Phone.layout.maximumDetentValue)
    static let detents = sheetMetrics([400, CGFloat(large)]).detents
    static let context = SheetCompositionContext(
        layout: Phone.layout, detents: detents, largestUndimmedDetentIdentifier: detents.smallest.identifier,
        appearance: .edgeAttached, horizontalSizeClass: .compact, verticalSizeClass: .regular,
        prefersGrabberVisible: true)

    static func plan(from start: Double, to target: Double, velocity: Double) -> SheetSettlePlan {
        let animation = SpringAnimation(
            spring: SpringCurve(response: 0.4, dampingRatio: 0.8), from: start, to: target, initialVelocity: velocity)
        return SheetSettlePlan(
            animation: animation, overshoot: SheetOvershoot(limit: 10_000, dimension: 100),
            target: .detent(index: 1), duration: animation.settlingDuration, startTime: 0)
    }

    static func tracks(_ plan: SheetSettlePlan) -> SheetSettleTracks {
        SheetSettleTracks(plan: plan) { raw in
            SheetComposition(
                height: plan.height(atRaw: raw), velocity: 0, context: context,
                surroundings: SheetSurroundings(presenterRestFrame: CGRect(origin: .zero, size: Phone.size)))
        }
    }

    @Test("A settle that starts and ends at its detent but is carried out and back by its velocity moves every part it moves")
    func outAndBack() {
        let tracks = Self.tracks(Self.plan(from: Self.large, to: Self.large, velocity: -1_500))
        // The sheet dips about 100 pt and comes back: its frame, its dimming and the recede of the screen behind
        // all move on screen, so none may be held still.
        #expect(tracks.frame == .keyframes)
        #expect(tracks.dimming == .keyframes)
        #expect(tracks.presenter == .keyframes)
    }

    @Test("A settle at rest at its detent holds every part")
    func atRest() {
        let tracks = Self.tracks(Self.plan(from: Self.large, to: Self.large, velocity: 0))
        #expect(tracks == SheetSettleTracks())
    }

    @Test("A settle between two detents plays the frame as one spring of its position")
    func betweenDetents() {
        let tracks = Self.tracks(Self.plan(from: 400, to: 500, velocity: 0))
        #expect(tracks.frame == .spring)
        #expect(tracks.grabber == .constant)
    }
}
