#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// Layout passes, safe area, fitting sizes, autoresizing and snapshots.
@MainActor @Suite("View layout", .headlessHygiene)
struct ViewLayoutTests {
    final class CountingView: UIView {
        var layouts = 0
        var safeAreaChanges = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            safeAreaChanges += 1
        }
    }

    @Test("setNeedsLayout lays out on the next run-loop turn, once; layoutIfNeeded does it now")
    func layoutPass() {
        let window = makeWindow()
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        HeadlessClock.main.advance(by: 0)
        let afterAdd = view.layouts
        #expect(afterAdd == 1)
        view.setNeedsLayout()
        view.setNeedsLayout()
        #expect(view.layouts == afterAdd)
        HeadlessClock.main.advance(by: 0)
        #expect(view.layouts == afterAdd + 1)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layouts == afterAdd + 2)
        view.layoutIfNeeded()
        #expect(view.layouts == afterAdd + 2, "nothing pending")
        view.frame.size.width = 120
        view.layoutIfNeeded()
        #expect(view.layouts == afterAdd + 3, "a size change needs layout")
    }

    @Test("a controller's root view brackets layoutSubviews with viewWill/DidLayoutSubviews")
    func controllerLayoutCallbacks() {
        final class Controller: UIViewController {
            var events: [String] = []
            override func viewWillLayoutSubviews() { events.append("will") }
            override func viewDidLayoutSubviews() { events.append("did") }
        }
        let controller = Controller()
        _ = makeWindow(root: controller)
        #expect(controller.events.starts(with: ["will", "did"]))
    }

    @Test("safe area insets flow from the window into views by overlap, and changes are reported")
    func safeArea() {
        let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let full = CountingView(frame: window.bounds)
        let middle = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 500))
        let bottom = UIView(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
        window.addSubview(full)
        window.addSubview(middle)
        window.addSubview(bottom)
        #expect(full.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        HeadlessClock.main.advance(by: 0)
        let changes = full.safeAreaChanges
        window.simulatedSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        HeadlessClock.main.advance(by: 0)
        #expect(full.safeAreaChanges == changes + 1)
        #expect(full.safeAreaInsets.top == 59)
        #expect(UIView().safeAreaInsets == .zero, "outside a window")
    }

    @Test("additionalSafeAreaInsets add to the root view and its subviews")
    func additionalSafeArea() {
        let controller = UIViewController()
        let window = makeWindow(root: controller, safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let child = UIView(frame: window.bounds)
        controller.view.addSubview(child)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 30, left: 0, bottom: 5, right: 0))
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 30, left: 0, bottom: 5, right: 0))
    }

    @Test("systemLayoutSizeFitting honours the simulated fitting size and required priorities")
    func fittingSize() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 10))
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 390, height: 10))
        view.simulatedFittingSize = CGSize(width: 200, height: 226)
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 200, height: 226))
        let pinnedWidth = view.systemLayoutSizeFitting(
            CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(pinnedWidth == CGSize(width: 375, height: 226))
        final class Label: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: 80, height: 20) }
        }
        #expect(Label().systemLayoutSizeFitting(.zero) == CGSize(width: 80, height: 20))
        final class Custom: UIView {
            override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { CGSize(width: 1, height: 2) }
        }
        #expect(Custom().systemLayoutSizeFitting(.zero) == CGSize(width: 1, height: 2))
        #expect(UILayoutPriority.required > .defaultHigh)
        #expect((UILayoutPriority.defaultLow + 1).rawValue == 251)
    }

    @Test(
        "autoresizing masks share a superview's size change",
        arguments: [
            (UIView.AutoresizingMask.flexibleWidth, CGRect(x: 10, y: 0, width: 180, height: 10)),
            (UIView.AutoresizingMask.flexibleLeftMargin, CGRect(x: 110, y: 0, width: 80, height: 10)),
            (
                UIView.AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin]),
                CGRect(x: 60, y: 0, width: 80, height: 10)
            ),
            (UIView.AutoresizingMask(), CGRect(x: 10, y: 0, width: 80, height: 10)),
        ])
    func autoresizing(mask: UIView.AutoresizingMask, expected: CGRect) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        let child = UIView(frame: CGRect(x: 10, y: 0, width: 80, height: 10))
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame.size.width = 200
        #expect(isApproximately(child.frame, expected, tolerance: 1e-6))
    }

    @Test("a snapshot has the view's size and look, positioned at the origin")
    func snapshot() {
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 60))
        view.backgroundColor = .red
        view.layer.cornerRadius = 12
        let snapshot = view.snapshotView(afterScreenUpdates: false)
        #expect(snapshot?.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(snapshot?.backgroundColor == .red)
        #expect(snapshot?.layer.cornerRadius == 12)
        #expect(snapshot?.headlessSnapshotSource === view)
    }

    @Test("hierarchy callbacks arrive in UIKit's order")
    func hierarchyCallbacks() {
        final class Tracking: UIView {
            var events: [String] = []
            override func willMove(toSuperview newSuperview: UIView?) { events.append("willMoveToSuperview") }
            override func willMove(toWindow newWindow: UIWindow?) { events.append("willMoveToWindow") }
            override func didMoveToWindow() { events.append("didMoveToWindow") }
            override func didMoveToSuperview() { events.append("didMoveToSuperview") }
        }
        let window = makeWindow()
        let view = Tracking()
        window.addSubview(view)
        #expect(view.events == ["willMoveToSuperview", "willMoveToWindow", "didMoveToWindow", "didMoveToSuperview"])
        #expect(view.window === window)
        view.removeFromSuperview()
        #expect(view.window == nil)
        #expect(view.superview == nil)
    }
}
#endif
