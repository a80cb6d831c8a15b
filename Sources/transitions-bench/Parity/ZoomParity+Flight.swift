import Foundation
import TransitionsCore

extension ZoomParity {
    /// The opening, the programmatic pop and the look of the card in flight.
    static func flightRows() -> [ParityRow] { [] }
}
