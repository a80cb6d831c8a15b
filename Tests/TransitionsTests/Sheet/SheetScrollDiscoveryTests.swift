#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// With no `trackedScrollView`, the sheet finds its scroll view itself, as UIKit's finds "a descendent scroll view".
@MainActor @Suite("Sheet scroll view discovery", .headlessHygiene)
struct SheetScrollDiscoveryTests {
    /// A vertical list: taller content than its 700 pt frame.
    func makeList(y: CGFloat = 40, height: CGFloat = 700) -> UIScrollView {
        let list = UIScrollView(frame: CGRect(x: 0, y: y, width: 393, height: height))
        list.contentSize = CGSize(width: 393, height: 3000)
        return list
    }

    /// Presents `controller` at medium/large with nothing tracked.
    func present(_ controller: UIViewController, on stage: Stage, configure: (SheetTransition) -> Void = { _ in }) {
        let transition = SheetTransition(detents: [.medium(), .large()])
        configure(transition)
        stage.present(controller, using: transition)
    }

    /// Drags from `point` by `dy` without releasing.
    func drag(_ stage: Stage, from point: CGPoint, by dy: CGFloat) -> SimulatedDrag {
        let drag = stage.window.beginSimulatedDrag(at: point)
        drag.move(by: CGPoint(x: 0, y: dy), duration: 0.2, steps: 12)
        return drag
    }

    // Apple (UISheetPresentationController.h, `prefersScrollingExpandsWhenScrolledToEdge`): "If there is a larger
    // detent to expand to than the selected detent, and a descendent scroll view is scrolled to top, this controls
    // whether scrolling down will expand to a larger detent."
    @Test("An untracked list at its top expands the sheet when scrolled up, then scrolls")
    func untrackedListExpands() {
        let stage = Stage()
        let controller = UIViewController()
        let list = makeList()
        controller.view.addSubview(list)
        present(controller, on: stage)
        #expect(controller.sheet?.trackedScrollView == nil)
        let mediumTop = stage.sheetFrame(controller).minY
        let finger = drag(stage, from: CGPoint(x: 196, y: mediumTop + 200), by: -100)
        #expect(stage.sheetFrame(controller).minY < mediumTop - 60)  // the sheet rose
        #expect(list.contentOffset.y == 0)  // the list did not scroll meanwhile
        finger.end()
        stage.settle()
    }

    // Apple (`prefersScrollingExpandsWhenScrolledToEdge`): "… a descendent scroll view is scrolled to top …": pulling
    // down from there moves the sheet, the list does not bounce.
    @Test("Pulling down an untracked list at its top moves the sheet, with no bounce in the list")
    func untrackedListHandsOffDownward() {
        let stage = Stage()
        let controller = UIViewController()
        let list = makeList()
        controller.view.addSubview(list)
        present(controller, on: stage) { $0.selectedDetentIdentifier = .large }
        let top = stage.sheetFrame(controller).minY
        let finger = drag(stage, from: CGPoint(x: 196, y: top + 300), by: 150)
        #expect(stage.sheetFrame(controller).minY > top + 100)
        #expect(list.contentOffset.y == 0)  // held at its top: no rubber band above it
        finger.end()
        stage.settle()
    }

    @Test("The controller's own view is found when it is the list (a table view controller)")
    func rootIsTheList() {
        final class ListController: UIViewController {
            override func loadView() {
                let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 800))
                list.contentSize = CGSize(width: 393, height: 3000)
                view = list
            }
        }
        let stage = Stage()
        let controller = ListController()
        present(controller, on: stage)
        let mediumTop = stage.sheetFrame(controller).minY
        let finger = drag(stage, from: CGPoint(x: 196, y: mediumTop + 200), by: -100)
        #expect(stage.sheetFrame(controller).minY < mediumTop - 60)
        finger.end()
        stage.settle()
    }

    @Test("Breadth-first, vertical only: a shallower horizontal carousel is passed over for the list")
    func carouselPassedOver() {
        let stage = Stage()
        let controller = UIViewController()
        let carousel = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 120))
        carousel.contentSize = CGSize(width: 2000, height: 120)
        controller.view.addSubview(carousel)
        let container = UIView(frame: CGRect(x: 0, y: 120, width: 393, height: 700))
        let list = makeList(y: 0)
        container.addSubview(list)
        controller.view.addSubview(container)
        present(controller, on: stage)
        let mediumTop = stage.sheetFrame(controller).minY
        let finger = drag(stage, from: CGPoint(x: 196, y: mediumTop + 300), by: -100)
        #expect(stage.sheetFrame(controller).minY < mediumTop - 60)
        #expect(list.contentOffset.y == 0)
        finger.end()
        stage.settle()
    }

    @Test("A list SwiftUI-style created after presentation is found at the first touch")
    func lateList() {
        let stage = Stage()
        let controller = UIViewController()
        present(controller, on: stage)
        let list = makeList()
        controller.view.addSubview(list)  // as a hosting view creates its scroll view on its first update
        let mediumTop = stage.sheetFrame(controller).minY
        let finger = drag(stage, from: CGPoint(x: 196, y: mediumTop + 200), by: -100)
        #expect(stage.sheetFrame(controller).minY < mediumTop - 60)
        finger.end()
        stage.settle()
    }

    @Test("trackedScrollView overrides what is found: the shallower list then only scrolls")
    func trackedOverrides() {
        let stage = Stage()
        let controller = UIViewController()
        let first = makeList(y: 0, height: 300)
        let container = UIView(frame: CGRect(x: 0, y: 300, width: 393, height: 500))
        let second = makeList(y: 0, height: 500)
        container.addSubview(second)
        controller.view.addSubview(first)
        controller.view.addSubview(container)
        present(controller, on: stage) { $0.configure = { $0.trackedScrollView = second } }
        let mediumTop = stage.sheetFrame(controller).minY
        let finger = drag(stage, from: CGPoint(x: 196, y: mediumTop + 100), by: -100)  // inside `first`
        #expect(stage.sheetFrame(controller).minY == mediumTop)
        #expect(first.contentOffset.y > 50)
        finger.end()
        stage.settle()
    }

    @Test("A declarative update that turns discovery off is taken; knobs it does not change keep their live values")
    func declarativeUpdate() {
        var old = SheetConfiguration()
        old.dismissesOnDimmingTap = false
        var new = old
        new.discoversContentScrollView = false
        var live = SheetConfiguration()
        live.prefersGrabberVisible = true  // set by the user meanwhile; not in either update
        let merged = live.mergingChanges(from: old, to: new)
        #expect(!merged.discoversContentScrollView)
        #expect(merged.prefersGrabberVisible)
        #expect(merged.dismissesOnDimmingTap)  // unchanged between old and new: the live value stays
    }

    @Test("discoversContentScrollView = false: with nothing tracked, the list scrolls and the sheet stays")
    func discoveryOff() {
        let stage = Stage()
        let controller = UIViewController()
        let list = makeList()
        controller.view.addSubview(list)
        present(controller, on: stage) { $0.discoversContentScrollView = false }
        let mediumTop = stage.sheetFrame(controller).minY
        let finger = drag(stage, from: CGPoint(x: 196, y: mediumTop + 200), by: -100)
        #expect(stage.sheetFrame(controller).minY == mediumTop)
        #expect(list.contentOffset.y > 50)
        finger.end()
        stage.settle()
    }
}
#endif
