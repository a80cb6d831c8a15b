#if os(Linux)
import Foundation

/// Linux-only: the inserts, deletes, reloads and moves of one batch of table or collection updates, and
/// how they map old index paths to new ones (UIKit's rules: deletions and reloads use indexes before the
/// update, insertions indexes after it; a move is a deletion plus an insertion).
struct HeadlessListUpdates {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var deletedItems: Set<IndexPath> = []
    var insertedItems: Set<IndexPath> = []
    var reloadedItems: Set<IndexPath> = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && reloadedItems.isEmpty
    }

    /// Where old section `section` is after the update, or `nil` if it was deleted.
    func newSection(forOld section: Int) -> Int? {
        guard !deletedSections.contains(section) else { return nil }
        var index = section - deletedSections.count(in: 0..<max(0, section))
        for inserted in insertedSections where inserted <= index { index += 1 }
        return index
    }

    /// Where the old item at `indexPath` is after the update, or `nil` when it was deleted or reloaded (its
    /// view must be asked for again).
    func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
        guard indexPath.isListIndexPath, !reloadedSections.contains(indexPath.section),
            !deletedItems.contains(indexPath), !reloadedItems.contains(indexPath),
            let section = newSection(forOld: indexPath.section)
        else { return nil }
        var row =
            indexPath.row - deletedItems.filter { $0.section == indexPath.section && $0.row < indexPath.row }.count
        for inserted in insertedItems.filter({ $0.section == section }).map(\.row).sorted() where inserted <= row {
            row += 1
        }
        return IndexPath(row: row, section: section)
    }

    /// UIKit's consistency check: `nil` when the new counts follow from the old ones and the updates, else
    /// the message UIKit's exception would carry.
    func inconsistency(oldCounts: [Int], newCounts: [Int], noun: String) -> String? {
        let expectedSections = oldCounts.count - deletedSections.count + insertedSections.count
        if newCounts.count != expectedSections {
            return "Invalid update: invalid number of sections. The number of sections contained after the update "
                + "(\(newCounts.count)) must be equal to the number of sections contained before the update "
                + "(\(oldCounts.count)), plus or minus the number of sections inserted or deleted "
                + "(\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
        }
        for path in deletedItems.union(reloadedItems) {
            guard path.isListIndexPath, path.section < oldCounts.count, path.row < oldCounts[path.section] else {
                return
                    "Invalid update: attempt to delete or reload \(noun) \(path) which does not exist before the update"
            }
        }
        for path in insertedItems {
            guard path.isListIndexPath, path.section < newCounts.count, path.row < newCounts[path.section] else {
                return "Invalid update: attempt to insert \(noun) \(path) which does not exist after the update"
            }
        }
        for old in oldCounts.indices {
            guard !reloadedSections.contains(old), let new = newSection(forOld: old), new < newCounts.count else {
                continue
            }
            let deleted = deletedItems.filter { $0.section == old }.count
            let inserted = insertedItems.filter { $0.section == new }.count
            if newCounts[new] != oldCounts[old] - deleted + inserted {
                return "Invalid update: invalid number of \(noun)s in section \(new). The number of \(noun)s "
                    + "contained in an existing section after the update (\(newCounts[new])) must be equal to the "
                    + "number of \(noun)s contained in that section before the update (\(oldCounts[old])), plus or "
                    + "minus the number of \(noun)s inserted or deleted from that section (\(inserted) inserted, "
                    + "\(deleted) deleted)."
            }
        }
        return nil
    }
}
#endif
