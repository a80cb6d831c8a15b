#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// `firstAnchor`/`secondAnchor` and changing optional priorities on active constraints.
@MainActor @Suite("Auto Layout: constraint anchors and priority changes", .headlessHygiene)
struct ConstraintAnchorsAndPriorityTests {
    @Test("firstAnchor and secondAnchor name the constraint's items; a constant constraint has no second")
    func anchors() {
        let a = constrainedView()
        let b = constrainedView()
        let related = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 4)
        #expect(related.firstAnchor.item === a)
        #expect(related.secondAnchor?.item === b)
        #expect(related.firstAttribute == .leading)
        #expect(related.secondAttribute == .trailing)
        let constant = a.widthAnchor.constraint(equalToConstant: 10)
        #expect(constant.secondAnchor == nil)
        #expect(constant.secondAttribute == .notAnAttribute)
    }

    @Test("raising an optional priority on an active constraint lets it win at once")
    func optionalPriorityChange() {
        let (_, container) = layoutStage()
        let child = constrainedView()
        container.addSubview(child)
        let narrow = child.widthAnchor.constraint(equalToConstant: 50)
        let wide = child.widthAnchor.constraint(equalToConstant: 150)
        narrow.priority = .defaultHigh
        wide.priority = .defaultLow
        NSLayoutConstraint.activate([
            narrow, wide, child.heightAnchor.constraint(equalToConstant: 10),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        ])
        container.layoutIfNeeded()
        #expect(isApproximately(child.frame.width, 50, tolerance: 1e-6))
        wide.priority = UILayoutPriority(999)
        container.layoutIfNeeded()
        #expect(isApproximately(child.frame.width, 150, tolerance: 1e-6))
        #expect(wide.isActive)
        wide.priority = UILayoutPriority(5000)
        #expect(wide.priority == UILayoutPriority(999), "required from optional on an active constraint is refused")
    }
    @Test("constraintsAffectingLayout lists the active constraints naming the view on that axis")
    func affectingLayout() {
        let (_, container) = layoutStage()
        let child = constrainedView()
        let other = constrainedView()
        container.addSubview(child)
        container.addSubview(other)
        let width = child.widthAnchor.constraint(equalToConstant: 40)
        let leading = child.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor)
        let top = child.topAnchor.constraint(equalTo: container.topAnchor)
        let gap = child.trailingAnchor.anchorWithOffset(to: other.leadingAnchor).constraint(equalToConstant: 8)
        let unrelated = other.heightAnchor.constraint(equalToConstant: 3)
        NSLayoutConstraint.activate([width, leading, top, gap, unrelated])
        let horizontal = child.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.count == 3)
        #expect([width, leading, gap].allSatisfy { c in horizontal.contains { $0 === c } })
        #expect(child.constraintsAffectingLayout(for: .vertical).map(ObjectIdentifier.init) == [ObjectIdentifier(top)])
        #expect(container.layoutMarginsGuide.constraintsAffectingLayout(for: .horizontal).first === leading)
        #expect(other.constraintsAffectingLayout(for: .horizontal).first === gap, "the offset's far anchor")
        child.exerciseAmbiguityInLayout()
        #expect(!child.hasAmbiguousLayout)
    }
}
#endif
