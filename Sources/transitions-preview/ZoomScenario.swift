import Foundation
import TransitionsCore

/// The zoom interaction the zoom film strip shows, played through the core's zoom models: a tap on a photo
/// tile opens it full screen (`ZoomSettle.opening`), a rest, a drag down that shrinks the view
/// (`ZoomDragModel`), and a release whose decision and settle (`ZoomDragModel.release`) carry the view back
/// into the tile, starting at the release velocity.
struct ZoomScenario {
    /// One frame: the zoom (nil while nothing is presented) and a label.
    struct LabeledFrame {
        var time: Double
        var zoom: ZoomFrame?
        var label: String
        var group: String
    }

    static let screen = SheetScenario.screen
    static let columns = 3
    static let spacing = 3.0
    /// Top of the photo grid: below the safe area and a large title, pt.
    static let gridTop = 59.0 + 56
    /// The tapped tile: row 2, column 1 of the grid.
    static let sourceRow = 2
    static let sourceColumn = 1
    /// Where the finger goes down and how it moves, pt (container coordinates, y down), and for how long, s.
    static let touchLocation = CGPoint(x: 196, y: 430)
    static let dragTranslation = CGPoint(x: 36, y: 250)
    static let dragDuration = 0.45
    /// Corner radius of the tiles, pt.
    static let tileCornerRadius = 6.0

    let spring: SpringCurve
    let springName: String
    let geometry: ZoomGeometry
    let frames: [LabeledFrame]
    let decision: ZoomReleaseDecision
    let releaseVelocity: CGPoint

    /// The side of a square grid tile, pt.
    static var tileSide: Double { (Double(screen.width) - spacing * Double(columns - 1)) / Double(columns) }

    /// The rect of the tile at `row`, `column`, container coordinates.
    static func tile(row: Int, column: Int) -> CGRect {
        let side = tileSide
        return CGRect(
            x: Double(column) * (side + spacing), y: gridTop + Double(row) * (side + spacing), width: side, height: side
        )
    }

    static var source: CGRect { tile(row: sourceRow, column: sourceColumn) }

    init(options: Options) {
        // The zoom keeps its own default spring unless --spring was given.
        spring = options.springIsExplicit ? options.spring.spring : ZoomDeviceMotion.flightSpring
        springName = options.springIsExplicit ? options.spring.name : "flight ω 19 (zoom default)"
        let bounds = CGRect(origin: .zero, size: Self.screen)
        geometry = ZoomGeometry(
            source: Self.source, destination: bounds, containerBounds: bounds,
            sourceCornerRadius: CGFloat(Self.tileCornerRadius),
            destinationCornerRadius: CGFloat(Phone.screenCornerRadius))
        let dt = 1 / options.framesPerSecond
        let duration = Self.dragDuration
        releaseVelocity = CGPoint(x: Self.dragTranslation.x / duration, y: Self.dragTranslation.y / duration)

        var frames: [LabeledFrame] = [LabeledFrame(time: 0, zoom: nil, label: "tap tile", group: "rest")]
        var time = 0.0
        func follow(_ settle: inout ZoomSettle, label: String, group: String) {
            var waited = 0.0
            while !settle.isSettled && waited < 3 {
                time += dt
                waited += dt
                settle.advance(by: dt)
                frames.append(LabeledFrame(time: time, zoom: settle.currentFrame, label: label, group: group))
            }
        }

        var opening = ZoomSettle.opening(geometry, spring: spring)
        follow(&opening, label: "open", group: "present")
        let presented = opening.currentFrame
        for _ in 0..<Int((0.25 / dt).rounded()) {
            time += dt
            frames.append(LabeledFrame(time: time, zoom: presented, label: "presented", group: "rest"))
        }

        let behavior = ZoomDragBehavior.default  // the release springs are the device's (cancel, landing)
        let model = ZoomDragModel(
            start: presented, touchLocation: Self.touchLocation, containerSize: Self.screen, behavior: behavior)
        let steps = max(Int((duration / dt).rounded()), 1)
        for step in 1...steps {
            time += dt
            let fraction = CGFloat(Double(step) / Double(steps))
            let translation = CGPoint(x: Self.dragTranslation.x * fraction, y: Self.dragTranslation.y * fraction)
            frames.append(
                LabeledFrame(time: time, zoom: model.frame(translation: translation), label: "drag ↓", group: "drag"))
        }

        // The source is asked again at release (here it did not move) and the settle flies to its current rect.
        let release = model.release(
            translation: Self.dragTranslation, velocity: releaseVelocity,
            geometry: geometry.replacingSource(Self.source))
        decision = release.decision
        var settle = release.settle
        let finishes = release.decision == .finish
        let settleLabel = finishes ? "finish → tile" : "cancel → full screen"
        follow(&settle, label: settleLabel, group: finishes ? "dismiss" : "settle")
        let rest = finishes ? nil : settle.currentFrame
        for _ in 0..<Int((0.15 / dt).rounded()) {
            time += dt
            frames.append(
                LabeledFrame(time: time, zoom: rest, label: finishes ? "back in grid" : "presented", group: "rest"))
        }
        self.frames = frames
    }
}
