import Foundation
import Testing
import TransitionsCore

@Suite("Zoom models with nonsense input")
struct ZoomNonsenseInputTests {
    static let specials: [CGFloat] = [.nan, .infinity, -.infinity, -50, 0, .greatestFiniteMagnitude, 1e-300]

    @Test("Geometry: non-finite and negative rects, radii and progress give finite frames")
    func geometry() {
        for value in Self.specials {
            let weird = CGRect(x: value, y: 10, width: value, height: 40)
            let geometry = ZoomGeometry(
                source: weird, destination: weird, containerBounds: weird, alignmentRect: weird,
                sourceCornerRadius: value, destinationCornerRadius: value, fallbackScale: value)
            for progress in [Double.nan, -.infinity, -3, -0.5, 0, 0.5, 1, 1.5, .infinity] {
                let frame = geometry.frame(at: progress)
                #expect(isFinite(frame), "value \(value) progress \(progress): \(frame)")
                #expect(frame.clip.width >= 0 && frame.clip.height >= 0 && frame.cornerRadius >= 0)
                #expect((0...1).contains(frame.alpha) && (0...1).contains(frame.dimmingAlpha))
            }
        }
    }

    @Test("NaN progress shows the presented state; a non-finite destination becomes the container")
    func documentedReplacements() {
        let geometry = ZoomFixture.geometry()
        #expect(geometry.frame(at: .nan) == geometry.frame(at: 1))
        #expect(geometry.frame(at: .infinity) == geometry.frame(at: 2))
        let lost = ZoomGeometry(
            source: ZoomFixture.squareCell, destination: CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10),
            containerBounds: ZoomFixture.container)
        #expect(lost.destination == ZoomFixture.container)
        let flipped = ZoomGeometry(
            source: CGRect(x: 124, y: 280, width: -100, height: -100), destination: ZoomFixture.container,
            containerBounds: ZoomFixture.container)
        #expect(flipped.source == ZoomFixture.squareCell)
    }

    @Test("Drag: NaN start, touch, container, translation and velocity give finite frames and a decision")
    func drag() {
        let bad = ZoomFrame(
            clip: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1),
            content: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1),
            contentScale: .nan, cornerRadius: -4, dimmingAlpha: .nan, alpha: 7, contentBlend: -.infinity)
        for value in Self.specials {
            let model = ZoomDragModel(
                start: bad, touchLocation: CGPoint(x: value, y: value),
                containerSize: CGSize(width: value, height: value),
                behavior: ZoomDragBehavior(
                    minimumScale: Double(value), floorScale: Double(value), draggingCornerRadius: value,
                    releaseProjectionTime: Double(value), commitDistance: Double(value),
                    edgeCommitDistance: Double(value), edgeCommitScale: Double(value)),
                gesture: .edgeSwipe, deadZone: Double(value))
            let point = CGPoint(x: value, y: value)
            #expect(isFinite(model.frame(translation: point)), "value \(value)")
            let v = model.frameVelocity(translation: point, velocity: point)
            #expect(v.midX.isFinite && v.midY.isFinite && v.width.isFinite && v.height.isFinite)
            _ = model.releaseDecision(translation: point, velocity: point)
            let scale = model.scale(translation: point)
            #expect(scale > 0 && scale <= 1)
        }
        #expect(ZoomFrame.presented(in: CGRect(x: 0, y: 0, width: -10, height: CGFloat.nan)).clip == .zero)
    }

    @Test("Behavior: nonsense values fall back to the documented defaults")
    func behavior() {
        let sane = ZoomDragBehavior(
            minimumScale: .nan, floorScale: .nan, draggingCornerRadius: .nan, releaseProjectionTime: -1,
            commitDistance: .infinity, edgeCommitDistance: .nan, edgeCommitScale: .nan
        ).sanitized
        #expect(sane.minimumScale == 0.6 && sane.floorScale == 0.37 && sane.draggingCornerRadius == 0)
        #expect(sane.releaseProjectionTime == 0.099 && sane.commitDistance == 150)
        #expect(sane.edgeCommitDistance == 200 && sane.edgeCommitScale == 0.5)
        #expect(ZoomDragBehavior(minimumScale: 0).sanitized.minimumScale == 0.05)
        #expect(ZoomDragBehavior(minimumScale: 0.5, floorScale: 0.9).sanitized.floorScale == 0.5, "floor ≤ minimum")
        #expect(ZoomDragBehavior(edgeCommitScale: 7).sanitized.edgeCommitScale == 1)
    }

    @Test("Settle: non-finite frames, velocities and targets stay finite; bad retargets are ignored")
    func settle() {
        let geometry = ZoomFixture.geometry()
        var settle = ZoomSettle(
            from: geometry.frame(at: 1),
            velocity: ZoomFrameVelocity(midX: .nan, midY: .infinity, width: -.infinity, height: 1e300),
            to: ZoomFrame.presented(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)),
            placement: geometry.placement)
        for _ in 0..<120 {
            settle.advance(by: 1.0 / 60)
            #expect(isFinite(settle.currentFrame))
        }
        let target = settle.target
        settle.retarget(to: CGRect(x: 0, y: CGFloat.infinity, width: 1, height: 1))
        #expect(settle.target == target)
    }
}
