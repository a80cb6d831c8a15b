#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// What a layout pass visits: only invalidated views are laid out and only changed subtrees get new safe
/// areas, yet everything invalidated during the pass is handled in the same run-loop turn; and `window`
/// follows the hierarchy.
@MainActor @Suite("Layout invalidation", .headlessHygiene)
struct LayoutInvalidationTests {
    /// Counts layouts and safe-area reports; can invalidate another view from its `layoutSubviews()`.
    final class ProbeView: UIView {
        var layouts = 0
        var safeAreaChanges = 0
        /// The insets `safeAreaInsets` returned while `safeAreaInsetsDidChange()` ran.
        var reportedInsets: [UIEdgeInsets] = []
        /// Views to invalidate the next time this view lays out.
        var invalidatesOnLayout: [UIView] = []

        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            let targets = invalidatesOnLayout
            invalidatesOnLayout = []
            for target in targets { target.setNeedsLayout() }
        }

        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            safeAreaChanges += 1
            reportedInsets.append(safeAreaInsets)
        }
    }

    /// Records `window` as seen from the window-move callbacks.
    final class WindowRecordingView: UIView {
        var seenInWillMove: [UIWindow?] = []
        var seenInDidMove: [UIWindow?] = []
        var announcedNewWindow: [UIWindow?] = []

        override func willMove(toWindow newWindow: UIWindow?) {
            super.willMove(toWindow: newWindow)
            seenInWillMove.append(window)
            announcedNewWindow.append(newWindow)
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            seenInDidMove.append(window)
        }
    }

    private func probe(_ frame: CGRect) -> ProbeView { ProbeView(frame: frame) }

    @Test("a pass lays out only the views that were invalidated, not their parents or other branches")
    func onlyInvalidatedViewsLayOut() {
        let window = makeWindow()
        let a = probe(CGRect(x: 0, y: 0, width: 200, height: 200))
        let a1 = probe(CGRect(x: 0, y: 0, width: 50, height: 50))
        let b = probe(CGRect(x: 0, y: 300, width: 200, height: 200))
        let b1 = probe(CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(a)
        a.addSubview(a1)
        window.addSubview(b)
        b.addSubview(b1)
        HeadlessClock.main.advance(by: 0)
        let views = [a, a1, b, b1]
        #expect(views.allSatisfy { $0.layouts == 1 }, "each view lays out once after being added")

        b1.setNeedsLayout()
        HeadlessClock.main.advance(by: 0)
        #expect(views.map(\.layouts) == [1, 1, 1, 2])

        a1.frame.size.width = 60  // a size change invalidates the view itself only
        HeadlessClock.main.advance(by: 0)
        #expect(views.map(\.layouts) == [1, 2, 1, 2])

        a1.frame.origin.x = 5  // a move alone needs no layout
        HeadlessClock.main.advance(by: 0)
        #expect(views.map(\.layouts) == [1, 2, 1, 2])
    }

    @Test(
        "views invalidated while another view lays out are laid out in the same turn",
        arguments: ["earlier sibling", "later sibling", "deep in another branch", "itself"])
    func invalidationDuringThePass(target: String) {
        let window = makeWindow()
        let earlier = probe(CGRect(x: 0, y: 0, width: 100, height: 100))
        let trigger = probe(CGRect(x: 0, y: 100, width: 100, height: 100))
        let later = probe(CGRect(x: 0, y: 200, width: 100, height: 100))
        let branch = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        let middle = UIView(frame: branch.bounds)
        let deep = probe(middle.bounds)
        for view in [earlier, trigger, later, branch] { window.addSubview(view) }
        branch.addSubview(middle)
        middle.addSubview(deep)
        HeadlessClock.main.advance(by: 0)
        let victim: ProbeView =
            switch target {
            case "earlier sibling": earlier
            case "later sibling": later
            case "deep in another branch": deep
            default: trigger
            }
        let before = victim.layouts
        let triggerBefore = trigger.layouts
        trigger.invalidatesOnLayout = [victim]
        trigger.setNeedsLayout()
        HeadlessClock.main.advance(by: 0)
        let expectedVictimLayouts = victim === trigger ? before + 2 : before + 1
        #expect(victim.layouts == expectedVictimLayouts)
        if victim !== trigger { #expect(trigger.layouts == triggerBefore + 1) }
        #expect(!HeadlessClock.main.hasPendingWork, "nothing is left for another turn")
    }

    @Test("a move deep inside an unchanged branch gets a new safe area, reported once; other views are not told")
    func safeAreaOfAMovedDescendant() {
        let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let container = UIView(frame: window.bounds)
        let middle = UIView(frame: container.bounds)
        let leaf = probe(CGRect(x: 0, y: 0, width: 390, height: 100))
        let sibling = probe(CGRect(x: 0, y: 0, width: 390, height: 100))
        window.addSubview(container)
        container.addSubview(middle)
        middle.addSubview(leaf)
        container.addSubview(sibling)
        HeadlessClock.main.advance(by: 0)
        #expect(leaf.safeAreaInsets.top == 47)
        let leafReports = leaf.safeAreaChanges
        let siblingReports = sibling.safeAreaChanges

        leaf.frame.origin.y = 60  // below the top inset now
        HeadlessClock.main.advance(by: 0)
        #expect(leaf.safeAreaChanges == leafReports + 1)
        #expect(leaf.reportedInsets.last == .zero)
        #expect(leaf.safeAreaInsets == .zero)
        #expect(sibling.safeAreaChanges == siblingReports)

        middle.frame.origin.y = -30  // moving an ancestor moves the leaf to y = 30 in the window
        HeadlessClock.main.advance(by: 0)
        #expect(leaf.safeAreaChanges == leafReports + 2)
        #expect(isApproximately(leaf.reportedInsets.last?.top ?? -1, 17, tolerance: 1e-6))
        #expect(isApproximately(leaf.safeAreaInsets.top, 17, tolerance: 1e-6))
        #expect(sibling.safeAreaChanges == siblingReports, "the sibling did not move")
    }

    @Test("windows invalidated in the same turn are all laid out, turn after turn")
    func severalWindowsEveryTurn() {
        let first = makeWindow()
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = probe(CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = probe(CGRect(x: 0, y: 0, width: 10, height: 10))
        first.addSubview(a)
        second.addSubview(b)
        HeadlessClock.main.advance(by: 0)
        for turn in 1...3 {
            a.setNeedsLayout()
            b.frame.size.width += 1
            HeadlessClock.main.advance(by: 0)
            #expect(a.layouts == 1 + turn)
            #expect(b.layouts == 1 + turn)
        }
    }

    @Test("window follows the view through moves between windows, and the move callbacks see old and new")
    func windowFollowsTheHierarchy() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = UIView()
        let child = WindowRecordingView()
        parent.addSubview(child)
        #expect(child.window == nil)
        #expect(first.window === first)

        first.addSubview(parent)
        #expect(parent.window === first)
        #expect(child.window === first)
        second.addSubview(parent)
        #expect(child.window === second)
        parent.removeFromSuperview()
        #expect(child.window == nil)

        #expect(
            child.seenInWillMove.map { $0.map(ObjectIdentifier.init) } == [
                nil, ObjectIdentifier(first), ObjectIdentifier(second),
            ])
        #expect(
            child.announcedNewWindow.map { $0.map(ObjectIdentifier.init) } == [
                ObjectIdentifier(first), ObjectIdentifier(second), nil,
            ])
        #expect(
            child.seenInDidMove.map { $0.map(ObjectIdentifier.init) } == [
                ObjectIdentifier(first), ObjectIdentifier(second), nil,
            ])
    }

    @Test("a window nested in a plain view has no window until it is taken out again")
    func nestedWindow() {
        let holder = UIView()
        let inner = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let view = UIView()
        inner.addSubview(view)
        #expect(view.window === inner)
        holder.addSubview(inner)
        #expect(inner.window == nil)
        #expect(view.window == nil)
        inner.removeFromSuperview()
        #expect(inner.window === inner)
        #expect(view.window === inner)
    }

    @Test("when a window goes away its former subviews report no window, and a finished pass does not keep it")
    func releasedWindow() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        weak var weakWindow: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            weakWindow = window
            HeadlessClock.main.advance(by: 0)
        }
        #expect(weakWindow == nil)
        #expect(view.window == nil)
        #expect(view.superview == nil)
    }
}
#endif
