import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

@Suite("Timelines and scripted sheet interactions")
struct TimelineTests {
    @Test("Sampling covers 0 through the duration inclusive at the frame rate; nonsense rates fall back to 60 Hz")
    func sample() {
        let frames = Timeline.sample(duration: 0.5, framesPerSecond: 60) {
            TimelineFrame(time: $0, value: $0 * 2, velocity: 2)
        }
        #expect(frames.count == 31)
        #expect(frames.first?.time == 0)
        #expect(frames.last?.time == 0.5)
        #expect(
            Timeline.sample(duration: 0.5, framesPerSecond: .nan) { TimelineFrame(time: $0, value: 0, velocity: 0) }
                .count == 31)
        #expect(Timeline.sample(duration: .infinity) { TimelineFrame(time: $0, value: 0, velocity: 0) }.count == 1)
    }

    @Test("Sampling a spring follows it until it settles")
    func sampleSpring() {
        let frames = Timeline.sample(SpringAnimation(spring: .sheet, from: 0, to: 300, initialVelocity: 0))
        #expect(frames.first?.value == 0)
        #expect(isApproximately(frames.last?.value ?? 0, 300, tolerance: 0.5))
        #expect(frames.count > 10 && frames.count < 600)
    }

    static let metrics = sheetMetrics([374.5, 749])
    static func play(_ steps: [SheetScript.Step], allowsDismissal: Bool = true) -> [SheetScript.Frame] {
        let dimming = SheetDimming(detents: metrics.detents, largestUndimmedDetentIdentifier: nil, hiddenHeight: -34)
        return SheetScript(steps, allowsDismissal: allowsDismissal).play(
            motion: SheetMotion(metrics: metrics), layout: Phone.layout, dimming: dimming)
    }

    @Test("Present, fling up, drag down to dismiss: rests at each detent, ends hidden; time only moves forward")
    func filmStripScript() {
        let frames = Self.play([
            .present, .wait(0.2), .fling(translation: -150, duration: 0.1), .drag(translation: 600, duration: 0.6),
            .release(velocity: 1000),
        ])
        #expect(frames.contains { $0.phase == "present" })
        #expect(frames.contains { isApproximately($0.position.height, 749, tolerance: 0.01) })
        #expect(frames.last?.position.height == -34)
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.time <= $1.time })
    }

    @Test("Consecutive drag steps continue from where the finger is (no jump back)")
    func consecutiveDrags() {
        let frames = Self.play([
            .present, .drag(translation: -50, duration: 0.1), .drag(translation: -50, duration: 0.1),
        ])
        let drags = frames.filter { $0.phase == "drag" }.map(\.position.height)
        #expect(zip(drags, drags.dropFirst()).allSatisfy { $1 > $0 })
        #expect(isApproximately(drags.last ?? 0, 474.5, tolerance: 0.01))
    }

    @Test("Not dismissible: a pull down springs back to the smallest detent")
    func notDismissible() {
        let frames = Self.play(
            [.present, .drag(translation: 300, duration: 0.3), .release(velocity: 800)], allowsDismissal: false)
        #expect(frames.last?.position.height == 374.5)
    }

    @Test("Programmatic select and dismiss settle where asked")
    func selectAndDismiss() {
        var frames = Self.play([.present, .select(index: 1)])
        #expect(frames.last?.position.height == 749)
        frames = Self.play([.present, .dismiss])
        #expect(frames.last?.position.height == -34)
    }
}
