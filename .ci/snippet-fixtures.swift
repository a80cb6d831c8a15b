// The names the guides' snippets use without declaring them, for .ci/doc-snippets: each `ios-body` and
// `ios-member` snippet is compiled inside a subclass of `SnippetHost`. Kept minimal and plain UIKit.
import Transitions
import UIKit

final class EditorViewController: UIViewController {}

struct Photo {
    var id: Int
}

final class PhotoViewController: UIViewController {
    let imageView = UIImageView()

    init(photo: Photo) { super.init(nibName: nil, bundle: nil) }

    required init?(coder: NSCoder) { nil }
}

/// A screen with a list, as the keyboard, scroll and migration guides use.
final class ListViewController: UIViewController {
    let tableView = UITableView()
}

typealias OptionsViewController = ListViewController

struct Tab {
    var listView: UIScrollView
}

final class MyPresentationController: UIPresentationController {}

final class MySlideInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(true)
    }
}

typealias MySlideOutAnimator = MySlideInAnimator
typealias FadeInAnimator = MySlideInAnimator
typealias FadeOutAnimator = MySlideInAnimator

/// The controller statement snippets run in (as `func snippet(editor:detail:…)`, see .ci/doc-snippets) and
/// member snippets are added to. Its properties are the names snippets reach through `self`.
class SnippetHost: UIViewController, SheetPresentationControllerDelegate {
    let photos = [Photo(id: 1)]
    let sheetController = UIViewController()
    let backgroundImage = UIImageView()
}

@available(iOS 15.0, *)
extension SnippetHost: UISheetPresentationControllerDelegate {}
