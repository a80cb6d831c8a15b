import Foundation

extension SheetMotion {
    // MARK: - Derived state

    /// The selected detent's identifier.
    public var selectedIdentifier: Detent.Identifier { metrics.detents.detents[selectedIndex].identifier }

    /// Whether something is moving that needs display frames (a settle).
    public var needsFrames: Bool {
        if fade != nil { return true }
        if case .settling = state { return true }
        return false
    }

    /// How far the sheet is from its smallest detent toward hidden, 0…1: `(smallest − height) / (smallest − hidden)`,
    /// clamped (0 at and above the smallest detent): an interactive dismissal's progress.
    public var dismissalProgress: Double {
        let span = metrics.smallestHeight - metrics.hiddenHeight
        guard span > 0, height.isFinite else { return 0 }
        return min(max((metrics.smallestHeight - height) / span, 0), 1)
    }

    /// Whether a finger is driving the sheet.
    public var isTracking: Bool {
        if case .tracking = state { return true }
        return false
    }

    // MARK: - Geometry

    func detentHeight(_ index: Int) -> Double {
        let list = metrics.detents.detents
        return Double(list[Self.clamp(index, count: list.count)].height)
    }

    func targetHeight(_ target: SheetSettleTarget) -> Double {
        switch target {
        case .hidden: return metrics.hiddenHeight
        case .detent(let index): return detentHeight(index)
        }
    }

    /// Range the finger moves the sheet freely in; beyond it the sheet rubber-bands.
    func freeRange(allowsDismissal: Bool) -> ClosedRange<Double> {
        let top = metrics.largestHeight
        let bottom = allowsDismissal ? metrics.hiddenHeight : metrics.smallestHeight
        return min(bottom, top)...top
    }

    func bandedHeight(_ raw: Double, allowsDismissal: Bool) -> Double {
        let range = freeRange(allowsDismissal: allowsDismissal)
        let c = behavior.sanitized.rubberBandCoefficient
        let value = raw.isNaN ? range.lowerBound : raw
        let banded: Double
        if value > range.upperBound {
            banded = range.upperBound
                + RubberBand.offset(
                    forOvershoot: value - range.upperBound, dimension: metrics.rubberBandExtentAbove, coefficient: c)
        } else if value < range.lowerBound {
            banded = range.lowerBound
                + RubberBand.offset(
                    forOvershoot: value - range.lowerBound, dimension: metrics.rubberBandExtentBelow, coefficient: c)
        } else {
            banded = value
        }
        // Never below hidden: a dismissible sheet cannot be dragged further than off screen.
        return max(banded, metrics.hiddenHeight)
    }

    /// d(banded)/d(raw) at a banded height: 1 inside the free range, the band's slope outside it.
    func bandSlope(at bandedHeight: Double, allowsDismissal: Bool) -> Double {
        let range = freeRange(allowsDismissal: allowsDismissal)
        let offset: Double
        let d: Double
        if bandedHeight > range.upperBound {
            offset = bandedHeight - range.upperBound
            d = metrics.rubberBandExtentAbove
        } else if bandedHeight < range.lowerBound {
            offset = range.lowerBound - bandedHeight
            d = metrics.rubberBandExtentBelow
        } else {
            return 1
        }
        guard d > 0 else { return 0 }
        let c = behavior.sanitized.rubberBandCoefficient
        let overshoot = RubberBand.overshoot(forOffset: offset, dimension: d, coefficient: c)
        let denominator = overshoot * c / d + 1
        guard denominator.isFinite else { return 0 }
        return c / (denominator * denominator)
    }

    static func clamp(_ index: Int, count: Int) -> Int {
        guard count > 0 else { return 0 }
        return min(max(index, 0), count - 1)
    }
}
