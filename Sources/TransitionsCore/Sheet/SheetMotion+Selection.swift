import Foundation

extension SheetMotion {
    /// The detent selected after the detents change: `requested` (clamped into range) when the change names one;
    /// else the detent with the identifier that was selected; else the detent nearest the height that was selected
    /// (the first of two equally near).
    static func selection(
        in detents: DetentResolution, requested: Int?, keeping identifier: Detent.Identifier, near height: Double
    ) -> Int {
        let list = detents.detents
        if let requested { return clamp(requested, count: list.count) }
        if let index = detents.index(of: identifier) { return index }
        var best = 0
        for index in list.indices
        where abs(Double(list[index].height) - height) < abs(Double(list[best].height) - height) {
            best = index
        }
        return best
    }
}
