import Foundation
import TransitionsCore

/// `--zoom-parity`: plays the scenarios iOS's zoom was measured on through the core's zoom models and compares,
/// row by row, with DEVICE-FACTS.md ("Zoom transition", "Zoom interactive dismissal", "The zoom, as UIKit's code
/// defines it"). Each group of rows lives in its own file (`ZoomParity+<Group>.swift`).
enum ZoomParity {
    /// Every row, grouped: the flight (opening, pop, look), the one-finger drags (pan, edge swipe, swipe from
    /// anywhere) and the pinch.
    static var rows: [ParityRow] { flightRows() + dragRows() + pinchRows() }
}
