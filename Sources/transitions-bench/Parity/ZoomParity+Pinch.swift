import Foundation
import TransitionsCore

extension ZoomParity {
    /// The two-finger dismissal: pinch with rotation.
    static func pinchRows() -> [ParityRow] { [] }
}
