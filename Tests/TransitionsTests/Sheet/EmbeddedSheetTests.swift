#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// A content controller that logs its containment calls beside its appearance callbacks.
@MainActor final class ContainmentLogController: RecordingViewController {
    init() { super.init(name: "content") }

    required init?(coder: NSCoder) { nil }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.append(parent == nil ? "willMove(nil)" : "willMove(parent)")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.append(parent == nil ? "didMove(nil)" : "didMove(parent)")
    }
}

/// A sheet that is part of a screen (`EmbeddedSheet`): containment, touches, presenting over it, removal, lifetime.
@MainActor @Suite("Embedded sheet", .headlessHygiene)
struct EmbeddedSheetTests {
    static func panel(_ detents: [Detent] = [.height(200), .height(400)], undimmed: Detent.Identifier? = "height.400")
        -> EmbeddedSheet
    {
        var configuration = SheetConfiguration(detents: detents)
        configuration.largestUndimmedDetentIdentifier = undimmed
        return EmbeddedSheet(configuration: configuration)
    }

    @Test("Embedding and removing make UIKit's containment calls in order, with balanced appearance callbacks")
    func containmentOrder() {
        let stage = Stage()
        let content = ContainmentLogController()
        let panel = Self.panel()
        panel.embed(content, in: stage.root)
        #expect(content.log == ["willMove(parent)", "viewWillAppear", "didMove(parent)"])
        #expect(content.parent === stage.root && stage.root.children.contains(content))
        stage.settle()
        #expect(content.log.suffix(1) == ["viewDidAppear"])
        #expect(isApproximately(852 - 34 - content.view.convert(content.view.bounds, to: stage.window).minY, 200, tolerance: 0.5))
        content.log.removeAll()
        var completed = false
        panel.remove(animated: true) { completed = true }
        stage.settle()
        #expect(completed)
        #expect(content.log == ["willMove(nil)", "viewWillDisappear", "viewDidDisappear", "didMove(nil)"])
        #expect(content.parent == nil && content.viewIfLoaded?.window == nil)
        #expect(stage.root.log.isEmpty, "the screen itself neither disappears nor appears")
    }

    @Test("The screen presents while the panel shows; the panel stays, below the presented sheet")
    func presentingWhileEmbedded() {
        let stage = Stage()
        let content = UIViewController()
        Self.panel().embed(content, in: stage.root)
        stage.settle()
        let other = UIViewController()
        stage.present(other, using: SheetTransition(detents: [.medium()]))
        #expect(stage.root.presentedViewController === other)
        #expect(content.parent === stage.root && content.view.window === stage.window)
        other.dismiss(animated: true)
        stage.settle()
        #expect(stage.root.presentedViewController == nil && content.view.window === stage.window)
    }

    @Test("Touches outside the panel reach the screen where it does not dim, and stop where it does")
    func touchesPassThrough() {
        let stage = Stage()
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 200, width: 200, height: 60)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        stage.root.view.addSubview(button)
        let panel = Self.panel()
        panel.embed(UIViewController(), in: stage.root)
        stage.settle()
        stage.window.simulateTap(at: CGPoint(x: 200, y: 230))
        #expect(taps == 1, "undimmed: the tap reaches the button behind")
        panel.animateChanges { panel.configuration.largestUndimmedDetentIdentifier = nil }
        stage.settle()
        stage.window.simulateTap(at: CGPoint(x: 200, y: 230))
        #expect(taps == 1, "dimmed: the dimming takes the tap")
    }

    @Test("Nothing leaks: the panel, its content and its screen go once released")
    func noLeaks() {
        weak var weakPanel: EmbeddedSheet?
        weak var weakContent: UIViewController?
        weak var weakParent: UIViewController?
        let stage = Stage()
        do {
            let parent = UIViewController()
            let content = UIViewController()
            let panel = Self.panel()
            weakPanel = panel
            weakContent = content
            weakParent = parent
            stage.root.present(parent, animated: false)
            stage.settle()
            panel.embed(content, in: parent)
            stage.settle()
            parent.dismiss(animated: false)
            stage.settle()
        }
        stage.settle()
        #expect(weakParent == nil && weakContent == nil && weakPanel == nil)
        do {
            let content = UIViewController()
            let panel = Self.panel()
            weakPanel = panel
            weakContent = content
            panel.embed(content, in: stage.root)
            stage.settle()
            panel.remove(animated: false)
        }
        stage.settle()
        #expect(weakContent == nil && weakPanel == nil)
    }

    /// The panel's view frame in the window (mid-animation included).
    static func frame(of panel: EmbeddedSheet, in stage: Stage) -> CGRect {
        guard let view = panel.content?.view.superview else { return .null }
        let shown = view.layer.presentation()?.frame ?? view.frame
        return view.superview?.convert(shown, to: stage.window) ?? shown
    }

    @Test("A drag moves the panel; the release-target closure and the selection callback are the delegate's calls")
    func dragAndReleaseTarget() {
        let stage = Stage()
        let panel = Self.panel()
        var proposals: [String] = []
        var selections: [String] = []
        panel.willEndDragging = { _, _, target in
            proposals.append(target?.rawValue ?? "nil")
            target = "height.400"
        }
        panel.selectedDetentIdentifierDidChange = { selections.append($0.selectedDetentIdentifier?.rawValue ?? "nil") }
        panel.embed(UIViewController(), in: stage.root)
        stage.settle()
        let top = Self.frame(of: panel, in: stage).minY
        let drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: top + 20))
        drag.move(by: CGPoint(x: 0, y: -40), duration: 0.5, steps: 30)
        drag.end()
        stage.settle()
        #expect(proposals == ["height.200"] && selections == ["height.400"])
        #expect(panel.selectedDetentIdentifier == "height.400")
        #expect(isApproximately(852 - 34 - Self.frame(of: panel, in: stage).minY, 400, tolerance: 0.5))
        #expect(panel.position.map { isApproximately($0.height, 400, tolerance: 0.5) } == true)
    }

    @Test("A fling toward the edge removes the panel only when removal by dragging is allowed")
    func removalByDragging() {
        let stage = Stage()
        let content = UIViewController()
        let panel = Self.panel()
        var removals = 0
        panel.onRemoval = { removals += 1 }
        panel.embed(content, in: stage.root)
        stage.settle()
        func fling() {
            let top = Self.frame(of: panel, in: stage).minY
            let drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: top + 20))
            drag.move(by: CGPoint(x: 0, y: 150), duration: 0.08, steps: 5)
            drag.end()
            stage.settle()
        }
        fling()
        #expect(content.parent === stage.root && removals == 0, "it resists and springs back")
        panel.allowsRemovalByDragging = true
        fling()
        #expect(content.parent == nil && panel.content == nil && removals == 1)
    }

    @Test("The panel lays out again on rotation and when the screen's safe area changes (a tab bar appearing)")
    func relayout() {
        let stage = Stage()
        let panel = Self.panel()
        panel.embed(UIViewController(), in: stage.root)
        stage.settle()
        stage.window.simulateSizeChange(
            to: CGSize(width: 393, height: 852), safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
        stage.settle()
        #expect(isApproximately(852 - 83 - Self.frame(of: panel, in: stage).minY, 200, tolerance: 0.5), "200 pt above the tab bar")
        stage.window.simulateSizeChange(
            to: CGSize(width: 852, height: 393), safeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
            horizontalSizeClass: .regular, verticalSizeClass: .compact)
        stage.settle()
        let frame = Self.frame(of: panel, in: stage)
        #expect(frame.maxY == 393 && frame.width > 393, "\(frame)")
    }

    @Test("A panel on the top edge hangs under the status bar and leaves by its edge")
    func topEdge() {
        let stage = Stage()
        var configuration = SheetConfiguration(detents: [.height(180)])
        configuration.edge = .top
        configuration.largestUndimmedDetentIdentifier = "height.180"
        let panel = EmbeddedSheet(configuration: configuration)
        let content = UIViewController()
        panel.embed(content, in: stage.root)
        stage.settle()
        #expect(Self.frame(of: panel, in: stage) == CGRect(x: 0, y: 0, width: 393, height: 59 + 180))
        #expect(content.view.safeAreaInsets.top == 59, "its content stays below the status bar")
        panel.remove(animated: true)
        stage.advance(0.1)
        #expect(Self.frame(of: panel, in: stage).minY < 0, "on its way out past the top")
        stage.settle()
        #expect(content.parent == nil)
    }

    @Test("A finger landing on the rising panel catches it where it is")
    func catchOnTouchDown() {
        let stage = Stage()
        let panel = Self.panel()
        panel.embed(UIViewController(), in: stage.root)
        stage.advance(0.1)
        let caught = Self.frame(of: panel, in: stage)
        #expect(caught.minY > 852 - 34 - 200 + 1, "still rising")
        let touch = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: caught.minY + 10))
        stage.advance(0.2)
        #expect(isApproximately(Self.frame(of: panel, in: stage).minY, caught.minY, tolerance: 1), "held where it was")
        touch.end()
        stage.settle()
        #expect(isApproximately(852 - 34 - Self.frame(of: panel, in: stage).minY, 200, tolerance: 0.5))
    }
}
#endif
