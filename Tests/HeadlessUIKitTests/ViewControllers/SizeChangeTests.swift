#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// `UIWindow.simulateSizeChange(to:…)`: rotation as UIKit performs it.
@MainActor @Suite("Size changes", .headlessHygiene)
struct SizeChangeTests {
    final class Observer: UIViewController {
        let name: String
        let log: CallLog
        init(_ name: String, log: CallLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            log.record("\(name).viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
            coordinator.animate(alongsideTransition: nil) { _ in self.log.record("\(self.name).coordinator.completion")
            }
            super.viewWillTransition(to: size, with: coordinator)
        }
        override func willTransition(
            to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            log.record("\(name).willTransition(to:with:)")
            super.willTransition(to: newCollection, with: coordinator)
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            log.record("\(name).traitCollectionDidChange")
        }
    }

    final class ObservingPresentationController: UIPresentationController {
        let log: CallLog
        init(presented: UIViewController, presenting: UIViewController?, log: CallLog) {
            self.log = log
            super.init(presentedViewController: presented, presenting: presenting)
        }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            log.record("pc.viewWillTransition")
            super.viewWillTransition(to: size, with: coordinator)
        }
    }

    @Test("rotation: traits, then sizes down the tree, then the animated resize and completions")
    func rotation() {
        let log = CallLog()
        let root = Observer("root", log: log)
        let window = makeWindow(root: root)
        let presented = Observer("presented", log: log)
        let delegate = LoggingTransitioningDelegate(log: CallLog())
        delegate.presentAnimator = SlideAnimator(log: CallLog(), isPresenting: true)
        delegate.presentationControllerFactory = { presented, presenting in
            ObservingPresentationController(presented: presented, presenting: presenting, log: log)
        }
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        root.present(presented, animated: false)
        HeadlessClock.main.runUntilIdle()
        log.clear()
        window.simulateSizeChange(
            to: CGSize(width: 844, height: 390), safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
            verticalSizeClass: .compact, duration: 0.3)
        #expect(
            log.entries == [
                "root.willTransition(to:with:)", "presented.willTransition(to:with:)",
                "root.viewWillTransition(844x390)", "pc.viewWillTransition", "presented.viewWillTransition(844x390)",
                "root.traitCollectionDidChange", "presented.traitCollectionDidChange",
            ])
        #expect(window.bounds.size == CGSize(width: 844, height: 390))
        #expect(root.view.frame.size == CGSize(width: 844, height: 390))
        #expect(root.view.safeAreaInsets.left == 47)
        #expect(root.traitCollection.verticalSizeClass == .compact)
        HeadlessClock.main.advance(by: 0.15)
        let onScreen = root.view.layer.presentation()?.bounds.width ?? 0
        #expect(onScreen > 390 && onScreen < 844)
        log.clear()
        HeadlessClock.main.runUntilIdle()
        #expect(log.entries == ["root.coordinator.completion", "presented.coordinator.completion"])
    }

    final class AlongsideObserver: UIViewController {
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var reportedDuration: TimeInterval = -1
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            reportedDuration = coordinator.transitionDuration
            coordinator.animate(alongsideTransition: { _ in self.marker.frame.origin.x = 100 }, completion: nil)
        }
    }

    @Test("changes made alongside a rotation play over its duration: the coordinator reports it, the screen is partway")
    func alongsideAnimationsPlayOverTheRotation() {
        let root = AlongsideObserver()
        let window = makeWindow(root: root)
        root.view.addSubview(root.marker)
        window.simulateSizeChange(to: CGSize(width: 844, height: 390), duration: 0.4)
        #expect(root.reportedDuration == 0.4)
        #expect(root.marker.frame.origin.x == 100)  // the model holds the end at once
        HeadlessClock.main.advance(by: 0.2)
        let shown = root.marker.layer.presentation()?.frame.minX ?? -1
        #expect(shown > 20 && shown < 80, "halfway through an ease-in-out, partway: \(shown)")
        HeadlessClock.main.runUntilIdle()
        #expect(root.marker.layer.presentation()?.frame.minX == 100)
    }
}
#endif
