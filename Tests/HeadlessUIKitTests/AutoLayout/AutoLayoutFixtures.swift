#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit

/// A view with a fixed intrinsic content size, as a label or an image view has.
final class IntrinsicView: UIView {
    var intrinsic: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ size: CGSize) {
        intrinsic = size
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { intrinsic }
}

/// A plain view ready for constraints (`translatesAutoresizingMaskIntoConstraints = false`).
@MainActor func constrainedView() -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

/// A window of `size` with a root view, plus a container of the window's size to add views to.
@MainActor func layoutStage(size: CGSize = CGSize(width: 300, height: 200), safeArea: UIEdgeInsets = .zero)
    -> (window: UIWindow, container: UIView)
{
    let window = makeWindow(size: size, safeArea: safeArea)
    let container = window.rootViewController!.view!
    return (window, container)
}
#endif
