#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// A sheet on each edge behaves as the bottom sheet does along its own axis: on the phone (393 × 852, status bar
/// 59 pt, home indicator 34 pt) in portrait.
@MainActor @Suite("Sheets on every edge", .headlessHygiene)
struct SheetEdgeTests {
    nonisolated static let edges: [SheetEdge] = [.bottom, .top, .leading, .trailing]

    /// A unit vector pointing toward `edge` (left to right unless `rightToLeft`).
    static func toward(_ edge: SheetEdge, rightToLeft: Bool = false) -> CGPoint {
        switch edge.physical(isRightToLeft: rightToLeft) {
        case .bottom: return CGPoint(x: 0, y: 1)
        case .top: return CGPoint(x: 0, y: -1)
        case .left: return CGPoint(x: -1, y: 0)
        case .right: return CGPoint(x: 1, y: 0)
        }
    }

    /// The sheet's extent from its edge's safe area, and a point 20 pt inside its inner side.
    static func measure(_ frame: CGRect, _ edge: SheetEdge, in bounds: CGRect, insets: UIEdgeInsets, rightToLeft: Bool = false)
        -> (extent: CGFloat, grab: CGPoint)
    {
        switch edge.physical(isRightToLeft: rightToLeft) {
        case .bottom: return (bounds.maxY - insets.bottom - frame.minY, CGPoint(x: frame.midX, y: frame.minY + 20))
        case .top: return (frame.maxY - insets.top, CGPoint(x: frame.midX, y: frame.maxY - 20))
        case .left: return (frame.maxX - insets.left, CGPoint(x: frame.maxX - 20, y: frame.midY))
        case .right: return (bounds.maxX - insets.right - frame.minX, CGPoint(x: frame.minX + 20, y: frame.midY))
        }
    }

    func extent(_ stage: Stage, _ controller: UIViewController, _ edge: SheetEdge) -> CGFloat {
        Self.measure(stage.sheetFrame(controller), edge, in: stage.window.bounds, insets: stage.window.safeAreaInsets)
            .extent
    }

    func grabPoint(_ stage: Stage, _ controller: UIViewController, _ edge: SheetEdge) -> CGPoint {
        Self.measure(stage.sheetFrame(controller), edge, in: stage.window.bounds, insets: stage.window.safeAreaInsets)
            .grab
    }

    func transition(_ edge: SheetEdge, detents: [Detent] = [.height(200), .height(340)]) -> SheetTransition {
        var configuration = SheetConfiguration(detents: detents)
        configuration.edge = edge
        return SheetTransition(configuration: configuration)
    }

    func drag(_ stage: Stage, from point: CGPoint, along direction: CGPoint, by length: CGFloat, duration: TimeInterval) {
        let drag = stage.window.beginSimulatedDrag(at: point)
        drag.move(
            by: CGPoint(x: direction.x * length, y: direction.y * length), duration: duration,
            steps: max(Int(duration * 60), 1))
        drag.end()
    }

    @Test("A drag away from the edge moves the sheet to the next detent; toward it, back", arguments: edges)
    func drag(edge: SheetEdge) {
        let stage = Stage()
        let controller = UIViewController()
        stage.present(controller, using: transition(edge))
        #expect(abs(extent(stage, controller, edge) - 200) < 0.5)
        let toward = Self.toward(edge)
        drag(stage, from: grabPoint(stage, controller, edge), along: toward, by: -140, duration: 0.8)
        stage.settle()
        #expect(abs(extent(stage, controller, edge) - 340) < 0.5)
        #expect(controller.sheet?.selectedDetentIdentifier == Detent.Identifier("height.340"))
        drag(stage, from: grabPoint(stage, controller, edge), along: toward, by: 140, duration: 0.8)
        stage.settle()
        #expect(abs(extent(stage, controller, edge) - 200) < 0.5)
    }

    @Test("A fling toward the edge dismisses", arguments: edges)
    func flingDismisses(edge: SheetEdge) {
        let stage = Stage()
        let controller = UIViewController()
        stage.present(controller, using: transition(edge))
        drag(stage, from: grabPoint(stage, controller, edge), along: Self.toward(edge), by: 120, duration: 0.08)
        stage.settle()
        #expect(stage.root.presentedViewController == nil)
    }
}
#endif
