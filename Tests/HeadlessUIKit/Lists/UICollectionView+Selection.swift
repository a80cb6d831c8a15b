#if os(Linux)
import Foundation

extension UICollectionView {
    var selectsOnTap: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
    var selectsMultiple: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    func headlessSelectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        guard let indexPath else {
            for path in selectedPaths { headlessDeselectItem(at: path) }
            return
        }
        guard isValidItem(indexPath) else {
            HeadlessDiagnostics.warn(
                "UICollectionView: selectItem(at:) with an invalid index path (\(indexPath)); ignored")
            return
        }
        guard selectsOnTap else { return }
        if !selectsMultiple {
            for path in selectedPaths where path != indexPath { headlessDeselectItem(at: path) }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        visibleCellsByPath[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { headlessScrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    func headlessDeselectItem(at indexPath: IndexPath) {
        guard let index = selectedPaths.firstIndex(of: indexPath) else { return }
        selectedPaths.remove(at: index)
        visibleCellsByPath[indexPath]?.isSelected = false
    }

    /// A tap on an item: `shouldSelectItemAt`, deselection of the others in single selection (no delegate
    /// calls for them, as UIKit), `didSelectItemAt`, then the primary action (iOS 16). In multiple
    /// selection a tap on a selected item asks `shouldDeselectItemAt` and deselects it. In single
    /// selection a tap on the selected item selects it again (`didSelectItemAt` is called).
    func performUserSelection(at indexPath: IndexPath) {
        guard selectsOnTap, isValidItem(indexPath) else { return }
        if selectsMultiple && selectedPaths.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            headlessDeselectItem(at: indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !selectsMultiple {
            for old in selectedPaths where old != indexPath {
                headlessDeselectItem(at: old)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        visibleCellsByPath[indexPath]?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        if let delegate, delegate.collectionView(self, canPerformPrimaryActionForItemAt: indexPath) {
            delegate.collectionView(self, performPrimaryActionForItemAt: indexPath)
        }
    }

    private func item(under touches: Set<UITouch>) -> IndexPath? {
        guard let touch = touches.first else { return nil }
        return indexPathForItem(at: touch.location(in: self))
    }

    func headlessTouchBegan(_ touches: Set<UITouch>) -> Bool {
        guard let path = item(under: touches) else { return false }
        guard selectsOnTap, delegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else { return true }
        highlightedPath = path
        visibleCellsByPath[path]?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: path)
        return true
    }

    func headlessTouchEnded(_ touches: Set<UITouch>) -> Bool {
        guard let path = highlightedPath else { return item(under: touches) != nil }
        endHighlight(path)
        if item(under: touches) == path { performUserSelection(at: path) }
        return true
    }

    func headlessTouchCancelled() -> Bool {
        guard let path = highlightedPath else { return false }
        endHighlight(path)
        return true
    }

    private func endHighlight(_ path: IndexPath) {
        highlightedPath = nil
        visibleCellsByPath[path]?.isHighlighted = false
        delegate?.collectionView(self, didUnhighlightItemAt: path)
    }
}
#endif
