#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit

/// One Auto Layout pass per display frame, as a constraint-built panel following a finger does it: a
/// constraint's constant changes, the engine re-solves incrementally (dual simplex) and `layoutIfNeeded()`
/// moves the views to their solved frames.
@MainActor enum AutoLayoutBenchmarks {
    /// A card pinned inside the root view (its top follows the "finger"), holding a title label and a
    /// vertical stack of four labels: 6 constraint-based views, about 40 constraints.
    @MainActor final class PanelLayout {
        let stage = BenchStage()
        let card = UIView()
        let top: NSLayoutConstraint
        var step = 0

        init() {
            let root = stage.root.view!
            card.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(card)
            let title = UILabel()
            title.text = "Choose a plan"
            title.translatesAutoresizingMaskIntoConstraints = false
            let stack = UIStackView()
            stack.axis = .vertical
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            for text in ["Monthly", "Yearly", "Family sharing", "Cancel anytime"] {
                let label = UILabel()
                label.text = text
                stack.addArrangedSubview(label)
            }
            card.addSubview(title)
            card.addSubview(stack)
            top = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 400)
            NSLayoutConstraint.activate([
                top, card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                card.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                title.topAnchor.constraint(equalTo: card.topAnchor, constant: 20),
                title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
                stack.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 16),
                stack.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            ])
            root.layoutIfNeeded()
            HeadlessClock.main.runUntilIdle()
        }

        /// One frame: move the card's top by 4 pt (down, then up) and lay out.
        @inline(never) func frame() {
            step += 1
            top.constant += (step & 64) == 0 ? 4 : -4
            stage.root.view.layoutIfNeeded()
        }

        var note: String? {
            abs(card.frame.minY - top.constant) < 1e-6 ? nil : "WARNING: the card is not where its constraint puts it"
        }

        func tearDown() { stage.tearDown() }
    }

    /// The constraint layout pass.
    static let all: [Benchmark] = [
        .withFixture(
            "uikit.autolayout.pass (constant → dual simplex → layoutIfNeeded)", setUp: PanelLayout.init,
            operation: { $0.frame() }, tearDown: { $0.tearDown() }, note: { $0.note })
    ]
}
#endif
