import Foundation
import TransitionsCore

/// The recordings' phone (DEVICE-FACTS.md, "Where the figures come from": iPhone 17 simulator, 402 × 874 pt).
private let phone = CGSize(width: 402, height: 874)
private let fullScreen = CGRect(origin: .zero, size: phone)
/// A grid tile the landings fly to.
private let tile = CGRect(x: 135, y: 250, width: 132, height: 132)

private let interactive = "DEVICE-FACTS.md, Zoom interactive dismissal"
private let lacking = "DEVICE-FACTS.md, Measured iOS behaviours this package lacks"
private let code = "DEVICE-FACTS.md, The zoom, as UIKit's code defines it"

extension ZoomParity {
    /// The one-finger dismissals: downward pan, leading-edge back swipe, swipe back from anywhere.
    static func dragRows() -> [ParityRow] {
        panRows() + edgeRows() + anywhereRows() + deadZoneRows() + springRows()
    }

    /// A drag of the full-screen page, the finger down at `touch`.
    static func dragModel(_ gesture: ZoomDismissGesture, touch: CGPoint) -> ZoomDragModel {
        ZoomDragModel(
            start: .presented(in: fullScreen), touchLocation: touch, containerSize: phone, gesture: gesture)
    }

    /// 1 when a release lands, 0 when it springs back.
    static func lands(_ model: ZoomDragModel, _ translation: CGPoint, _ velocity: CGPoint = .zero) -> Double {
        model.releaseDecision(translation: translation, velocity: velocity) == .finish ? 1 : 0
    }

    /// The translation along the axis (from touch-down) at which `model` shows `scale`, by bisection.
    static func travel(for scale: Double, in model: ZoomDragModel, horizontal: Bool) -> Double {
        var low = 0.0
        var high = 5000.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            let point = horizontal ? CGPoint(x: mid, y: 0) : CGPoint(x: 0, y: mid)
            if Double(model.scale(translation: point)) > scale { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    static func panRows() -> [ParityRow] {
        let pan = dragModel(.pan, touch: CGPoint(x: 201, y: 300))
        var rows: [ParityRow] = []
        for (fraction, measured) in [(0.3, 0.812), (0.5, 0.678), (0.8, 0.545)] {
            let scale = Double(pan.scale(translation: CGPoint(x: 0, y: fraction * 874)))
            rows.append(
                ParityRow(
                    quantity: "pan scale at \(fraction) H", measured: measured, ours: scale, tolerance: 0.02, unit: "",
                    source: "\(interactive), pan: scale vs travel"))
        }
        for (sweep, measured) in [(50.0, 26.0), (100, 49), (150, 69), (195, 85)] {
            let down = pan.clipFrame(translation: CGPoint(x: 0, y: 200))
            let swept = pan.clipFrame(translation: CGPoint(x: sweep, y: 200))
            rows.append(
                ParityRow(
                    quantity: "pan sideways follow, \(Int(sweep)) pt sweep", measured: measured,
                    ours: Double(swept.midX - down.midX), tolerance: 3, unit: "pt",
                    source: "\(interactive), pan: sideways follow"))
        }
        let sweptScale = Double(pan.scale(translation: CGPoint(x: 150, y: 200)))
        rows.append(
            ParityRow(
                quantity: "pan scale change from a 150 pt sweep", measured: 0,
                ours: sweptScale - Double(pan.scale(translation: CGPoint(x: 0, y: 200))), tolerance: 0.02, unit: "",
                source: "\(interactive), pan: sideways follow"))
        let relative = (300 - 0.0) / 874  // the touch's place down the card
        for (fraction, measured) in [(0.13, 0.0), (0.28, 9), (0.48, 39), (0.78, 185)] {
            let travel = fraction * 874
            let clip = pan.clipFrame(translation: CGPoint(x: 0, y: travel))
            let grabbed = Double(clip.minY) + relative * Double(clip.height)
            let behind = 300 + travel - grabbed - pan.deadZone
            rows.append(
                ParityRow(
                    quantity: "pan pivot fall at \(fraction) H", measured: measured, ours: behind, tolerance: 5,
                    unit: "pt", source: "\(interactive), pan: vertical follow (pivot fall)"))
        }
        let commitScale = Double(pan.scale(translation: CGPoint(x: 0, y: pan.behavior.commitDistance)))
        rows.append(
            ParityRow(
                quantity: "pan commit line (scale at rest)", measured: 0.905, ours: commitScale, tolerance: 0.02,
                unit: "", source: "\(interactive), pan: commit rule"))
        rows.append(
            ParityRow(
                quantity: "pan commit distance", measured: 150, ours: pan.behavior.commitDistance, tolerance: 0,
                unit: "pt", source: "\(code), downward pan commit"))
        rows.append(
            ParityRow(
                quantity: "release projection", measured: 99, ours: pan.behavior.releaseProjectionTime * 1000,
                tolerance: 0, unit: "ms", source: "\(code), release projection"))
        for (scale, landed) in [(0.914, 0.0), (0.900, 1), (0.883, 1), (0.881, 1)] {
            let t = travel(for: scale, in: pan, horizontal: false)
            rows.append(
                ParityRow(
                    quantity: "pan grid: at rest from \(scale) (1 lands)", measured: landed,
                    ours: lands(pan, CGPoint(x: 0, y: t)), tolerance: 0, unit: "",
                    source: "\(interactive), pan: commit rule"))
        }
        let deep = travel(for: 0.766, in: pan, horizontal: false)
        rows.append(
            ParityRow(
                quantity: "pan grid: up at 800 pt/s from 0.766 (1 lands)", measured: 1,
                ours: lands(pan, CGPoint(x: 0, y: deep), CGPoint(x: 0, y: -800)), tolerance: 0, unit: "",
                source: "\(interactive), pan: commit rule"))
        return rows
    }

    static func edgeRows() -> [ParityRow] {
        let edge = dragModel(.edgeSwipe, touch: CGPoint(x: 4, y: 437))
        var rows: [ParityRow] = []
        for (fraction, measured) in [(0.16, 0.898), (0.36, 0.761), (0.56, 0.620)] {
            let scale = Double(edge.scale(translation: CGPoint(x: fraction * 402 + edge.deadZone, y: 0)))
            rows.append(
                ParityRow(
                    quantity: "edge swipe scale at \(Int(fraction * 100)) % W", measured: measured, ours: scale,
                    tolerance: 0.02, unit: "", source: "\(lacking), edge back swipe"))
        }
        let level = edge.clipFrame(translation: CGPoint(x: 150, y: 0))
        let dropped = edge.clipFrame(translation: CGPoint(x: 150, y: 200))
        rows.append(
            ParityRow(
                quantity: "edge swipe vertical follow, 200 pt drop", measured: 86,
                ours: Double(dropped.minY - level.minY), tolerance: 3, unit: "pt",
                source: "\(lacking), edge back swipe"))
        let commitScale = Double(edge.scale(translation: CGPoint(x: edge.behavior.edgeCommitDistance, y: 0)))
        rows.append(
            ParityRow(
                quantity: "edge swipe commit line (scale at rest)", measured: 0.70, ours: commitScale,
                tolerance: 0.02, unit: "", source: "\(lacking), edge back swipe"))
        for (scale, landed) in [(0.732, 0.0), (0.715, 0), (0.678, 1), (0.620, 1)] {
            let t = travel(for: scale, in: edge, horizontal: true)
            rows.append(
                ParityRow(
                    quantity: "edge grid: at rest from \(scale) (1 lands)", measured: landed,
                    ours: lands(edge, CGPoint(x: t, y: 0)), tolerance: 0, unit: "",
                    source: "\(lacking), edge back swipe"))
        }
        rows.append(
            ParityRow(
                quantity: "edge grid: 14 pt flick at 1200 pt/s (1 lands)", measured: 0,
                ours: lands(edge, CGPoint(x: 14, y: 0), CGPoint(x: 1200, y: 0)), tolerance: 0, unit: "",
                source: "\(lacking), edge back swipe"))
        return rows
    }

    static func anywhereRows() -> [ParityRow] {
        let swipe = dragModel(.contentSwipe, touch: CGPoint(x: 150, y: 437))
        var rows: [ParityRow] = []
        let commitScale = Double(swipe.scale(translation: CGPoint(x: swipe.behavior.commitDistance, y: 0)))
        rows.append(
            ParityRow(
                quantity: "anywhere swipe commit line (scale at rest)", measured: 0.79, ours: commitScale,
                tolerance: 0.02, unit: "", source: "\(lacking), back swipe from anywhere"))
        for (scale, landed) in [(0.796, 0.0), (0.779, 1), (0.762, 1)] {
            let t = travel(for: scale, in: swipe, horizontal: true)
            rows.append(
                ParityRow(
                    quantity: "anywhere grid: at rest from \(scale) (1 lands)", measured: landed,
                    ours: lands(swipe, CGPoint(x: t, y: 0)), tolerance: 0, unit: "",
                    source: "\(lacking), back swipe from anywhere"))
        }
        let mirrored = ZoomDragModel(
            start: .presented(in: fullScreen), touchLocation: CGPoint(x: 250, y: 437), containerSize: phone,
            gesture: .contentSwipe, isRightToLeft: true)
        rows.append(
            ParityRow(
                quantity: "anywhere commit, right-to-left, −160 pt (1 lands)", measured: 1,
                ours: lands(mirrored, CGPoint(x: -160, y: 0)), tolerance: 0, unit: "",
                source: "\(code), swipe from anywhere commit"))
        rows.append(
            ParityRow(
                quantity: "anywhere start cone", measured: 22.5,
                ours: ZoomDismissGesture.contentSwipeStartCone * 180 / Double.pi, tolerance: 0, unit: "°",
                source: "\(code), start cone (content swipe)"))
        return rows
    }

    static func deadZoneRows() -> [ParityRow] {
        [
            ParityRow(
                quantity: "pan dead zone (16–20)", measured: 18, ours: ZoomDismissGesture.pan.deadZone, tolerance: 2,
                unit: "pt", source: "\(interactive), pan: when the card starts"),
            ParityRow(
                quantity: "edge swipe dead zone", measured: 12, ours: ZoomDismissGesture.edgeSwipe.deadZone,
                tolerance: 0, unit: "pt", source: "\(lacking), edge back swipe"),
            ParityRow(
                quantity: "anywhere dead zone (zoom page)", measured: 18,
                ours: ZoomDismissGesture.contentSwipe.deadZone, tolerance: 0, unit: "pt",
                source: "\(lacking), back swipe from anywhere"),
            ParityRow(
                quantity: "dead zone while a transition runs", measured: 0, ours: ZoomDismissGesture.inFlightDeadZone,
                tolerance: 0, unit: "pt", source: "\(code), slop while a transition runs"),
        ]
    }

    /// Time until the clip's width has covered 98 % of a settle's way, ms.
    static func landingTime(_ settle: ZoomSettle) -> Double {
        var settle = settle
        let from = Double(settle.frame.width)
        let to = Double(settle.target.clip.width)
        let step = 1.0 / 1000
        for index in 1...3000 {
            settle.advance(by: step)
            let done = (Double(settle.frame.width) - from) / (to - from)
            if done >= 0.98 { return Double(index) }
        }
        return .infinity
    }

    static func springRows() -> [ParityRow] {
        let behavior = ZoomDragBehavior.default
        let pan = dragModel(.pan, touch: CGPoint(x: 201, y: 300))
        let edge = dragModel(.edgeSwipe, touch: CGPoint(x: 4, y: 437))
        let geometry = ZoomGeometry(
            source: tile, destination: fullScreen, containerBounds: fullScreen, sourceCornerRadius: 12,
            destinationCornerRadius: 0)
        let target = geometry.frame(at: 0)
        let placement = geometry.placement
        func omega(_ spring: SpringCurve) -> Double { 2 * Double.pi / spring.response }
        var rows: [ParityRow] = [
            .relative(
                "cancel spring ω (pans, swipes)", measured: 22.5, ours: omega(behavior.cancelSpring),
                relativeTolerance: 0.1, unit: "rad/s", source: "\(interactive), cancel (spring back)"),
            .relative(
                "edge swipe cancel ω", measured: 22, ours: omega(edge.settleSpring(dismissing: false, velocity: .zero)),
                relativeTolerance: 0.1, unit: "rad/s", source: "\(lacking), edge back swipe"),
            .relative(
                "pan landing spring ω", measured: 15, ours: omega(behavior.landingSpring), relativeTolerance: 0.1,
                unit: "rad/s", source: "\(interactive), landing spring"),
            .relative(
                "edge swipe landing ω from rest (10–12)", measured: 11,
                ours: omega(edge.settleSpring(dismissing: true, velocity: .zero)), relativeTolerance: 0.1,
                unit: "rad/s", source: "\(lacking), edge back swipe"),
        ]
        // Pan landings: 98 % of the way on the landing spring, and the same time however hard flung.
        let panFrom = CGPoint(x: 0, y: travel(for: 0.7, in: pan, horizontal: false))
        func panLanding(_ speed: Double) -> Double {
            landingTime(
                pan.settle(
                    translation: panFrom, velocity: CGPoint(x: 0, y: speed), to: target, placement: placement,
                    dismissing: true))
        }
        rows.append(
            ParityRow(
                quantity: "pan landing, 98 % of the way (200–270)", measured: 235, ours: panLanding(0), tolerance: 20,
                unit: "ms", source: "\(interactive), landing spring"))
        rows.append(
            ParityRow(
                quantity: "pan landing time change, 0 → 1200 pt/s", measured: 0, ours: panLanding(1200) - panLanding(0),
                tolerance: 20, unit: "ms", source: "\(interactive), landing vs release speed"))
        // Edge landings: quicker with the finger's speed, from a swipe at 0.62 of the way across.
        let edgeFrom = CGPoint(x: travel(for: 0.62, in: edge, horizontal: true), y: 0)
        for (speed, measured) in [(0.0, 213.0), (400, 194), (800, 110), (1200, 105)] {
            let settle = edge.settle(
                translation: edgeFrom, velocity: CGPoint(x: speed, y: 0), to: target, placement: placement,
                dismissing: true)
            rows.append(
                ParityRow(
                    quantity: "edge landing time at \(Int(speed)) pt/s", measured: measured,
                    ours: landingTime(settle), tolerance: 20, unit: "ms",
                    source: "\(interactive), landing vs release speed"))
        }
        return rows
    }
}
