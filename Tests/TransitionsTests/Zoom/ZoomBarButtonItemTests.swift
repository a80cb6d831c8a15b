#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// A zoom from a bar button item (iOS 26's `zoom(options:sourceBarButtonItemProvider:)`): it grows from the
/// item's view in the navigation bar and flies back into it, modal and pushed.
@MainActor @Suite("Zoom from a bar button item", .headlessHygiene)
struct ZoomBarButtonItemTests {
    @Test("Modal: grows from the item's view in the bar, lands back in it after a pinch; nothing leaks")
    func modal() {
        let f = NavigationZoomFixture()
        let item = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        f.grid.navigationItem.rightBarButtonItem = item
        f.navigation.view.setNeedsLayout()
        f.navigation.view.layoutIfNeeded()
        let itemOnScreen = item.headlessItemView.convert(item.headlessItemView.bounds, to: nil)
        #expect(itemOnScreen.width == 44 && itemOnScreen.maxX == 393 - 16, "the item sits at the trailing edge")
        weak var weakDetail: UIViewController?
        do {
            let detail = UIViewController()
            weakDetail = detail
            var asked = 0
            let zoom = ZoomTransition(sourceBarButtonItemProvider: { _ in
                asked += 1
                return item
            })
            f.grid.present(detail, using: zoom, animated: true)
            f.advance(0)
            let zoomView = detail.zoomPresentationController?.presentedView
            let start = zoomView.map { $0.layer.presentation()?.frame ?? $0.frame } ?? .null
            expectApproximately(start, itemOnScreen, tolerance: 0.5, "opening starts on the item")
            f.settle()
            #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
            #expect(item.headlessItemView.isHidden == false, "given back once the zoom rests")
            let touches = f.window.beginSimulatedTouches(at: [CGPoint(x: 96, y: 400), CGPoint(x: 296, y: 400)])
            touches.transform(scale: 0.35, duration: 0.3, steps: 18)
            touches.end()
            f.settle()
            #expect(f.navigation.presentedViewController == nil)
            #expect(asked >= 2, "asked at the start and again for the flight back")
            expectApproximately(zoomView?.frame ?? .null, itemOnScreen, tolerance: 0.01, "landed in the item")
        }
        f.settle()
        #expect(weakDetail == nil)
        #expect(!item.headlessItemView.isHidden)
    }

    @Test("An item that is not in a bar gives the fallback: the zoom still opens and closes")
    func itemNotShown() {
        let f = NavigationZoomFixture()
        let item = UIBarButtonItem(title: "Later", style: .plain, target: nil, action: nil)
        let detail = UIViewController()
        f.grid.present(detail, using: ZoomTransition(sourceBarButtonItemProvider: { _ in item }), animated: true)
        f.settle()
        #expect(f.navigation.presentedViewController === detail)
        detail.dismiss(animated: true)
        f.settle()
        #expect(f.navigation.presentedViewController == nil)
    }
}
#endif
