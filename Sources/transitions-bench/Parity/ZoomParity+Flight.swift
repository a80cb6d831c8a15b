import Foundation
import TransitionsCore

extension ZoomParity {
    /// The opening, the programmatic pop and the look of the card in flight, on the recordings' iPhone 17
    /// (402 × 874 pt) from a 130 pt square tile with 12 pt corners.
    static func flightRows() -> [ParityRow] {
        flightSpringRows() + lookRows() + coveredPageRows() + bottomEdgeRows()
    }

    private static let screen = CGRect(x: 0, y: 0, width: 402, height: 874)
    private static let tile = CGRect(x: 136, y: 372, width: 130, height: 130)
    private static let nonInteractive = "DEVICE-FACTS: Zoom transition (iOS 18+), non-interactive"
    private static let code = "DEVICE-FACTS: The zoom, as UIKit's code defines it"

    private static var geometry: ZoomGeometry {
        ZoomGeometry(
            source: tile, destination: screen, containerBounds: screen, sourceCornerRadius: 12,
            destinationCornerRadius: ZoomDeviceLook.displayCornerRadius(screenSize: screen.size))
    }

    /// ω of a spring, rad/s.
    private static func omega(_ spring: SpringCurve) -> Double { 2 * Double.pi / spring.response }

    /// Milliseconds until the card's width has covered 98 % of its way, for `settle` stepped at 1 ms.
    private static func timeTo98(_ settle: ZoomSettle) -> Double {
        var settle = settle
        let start = settle.frame.width
        let end = settle.target.clip.width
        for step in 1...2000 {
            settle.advance(by: 0.001)
            if abs(settle.frame.width - start) >= 0.98 * abs(end - start) { return Double(step) }
        }
        return .nan
    }

    /// Critically damped from rest: milliseconds until (1 + ωt)·e^(−ωt) = 0.02 (98 % of the way).
    private static func criticallyDampedTimeTo98(omega: Double) -> Double {
        var t = 0.0
        while (1 + omega * t) * exp(-omega * t) > 0.02 { t += 0.0001 }
        return t * 1000
    }

    private static func flightSpringRows() -> [ParityRow] {
        let flight = ZoomDeviceMotion.flightSpring  // ZoomTransition.Options.spring's default
        let opening = ZoomSettle.opening(geometry, spring: flight)
        let pop = ZoomSettle.closing(geometry, spring: flight)
        return [
            .relative(
                "opening spring ω", measured: 19, ours: omega(flight), relativeTolerance: 0.1, unit: "rad/s",
                source: "\(nonInteractive), push (open) spring"),
            ParityRow(
                quantity: "opening spring ζ", measured: 1, ours: flight.dampingRatio, tolerance: 0.05, unit: "",
                source: "\(nonInteractive), push (open) spring"),
            ParityRow(
                quantity: "opening: 98 % of the width", measured: criticallyDampedTimeTo98(omega: 19),
                ours: timeTo98(opening), tolerance: 20, unit: "ms",
                source: "\(nonInteractive), push (open) spring (the fit ω 19 ζ 1, closed form)"),
            .relative(
                "programmatic pop spring ω", measured: 19, ours: omega(flight), relativeTolerance: 0.1,
                unit: "rad/s", source: "\(nonInteractive), programmatic pop spring"),
            ParityRow(
                quantity: "programmatic pop: 98 % of the width", measured: criticallyDampedTimeTo98(omega: 19),
                ours: timeTo98(pop), tolerance: 20, unit: "ms", source: "\(nonInteractive), programmatic pop spring"),
            ParityRow(
                quantity: "pop lead (first frame early)", measured: 20, ours: ZoomDeviceLook.popLeadTime * 1000,
                tolerance: 4, unit: "ms", source: "DEVICE-FACTS: Zoom interactive dismissal, pop lead (16–24 ms)"),
            ParityRow(
                quantity: "Reduce Motion cross-fade", measured: 140, ours: ZoomFade.duration * 1000, tolerance: 20,
                unit: "ms", source: "\(nonInteractive), Reduce Motion"),
        ]
    }

    private static func lookRows() -> [ParityRow] {
        let g = geometry
        let fallback = ZoomGeometry(source: nil, destination: screen, containerBounds: screen)
        let dim = ZoomDeviceLook.dimmingOpacity
        var rows: [ParityRow] = [
            ParityRow(
                quantity: "dimming at full screen", measured: 0.15, ours: dim * g.frame(at: 1).dimmingAlpha,
                tolerance: 0.01, unit: "", source: "\(code), dimming (opacity 0.15)"),
            ParityRow(
                quantity: "dimming at 0.5", measured: 0.075, ours: dim * g.frame(at: 0.5).dimmingAlpha,
                tolerance: 0.01, unit: "", source: "\(nonInteractive), dimming (0.15 × progress)"),
            ParityRow(
                quantity: "display corner radius (iPhone 17)", measured: 62, ours: Double(g.frame(at: 1).cornerRadius),
                tolerance: 1, unit: "pt", source: "\(nonInteractive), corner radius in flight"),
        ]
        // The recordings' corner reads scatter by ±5 pt (44 at 0.72 but 55 at 0.78, where a line moves 3).
        for (progress, measured) in [(0.25, 21.5), (0.48, 33.0), (0.72, 44.0)] {
            rows.append(
                ParityRow(
                    quantity: "corner radius at \(progress)", measured: measured,
                    ours: Double(g.frame(at: progress).cornerRadius), tolerance: 5, unit: "pt",
                    source: "\(nonInteractive), corner radius in flight"))
        }
        for (progress, measured) in [(0.21, 0.58), (0.33, 0.39), (0.63, 0.03)] {
            rows.append(
                ParityRow(
                    quantity: "source copy alpha at \(progress) (open)", measured: measured,
                    ours: g.frame(at: progress).sourceAlpha, tolerance: 0.05, unit: "",
                    source: "\(nonInteractive), source-content cross-fade"))
        }
        rows.append(
            ParityRow(
                quantity: "source copy alpha a third into a pop", measured: 1, ours: popSourceAlpha(atWay: 1.0 / 3),
                tolerance: 0.05, unit: "", source: "\(nonInteractive), source-content cross-fade (pop)"))
        rows += [
            ParityRow(
                quantity: "shadow opacity", measured: 0.4, ours: ZoomDeviceLook.shadowOpacity, tolerance: 0,
                unit: "", source: "\(code), card shadow"),
            ParityRow(
                quantity: "shadow radius", measured: 40, ours: Double(ZoomDeviceLook.shadowRadius), tolerance: 0,
                unit: "pt", source: "\(code), card shadow"),
            ParityRow(
                quantity: "shadow offset y", measured: 10, ours: Double(ZoomDeviceLook.shadowOffset.height),
                tolerance: 0, unit: "pt", source: "\(code), card shadow"),
            ParityRow(
                quantity: "shadow mid-flight (of full)", measured: 1, ours: g.frame(at: 0.5).shadowAlpha,
                tolerance: 0, unit: "", source: "\(nonInteractive), card shadow (during flights)"),
            ParityRow(
                quantity: "shadow 1/20 before landing", measured: 0, ours: g.frame(at: 0.05).shadowAlpha,
                tolerance: 0, unit: "", source: "\(nonInteractive), card shadow (gone by the last 1/10–1/20)"),
            ParityRow(
                quantity: "missing source width", measured: 44, ours: Double(fallback.frame(at: 0).clip.width),
                tolerance: 0.5, unit: "pt", source: "\(code), missing source"),
        ]
        return rows
    }

    /// The source copy's alpha when a programmatic pop from full screen has covered `way` of its width.
    private static func popSourceAlpha(atWay way: Double) -> Double {
        var settle = ZoomSettle.closing(geometry, spring: ZoomDeviceMotion.flightSpring)
        let start = settle.frame.width
        let distance = start - tile.width
        for _ in 0..<2000 {
            if start - settle.frame.width >= way * distance { return settle.currentFrame.sourceAlpha }
            settle.advance(by: 0.001)
        }
        return .nan
    }

    private static func coveredPageRows() -> [ParityRow] {
        let g = geometry
        var rows = [
            ParityRow(
                quantity: "covered page scale at full screen", measured: 0.914,
                ours: Double(g.frame(at: 1).coveredScale), tolerance: 0.02, unit: "",
                source: "\(code), covered page (max((W − 34.667)/W, 0.8))")
        ]
        for (progress, measured) in [(0.12, 0.989), (0.36, 0.968), (0.65, 0.944), (0.78, 0.931)] {
            rows.append(
                ParityRow(
                    quantity: "covered page scale at \(progress)", measured: measured,
                    ours: Double(g.frame(at: progress).coveredScale), tolerance: 0.02, unit: "",
                    source: "\(nonInteractive), covered page scale-down"))
        }
        // After a gesture's landing the page comes home with the landing card (its spring), not on a spring of its own.
        rows += [
            .relative(
                "covered page return ω (after a gesture)", measured: 15, ours: omega(ZoomDeviceMotion.landingSpring),
                relativeTolerance: 0.1, unit: "rad/s", source: "\(nonInteractive), covered page scale-down (ω 15)"),
            ParityRow(
                quantity: "covered page home after the card", measured: 270, ours: 0, tolerance: 20, unit: "ms",
                source: "\(nonInteractive), covered page scale-down (argued exception, docs/zoom.md)"),
        ]
        return rows
    }

    /// The card's bottom edge against its sides (not modelled: every edge moves on one progress).
    private static func bottomEdgeRows() -> [ParityRow] {
        [(0.33, 0.29), (0.63, 0.58), (0.85, 0.83)].map { progress, measured in
            ParityRow(
                quantity: "push: bottom edge at side progress \(progress)", measured: measured, ours: progress,
                tolerance: 0.02, unit: "",
                source: "\(nonInteractive), card rect interpolation (argued exception, docs/zoom.md)")
        }
    }
}
