#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// A content controller that logs its containment and appearance calls.
@MainActor final class ContainmentLogController: UIViewController {
    var log: [String] = []
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.append(parent == nil ? "willMove(nil)" : "willMove(parent)")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.append(parent == nil ? "didMove(nil)" : "didMove(parent)")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("viewDidDisappear")
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
        #expect(abs(852 - 34 - content.view.convert(content.view.bounds, to: stage.window).minY - 200) < 0.5)
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
}
#endif
