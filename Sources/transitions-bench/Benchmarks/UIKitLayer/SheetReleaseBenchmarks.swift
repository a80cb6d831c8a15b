#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Transitions

/// A release through the whole UIKit layer, from the finger's lift to a settle running on the render server:
/// HeadlessUIKit's touch dispatch, the pan's `.ended`, `SheetMotion`'s release, the settle plan and the animations
/// added to the layers. Only the lift (and the rest of its run-loop turn) is timed and counted: each operation first
/// lets the sheet come to rest and drags it (untimed), then lifts. The same lift on a plain view whose pan does
/// nothing is the baseline (the runtime's share).
@MainActor enum SheetReleaseBenchmarks {
    /// Something a finger drags and lifts: the measured lift, the untimed drag before it.
    @MainActor protocol Lift: AnyObject {
        var stage: BenchStage { get }
        var start: CGPoint { get }
    }

    /// A sheet presented at medium, dragged up 60 pt in 4 frames and let go (up to large, or back: the direction
    /// alternates, so every release starts a spring settle on the render server).
    @MainActor final class SheetLift: Lift {
        let stage = BenchStage()
        let content: UIViewController
        var releases = 0
        var settledOnRenderServer = 0

        init() { content = stage.presentSheet() }

        var start: CGPoint {
            let top = content.sheet?.presentedView?.frame.minY ?? 400
            return CGPoint(x: 196, y: top + 20)
        }

        var note: String? {
            guard content.sheet != nil else { return "WARNING: no sheet was presented: nothing measured" }
            guard releases > 0, settledOnRenderServer == releases else {
                return "WARNING: \(releases - settledOnRenderServer) of \(releases) releases did not start a render-server settle"
            }
            return nil
        }
    }

    /// A plain full-width view (where the sheet would be) whose pan does nothing.
    @MainActor final class PlainLift: Lift {
        let stage = BenchStage()
        let start = CGPoint(x: 196, y: 460)

        init() {
            let plain = UIView(frame: CGRect(x: 0, y: 400, width: 393, height: 452))
            plain.addGestureRecognizer(UIPanGestureRecognizer(headlessHandler: { _ in }))
            stage.root.view.addSubview(plain)
            HeadlessClock.main.runUntilIdle()
        }
    }

    /// `iterations` releases of `fixture`: nanoseconds and allocations of the lifts only.
    static func release(_ fixture: some Lift, iterations: Int) -> (nanoseconds: Double, allocations: UInt64) {
        var nanoseconds = 0.0
        var allocations: UInt64 = 0
        for _ in 0..<iterations {
            HeadlessClock.main.runUntilIdle()  // at rest
            let sheet = (fixture as? SheetLift)?.content.sheet
            let up = sheet?.selectedDetentIdentifier != .large
            let finger = fixture.stage.window.beginSimulatedDrag(at: fixture.start)
            finger.move(by: CGPoint(x: 0, y: up ? -60 : 60), duration: 4 * BenchStage.frame, steps: 4)
            let before = AllocationCounter.count
            nanoseconds += BenchmarkRunner.nanoseconds {
                finger.end()
                HeadlessClock.main.advance(by: 0)  // the rest of the lift's run-loop turn
            }
            allocations &+= AllocationCounter.count &- before
            if let lift = fixture as? SheetLift {
                lift.releases += 1
                if lift.content.sheet?.presentedView?.layer.animationKeys()?.isEmpty == false {
                    lift.settledOnRenderServer += 1
                }
            }
        }
        HeadlessClock.main.runUntilIdle()
        return (nanoseconds, allocations)
    }

    /// The name of the plain-view lift baseline.
    static let baseline = "uikit.baseline.release (plain view, no-op pan)"

    static var all: [Benchmark] {
        [
            measured(baseline, setUp: PlainLift.init, note: { _ in nil }),
            measured(
                "uikit.sheet.release (finger lift → render-server settle running)", baseline: baseline,
                setUp: SheetLift.init, note: { $0.note }),
        ]
    }

    private static func measured<Fixture: Lift>(
        _ name: String, baseline: String? = nil, setUp: @escaping @MainActor () -> Fixture,
        note: @escaping @MainActor (Fixture) -> String?
    ) -> Benchmark {
        let box = LiftBox<Fixture>()
        var benchmark = Benchmark.withFixture(
            name, baseline: baseline, setUp: { box.fixture = setUp() },
            operation: { _ in if let fixture = box.fixture { _ = release(fixture, iterations: 1) } },
            tearDown: { _ in
                box.fixture?.stage.tearDown()
                box.fixture = nil
            }, note: { _ in box.fixture.flatMap(note) })
        benchmark.measuredRun = { iterations in
            MainActor.assumeIsolated {
                guard let fixture = box.fixture else { return (0, 0) }
                return release(fixture, iterations: iterations)
            }
        }
        return benchmark
    }
}

/// Holds a release benchmark's fixture between set-up and tear-down.
@MainActor private final class LiftBox<Fixture>: @unchecked Sendable {
    var fixture: Fixture?

    nonisolated init() {}
}
#endif
