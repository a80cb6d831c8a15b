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
        #expect(isApproximately(extent(stage, controller, edge), 200, tolerance: 0.5))
        let toward = Self.toward(edge)
        drag(stage, from: grabPoint(stage, controller, edge), along: toward, by: -140, duration: 0.8)
        stage.settle()
        #expect(isApproximately(extent(stage, controller, edge), 340, tolerance: 0.5))
        #expect(controller.sheet?.selectedDetentIdentifier == Detent.Identifier("height.340"))
        drag(stage, from: grabPoint(stage, controller, edge), along: toward, by: 140, duration: 0.8)
        stage.settle()
        #expect(isApproximately(extent(stage, controller, edge), 200, tolerance: 0.5))
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

    @Test("A detent change inside animateChanges animates along the axis", arguments: edges)
    func animatedChange(edge: SheetEdge) throws {
        let stage = Stage()
        let controller = UIViewController()
        stage.present(controller, using: transition(edge))
        let sheet = try #require(controller.sheet)
        sheet.animateChanges { sheet.detents = [.height(280)] }
        stage.advance(0.06)
        let midway = extent(stage, controller, edge)
        #expect(midway > 200.5 && midway < 279.5, "between the two extents: \(midway)")
        stage.settle()
        #expect(isApproximately(extent(stage, controller, edge), 280, tolerance: 0.5))
    }

    @Test("Rotation keeps the extent from the edge and the sheet on its edge", arguments: edges)
    func rotation(edge: SheetEdge) {
        let stage = Stage()
        let controller = UIViewController()
        let transition = transition(edge)
        transition.prefersEdgeAttachedInCompactHeight = true
        stage.present(controller, using: transition)
        stage.window.simulateSizeChange(
            to: CGSize(width: 852, height: 393), safeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
            horizontalSizeClass: .regular, verticalSizeClass: .compact)
        stage.settle()
        let frame = stage.sheetFrame(controller)
        #expect(isApproximately(extent(stage, controller, edge), 200, tolerance: 0.5), "\(frame)")
        switch edge {
        case .bottom: #expect(frame.maxY == 393)
        case .top: #expect(frame.minY == 0 && frame.width == 852)
        case .leading: #expect(frame.minX == 0 && frame.height == 393)
        case .trailing: #expect(frame.maxX == 852 && frame.height == 393)
        }
    }

    @Test("The keyboard lifts a bottom sheet, ends a top one above it and insets a side panel's content",
        arguments: edges)
    func keyboard(edge: SheetEdge) {
        let stage = Stage()
        let controller = UIViewController()
        stage.present(controller, using: transition(edge, detents: [.height(200), .large()]))
        let before = stage.sheetFrame(controller)
        controller.sheet?.animateChanges { controller.sheet?.selectedDetentIdentifier = .large }
        stage.settle()
        let tall = stage.sheetFrame(controller)
        HeadlessKeyboard.show(height: 336, duration: 0, in: stage.window)
        stage.settle()
        let frame = stage.sheetFrame(controller)
        switch edge {
        case .bottom:
            #expect(frame.minY >= 59 && frame.minY < tall.minY + 1, "lifted, no taller than before")
            #expect(frame.maxY == 852)
        case .top:
            #expect(frame.maxY <= 852 - 336 && frame.maxY < tall.maxY, "ends above the keyboard: \(frame)")
        case .leading, .trailing:
            #expect(frame == tall, "the panel stays")
            #expect(isApproximately(controller.additionalSafeAreaInsets.bottom, (336 - 34), tolerance: 0.01), "its content clears the keyboard")
        }
        HeadlessKeyboard.hide(duration: 0, in: stage.window)
        stage.settle()
        #expect(stage.sheetFrame(controller) == tall && controller.additionalSafeAreaInsets.bottom == 0)
        #expect(before != tall)
    }

    /// A content controller whose view is one list, scrolled to `offset`.
    final class ListController: UIViewController {
        let list = UIScrollView()
        override func viewDidLoad() {
            super.viewDidLoad()
            list.frame = view.bounds
            list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            list.contentSize = CGSize(width: 10, height: 3_000)
            view.addSubview(list)
        }
    }

    @Test("A drag toward the edge on the tracked list moves the sheet once the list is at its end in that direction",
        arguments: edges)
    func trackedScrollView(edge: SheetEdge) throws {
        let stage = Stage()
        let controller = ListController()
        let transition = transition(edge)
        transition.selectedDetentIdentifier = "height.340"
        stage.present(controller, using: transition)
        controller.list.contentSize.width = controller.list.bounds.width
        let list = controller.list
        let end = CGPoint(x: 0, y: max(list.contentSize.height - list.bounds.height, 0))
        // At its end in the edge's direction (the top for a bottom sheet, the bottom for a top one): the sheet moves.
        list.contentOffset = edge == .top ? end : .zero
        let start = grabPoint(stage, controller, edge)
        drag(stage, from: start, along: Self.toward(edge), by: 100, duration: 0.8)
        stage.settle()
        #expect(isApproximately(extent(stage, controller, edge), 200, tolerance: 0.5), "\(edge): \(stage.sheetFrame(controller))")
        guard edge == .top || edge == .bottom else { return }
        // Not at its end: the list scrolls and the sheet stays.
        transition.selectedDetentIdentifier = nil
        controller.sheet?.animateChanges { controller.sheet?.selectedDetentIdentifier = "height.340" }
        stage.settle()
        list.contentOffset = CGPoint(x: 0, y: 600)
        drag(stage, from: grabPoint(stage, controller, edge), along: Self.toward(edge), by: 100, duration: 0.8)
        stage.settle()
        #expect(isApproximately(extent(stage, controller, edge), 340, tolerance: 0.5))
        #expect(list.contentOffset.y != 600, "the list scrolled instead")
    }

    @Test("Right to left: the leading edge is the right one, the trailing the left one", arguments: [
        SheetEdge.leading, .trailing,
    ])
    func rightToLeft(edge: SheetEdge) {
        let stage = Stage()
        let controller = UIViewController()
        let transition = transition(edge)
        transition.configure = { $0.overrideTraitCollection = UITraitCollection { $0.layoutDirection = .rightToLeft } }
        stage.present(controller, using: transition)
        let frame = stage.sheetFrame(controller)
        let bounds = stage.window.bounds
        let insets = stage.window.safeAreaInsets
        let measured = Self.measure(frame, edge, in: bounds, insets: insets, rightToLeft: true)
        #expect(isApproximately(measured.extent, 200, tolerance: 0.5), "\(frame) \(controller.sheet?.containerView?.traitCollection.layoutDirection == .rightToLeft)")
        #expect(edge == .leading ? frame.maxX == 393 : frame.minX == 0)
        drag(stage, from: measured.grab, along: Self.toward(edge, rightToLeft: true), by: 120, duration: 0.08)
        stage.settle()
        #expect(stage.root.presentedViewController == nil, "a fling toward the (mirrored) edge dismisses")
    }

    @Test("The grabber and the rounded corners sit on the inner side", arguments: edges)
    func grabberAndCorners(edge: SheetEdge) throws {
        let stage = Stage()
        let controller = UIViewController()
        let transition = transition(edge)
        transition.prefersGrabberVisible = true
        stage.present(controller, using: transition)
        let sheetView = try #require(controller.sheet?.presentedView)
        let grabber = try #require(sheetView.subviews.first { $0.frame.size == CGSize(width: 36, height: 5) || $0.frame.size == CGSize(width: 5, height: 36) })
        let bounds = sheetView.bounds
        let corners = sheetView.layer.maskedCorners
        switch edge {
        case .bottom:
            #expect(grabber.frame.minY == 5 && corners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        case .top:
            #expect(grabber.frame.maxY == bounds.maxY - 5 && corners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        case .leading:
            #expect(grabber.frame.maxX == bounds.maxX - 5 && corners == [.layerMaxXMinYCorner, .layerMaxXMaxYCorner])
        case .trailing:
            #expect(grabber.frame.minX == 5 && corners == [.layerMinXMinYCorner, .layerMinXMaxYCorner])
        }
    }

    @Test("The delegate changes where a released sheet goes, told the release velocity and the proposed detent")
    func releaseTarget() throws {
        let stage = Stage()
        let controller = UIViewController()
        let delegate = RetargetingDelegate()
        let transition = transition(.top)
        transition.configure = { $0.delegate = delegate }
        stage.present(controller, using: transition)
        // A slow, short drag away from the top edge would return to 200; the delegate sends it to 340.
        drag(stage, from: grabPoint(stage, controller, .top), along: Self.toward(.top), by: -30, duration: 0.5)
        stage.settle()
        #expect(delegate.proposals == ["height.200"])
        #expect(isApproximately(extent(stage, controller, .top), 340, tolerance: 0.5))
        #expect(controller.sheet?.selectedDetentIdentifier == "height.340")
        #expect(delegate.log.contains("didChangeSelectedDetent:height.340"))
        // From 200, a fling toward the edge proposes dismissal (nil); the delegate keeps the sheet at 200 instead.
        controller.sheet?.animateChanges { controller.sheet?.selectedDetentIdentifier = "height.200" }
        stage.settle()
        delegate.replacement = "height.200"
        drag(stage, from: grabPoint(stage, controller, .top), along: Self.toward(.top), by: 120, duration: 0.08)
        stage.settle()
        #expect(delegate.proposals.last == "nil" && delegate.velocities.last.map { $0.y < -500 } == true, "\(delegate.proposals) \(delegate.velocities)")
        #expect(stage.root.presentedViewController === controller)
        #expect(isApproximately(extent(stage, controller, .top), 200, tolerance: 0.5))
    }
}

/// A sheet delegate that records what a release proposes and replaces it.
@MainActor final class RetargetingDelegate: NSObject, SheetPresentationControllerDelegate {
    var proposals: [String] = []
    var velocities: [CGPoint] = []
    var log: [String] = []
    var replacement: Detent.Identifier? = "height.340"

    func sheetPresentationControllerWillEndDragging(
        _ sheetPresentationController: SheetPresentationController, withVelocity velocity: CGPoint,
        targetDetentIdentifier: inout Detent.Identifier?
    ) {
        proposals.append(targetDetentIdentifier?.rawValue ?? "nil")
        velocities.append(velocity)
        targetDetentIdentifier = replacement
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: SheetPresentationController) {
        log.append("didChangeSelectedDetent:\(sheet.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
}
#endif
