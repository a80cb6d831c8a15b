import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

@Suite("Zoom geometry properties (seeded)")
struct ZoomGeometryPropertyTests {
    static let seed: UInt64 = 0x200A_2024_0005

    static func randomRect(_ random: inout SeededGenerator, maxSize: Double = 1200) -> CGRect {
        CGRect(
            x: Double.random(in: -300...900, using: &random), y: Double.random(in: -300...1500, using: &random),
            width: Double.random(in: 1...maxSize, using: &random),
            height: Double.random(in: 1...maxSize, using: &random))
    }

    @Test("The clip always lies within the content, and the content is never stretched")
    func clipWithinContent() {
        var random = SeededGenerator(seed: Self.seed)
        print("ZoomGeometryPropertyTests.clipWithinContent seed: \(random.seed)")
        for iteration in 0..<2000 {
            let destination = Self.randomRect(&random)
            let container = destination.insetBy(dx: -50, dy: -50)
            let source = Self.randomRect(&random, maxSize: 400)
            // Half the time a custom alignment rect somewhere inside the content.
            var alignment: CGRect? = nil
            if Bool.random(using: &random) {
                let w = Double.random(in: 1...Double(destination.width), using: &random)
                let h = Double.random(in: 1...Double(destination.height), using: &random)
                alignment = CGRect(
                    x: Double.random(in: 0...(Double(destination.width) - w), using: &random),
                    y: Double.random(in: 0...(Double(destination.height) - h), using: &random), width: w, height: h)
            }
            let geometry = ZoomGeometry(
                source: source, destination: destination, containerBounds: container, alignmentRect: alignment)
            let progress = Double.random(in: -0.3...1.3, using: &random)
            let frame = geometry.frame(at: progress)
            let slack = max(frame.content.width, frame.content.height) * 1e-9 + 1e-9
            #expect(
                contains(frame.content, frame.clip, slack: slack),
                "iteration \(iteration): p=\(progress) source=\(source) destination=\(destination) alignment=\(String(describing: alignment)) clip=\(frame.clip) content=\(frame.content)"
            )
            let aspect = Double(destination.width / destination.height)
            let contentAspect = Double(frame.content.width / max(frame.content.height, 1e-300))
            if frame.content.height > 1e-6 {
                #expect(
                    isApproximately(contentAspect / aspect, 1, tolerance: 1e-9),
                    "iteration \(iteration): aspect \(contentAspect) vs \(aspect)")
            }
        }
    }

    @Test("Moving and scaling the clip moves and scales the content with it (placement is similarity-invariant)")
    func placementInvariance() {
        var random = SeededGenerator(seed: Self.seed &+ 1)
        print("ZoomGeometryPropertyTests.placementInvariance seed: \(random.seed)")
        for iteration in 0..<500 {
            let placement = ZoomContentPlacement(
                contentSize: Self.randomRect(&random).size, sourceSize: Self.randomRect(&random, maxSize: 300).size)
            let clip = Self.randomRect(&random, maxSize: 500)
            let blend = Double.random(in: 0...1, using: &random)
            let factor = CGFloat(Double.random(in: 0.2...3, using: &random))
            let offset = CGPoint(
                x: Double.random(in: -200...200, using: &random), y: Double.random(in: -200...200, using: &random))
            let moved = CGRect(
                x: clip.minX * factor + offset.x, y: clip.minY * factor + offset.y, width: clip.width * factor,
                height: clip.height * factor)
            let before = placement.contentFrame(inClip: clip, blend: blend)
            let expected = CGRect(
                x: before.minX * factor + offset.x, y: before.minY * factor + offset.y, width: before.width * factor,
                height: before.height * factor)
            expectRect(
                placement.contentFrame(inClip: moved, blend: blend), expected, tolerance: 1e-6, "iteration \(iteration)"
            )
        }
    }

    @Test("An opening settle from rest passes exactly through the geometry's frames")
    func openingFollowsGeometry() {
        let geometry = ZoomFixture.geometry(sourceCornerRadius: 12, destinationCornerRadius: 40)
        var settle = ZoomSettle.opening(geometry, spring: SpringCurve(response: 0.4, dampingRatio: 1))
        var compared = 0
        for _ in 0..<40 {
            settle.advance(by: 1.0 / 60)
            // Once a motion is at rest it snaps onto its target (by at most its rest distance).
            let moving = [settle.midX, settle.midY, settle.width, settle.height, settle.fraction]
            guard moving.allSatisfy({ !$0.isSettled }) else { break }
            compared += 1
            let progress = settle.fraction.value
            let expected = geometry.frame(at: progress)
            let actual = settle.currentFrame
            expectRect(actual.clip, expected.clip, tolerance: 1e-6)
            expectRect(actual.content, expected.content, tolerance: 1e-6)
            expectApproximately(actual.cornerRadius, expected.cornerRadius, tolerance: 1e-6)
            expectApproximately(actual.dimmingAlpha, expected.dimmingAlpha, tolerance: 1e-9)
        }
        #expect(compared >= 20)
    }
}
