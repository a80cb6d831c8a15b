#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// The `.fitting()` detent with its content inside a real container: a card view holding a stack of labels,
/// shown directly and through a child view controller. The detent is the content's own fitting height
/// (Apple, "systemLayoutSizeFitting(_:)": "the view's current constraints", those the view and its subviews
/// hold), rounded to the 3× pixel grid as UIKit rounds fitting sizes.
@MainActor @Suite("Sheet: fitting detent with content in a container", .headlessHygiene)
struct SheetFittingContainerTests {
    /// A card pinned 16.25 pt from the top and bottom of the controller's view (20 pt from the sides), with
    /// 8-pt layout margins around a vertical stack of three 21-pt labels 7.3 pt apart:
    /// 16.25 + 8 + (3 × 21 + 2 × 7.3) + 8 + 16.25 = 126.1 pt, which is 378.3 px at 3×, so 378 px = 126 pt.
    final class CardController: UIViewController {
        let card = UIView()
        let stack = UIStackView()

        override func viewDidLoad() {
            super.viewDidLoad()
            card.translatesAutoresizingMaskIntoConstraints = false
            card.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            card.insetsLayoutMarginsFromSafeArea = false
            stack.axis = .vertical
            stack.spacing = 7.3
            stack.translatesAutoresizingMaskIntoConstraints = false
            for text in ["Monthly", "Yearly", "Family sharing"] {
                let label = UILabel()
                label.text = text
                stack.addArrangedSubview(label)
            }
            view.addSubview(card)
            card.addSubview(stack)
            let margins = card.layoutMarginsGuide
            NSLayoutConstraint.activate([
                card.topAnchor.constraint(equalTo: view.topAnchor, constant: 16.25),
                card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                card.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -16.25),
                stack.topAnchor.constraint(equalTo: margins.topAnchor),
                stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        }
    }

    /// A container view controller showing a `CardController` as its child, pinned edge to edge.
    final class ContainerController: UIViewController {
        let child = CardController()

        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(child)
            child.view.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(child.view)
            NSLayoutConstraint.activate([
                child.view.topAnchor.constraint(equalTo: view.topAnchor),
                child.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                child.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                child.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
            child.didMove(toParent: self)
        }
    }

    /// The content's fitting height at the sheet's width, measured where it is.
    private func fittingHeight(of view: UIView) -> CGFloat {
        view.systemLayoutSizeFitting(
            CGSize(width: view.bounds.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }

    @Test(
        "the sheet rests at the content's fitting height, rounded to pixels: 126.1 pt → 126",
        arguments: [false, true])
    func restsAtTheFittingHeight(throughChildController: Bool) {
        let stage = Stage()
        let controller: UIViewController = throughChildController ? ContainerController() : CardController()
        stage.present(controller, using: SheetTransition(detents: [.fitting(), .large()]))
        #expect(
            isApproximately(stage.visibleHeight(controller), 126, tolerance: 1e-6), "\(stage.visibleHeight(controller))"
        )
        #expect(
            isApproximately(fittingHeight(of: controller.view), 126, tolerance: 1e-6),
            "measured in place, inside the sheet")
        let card =
            (controller as? CardController)?.card ?? (controller as? ContainerController)?.child.card ?? UIView()
        #expect(
            isApproximately(card.frame.minY, 16.25.pixelRounded3, tolerance: 1e-6),
            "16.25 pt is 48.75 px: placed at 49 px")
        controller.dismiss(animated: false)
        stage.settle()
    }

    @Test("a card that grows re-fits once detents are invalidated: one more row, 21 + 7.3 pt")
    func growsWithItsContent() {
        let stage = Stage()
        let controller = CardController()
        stage.present(controller, using: SheetTransition(detents: [.fitting(), .large()]))
        let label = UILabel()
        label.text = "Cancel anytime"
        controller.stack.addArrangedSubview(label)
        controller.sheet?.invalidateDetents()
        stage.settle()
        // 126.1 + 28.3 = 154.4 pt = 463.2 px → 463 px.
        #expect(
            isApproximately(stage.visibleHeight(controller), 463.0 / 3, tolerance: 1e-6),
            "\(stage.visibleHeight(controller))")
        controller.dismiss(animated: false)
        stage.settle()
    }
}

extension Double {
    /// The value on the 3× pixel grid (nearest pixel, halves away from zero).
    fileprivate var pixelRounded3: CGFloat { CGFloat((self * 3).rounded() / 3) }
}
#endif
