#if os(Linux)
import Foundation

/// A controller whose view is a collection view it feeds (UIKit's `UICollectionViewController`, iOS 6+).
///
/// `loadView()` makes a `UICollectionView` with the controller's layout and the controller as data source
/// and delegate; `view` and `collectionView` are the same object. The first `viewWillAppear(_:)` loads the
/// data; each one clears the selection when `clearsSelectionOnViewWillAppear` (default `true`). Every data
/// source and delegate method is declared here, as UIKit's class implements them, so subclasses
/// `override` them.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegate
{
    private var layoutStorage: UICollectionViewLayout
    private var hasLoadedData = false

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        layoutStorage = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout (nibs are not supported on Linux).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        layoutStorage = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Decoding is not supported on Linux: a controller with a flow layout.
    public required init?(coder: NSCoder) {
        layoutStorage = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Makes the collection view (screen-sized) with the controller as data source and delegate.
    open override func loadView() {
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layoutStorage)
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    /// The controller's view as a collection view; setting it replaces the view (`nil` makes a new one).
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set {
            view = newValue ?? UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layoutStorage)
        }
    }

    /// The collection view's layout (iOS 7+).
    open var collectionViewLayout: UICollectionViewLayout {
        (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? layoutStorage
    }

    /// Whether `viewWillAppear(_:)` clears the selection; default `true`.
    open var clearsSelectionOnViewWillAppear: Bool = true

    /// Whether navigation transitions between collection view controllers animate the layout (iOS 7+;
    /// stored only).
    open var useLayoutToLayoutNavigationTransitions: Bool = false

    /// Whether a long press reorders items (iOS 9+; stored only).
    open var installsStandardGestureForInteractiveMovement: Bool = true

    /// Loads the data the first time; clears the selection when `clearsSelectionOnViewWillAppear`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let collectionView else { return }
        if !hasLoadedData {
            hasLoadedData = true
            collectionView.reloadData()
        }
        if clearsSelectionOnViewWillAppear {
            for path in collectionView.indexPathsForSelectedItems ?? [] {
                collectionView.deselectItem(at: path, animated: animated)
            }
        }
    }

    // MARK: UICollectionViewDataSource

    /// Default: no items.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// Default: a plain cell (override it).
    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    /// Default: one section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// Default: UIKit raises; HeadlessUIKit logs a warning and returns an empty view.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        HeadlessDiagnostics.warn(
            "UICollectionView: the data source does not provide a view for the supplementary element \(kind) at "
                + "\(indexPath) (UIKit raises); using an empty view")
        return UICollectionReusableView(frame: .zero)
    }
    /// Default: items cannot move.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        false
    }
    /// Default: nothing happens.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    /// Default: no index.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// Default: the first item of section `index`.
    open func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath { IndexPath(item: 0, section: index) }

    // MARK: UICollectionViewDelegate

    /// Default: items highlight.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Default: nothing happens.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Default: nothing happens.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Default: items are selectable.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Default: items are deselectable.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Default: nothing happens.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Default: nothing happens.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Default: `true` unless editing.
    open func collectionView(
        _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool { !collectionView.isEditing }
    /// Default: nothing happens.
    open func collectionView(
        _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
    ) {}
    /// Default: nothing happens.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Default: nothing happens.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// Default: nothing happens.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Default: nothing happens.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// Default: items are editable.
    open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
    /// Default: the proposed path.
    open func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
    /// Default: no pan multiple selection.
    open func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool { false }
    /// Default: nothing happens.
    open func collectionView(
        _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {}
    /// Default: nothing happens.
    open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}

    // MARK: UIScrollViewDelegate

    /// Default: nothing happens.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Default: nothing happens.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Default: nothing happens.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Default: the target stays.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Default: nothing happens.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Default: nothing happens.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Default: nothing happens.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Default: nothing happens.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Default: no zooming view.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Default: nothing happens.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Default: nothing happens.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Default: scrolling to the top is allowed.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Default: nothing happens.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Default: nothing happens.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
#endif
