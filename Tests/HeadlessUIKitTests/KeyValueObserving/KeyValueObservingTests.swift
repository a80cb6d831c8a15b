#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// HeadlessUIKit's stand-in for KVO on views (Linux has none): `observe(\.contentOffset)` as PanModal
/// and FloatingPanel use it, the legacy layout guides, system colors.
@MainActor @Suite("Key-value observation and legacy guides", .headlessHygiene)
struct KeyValueObservingTests {
    @Test("observing contentOffset reports each change with old and new values, until the token goes away")
    func contentOffset() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 500)
        var changes: [(old: CGPoint?, new: CGPoint?)] = []
        var token: NSKeyValueObservation? = scrollView.observe(\.contentOffset, options: [.old, .new]) { _, change in
            changes.append((change.oldValue, change.newValue))
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        scrollView.frame.size.width = 120  // a geometry change that leaves the offset alone: no call
        scrollView.setContentOffset(CGPoint(x: 0, y: 90), animated: false)
        #expect(changes.count == 2)
        #expect(changes.first?.old == .zero && changes.first?.new == CGPoint(x: 0, y: 40))
        #expect(changes.last?.old == CGPoint(x: 0, y: 40) && changes.last?.new == CGPoint(x: 0, y: 90))
        _ = token
        token = nil
        scrollView.contentOffset = .zero
        #expect(changes.count == 2, "released token: no more calls")
        var initial = 0
        let sizeToken = scrollView.observe(\.contentSize, options: [.initial, .new]) { _, _ in initial += 1 }
        scrollView.contentSize = CGSize(width: 100, height: 600)
        #expect(initial == 2)
        sizeToken.invalidate()
        scrollView.contentSize = CGSize(width: 100, height: 700)
        #expect(initial == 2)
    }

    @Test("top and bottom layout guides span the safe-area insets and take constraints")
    func legacyGuides() {
        let controller = UIViewController()
        let window = makeWindow(root: controller, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            content.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 10),
        ])
        controller.view.layoutIfNeeded()
        #expect(controller.topLayoutGuide.length == 47)
        #expect(controller.bottomLayoutGuide.length == 34)
        #expect(isApproximately(content.frame, CGRect(x: 0, y: 47, width: 10, height: 844 - 47 - 34), tolerance: 1e-6))
        _ = window
    }

    @Test("system colors resolve per appearance to Apple's published values; UIRectEdge has UIKit's bits")
    func colorsAndEdges() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        _ = UIColor.systemRed.resolvedColor(with: light).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let lightRed = [red, green, blue]
        #expect(zip(lightRed, [1, 59.0 / 255, 48.0 / 255]).allSatisfy { isApproximately($0, $1, tolerance: 1e-9) })
        _ = UIColor.systemRed.resolvedColor(with: dark).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(isApproximately(green, 69.0 / 255, tolerance: 1e-6))
        _ = UIColor.lightGray.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        expectApproximately(red, 2.0 / 3.0, tolerance: 1e-9)
        #expect(UIRectEdge.all == [.top, .left, .bottom, .right])
        #expect(UIRectEdge.bottom.rawValue == 4)
    }
}
#endif
