#if canImport(SwiftUI) && os(iOS)
import SwiftUI
import UIKit

/// An invisible controller placed in the SwiftUI hierarchy (as a background) that presentations start from.
/// It retries a presentation that UIKit refused because the view was not in a window yet.
final class PresentationAnchorController: UIViewController {
    /// Called when the anchor appears or moves into a window.
    var onAvailable: (@MainActor () -> Void)?

    override func loadView() {
        let view = UIView()
        view.isUserInteractionEnabled = false
        view.backgroundColor = .clear
        self.view = view
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onAvailable?()
    }
}

/// Hosts a presented SwiftUI view; tells the coordinator when it disappeared so a dismissal by other code
/// (SwiftUI's `dismiss` action, a parent dismissing the stack) resets the binding.
final class PresentedHostingController<Content: View>: UIHostingController<Content> {
    /// Called from `viewDidDisappear(_:)`.
    var onDisappear: (@MainActor () -> Void)?
    /// Called from `viewDidLayoutSubviews()`.
    var onLayout: (@MainActor () -> Void)?

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        onDisappear?()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        onLayout?()
    }
}

/// The representable that puts a ``PresentationAnchorController`` in the hierarchy and hands each update to
/// `update` with the anchor.
struct PresentationAnchor: UIViewControllerRepresentable {
    let update: @MainActor (PresentationAnchorController) -> Void

    func makeUIViewController(context: Context) -> PresentationAnchorController {
        PresentationAnchorController()
    }

    func updateUIViewController(_ anchor: PresentationAnchorController, context: Context) {
        update(anchor)
    }
}
#endif
