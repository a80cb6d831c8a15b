#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// The `.fitting()` detent measured from real constraint-built content (HeadlessUIKit's Auto Layout
/// engine and its documented text model: 17-pt characters advance 8.5 pt, lines are ⌈20.4⌉ = 21 pt).
@MainActor @Suite("Sheet: fitting detent with Auto Layout content", .headlessHygiene)
struct SheetFittingLayoutTests {
    /// A title label above a vertical stack of three labels, the middle one wrapping to three lines.
    final class PlanController: UIViewController {
        let title1 = UILabel()
        let stack = UIStackView()
        let detail = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            title1.text = "Choose a plan"
            title1.translatesAutoresizingMaskIntoConstraints = false
            let first = UILabel()
            first.text = "Monthly"
            // Ten 9-letter words: 41 characters fit in 353 pt (⌊353 / 8.5⌋), so 4 + 4 + 2 words, 3 lines.
            detail.text = Array(repeating: "wordwordw", count: 10).joined(separator: " ")
            detail.numberOfLines = 0
            detail.preferredMaxLayoutWidth = 353
            let last = UILabel()
            last.text = "Cancel anytime"
            stack.axis = .vertical
            stack.spacing = 8
            for label in [first, detail, last] { stack.addArrangedSubview(label) }
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(title1)
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                title1.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                title1.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                stack.topAnchor.constraint(equalTo: title1.bottomAnchor, constant: 16),
                stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                stack.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20),
            ])
        }
    }

    @Test("the sheet rests at the content's solved height: 20 + 21 + 16 + (21 + 8 + 62 + 8 + 21) + 20 = 197")
    func fittingFromConstraints() {
        let stage = Stage()
        weak var weakController: PlanController?
        do {
            let controller = PlanController()
            weakController = controller
            stage.present(controller, using: SheetTransition(detents: [.fitting(), .large()]))
            #expect(stage.visibleHeight(controller) == 197)
            // The content is laid out inside the sheet as solved. The sheet's view also covers the 34-pt home
            // indicator area below the fitted height, so the stack (pinned to the view's bottom) is 34 pt taller
            // than it was measured: 120 + 34.
            #expect(isApproximately(controller.view.bounds.height, 197 + 34, tolerance: 1e-6))
            #expect(
                isApproximately(controller.stack.frame, CGRect(x: 20, y: 57, width: 353, height: 154), tolerance: 1e-6))
            #expect(
                isApproximately(controller.title1.frame, CGRect(x: 20, y: 20, width: 111, height: 21), tolerance: 1e-6),
                "13 × 8.5 → 111")
            #expect(controller.detail.frame.width == 353)
            // More content: a fourth row grows the fitting detent once detents are invalidated.
            let extra = UILabel()
            extra.text = "Family sharing"
            controller.stack.addArrangedSubview(extra)
            controller.sheet?.invalidateDetents()
            stage.settle()
            #expect(isApproximately(stage.visibleHeight(controller), 197 + 8 + 21, tolerance: 1e-6))
            controller.dismiss(animated: true)
            stage.settle()
        }
        #expect(weakController == nil)
    }

}
#endif
