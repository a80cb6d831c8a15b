import Foundation
import TransitionsCore

extension ZoomParity {
    /// The one-finger dismissals: downward pan, leading-edge back swipe, swipe back from anywhere.
    static func dragRows() -> [ParityRow] { [] }
}
