#if os(Linux)
import Foundation

/// Supplies a collection view's items and supplementary views (UIKit's `UICollectionViewDataSource`).
///
/// The first two members are required, as in UIKit; the others are optional in UIKit and here are
/// requirements whose defaults (below) behave as an unimplemented method does.
@preconcurrency @MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections; default 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// A supplementary view (header, footer) the layout placed; UIKit raises when the layout has one
    /// and this is missing — the default logs a warning and returns an empty view.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Whether the item may be moved (iOS 9+); default `false`.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Moves an item the user dragged (iOS 9+); default does nothing.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// Titles for an index (iOS 14+); default `nil`.
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    /// The item an index title leads to (iOS 14+); default the first item of section `index`.
    func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath
}

extension UICollectionViewDataSource {
    /// Not implemented: one section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// Not implemented: UIKit raises; HeadlessUIKit logs a warning and returns an empty view.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        HeadlessDiagnostics.warn(
            "UICollectionView: the data source does not provide a view for the supplementary element \(kind) at "
                + "\(indexPath) (UIKit raises); using an empty view")
        return UICollectionReusableView(frame: .zero)
    }
    /// Not implemented: items cannot move.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        false
    }
    /// Not implemented: nothing happens.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    /// Not implemented: no index.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// Not implemented: the first item of section `index`.
    public func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath { IndexPath(item: 0, section: index) }
}
#endif
