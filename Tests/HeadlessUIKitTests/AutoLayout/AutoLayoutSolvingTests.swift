#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// Constraint layouts with answers worked out by hand: edges, centers, multipliers, inequalities,
/// priorities, intrinsic sizes with hugging and compression resistance, guides and margins.
@MainActor @Suite("Auto Layout: known answers", .headlessHygiene)
struct AutoLayoutSolvingTests {
    @Test("edges pinned with constants give the frame the arithmetic gives")
    func pinnedEdges() {
        let (_, container) = layoutStage()
        let child = constrainedView()
        container.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        container.layoutIfNeeded()
        #expect(isApproximately(child.frame, CGRect(x: 20, y: 10, width: 260, height: 50), tolerance: 1e-6))
    }

    @Test("multipliers apply to the second attribute in the common ancestor's coordinates")
    func multipliers() {
        let (_, container) = layoutStage()
        let child = constrainedView()
        container.addSubview(child)
        NSLayoutConstraint.activate([
            // centerX = 0.5 × 150 = 75; width = 0.25 × 300 = 75 → x = 37.5, placed on the 3× pixel grid at
            // 37.667 (112.5 px rounds to 113), the right edge at 112.667: still 75 wide.
            NSLayoutConstraint(
                item: child, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX,
                multiplier: 0.5, constant: 0),
            child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.25),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 2, constant: -5),
            child.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        container.layoutIfNeeded()
        #expect(isApproximately(child.frame, CGRect(x: 113.0 / 3, y: 55, width: 75, height: 145), tolerance: 1e-6))
    }

    @Test("a required inequality caps an optional equality; the optional one holds as closely as it can")
    func inequalitiesAndPriorities() {
        let (_, container) = layoutStage()
        let child = constrainedView()
        container.addSubview(child)
        let wish = child.widthAnchor.constraint(equalToConstant: 150)
        wish.priority = .defaultHigh
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
            child.widthAnchor.constraint(lessThanOrEqualToConstant: 100),
            wish,
        ])
        container.layoutIfNeeded()
        #expect(isApproximately(child.frame.width, 100, tolerance: 1e-6))
        // Relax the cap: the wish is met exactly.
        wish.constant = 80
        container.layoutIfNeeded()
        #expect(isApproximately(child.frame.width, 80, tolerance: 1e-6))
    }

    @Test("the higher of two optional priorities wins when they disagree")
    func priorityOrder() {
        let (_, container) = layoutStage()
        let child = constrainedView()
        container.addSubview(child)
        let low = child.widthAnchor.constraint(equalToConstant: 40)
        low.priority = UILayoutPriority(500)
        let high = child.widthAnchor.constraint(equalToConstant: 60)
        high.priority = UILayoutPriority(501)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10), low, high,
        ])
        container.layoutIfNeeded()
        #expect(isApproximately(child.frame.width, 60, tolerance: 1e-6))
        high.priority = UILayoutPriority(499)
        container.layoutIfNeeded()
        #expect(isApproximately(child.frame.width, 40, tolerance: 1e-6))
    }

    /// Two intrinsic-size views in a row `|-0-[a]-8-[b]-0-|`: the one that hugs less stretches, the one that
    /// resists compression less shrinks (Apple, "Auto Layout Guide: Views with Intrinsic Content Size").
    @Test(
        "hugging and compression resistance decide which view gives",
        arguments: [
            // container width, a's hugging, a's compression → expected widths of a and b
            (300.0, Float(251), Float(750), 50.0, 242.0),  // a hugs harder: b stretches
            (300.0, Float(249), Float(750), 232.0, 60.0),  // b hugs harder: a stretches
            (80.0, Float(250), Float(751), 50.0, 22.0),  // a resists harder: b shrinks
            (80.0, Float(250), Float(749), 12.0, 60.0),  // b resists harder: a shrinks
        ])
    func huggingAndCompression(width: Double, hugging: Float, compression: Float, expectedA: Double, expectedB: Double)
    {
        let (_, container) = layoutStage(size: CGSize(width: width, height: 100))
        let a = IntrinsicView(CGSize(width: 50, height: 20))
        let b = IntrinsicView(CGSize(width: 60, height: 20))
        a.setContentHuggingPriority(UILayoutPriority(hugging), for: .horizontal)
        a.setContentCompressionResistancePriority(UILayoutPriority(compression), for: .horizontal)
        container.addSubview(a)
        container.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor),
            b.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(isApproximately(a.frame.width, expectedA, tolerance: 1e-6))
        #expect(isApproximately(b.frame.width, expectedB, tolerance: 1e-6))
        #expect(isApproximately(a.frame.height, 20, tolerance: 1e-6), "the height comes from the intrinsic size")
        #expect(isApproximately(b.frame.minX, a.frame.maxX + 8, tolerance: 1e-6))
    }

    @Test("invalidateIntrinsicContentSize re-solves before the next layout")
    func intrinsicInvalidation() {
        let (_, container) = layoutStage()
        let label = IntrinsicView(CGSize(width: 40, height: 20))
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
        ])
        container.layoutIfNeeded()
        #expect(isApproximately(label.frame, CGRect(x: 5, y: 5, width: 40, height: 20), tolerance: 1e-6))
        label.intrinsic = CGSize(width: 90, height: 30)
        HeadlessClock.main.advance(by: 0)
        #expect(isApproximately(label.frame, CGRect(x: 5, y: 5, width: 90, height: 30), tolerance: 1e-6))
    }

    @Test("constraints between views in different superviews meet in their nearest common ancestor")
    func crossHierarchy() {
        let (_, container) = layoutStage()
        let left = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 150, y: 30, width: 100, height: 100))
        container.addSubview(left)
        container.addSubview(right)
        let a = constrainedView()
        let b = constrainedView()
        left.addSubview(a)
        right.addSubview(b)
        NSLayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: left.topAnchor, constant: 40),
            a.leadingAnchor.constraint(equalTo: left.leadingAnchor),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            // b's top lines up with a's top in the container: 10 + 40 = 50 → 20 in right's coordinates.
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.leadingAnchor.constraint(equalTo: right.leadingAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        #expect(right.constraints.count == 1, "b.leading = right.leading")
        #expect(
            container.constraints.count == 3,
            "b.top = a.top, equal widths, equal heights: on the nearest common ancestor")
        container.layoutIfNeeded()
        #expect(isApproximately(b.frame, CGRect(x: 0, y: 20, width: 10, height: 10), tolerance: 1e-6))
    }

    @Test("the safe-area and margins guides follow the window's insets and the margins")
    func systemGuides() {
        let (window, container) = layoutStage(
            size: CGSize(width: 390, height: 844), safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let inSafeArea = constrainedView()
        let inMargins = constrainedView()
        container.addSubview(inSafeArea)
        container.addSubview(inMargins)
        let safe = container.safeAreaLayoutGuide
        let margins = container.layoutMarginsGuide
        NSLayoutConstraint.activate([
            inSafeArea.topAnchor.constraint(equalTo: safe.topAnchor),
            inSafeArea.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            inSafeArea.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            inSafeArea.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            inMargins.topAnchor.constraint(equalTo: margins.topAnchor),
            inMargins.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            inMargins.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            inMargins.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(isApproximately(inSafeArea.frame, CGRect(x: 0, y: 47, width: 390, height: 763), tolerance: 1e-6))
        #expect(isApproximately(inMargins.frame, CGRect(x: 8, y: 55, width: 374, height: 10), tolerance: 1e-6))
        #expect(isApproximately(safe.layoutFrame, CGRect(x: 0, y: 47, width: 390, height: 763), tolerance: 1e-6))
        // Rotation-like change: new size and insets flow through the guides on the next pass.
        window.simulateSizeChange(
            to: CGSize(width: 844, height: 390), safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        HeadlessClock.main.runUntilIdle()
        #expect(isApproximately(inSafeArea.frame, CGRect(x: 47, y: 0, width: 750, height: 369), tolerance: 1e-6))
        #expect(isApproximately(inMargins.frame, CGRect(x: 55, y: 8, width: 734, height: 10), tolerance: 1e-6))
        container.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        container.layoutIfNeeded()
        #expect(isApproximately(inMargins.frame, CGRect(x: 67, y: 20, width: 710, height: 10), tolerance: 1e-6))
    }

    @Test("a client layout guide spaces views like an invisible view")
    func layoutGuide() {
        let (_, container) = layoutStage()
        let a = constrainedView()
        let b = constrainedView()
        let gap = UILayoutGuide()
        container.addSubview(a)
        container.addSubview(b)
        container.addLayoutGuide(gap)
        #expect(gap.owningView === container)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            a.widthAnchor.constraint(equalToConstant: 100),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            gap.widthAnchor.constraint(equalTo: b.widthAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor), b.topAnchor.constraint(equalTo: container.topAnchor),
            gap.topAnchor.constraint(equalTo: container.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
            a.heightAnchor.constraint(equalToConstant: 1), b.heightAnchor.constraint(equalToConstant: 1),
        ])
        container.layoutIfNeeded()
        #expect(isApproximately(gap.layoutFrame, CGRect(x: 100, y: 0, width: 100, height: 1), tolerance: 1e-6))
        #expect(isApproximately(b.frame.minX, 200, tolerance: 1e-6))
    }
}
#endif
