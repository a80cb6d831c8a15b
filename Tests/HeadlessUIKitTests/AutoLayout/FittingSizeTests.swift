#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// `systemLayoutSizeFitting` measures with the constraints the view and its subviews hold. Apple,
/// "systemLayoutSizeFitting(_:)" (https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:)):
/// "This method returns a size value for the view that optimally satisfies the view's current constraints and
/// is as close to the value in the `targetSize` parameter as possible. This method does not actually change the
/// size of the view." AppKit's `fittingSize` says which constraints those are: "considering all of the
/// constraints it and its subviews hold".
@MainActor @Suite("Auto Layout: fitting sizes", .headlessHygiene)
struct FittingSizeTests {
    @Test("a view pinned inside a zero-height superview measures its own 420 pt, not the superview's 0")
    func ignoresTheSuperviewsConstraints() {
        let (_, container) = layoutStage(size: CGSize(width: 300, height: 600))
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 0))
        container.addSubview(holder)
        let content = IntrinsicView(CGSize(width: UIView.noIntrinsicMetric, height: 420))
        holder.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: holder.topAnchor),
            content.bottomAnchor.constraint(equalTo: holder.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: holder.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: holder.trailingAnchor),
        ])
        container.layoutIfNeeded()
        #expect(
            isApproximately(content.frame.height, 0, tolerance: 1e-6),
            "laid out, the superview's constraints win over compression")
        let size = content.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(isApproximately(size, CGSize(width: 300, height: 420), tolerance: 1e-6))
        #expect(
            isApproximately(
                content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height, 420, tolerance: 1e-6))
        container.layoutIfNeeded()
        #expect(isApproximately(content.frame.height, 0, tolerance: 1e-6), "measuring changes nothing on screen")
    }

    @Test("a subtree's own constraints and its subviews' autoresizing frames take part; the view's frame does not")
    func measuresTheSubtree() {
        let (_, container) = layoutStage()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 10))
        container.addSubview(card)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        card.addSubview(badge)
        let title = IntrinsicView(CGSize(width: 120, height: 21))
        card.addSubview(title)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(
            isApproximately(size.height, 40 + 8 + 21 + 12, tolerance: 1e-6),
            "the badge's frame, the title's constraints; not 10")
        #expect(card.bounds.height == 10)
    }

    @Test("fitting sizes are rounded to the screen's pixel grid: 100.4 pt is 100.333 at 3×, 100.5 at 2×")
    func roundedToPixels() {
        // A box holding content of 50.1 × 100.4 pt: solved by the engine.
        let box = constrainedView()
        let content = IntrinsicView(CGSize(width: 50.1, height: 100.4))
        box.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: box.topAnchor),
            content.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            content.bottomAnchor.constraint(equalTo: box.bottomAnchor),
            content.trailingAnchor.constraint(equalTo: box.trailingAnchor),
        ])
        // A view without constraints answers its intrinsic size, on the same grid.
        let lone = IntrinsicView(CGSize(width: 50.1, height: 100.4))
        for view in [box, lone] {
            let size = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            #expect(
                isApproximately(size, CGSize(width: 150.0 / 3, height: 301.0 / 3), tolerance: 1e-6),
                "3×: 150.3 px → 150, 301.2 → 301")
        }
        HeadlessDevice.use(.iPhoneSE)
        for view in [box, lone] {
            let size = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            #expect(
                isApproximately(size, CGSize(width: 50, height: 100.5), tolerance: 1e-6),
                "2×: 100.2 px → 100, 200.8 → 201")
        }
    }

}
#endif
