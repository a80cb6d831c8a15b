#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

@MainActor
@Suite("Feedback generators", .serialized, .headlessHygiene)
struct FeedbackGeneratorTests {
    @Test("impact, selection and notification generators are logged in order")
    func logOrder() {
        HeadlessFeedback.resetLog()
        let impact = UIImpactFeedbackGenerator(style: .rigid)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #expect(
            HeadlessFeedback.events == [
                "prepare(impact)", "impact(rigid, intensity: 1.0)", "impact(rigid, intensity: 0.5)", "selectionChanged",
                "notification(success)",
            ])
        HeadlessFeedback.resetLog()
        #expect(HeadlessFeedback.events.isEmpty)
    }

    @Test(
        "intensity is clamped to 0...1 and NaN counts as 0",
        arguments: [(CGFloat(-1), "0.0"), (CGFloat(2), "1.0"), (CGFloat.nan, "0.0"), (CGFloat(0.333), "0.33")])
    func intensityClamping(input: CGFloat, logged: String) {
        HeadlessFeedback.resetLog()
        UIImpactFeedbackGenerator(style: .light).impactOccurred(intensity: input)
        #expect(HeadlessFeedback.events == ["impact(light, intensity: \(logged))"])
    }

    @Test("init() makes a medium impact generator; view-attached forms log the location")
    func defaultsAndLocations() {
        HeadlessFeedback.resetLog()
        UIImpactFeedbackGenerator().impactOccurred()
        let view = UIView()
        UIImpactFeedbackGenerator(style: .heavy, view: view).impactOccurred(at: CGPoint(x: 3, y: 4))
        UINotificationFeedbackGenerator(view: view).notificationOccurred(.error, at: CGPoint(x: 1, y: 2))
        UISelectionFeedbackGenerator(view: view).prepare()
        #expect(
            HeadlessFeedback.events == [
                "impact(medium, intensity: 1.0)", "impact(heavy, intensity: 1.0) at (3.0, 4.0)",
                "notification(error) at (1.0, 2.0)", "prepare(selection)",
            ])
    }
}
#endif
