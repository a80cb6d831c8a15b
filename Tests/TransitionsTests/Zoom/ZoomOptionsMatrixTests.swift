#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// Every option of ``ZoomTransition/Options`` holds for the modal zoom and the zoom push alike (one engine):
/// each test runs the same scenario presented and pushed and expects what a user would notice.
@MainActor @Suite("Zoom options × present and push", .headlessHygiene)
struct ZoomOptionsMatrixTests {
    enum Host: String, CaseIterable, CustomTestStringConvertible {
        case present, push
        var testDescription: String { rawValue }
    }

    /// One scenario's world: a grid with tile 7 as the source, and a detail zoomed from it.
    @MainActor final class World {
        let host: Host
        let modal: ZoomFixture?
        let navigation: NavigationZoomFixture?

        init(_ host: Host) {
            self.host = host
            modal = host == .present ? ZoomFixture() : nil
            navigation = host == .push ? NavigationZoomFixture() : nil
        }

        var window: UIWindow { modal?.stage.window ?? navigation!.window }
        var detail: UIViewController { modal?.detail ?? navigation!.detail }
        var tile: UIView { modal?.tiles[7] ?? navigation!.tiles[7] }
        var tileOnScreen: CGRect { modal?.sourceOnScreen ?? navigation!.tileOnScreen() }

        func zoom(_ options: ZoomTransition.Options) -> ZoomTransition {
            modal.map { $0.makeTransition(options: options) } ?? navigation!.makeZoom(options: options)
        }

        /// Presents or pushes with `options`; settles unless told not to.
        func show(_ options: ZoomTransition.Options, settle: Bool = true) {
            if let modal {
                modal.transition = modal.makeTransition(options: options)
                modal.present(settle: settle)
            } else if let navigation {
                navigation.push(navigation.makeZoom(options: options), settle: settle)
            }
        }

        /// The zoom's clip view on screen now (the modal zoom's presented view, the push's clip).
        var clip: UIView? {
            if let modal { return modal.zoom?.presentedView }
            navigation?.captureClip()
            return navigation?.detail.viewIfLoaded?.superview.flatMap { $0 is UIWindow ? nil : $0 }
        }

        var clipFrame: CGRect { modal?.zoomFrame ?? navigation!.clipFrame }
        var isShown: Bool { modal?.isPresented ?? navigation!.isPushed }

        func advance(_ seconds: TimeInterval) { HeadlessClock.main.advance(by: seconds) }
        func settle() { HeadlessClock.main.runUntilIdle() }

        func drag(by translation: CGPoint, duration: TimeInterval = 0.3, release: Bool = true) -> SimulatedDrag {
            let drag = window.beginSimulatedDrag(at: CGPoint(x: 196, y: 430))
            drag.move(by: translation, duration: duration, steps: max(Int(duration * 60), 1))
            navigation?.captureClip()
            if release { drag.end() }
            return drag
        }
    }

    @Test("interactiveDismissShouldBegin: its answer wins, and it is told location, velocity and willBegin", arguments: Host.allCases)
    func interactiveDismissShouldBegin(_ host: Host) {
        let world = World(host)
        var contexts: [ZoomTransition.InteractionContext] = []
        var options = ZoomTransition.Options()
        options.interactiveDismissShouldBegin = { context in
            contexts.append(context)
            return false
        }
        world.show(options)
        _ = world.drag(by: CGPoint(x: 0, y: 300), duration: 0.2)
        world.settle()
        #expect(world.isShown, "refused: the drag did not dismiss")
        let context = contexts.first
        #expect(context?.willBegin == true, "asked: \(contexts.count)")
        #expect((context?.velocity.y ?? 0) > 0)
        #expect(context.map { world.detail.view.bounds.contains($0.location) } == true)
    }

    @Test("alignmentRectProvider: asked with the source view and the zoomed controller", arguments: Host.allCases)
    func alignmentRectProvider(_ host: Host) {
        let world = World(host)
        var asked: [(UIView, UIViewController)] = []
        var options = ZoomTransition.Options()
        options.alignmentRectProvider = { context in
            asked.append((context.sourceView, context.zoomedViewController))
            return CGRect(x: 0, y: 100, width: 393, height: 393)
        }
        world.show(options, settle: false)
        world.advance(0)
        #expect(asked.contains { $0.0 === world.tile && $0.1 === world.detail })
        // The alignment rect lands on the tile at the first frame: the content's frame is scaled so that its
        // rect (393 pt wide) covers the 129 pt tile.
        let content = world.detail.view.convertOnScreen(world.detail.view.bounds)
        #expect(isApproximately(content.width, 129, tolerance: 0.5), "content width \(content.width)")
        world.settle()
    }

    @Test("dimmingColor: the dimming behind the zoom has the color", arguments: Host.allCases)
    func dimmingColor(_ host: Host) {
        let world = World(host)
        var options = ZoomTransition.Options()
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        options.dimmingColor = red
        world.show(options, settle: false)
        world.advance(0.1)
        let siblings = world.clip?.superview?.subviews ?? []
        #expect(siblings.contains { $0.backgroundColor == red && $0.alpha > 0 })
        world.settle()
    }

    @Test("spring: a quicker spring lands sooner", arguments: Host.allCases)
    func spring(_ host: Host) {
        func landingTime(_ spring: SpringCurve) -> Double {
            let world = World(host)
            var options = ZoomTransition.Options()
            options.spring = spring
            world.show(options, settle: false)
            world.advance(0)
            var time = 0.0
            while world.clipFrame.width < 392.5 && time < 3 {
                world.advance(1.0 / 60)
                time += 1.0 / 60
            }
            world.settle()
            return time
        }
        let quick = landingTime(SpringCurve(response: 0.2, dampingRatio: 1))
        let slow = landingTime(SpringCurve(response: 0.8, dampingRatio: 1))
        #expect(quick < slow, "quick \(quick) s, slow \(slow) s")
    }

    @Test("sourceCornerRadius and destinationCornerRadius: the clip's corners start and head there", arguments: Host.allCases)
    func cornerRadii(_ host: Host) {
        let world = World(host)
        var options = ZoomTransition.Options()
        options.sourceCornerRadius = 24
        options.destinationCornerRadius = 40
        world.show(options, settle: false)
        world.advance(0)
        #expect(
            isApproximately(
                world.clip.map { ($0.layer.presentation() ?? $0.layer).cornerRadius } ?? 0, 24, tolerance: 0.5))
        world.advance(0.15)
        #expect((world.clip.map { ($0.layer.presentation() ?? $0.layer).cornerRadius } ?? 0) > 24, "heading for 40")
        world.settle()
    }

    @Test("dragBehavior: a smaller minimum scale shrinks the screen further under the same drag", arguments: Host.allCases)
    func dragBehavior(_ host: Host) {
        func widthUnderDrag(minimumScale: Double) -> CGFloat {
            let world = World(host)
            var options = ZoomTransition.Options()
            options.dragBehavior.minimumScale = minimumScale
            world.show(options)
            let drag = world.drag(by: CGPoint(x: 0, y: 200), duration: 0.4, release: false)
            world.advance(0)
            let width = world.clipFrame.width
            drag.cancel()
            world.settle()
            return width
        }
        let small = widthUnderDrag(minimumScale: 0.2)
        let large = widthUnderDrag(minimumScale: 0.9)
        #expect(small < large && large < 393, "\(small) vs \(large)")
    }

    @Test("trackedScrollView: scrolled down, a drag down scrolls the list; at its top, it dismisses", arguments: Host.allCases)
    func trackedScrollView(_ host: Host) {
        for offset: CGFloat in [600, 0] {
            let world = World(host)
            let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            list.contentInsetAdjustmentBehavior = .never
            list.contentSize = CGSize(width: 393, height: 3000)
            list.contentOffset = CGPoint(x: 0, y: offset)
            world.detail.view.addSubview(list)
            var options = ZoomTransition.Options()
            options.trackedScrollView = list
            world.show(options)
            _ = world.drag(by: CGPoint(x: 0, y: 260), duration: 0.3)
            world.settle()
            if offset > 0 {
                #expect(world.isShown)
                #expect(list.contentOffset.y < 600, "the list scrolled")
            } else {
                #expect(!world.isShown)
                expectApproximately(world.clipFrame, world.tileOnScreen, tolerance: 0.01)
            }
        }
    }
}
#endif
