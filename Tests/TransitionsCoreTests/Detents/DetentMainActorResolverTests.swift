import Foundation
import Testing
import TransitionsCore

/// Custom resolvers run on the main actor, as UIKit declares `custom(identifier:resolver:)` (`@MainActor
/// @preconcurrency`, its resolver not `@Sendable`, in the iOS 26.2 SDK).
@Suite("Detent resolvers on the main actor")
struct DetentMainActorResolverTests {
    static let context = DetentResolutionContext(containerSize: CGSize(width: 390, height: 844), maximumDetentValue: 753)

    /// State only the main actor may touch, as a view controller's properties are.
    @MainActor final class FormModel {
        var height: CGFloat = 240
    }

    // Apple (UISheetPresentationController.h, iOS 26.2 SDK): "A custom detent that may compute a value based on the
    // properties of the passed in context." — declared `@MainActor @preconcurrency`, the resolver not `@Sendable`.
    @Test("A resolver reads a main-actor property, on the main actor")
    @MainActor func readsMainActorState() {
        let model = FormModel()
        let detent = Detent.custom(identifier: "form") { _ in model.height }
        #expect(detent.resolvedValue(in: Self.context) == 240)
        model.height = 360
        #expect(detent.resolvedValue(in: Self.context) == 360)
    }

    /// Marks the main queue (the main actor's executor; on Linux a worker thread drains it, so `Thread.isMainThread`
    /// cannot tell).
    static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    @Test("A resolution started off the main actor still runs the resolver on the main queue")
    func offMainResolution() async {
        let key = Self.mainQueueKey
        let detent = Detent.custom(identifier: "main") { _ in DispatchQueue.getSpecific(key: key) == true ? 100 : -1 }
        let value = await Task.detached { detent.resolvedValue(in: Self.context) }.value
        #expect(value == 100)
    }

    @Test("A resolver written for the earlier @Sendable signature still compiles and resolves")
    func sendableResolverStillWorks() {
        let third: @Sendable (DetentResolutionContext) -> CGFloat? = { $0.containerSize.height / 3 }
        let detent = Detent.custom(identifier: "third", resolver: third)
        #expect(detent.resolvedValue(in: Self.context) == 844.0 / 3)
    }
}
