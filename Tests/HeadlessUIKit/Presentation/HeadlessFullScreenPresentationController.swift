#if os(Linux)
import Foundation

/// The presentation controller the runtime uses for `.fullScreen`/`.currentContext` (removing the
/// presenting view) and for `.overFullScreen`/`.overCurrentContext` (keeping it), and for `.custom`
/// presentations whose delegate returns no presentation controller (full screen, as UIKit does).
final class HeadlessFullScreenPresentationController: UIPresentationController {
    private let removesPresentersView: Bool

    init(presentedViewController: UIViewController, presenting: UIViewController?, removesPresentersView: Bool) {
        self.removesPresentersView = removesPresentersView
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var shouldRemovePresentersView: Bool { removesPresentersView }
}
#endif
