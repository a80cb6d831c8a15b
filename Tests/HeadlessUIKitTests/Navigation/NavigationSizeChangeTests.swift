#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// A size change while a standard push runs: the pushed controller's view fills the container as it is once
/// the push ends, and is laid out at that size. Apple, View Controller Programming Guide for iOS, "The Role of
/// View Controllers"
/// (https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/index.html): a
/// container view controller "manages only the root view, sizing and placing it according to the container's
/// design."
@MainActor @Suite("Navigation: size changes during a push", .headlessHygiene)
struct NavigationSizeChangeTests {
    /// A controller that records the bounds of each of its layout passes.
    final class LayoutRecorder: UIViewController {
        var laidOut: [CGSize] = []
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            laidOut.append(view.bounds.size)
        }
    }

    @Test("rotating mid-push: the top controller's view ends at the new size and is laid out again")
    func rotationDuringPush() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = makeWindow(root: navigation, size: CGSize(width: 390, height: 844))
        let pushed = LayoutRecorder()
        navigation.pushViewController(pushed, animated: true)
        HeadlessClock.main.advance(by: 0.1)
        window.simulateSizeChange(to: CGSize(width: 844, height: 390), duration: 0)
        HeadlessClock.main.runUntilIdle()
        #expect(navigation.topViewController === pushed)
        #expect(pushed.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(pushed.laidOut.last == CGSize(width: 844, height: 390), "\(pushed.laidOut)")
    }
}
#endif
