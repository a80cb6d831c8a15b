#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// Constraints are solved at the next layout pass, not when they are activated or changed. Apple, Auto Layout
/// Guide, "Changing Constraints"
/// (https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/ModifyingConstraints.html):
/// "Instead of immediately updating the affected views' frames, Auto Layout schedules a layout pass for the
/// near future. This deferred pass updates the layout's constraints and then calculates the frames for all the
/// views in the view hierarchy."
@MainActor @Suite("Auto Layout: solving at the next pass", .headlessHygiene)
struct DeferredSolvingTests {
    /// A child pinned to the container's top-left, 10 pt tall, with a required width of 100, laid out.
    private func stage() -> (container: UIView, child: UIView, width: NSLayoutConstraint) {
        let (_, container) = layoutStage()
        let child = constrainedView()
        container.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10), width,
        ])
        container.layoutIfNeeded()
        HeadlessDiagnostics.resetWarnings()
        return (container, child, width)
    }

    @Test("activating the new width before deactivating the old one: no conflict, the next pass solves it")
    func swapInEitherOrder() {
        let (container, child, old) = stage()
        let new = child.widthAnchor.constraint(equalToConstant: 200)
        new.isActive = true
        old.isActive = false
        container.layoutIfNeeded()
        #expect(isApproximately(child.frame.width, 200, tolerance: 1e-6))
        #expect(HeadlessDiagnostics.warnings.isEmpty)
    }

    @Test("constant changes and activations made in one turn are solved together at the pass")
    func constantsThenActivations() {
        let (_, child, width) = stage()
        let cap = child.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
        cap.isActive = true
        width.constant = 140
        HeadlessClock.main.advance(by: 0)
        #expect(isApproximately(child.frame.width, 140, tolerance: 1e-6), "the scheduled pass ran")
        width.constant = 250  // over the cap for a moment
        cap.constant = 300
        HeadlessClock.main.advance(by: 0)
        #expect(isApproximately(child.frame.width, 250, tolerance: 1e-6))
        #expect(HeadlessDiagnostics.warnings.isEmpty)
    }

    @Test("a real conflict is reported by the pass that meets it, and breaks the constraint activated last")
    func conflictAtThePass() {
        let (container, child, _) = stage()
        let wider = child.widthAnchor.constraint(equalToConstant: 200)
        wider.identifier = "wider"
        wider.isActive = true
        #expect(HeadlessDiagnostics.warnings.isEmpty, "activation alone solves nothing")
        container.layoutIfNeeded()
        #expect(isApproximately(child.frame.width, 100, tolerance: 1e-6))
        let log = HeadlessDiagnostics.warnings.last ?? ""
        #expect(log.contains("breaking constraint \n<NSLayoutConstraint 'wider'"))
    }

    @Test("constraints activated before turning off translatesAutoresizingMaskIntoConstraints do not conflict")
    func autoresizingTurnedOffAfterActivation() {
        let (_, container) = layoutStage()
        HeadlessDiagnostics.resetWarnings()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        container.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
            child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 60),
        ])
        child.translatesAutoresizingMaskIntoConstraints = false
        container.layoutIfNeeded()
        #expect(isApproximately(child.frame, CGRect(x: 20, y: 30, width: 50, height: 60), tolerance: 1e-6))
        #expect(HeadlessDiagnostics.warnings.isEmpty)
    }

    @Test("reading solved values brings in pending changes (a guide's layoutFrame, a fitting size)")
    func readsSeePendingChanges() {
        let (container, child, width) = stage()
        let guide = UILayoutGuide()
        container.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: child.trailingAnchor),
            guide.topAnchor.constraint(equalTo: container.topAnchor),
            guide.widthAnchor.constraint(equalToConstant: 10), guide.heightAnchor.constraint(equalToConstant: 10),
        ])
        width.constant = 120
        #expect(isApproximately(guide.layoutFrame.minX, 120, tolerance: 1e-6))
        #expect(
            isApproximately(
                child.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width, 120, tolerance: 1e-6))
        #expect(isApproximately(child.frame.width, 100, tolerance: 1e-6), "frames wait for the layout pass")
        container.layoutIfNeeded()
        #expect(isApproximately(child.frame.width, 120, tolerance: 1e-6))
    }
}
#endif
