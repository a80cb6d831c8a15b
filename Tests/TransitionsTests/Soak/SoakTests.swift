#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// Many present/dismiss cycles — animated, interactive, cancelled — must leave no object behind and keep
/// resident memory flat. CI runs 1,000 cycles; `TRANSITIONS_SOAK_CYCLES=10000 swift test --filter Soak` runs
/// the full soak (see docs/performance.md for the figures).
@MainActor @Suite("Soak", .headlessHygiene)
struct SoakTests {
    static let cycles = Int(ProcessInfo.processInfo.environment["TRANSITIONS_SOAK_CYCLES"] ?? "") ?? 1_000

    struct Weak {
        weak var controller: UIViewController?
        weak var presentation: UIPresentationController?
        weak var transition: AnyObject?
        weak var view: UIView?
        var isEmpty: Bool { controller == nil && presentation == nil && transition == nil && view == nil }
    }

    enum Kind: CaseIterable { case animated, interactive, cancelledThenDismissed, notAnimated, interrupted }

    /// One sheet cycle of the given kind; returns weak references to everything it created.
    static func sheetCycle(_ stage: Stage, kind: Kind) -> Weak {
        var refs = Weak()
        do {
            let controller = UIViewController()
            let transition = SheetTransition(detents: [.medium(), .large()])
            stage.root.present(controller, using: transition, animated: kind != .notAnimated)
            if kind == .interrupted {
                stage.advance(0.05)
                let drag = stage.window.beginSimulatedDrag(
                    at: CGPoint(x: 196, y: controller.sheet!.presentedView!.frame.minY + 10))
                drag.move(by: CGPoint(x: 0, y: -80), duration: 0.1, steps: 6)
                drag.end()
            }
            stage.settle()
            refs.controller = controller
            refs.presentation = controller.presentationController
            refs.transition = transition
            refs.view = controller.sheet?.presentedView
            switch kind {
            case .animated, .interrupted:
                controller.dismiss(animated: true)
            case .notAnimated:
                controller.dismiss(animated: false)
            case .interactive:
                _ = stage.drag(controller, by: 600, duration: 0.2)
            case .cancelledThenDismissed:
                let drag = stage.drag(controller, by: 200, duration: 0.2, release: false)
                drag.move(by: CGPoint(x: 0, y: -200), duration: 0.2, steps: 12)
                drag.move(by: .zero, duration: 0.2, steps: 12)
                drag.end()
                stage.settle()
                controller.dismiss(animated: true)
            }
            stage.settle()
        }
        stage.settle()
        return refs
    }

    /// Resident set size in bytes (Linux `/proc/self/statm`), or nil elsewhere.
    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    @Test("Sheets: cycles of every kind leave nothing alive; resident memory stays flat")
    func sheets() {
        let stage = Stage()
        let kinds = Kind.allCases
        var survivors = 0
        let warmup = max(Self.cycles / 10, 50)
        for i in 0..<warmup where !Self.sheetCycle(stage, kind: kinds[i % kinds.count]).isEmpty { survivors += 1 }
        let before = Self.residentBytes()
        for i in 0..<Self.cycles where !Self.sheetCycle(stage, kind: kinds[i % kinds.count]).isEmpty { survivors += 1 }
        let after = Self.residentBytes()
        #expect(survivors == 0)
        #expect(stage.window.subviews.count == 1)
        if let before, let after {
            let growth = Double(after - before) / 1_048_576
            print(
                "soak: \(Self.cycles) sheet cycles, resident \(before / 1_048_576) MiB → \(after / 1_048_576) MiB (\(String(format: "%+.2f", growth)) MiB)"
            )
            // Flat: allow allocator noise, not growth per cycle (1,000 leaked sheets would be far more).
            #expect(growth < 8)
        }
    }
}
#endif
