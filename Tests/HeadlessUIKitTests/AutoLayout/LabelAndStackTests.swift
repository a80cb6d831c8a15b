#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// The text model's documented answers, and UIStackView's arrangements solved by the engine.
@MainActor @Suite("Auto Layout: labels and stack views", .headlessHygiene)
struct LabelAndStackTests {
    @Test(
        "text model: 0.5 em advances (0.55 em semibold), 1.2 em lines, greedy wrapping, sizes rounded up",
        arguments: [
            // text, font size, bold, wrap width, max lines → size
            ("Hello, sheet", 17.0, false, nil, 1, CGSize(width: 102, height: 21)),
            ("Hi", 20.0, true, nil, 1, CGSize(width: 22, height: 24)),
            ("aaaa bbbb cccc", 10.0, false, 45.0, 0, CGSize(width: 45, height: 24)),  // 9 chars/line: 2 lines
            ("aaaa bbbb cccc", 10.0, false, 45.0, 1, CGSize(width: 45, height: 12)),  // capped at 1 line
            ("abcdefghijkl", 10.0, false, 25.0, 0, CGSize(width: 25, height: 36)),  // 5 + 5 + 2, broken mid-word
            ("one\ntwo", 10.0, false, nil, 0, CGSize(width: 15, height: 24)),
            ("", 17.0, false, nil, 1, CGSize.zero),
        ] as [(String, Double, Bool, Double?, Int, CGSize)])
    func textModel(text: String, size: Double, bold: Bool, width: Double?, lines: Int, expected: CGSize) {
        let font = bold ? UIFont.boldSystemFont(ofSize: CGFloat(size)) : UIFont.systemFont(ofSize: CGFloat(size))
        let measured = HeadlessTextMetrics.size(
            of: text, font: font, width: width.map { CGFloat($0) }, maximumLines: lines)
        #expect(measured == expected)
    }

    @Test("a label's intrinsic size is its text's; a multi-line label wraps at its preferred width")
    func labelIntrinsicSize() {
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hello, sheet"
        #expect(label.intrinsicContentSize == CGSize(width: 102, height: 21))
        label.text = "aaaa bbbb cccc"
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 45
        #expect(label.intrinsicContentSize == CGSize(width: 45, height: 24))
        #expect(UIFont.preferredFont(forTextStyle: .title1).pointSize == 28)
    }

    @Test(
        "a stack view chains its views with spacing and aligns them across the axis",
        arguments: [
            // axis, alignment, distribution → frames of the three arranged views (intrinsic 40×10, 60×20, 20×30)
            (
                NSLayoutConstraint.Axis.vertical, UIStackView.Alignment.fill, UIStackView.Distribution.fill,
                [
                    CGRect(x: 0, y: 0, width: 200, height: 10), CGRect(x: 0, y: 15, width: 200, height: 20),
                    CGRect(x: 0, y: 40, width: 200, height: 30),
                ]
            ),
            (
                .vertical, .center, .fill,
                [
                    CGRect(x: 80, y: 0, width: 40, height: 10), CGRect(x: 70, y: 15, width: 60, height: 20),
                    CGRect(x: 90, y: 40, width: 20, height: 30),
                ]
            ),
            (
                .vertical, .leading, .fill,
                [
                    CGRect(x: 0, y: 0, width: 40, height: 10), CGRect(x: 0, y: 15, width: 60, height: 20),
                    CGRect(x: 0, y: 40, width: 20, height: 30),
                ]
            ),
            (
                .horizontal, .top, .fill,
                [
                    CGRect(x: 0, y: 0, width: 40, height: 10), CGRect(x: 45, y: 0, width: 60, height: 20),
                    CGRect(x: 110, y: 0, width: 20, height: 30),
                ]
            ),
        ] as [(NSLayoutConstraint.Axis, UIStackView.Alignment, UIStackView.Distribution, [CGRect])])
    func stackArrangement(
        axis: NSLayoutConstraint.Axis, alignment: UIStackView.Alignment, distribution: UIStackView.Distribution,
        expected: [CGRect]
    ) {
        let (_, container) = layoutStage()
        let views = [
            IntrinsicView(CGSize(width: 40, height: 10)), IntrinsicView(CGSize(width: 60, height: 20)),
            IntrinsicView(CGSize(width: 20, height: 30)),
        ]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.alignment = alignment
        stack.distribution = distribution
        stack.spacing = 5
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        var constraints = [
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.topAnchor.constraint(equalTo: container.topAnchor),
        ]
        if axis == .vertical { constraints.append(stack.widthAnchor.constraint(equalToConstant: 200)) }
        NSLayoutConstraint.activate(constraints)
        container.layoutIfNeeded()
        for (view, frame) in zip(views, expected) {
            #expect(isApproximately(view.frame, frame, tolerance: 1e-6), "\(view.frame)")
        }
        let fitting = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(isApproximately(fitting.height, axis == .vertical ? 70 : 30, tolerance: 1e-6))
    }

    @Test("fillEqually gives equal sizes; hidden views leave the chain; removed views leave the arrangement")
    func stackEqualAndHidden() {
        let (_, container) = layoutStage()
        let views = [constrainedView(), constrainedView(), constrainedView()]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.topAnchor.constraint(equalTo: container.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 320), stack.heightAnchor.constraint(equalToConstant: 44),
        ])
        container.layoutIfNeeded()
        #expect(views.map(\.frame.width).allSatisfy { isApproximately($0, 100, tolerance: 1e-6) })
        #expect(isApproximately(views[2].frame.minX, 220, tolerance: 1e-6))
        views[1].isHidden = true
        stack.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(isApproximately(views[0].frame.width, 155, tolerance: 1e-6))
        #expect(isApproximately(views[2].frame.minX, 165, tolerance: 1e-6))
        views[2].removeFromSuperview()
        container.layoutIfNeeded()
        #expect(stack.arrangedSubviews.count == 2)
        #expect(isApproximately(views[0].frame.width, 320, tolerance: 1e-6))
    }
}
#endif
