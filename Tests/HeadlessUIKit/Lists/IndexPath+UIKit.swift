#if os(Linux)
import Foundation

/// UIKit's additions to `IndexPath` (`NSIndexPath+UIKitAdditions.h`; on Apple platforms these come from
/// UIKit, not Foundation). A table or collection index path holds exactly two indexes: section, then row
/// (or item).
extension IndexPath {
    /// An index path for a table view row: `[section, row]`.
    public init(row: Int, section: Int) {
        // Built by appending (inline two-index storage), not from an array literal: no heap allocation.
        self.init(index: section)
        append(row)
    }

    /// An index path for a collection view item: `[section, item]` (iOS 6+).
    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }

    /// The section index (the first index). Like UIKit's overlay, traps unless the path has two indexes.
    public var section: Int {
        get {
            precondition(count == 2, "Invalid index path for use with UITableView or UICollectionView.")
            return self[0]
        }
        set {
            precondition(count == 2, "Invalid index path for use with UITableView or UICollectionView.")
            self[0] = newValue
        }
    }

    /// The row index in a table view section (the second index). Traps unless the path has two indexes.
    public var row: Int {
        get {
            precondition(count == 2, "Invalid index path for use with UITableView or UICollectionView.")
            return self[1]
        }
        set {
            precondition(count == 2, "Invalid index path for use with UITableView or UICollectionView.")
            self[1] = newValue
        }
    }

    /// The item index in a collection view section (the second index, iOS 6+). Traps unless the path has
    /// two indexes.
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    /// Linux-only helper: whether this path has the two indexes tables and collections need, both ≥ 0.
    var isListIndexPath: Bool { count == 2 && self[0] >= 0 && self[1] >= 0 }
}
#endif
