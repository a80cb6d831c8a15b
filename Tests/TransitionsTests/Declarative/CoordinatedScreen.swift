#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Transitions

/// A screen whose state (`item`) drives a coordinator, as a SwiftUI view's state drives the modifier; the content
/// is a plain controller standing in for the hosting controller.
@MainActor final class CoordinatedScreen {
    let stage: Stage
    /// Where the sheets are presented from (the stage's root unless given).
    let presenter: UIViewController
    var item: String? {
        didSet { coordinator.request(item) }
    }
    var dismissed: [String] = []
    var cleared: [String] = []
    var made: [String: UIViewController] = [:]
    lazy var coordinator: PresentationCoordinator<String> = {
        let coordinator = PresentationCoordinator<String>(presenter: presenter) { [unowned self] id in
            let controller = UIViewController()
            self.made[id] = controller
            return .init(viewController: controller, transition: SheetTransition(detents: [.medium(), .large()]))
        }
        coordinator.onClearRequest = { [unowned self] id in
            self.cleared.append(id)
            if self.item == id { self.item = nil }
        }
        coordinator.onDismiss = { [unowned self] id in self.dismissed.append(id) }
        return coordinator
    }()

    init(stage: Stage = Stage(), presenter: UIViewController? = nil) {
        self.stage = stage
        self.presenter = presenter ?? stage.root
    }
}
#endif
