import Foundation
import TransitionsCore

/// The sheet interaction every sheet picture shows, played once through the real `SheetMotion`: present to the
/// smallest detent, rest, fling up one detent, rest, drag down to 40 % of the smallest detent and release
/// downward at 1,000 pt/s to dismiss, on an iPhone-sized screen (393 × 852 pt, safe area 59 / 34 pt).
struct SheetScenario {
    /// One frame with a label for the step it belongs to ("present → medium", "fling", "settle → large").
    struct LabeledFrame {
        var frame: SheetScript.Frame
        var label: String
        /// Shading group for plots: present, rest, fling, drag, settle, dismiss.
        var group: String
    }

    static let screen = CGSize(width: 393, height: 852)
    static let safeArea = LayoutInsets(top: 59, left: 0, bottom: 34, right: 0)
    /// How long the finger takes for the upward fling, s; the release velocity is the fling's average speed.
    static let flingDuration = 0.1
    /// Speed of the dismissing drag and of the finger when it lifts, pt/s (downward), so the velocity is
    /// continuous at the release.
    static let dismissReleaseVelocity = 1000.0

    let options: Options
    let layout: SheetLayout
    let detents: DetentResolution
    let metrics: SheetMetrics
    let dimming: SheetDimming
    let frames: [LabeledFrame]

    init(options: Options) {
        self.options = options
        layout = SheetLayout(context: SheetLayoutContext(containerSize: Self.screen, safeAreaInsets: Self.safeArea))
        let context = DetentResolutionContext(
            containerSize: Self.screen, safeAreaInsets: Self.safeArea, maximumDetentValue: layout.maximumDetentValue)
        detents = DetentResolver.resolve(options.detents.map(\.detent), in: context)
        metrics = SheetMetrics(detents: detents, layout: layout)
        dimming = SheetDimming(
            detents: detents, largestUndimmedDetentIdentifier: nil, hiddenHeight: Double(layout.hiddenHeight))
        frames = Self.play(
            metrics: metrics, layout: layout, dimming: dimming, spring: options.spring.spring,
            fling: options.flingVelocity, fps: options.framesPerSecond)
    }

    /// The display name of a detent: "medium", "large", "400 pt", "30 %".
    static func name(of identifier: Detent.Identifier) -> String {
        if identifier == .medium { return "medium" }
        if identifier == .large { return "large" }
        let raw = identifier.rawValue
        if raw.hasPrefix("height.") { return String(raw.dropFirst("height.".count)) + " pt" }
        if raw.hasPrefix("fraction."), let value = Double(raw.dropFirst("fraction.".count)) {
            return SVG.number(value * 100, decimals: 1) + " %"
        }
        return raw
    }

    /// The name of the detent at `height` (within half a point), or "hidden", or nil.
    func restingName(atHeight height: Double) -> String? {
        if abs(height - metrics.hiddenHeight) < 0.5 { return "dismissed" }
        return detents.detents.first { abs(Double($0.height) - height) < 0.5 }.map { Self.name(of: $0.identifier) }
    }

    // MARK: - Playing

    private static func play(
        metrics: SheetMetrics, layout: SheetLayout, dimming: SheetDimming, spring: SpringCurve, fling: Double, fps: Double
    ) -> [LabeledFrame] {
        let start = SheetMotion(metrics: metrics, selectedIndex: 0, behavior: SheetBehavior(spring: spring))
        func run(_ steps: [SheetScript.Step]) -> [SheetScript.Frame] {
            SheetScript(steps).play(motion: start, layout: layout, dimming: dimming, framesPerSecond: fps)
        }
        // Where the fling left the sheet decides how far the dismissing drag must go; playing is deterministic,
        // so the prefix played here is frame for frame the start of the full script.
        var steps: [SheetScript.Step] = [
            .present, .wait(0.25), .fling(translation: -fling * flingDuration, duration: flingDuration), .wait(0.25),
        ]
        let restingHeight = run(steps).last?.position.height ?? metrics.largestHeight
        let dragDistance = max(restingHeight - 0.4 * metrics.smallestHeight, 0)
        let dragDuration = max(dragDistance / dismissReleaseVelocity, 0.1)
        steps += [
            .drag(translation: dragDistance, duration: dragDuration),
            .release(velocity: dismissReleaseVelocity), .wait(0.15),
        ]

        let frames = run(steps)
        // Frame counts of each prefix give each step's range of frames.
        var ends: [Int] = []
        for count in 1...steps.count { ends.append(run(Array(steps.prefix(count))).count) }

        var labeled: [LabeledFrame] = []
        var stepIndex = -1
        for (index, frame) in frames.enumerated() {
            while stepIndex + 1 < ends.count && index >= (stepIndex >= 0 ? ends[stepIndex] : 1) { stepIndex += 1 }
            guard stepIndex >= 0 else {
                labeled.append(LabeledFrame(frame: frame, label: "hidden", group: "rest"))
                continue
            }
            let stepEnd = frames[min(ends[stepIndex], frames.count) - 1]
            let destination = Self.destination(of: stepEnd.position.height, metrics: metrics)
            let (label, group) = Self.label(for: steps[stepIndex], phase: frame.phase, destination: destination)
            labeled.append(LabeledFrame(frame: frame, label: label, group: group))
        }
        return labeled
    }

    private static func destination(of height: Double, metrics: SheetMetrics) -> String {
        if abs(height - metrics.hiddenHeight) < 0.5 { return "dismissed" }
        let nearest = metrics.detents.detents.min { abs(Double($0.height) - height) < abs(Double($1.height) - height) }
        return nearest.map { name(of: $0.identifier) } ?? "rest"
    }

    private static func label(for step: SheetScript.Step, phase: String, destination: String) -> (String, String) {
        switch step {
        case .present: return ("present → \(destination)", "present")
        case .wait: return (destination == "dismissed" ? "dismissed" : "at rest", "rest")
        case .fling: return phase == "drag" ? ("fling ↑", "fling") : ("settle → \(destination)", "settle")
        case .drag: return ("drag ↓", "drag")
        case .release: return (destination == "dismissed" ? "dismiss" : "settle → \(destination)", "dismiss")
        case .select: return ("select → \(destination)", "settle")
        case .dismiss: return ("dismiss", "dismiss")
        }
    }
}
