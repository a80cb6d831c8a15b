#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// How a ``RenderServerSettle`` samples its motion's values.
enum RenderServerSampling {
    /// At a time from the motion's start (a timed motion).
    case time(RenderServerSettle.Sampler)
    /// At a position of the spring (a spring settle).
    case position(RenderServerSettle.Sampler)
}

/// Tells a ``RenderServerSettle`` that the run `generation` reached its end (the run's first animation carries it).
@MainActor final class SettleAnimationDelegate: NSObject, CAAnimationDelegate {
    weak var runner: RenderServerSettle?
    let generation: Int

    init(runner: RenderServerSettle, generation: Int) {
        self.runner = runner
        self.generation = generation
    }

    nonisolated func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag else { return }
        MainActor.assumeIsolated { self.runner?.animationDidFinish(generation: self.generation) }
    }
}
#endif
