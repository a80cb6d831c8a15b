#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// `anchorWithOffset(to:)` (the distance between two anchors as a dimension) and the system-spacing anchors,
/// against layouts worked out by hand.
@MainActor @Suite("Auto Layout: offset dimensions and system spacing", .headlessHygiene)
struct OffsetDimensionTests {
    /// Three 40 × 20 views in a 300-wide container, the first and last pinned 10 pt from the edges.
    private func threeViews(in container: UIView) -> [UIView] {
        let views = (0..<3).map { _ in constrainedView() }
        for view in views {
            container.addSubview(view)
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 40),
                view.heightAnchor.constraint(equalToConstant: 20),
                view.topAnchor.constraint(equalTo: container.topAnchor),
            ])
        }
        NSLayoutConstraint.activate([
            views[0].leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            views[2].trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
        ])
        return views
    }

    @Test("two equal gaps center the middle view: (300 − 20 − 120) / 2 = 80 pt each")
    func equalSpacing() {
        let (_, container) = layoutStage()
        let views = threeViews(in: container)
        let gap1 = views[0].trailingAnchor.anchorWithOffset(to: views[1].leadingAnchor)
        let gap2 = views[1].trailingAnchor.anchorWithOffset(to: views[2].leadingAnchor)
        gap1.constraint(equalTo: gap2).isActive = true
        container.layoutIfNeeded()
        #expect(isApproximately(views[1].frame.minX, 130, tolerance: 1e-6))
        #expect(isApproximately(views[1].frame.minX - views[0].frame.maxX, 80, tolerance: 1e-6))
        #expect(isApproximately(views[2].frame.minX - views[1].frame.maxX, 80, tolerance: 1e-6))
    }

    @Test("a gap equal to half a width: 0.5 × 100 = 50 pt between two views")
    func gapHalfOfWidth() {
        let (_, container) = layoutStage()
        let left = constrainedView()
        let right = constrainedView()
        container.addSubview(left)
        container.addSubview(right)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
            left.widthAnchor.constraint(equalToConstant: 100),
            right.widthAnchor.constraint(equalToConstant: 30),
            left.topAnchor.constraint(equalTo: container.topAnchor),
            right.topAnchor.constraint(equalTo: container.topAnchor),
            left.heightAnchor.constraint(equalToConstant: 10),
            right.heightAnchor.constraint(equalToConstant: 10),
            left.trailingAnchor.anchorWithOffset(to: right.leadingAnchor)
                .constraint(equalTo: left.widthAnchor, multiplier: 0.5),
        ])
        container.layoutIfNeeded()
        #expect(isApproximately(right.frame.minX, 155, tolerance: 1e-6))
    }

    @Test("an offset dimension takes constants, inequalities and multipliers on both sides")
    func constantsAndMultipliers() {
        let (_, container) = layoutStage(size: CGSize(width: 300, height: 200))
        let child = constrainedView()
        container.addSubview(child)
        let topGap = container.topAnchor.anchorWithOffset(to: child.topAnchor)
        let bottomGap = child.bottomAnchor.anchorWithOffset(to: container.bottomAnchor)
        let ratio = topGap.constraint(equalTo: bottomGap, multiplier: 2)
        ratio.priority = .defaultHigh
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 10),
            child.heightAnchor.constraint(equalToConstant: 50),
            // top gap = 2 × bottom gap → top + bottom = 150 → bottom gap 50, top gap 100.
            ratio,
            bottomGap.constraint(greaterThanOrEqualToConstant: 20),
        ])
        container.layoutIfNeeded()
        #expect(isApproximately(child.frame.minY, 100, tolerance: 1e-6))
        let fixed = bottomGap.constraint(equalToConstant: 70)
        fixed.isActive = true
        container.layoutIfNeeded()
        #expect(
            isApproximately(child.frame.maxY, 130, tolerance: 1e-6),
            "the required constant beats the optional ratio: the bottom gap is 70 pt")
        fixed.constant = 30
        container.layoutIfNeeded()
        #expect(isApproximately(child.frame.maxY, 170, tolerance: 1e-6), "constant changes re-solve incrementally")
    }

    @Test("the dimension is signed: other − self, negative when the other anchor comes first")
    func signedDistance() {
        let (_, container) = layoutStage()
        let child = constrainedView()
        container.addSubview(child)
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 40),
            child.heightAnchor.constraint(equalToConstant: 40),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            // child.left − container.centerX = −60 → left at 150 − 60 = 90.
            container.centerXAnchor.anchorWithOffset(to: child.leftAnchor).constraint(equalToConstant: -60),
        ])
        container.layoutIfNeeded()
        #expect(isApproximately(child.frame.minX, 90, tolerance: 1e-6))
    }

    @Test("offset constraints report their items and leave with their views")
    func itemsAndRemoval() {
        let (_, container) = layoutStage()
        let a = constrainedView()
        let b = constrainedView()
        container.addSubview(a)
        container.addSubview(b)
        let constraint = a.bottomAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalToConstant: 12)
        #expect(constraint.firstItem === a)
        #expect(constraint.firstAttribute == .bottom)
        #expect(constraint.secondItem == nil)
        #expect(constraint.firstAnchor.item === a)
        constraint.isActive = true
        #expect(constraint.isActive)
        #expect(container.constraints.contains { $0 === constraint }, "installed on the common ancestor")
        #expect(constraint.description.contains("UIView.top - UIView.bottom == 12"))
        b.removeFromSuperview()
        #expect(!constraint.isActive, "the far anchor's view left the hierarchy")
    }

    @Test("an offset to a view in another hierarchy is refused with UIKit's message, without crashing")
    func noCommonAncestor() {
        let (_, container) = layoutStage()
        let inside = constrainedView()
        container.addSubview(inside)
        let outside = constrainedView()
        HeadlessDiagnostics.resetWarnings()
        let constraint = container.topAnchor.anchorWithOffset(to: outside.topAnchor).constraint(equalToConstant: 5)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(HeadlessDiagnostics.warnings.contains { $0.contains("no common ancestor") })
    }

    @Test("system spacing is 8 pt times the multiplier, after and below")
    func systemSpacing() {
        let (_, container) = layoutStage()
        let first = constrainedView()
        let second = constrainedView()
        container.addSubview(first)
        container.addSubview(second)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            first.topAnchor.constraint(equalTo: container.topAnchor),
            first.widthAnchor.constraint(equalToConstant: 50),
            first.heightAnchor.constraint(equalToConstant: 30),
            second.widthAnchor.constraint(equalToConstant: 10),
            second.heightAnchor.constraint(equalToConstant: 10),
            second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 2),
            second.topAnchor.constraint(equalToSystemSpacingBelow: first.bottomAnchor, multiplier: 1),
        ])
        container.layoutIfNeeded()
        #expect(isApproximately(second.frame.origin, CGPoint(x: 66, y: 38), tolerance: 1e-6))
        let atLeast = second.leadingAnchor.constraint(
            greaterThanOrEqualToSystemSpacingAfter: first.trailingAnchor,
            multiplier: 3)
        #expect(atLeast.relation == .greaterThanOrEqual)
        #expect(atLeast.constant == 24)
        let nan = second.topAnchor.constraint(
            lessThanOrEqualToSystemSpacingBelow: first.bottomAnchor,
            multiplier: .nan)
        #expect(nan.constant == 0)
    }
}
#endif
