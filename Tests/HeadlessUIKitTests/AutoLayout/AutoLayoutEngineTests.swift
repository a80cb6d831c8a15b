#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// How the engine behaves around the solver: when it lays out, how it reports conflicts, what survives
/// bad input, update passes, hierarchy changes, memory, and fitting sizes.
@MainActor @Suite("Auto Layout: engine", .headlessHygiene)
struct AutoLayoutEngineTests {
    @Test("conflicting required constraints: UIKit's log, one broken, the rest hold, nothing raises")
    func unsatisfiable() {
        HeadlessDiagnostics.resetWarnings()
        let (_, container) = layoutStage()
        let child = constrainedView()
        container.addSubview(child)
        let first = child.widthAnchor.constraint(equalToConstant: 100)
        let second = child.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "too-wide"
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10), first, second,
        ])
        container.layoutIfNeeded()
        #expect(isApproximately(child.frame.width, 100, tolerance: 1e-6), "the constraint added last is the one broken")
        #expect(second.isActive, "UIKit keeps a broken constraint active")
        let log = HeadlessDiagnostics.warnings.last ?? ""
        #expect(log.contains("Unable to simultaneously satisfy constraints"))
        #expect(log.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint 'too-wide'"))
        #expect(log.contains("width == 100"), "the conflicting constraint is listed")
        // Removing the survivor lets the broken one take over once re-activated.
        first.isActive = false
        second.isActive = false
        second.isActive = true
        container.layoutIfNeeded()
        #expect(isApproximately(child.frame.width, 200, tolerance: 1e-6))
    }

    @Test("a constant change that makes required constraints conflict breaks that constraint")
    func constantConflict() {
        HeadlessDiagnostics.resetWarnings()
        let (_, container) = layoutStage()
        let child = constrainedView()
        container.addSubview(child)
        let cap = child.widthAnchor.constraint(lessThanOrEqualToConstant: 120)
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10), cap, width,
        ])
        width.constant = 110
        container.layoutIfNeeded()
        #expect(isApproximately(child.frame.width, 110, tolerance: 1e-6), "within the cap: solved incrementally")
        width.constant = 150
        container.layoutIfNeeded()
        #expect(
            isApproximately(child.frame.width, 120, tolerance: 1e-6), "the cap holds; the changed constraint is broken")
        #expect(HeadlessDiagnostics.warnings.contains { $0.contains("Unable to simultaneously satisfy") })
    }

    @Test("an ambiguous layout is laid out deterministically, without a warning")
    func ambiguity() {
        HeadlessDiagnostics.resetWarnings()
        let (_, container) = layoutStage()
        let child = constrainedView()
        container.addSubview(child)
        child.widthAnchor.constraint(equalToConstant: 30).isActive = true
        container.layoutIfNeeded()
        #expect(isApproximately(child.frame, CGRect(x: 0, y: 0, width: 30, height: 0), tolerance: 1e-6))
        #expect(HeadlessDiagnostics.warnings.isEmpty)
    }

    @Test("bad input: non-finite numbers count as 0, illegal constraints are refused with UIKit's message")
    func badInput() {
        HeadlessDiagnostics.resetWarnings()
        let (_, container) = layoutStage()
        let child = constrainedView()
        container.addSubview(child)
        let nan = child.widthAnchor.constraint(equalToConstant: .nan)
        #expect(nan.constant == 0)
        let stranger = constrainedView()
        let orphan = child.topAnchor.constraint(equalTo: stranger.topAnchor)
        orphan.isActive = true
        #expect(!orphan.isActive)
        #expect(HeadlessDiagnostics.warnings.last?.contains("because they have no common ancestor") == true)
        let location = NSLayoutConstraint(
            item: child, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 10)
        location.isActive = true
        #expect(!location.isActive)
        let notAView = NSLayoutConstraint(
            item: "text", attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 10)
        notAView.isActive = true
        #expect(!notAView.isActive)
        let required = child.heightAnchor.constraint(equalToConstant: 5)
        required.isActive = true
        required.priority = .defaultLow
        #expect(required.priority == .required, "required cannot become optional while active")
        nan.constant = .infinity
        #expect(nan.constant == 0)
    }

    @Test("changing a constant inside an animation block animates the layout")
    func animatedConstant() {
        let (_, container) = layoutStage()
        let child = constrainedView()
        container.addSubview(child)
        let top = child.topAnchor.constraint(equalTo: container.topAnchor, constant: 0)
        NSLayoutConstraint.activate([
            top, child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        top.constant = 100
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { container.layoutIfNeeded() }
        #expect(isApproximately(child.frame.minY, 100, tolerance: 1e-6), "the model value is final at once")
        HeadlessClock.main.advance(by: 0.5)
        let onScreen = child.layer.presentation()?.frame.minY ?? -1
        #expect(isApproximately(onScreen, 50, tolerance: 1))
        HeadlessClock.main.runUntilIdle()
    }

    @Test("setNeedsUpdateConstraints runs updateConstraints once, deepest view first, before layout")
    func updatePass() {
        final class Updating: UIView {
            var log: (String) -> Void = { _ in }
            var name = ""
            override func updateConstraints() {
                log("update \(name)")
                super.updateConstraints()
            }
            override func layoutSubviews() {
                log("layout \(name)")
                super.layoutSubviews()
            }
        }
        let (_, container) = layoutStage()
        var log: [String] = []
        let outer = Updating(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = Updating(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        for (view, name) in [(outer, "outer"), (inner, "inner")] {
            view.name = name
            view.log = { log.append($0) }
        }
        container.addSubview(outer)
        outer.addSubview(inner)
        HeadlessClock.main.runUntilIdle()
        log.removeAll()
        outer.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        #expect(inner.needsUpdateConstraints())
        HeadlessClock.main.advance(by: 0)
        #expect(Array(log.prefix(2)) == ["update inner", "update outer"])
        #expect(log.filter { $0.hasPrefix("update") }.count == 2)
        #expect(!inner.needsUpdateConstraints())
    }

    @Test("removing a view deactivates the constraints that leave its subtree; nothing is kept alive")
    func removalAndMemory() {
        let (_, container) = layoutStage()
        weak var weakChild: UIView?
        weak var weakConstraint: NSLayoutConstraint?
        var inner: NSLayoutConstraint?
        do {
            let child = constrainedView()
            let grandchild = constrainedView()
            container.addSubview(child)
            child.addSubview(grandchild)
            let outer = child.topAnchor.constraint(equalTo: container.topAnchor)
            let local = grandchild.topAnchor.constraint(equalTo: child.topAnchor)
            NSLayoutConstraint.activate([outer, local])
            container.layoutIfNeeded()
            child.removeFromSuperview()
            #expect(!outer.isActive, "crosses the removed subtree's boundary")
            #expect(local.isActive, "stays inside the removed subtree")
            #expect(container.constraints.isEmpty)
            weakChild = child
            weakConstraint = local
            inner = local
        }
        #expect(weakChild == nil)
        #expect(inner?.firstItem == nil, "constraints hold their items weakly")
        inner = nil
        #expect(weakConstraint == nil)
        // The engine forgets them at the next pass; layout keeps working.
        let next = constrainedView()
        container.addSubview(next)
        next.widthAnchor.constraint(equalToConstant: 12).isActive = true
        container.layoutIfNeeded()
        #expect(isApproximately(next.frame.width, 12, tolerance: 1e-6))
    }

    @Test("systemLayoutSizeFitting solves the content: compressed, and height for a required width")
    func fitting() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let title = IntrinsicView(CGSize(width: 120, height: 20))
        let body = IntrinsicView(CGSize(width: 80, height: 44))
        card.addSubview(title)
        card.addSubview(body)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
        ])
        let compressed = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(isApproximately(compressed.width, 152, tolerance: 1e-6), "16 + widest (120) + 16")
        #expect(isApproximately(compressed.height, 104, tolerance: 1e-6), "16 + 20 + 8 + 44 + 16")
        let forWidth = card.systemLayoutSizeFitting(
            CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(isApproximately(forWidth.width, 390, tolerance: 1e-6))
        #expect(isApproximately(forWidth.height, 104, tolerance: 1e-6))
        #expect(card.bounds.size == CGSize(width: 10, height: 10), "measuring does not move the view")
    }
}
#endif
