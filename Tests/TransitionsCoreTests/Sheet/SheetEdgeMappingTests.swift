import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

/// A sheet on any edge is the bottom sheet's model seen through one mapping (`SheetEdgeMapping`): frames, drags,
/// flings, rubber band, grabber, corners, safe areas, detents, keyboard, scroll hand-off, recede, right-to-left.
@Suite("Sheet edges")
struct SheetEdgeMappingTests {
    /// The phone (393 × 852, status bar 59, home indicator 34) with a sheet on `edge` resting at `heights`.
    static func composition(
        _ edge: SheetPhysicalEdge, heights: [CGFloat] = [300], screen: SheetLayoutContext = Phone.context,
        surroundings: SheetSurroundings = SheetSurroundings()
    ) -> (context: SheetCompositionContext, mapping: SheetEdgeMapping) {
        let mapping = SheetEdgeMapping(edge: edge)
        let layout = SheetLayout(context: mapping.axisContext(screen), options: mapping.axisOptions(SheetLayoutOptions()))
        let context = SheetCompositionContext(
            layout: layout, detents: sheetMetrics(heights, layout: layout).detents, prefersGrabberVisible: true,
            edge: mapping)
        return (context, mapping)
    }

    static func frame(_ edge: SheetPhysicalEdge, at height: Double, heights: [CGFloat] = [300]) -> CGRect {
        SheetComposition(height: height, velocity: 0, context: composition(edge, heights: heights).context).frame
    }

    @Test("The bottom edge is the identity: the screen is axis space and every frame is the bottom sheet's")
    func bottomIsIdentity() {
        let mapping = SheetEdgeMapping.bottom
        let options = SheetLayoutOptions(preferredCornerRadius: 12)
        #expect(mapping.axisContext(Phone.context) == Phone.context && mapping.axisOptions(options) == options)
        var generator = SeededGenerator(seed: 32)
        print("bottom identity seed 32")
        for _ in 0..<200 {
            let rect = CGRect(
                x: Double.random(in: -500...500, using: &generator), y: Double.random(in: -500...500, using: &generator),
                width: Double.random(in: 0...900, using: &generator), height: Double.random(in: 0...900, using: &generator))
            #expect(mapping.rect(rect, inAxisSpaceOf: Phone.size) == rect)
            #expect(mapping.towardEdge(CGPoint(x: rect.minX, y: rect.minY)) == Double(rect.minY))
        }
        let plain = SheetComposition(height: 300, velocity: 0, context: SheetCompositionTests.context([300, 749]))
        #expect(plain.frame == CGRect(x: 0, y: 852 - 34 - 300, width: 393, height: 334))
        #expect(plain.innerCorners == [.minXMinY, .maxXMinY] && plain.outerCorners == [.minXMaxY, .maxXMaxY])
    }

    @Test("A detent's value is the extent from the edge, past that edge's safe area")
    func framesPerEdge() {
        // Top: hangs from the top edge over the status bar; 300 pt below it.
        #expect(Self.frame(.top, at: 300) == CGRect(x: 0, y: 0, width: 393, height: 59 + 300))
        // Left and right: full height, 300 pt wide from the edge (no side safe area in portrait).
        #expect(Self.frame(.left, at: 300) == CGRect(x: 0, y: 0, width: 300, height: 852))
        #expect(Self.frame(.right, at: 300) == CGRect(x: 93, y: 0, width: 300, height: 852))
        // Hidden: entirely off screen past the edge.
        for edge in SheetPhysicalEdge.allCases {
            let (context, _) = Self.composition(edge)
            let hidden = SheetComposition(height: context.metrics.hiddenHeight, velocity: 0, context: context).frame
            #expect(hidden.intersection(CGRect(origin: .zero, size: Phone.size)).isEmpty, "\(edge)")
        }
    }

    @Test("Leading and trailing follow the layout direction")
    func rightToLeft() {
        #expect(SheetEdge.leading.physical(isRightToLeft: false) == .left)
        #expect(SheetEdge.leading.physical(isRightToLeft: true) == .right)
        #expect(SheetEdge.trailing.physical(isRightToLeft: true) == .left)
        #expect(SheetEdge.top.physical(isRightToLeft: true) == .top)
        let mapping = SheetEdgeMapping(.leading, isRightToLeft: true)
        let layout = SheetLayout(context: mapping.axisContext(Phone.context))
        let context = SheetCompositionContext(
            layout: layout, detents: sheetMetrics([300], layout: layout).detents, edge: mapping)
        #expect(SheetComposition(height: 300, velocity: 0, context: context).frame.maxX == 393)
        // A drag toward the right (the leading edge here) shrinks it; a mostly horizontal drag is along its axis.
        #expect(mapping.towardEdge(CGPoint(x: 40, y: 0)) == 40)
        #expect(mapping.axisVector(CGPoint(x: 40, y: -10)) == CGPoint(x: -10, y: 40))
        #expect(SheetEdgeMapping(edge: .top).axisVector(CGPoint(x: 3, y: 40)) == CGPoint(x: 3, y: -40))
    }

    @Test("Detents measure along the axis: .height, .fraction, .large and .fitting")
    func detentsAlongTheAxis() {
        // A left panel: the axis extent is the screen's width, 393 pt, less 10 pt at the far side (as the large
        // detent leaves below the status bar).
        let mapping = SheetEdgeMapping(edge: .left)
        let layout = SheetLayout(context: mapping.axisContext(Phone.context))
        #expect(layout.maximumDetentValue == 383)
        let fitting = mapping.extent(of: CGSize(width: 280, height: 600))
        let resolution = DetentResolver.resolve(
            [.height(120), .fraction(0.5), .fitting(), .large()],
            in: DetentResolutionContext(
                containerSize: layout.containerSize, safeAreaInsets: layout.safeAreaInsets,
                maximumDetentValue: layout.maximumDetentValue, fittingHeight: fitting))
        #expect(resolution.detents.map(\.height) == [120, 191.5, 280, 383])
        // A top sheet's large detent ends 10 pt above the home indicator's inset, its extent below the status bar.
        let top = SheetLayout(context: SheetEdgeMapping(edge: .top).axisContext(Phone.context))
        #expect(top.maximumDetentValue == 852 - 59 - 10 - 34 && top.hiddenHeight == -59)
    }

    @Test("Drags and flings toward the edge shrink and dismiss; away from it the sheet rubber-bands", arguments: [
        (SheetPhysicalEdge.bottom, CGPoint(x: 0, y: 1)), (.top, CGPoint(x: 0, y: -1)), (.left, CGPoint(x: -1, y: 0)),
        (.right, CGPoint(x: 1, y: 0)),
    ])
    func dragAndFling(edge: SheetPhysicalEdge, towardEdge direction: CGPoint) {
        let (context, mapping) = Self.composition(edge, heights: [300, 383])
        func pan(_ length: Double) -> Double {
            mapping.towardEdge(CGPoint(x: direction.x * length, y: direction.y * length))
        }
        // A slow drag 100 pt toward the edge: the sheet's extent shrinks by 100 pt.
        var motion = SheetMotion.resting(metrics: context.metrics)
        motion.handle(.dragBegan(at: 0, allowsDismissal: true))
        motion.handle(.dragChanged(translation: pan(100), at: 0.1))
        let shrunk = SheetComposition(height: motion.height, velocity: 0, context: context)
        #expect(isApproximately(motion.height, 200, tolerance: 1e-9))
        #expect(shrunk.frame == Self.frame(edge, at: 200, heights: [300, 383]))
        // A fling toward the edge dismisses.
        #expect(motion.handle(.dragEnded(velocity: pan(3_000), at: 0.12)) == .dismissalRequested)
        // Away from the edge past the largest detent, the sheet gives less than the finger moves.
        var stretched = SheetMotion.resting(metrics: context.metrics, selectedIndex: 1)
        stretched.handle(.dragBegan(at: 0, allowsDismissal: true))
        stretched.handle(.dragChanged(translation: pan(-200), at: 0.1))
        #expect(stretched.height > 383 && stretched.height < 383 + 200)
    }

    @Test("The grabber and the rounded corners sit on the inner side")
    func grabberAndCornersInside() {
        let expected: [SheetPhysicalEdge: (grabber: CGRect, inner: SheetCornerMask)] = [
            .bottom: (CGRect(x: 179, y: 5, width: 36, height: 5), [.minXMinY, .maxXMinY]),
            .top: (CGRect(x: 179, y: 359 - 10, width: 36, height: 5), [.minXMaxY, .maxXMaxY]),
            .left: (CGRect(x: 300 - 10, y: 408, width: 5, height: 36), [.maxXMinY, .maxXMaxY]),
            .right: (CGRect(x: 5, y: 408, width: 5, height: 36), [.minXMinY, .minXMaxY]),
        ]
        for (edge, want) in expected {
            let c = SheetComposition(height: 300, velocity: 0, context: Self.composition(edge).context)
            #expect(c.grabberFrame == want.grabber, "\(edge)")
            #expect(c.innerCorners == want.inner && c.outerCorners == SheetCornerMask.all.subtracting(want.inner))
            #expect(c.cornerRadius == 10 && !c.roundsBottomCorners)
        }
    }

    @Test("Only a bottom sheet recedes the screen behind it")
    func recedeOnlyAtTheBottom() {
        let screen = CGRect(origin: .zero, size: Phone.size)
        for edge in SheetPhysicalEdge.allCases {
            let (context, _) = Self.composition(edge, heights: [300, 749])
            let largest = context.metrics.largestHeight
            let c = SheetComposition(
                height: largest, velocity: 0, context: context,
                surroundings: SheetSurroundings(presenterRestFrame: screen))
            #expect((c.recedeProgress > 0) == (edge == .bottom), "\(edge)")
            #expect(c.presenter.isIdentity == (edge != .bottom), "\(edge)")
        }
    }

    @Test("The keyboard lifts a bottom sheet, ends a top sheet above it, and insets a side panel's content")
    func keyboardPerEdge() {
        var screen = Phone.context
        screen.keyboardOverlap = 336
        let bottom = SheetLayout(context: SheetEdgeMapping.bottom.axisContext(screen))
        #expect(bottom.bottomObstruction == 336)
        let topMapping = SheetEdgeMapping(edge: .top)
        let top = SheetLayout(context: topMapping.axisContext(screen))
        // Its largest extent ends 10 pt above the keyboard (plus the home indicator's inset the keyboard covers).
        #expect(59 + top.maximumDetentValue <= 852 - 336)
        let (context, _) = Self.composition(.top, heights: [300, 749], screen: screen)
        let largest = SheetComposition(height: context.metrics.largestHeight, velocity: 0, context: context)
        #expect(largest.frame.maxY <= 852 - 336)
        let side = SheetEdgeMapping(edge: .left)
        #expect(SheetLayout(context: side.axisContext(screen)) == SheetLayout(context: side.axisContext(Phone.context)))
        #expect(side.keyboardContentInsets(overlap: 336) == LayoutInsets(bottom: 336))
        #expect(topMapping.keyboardContentInsets(overlap: 336) == .zero)
        #expect(side.keyboardContentInsets(overlap: .nan) == .zero)
    }

    @Test("The tracked scroll view hands over at its end in the edge's direction")
    func scrollHandOff() {
        let content = CGSize(width: 393, height: 1_000)
        let bounds = CGSize(width: 393, height: 400)
        let top = SheetEdgeMapping(edge: .top)
        // A top sheet: the list must be at its bottom end before a finger moving up (toward the edge) moves the sheet.
        #expect(
            top.scrollDistanceFromHandOffEnd(
                contentOffset: CGPoint(x: 0, y: 600), contentSize: content, boundsSize: bounds, insets: .zero) == 0)
        #expect(
            top.scrollDistanceFromHandOffEnd(
                contentOffset: CGPoint(x: 0, y: 200), contentSize: content, boundsSize: bounds, insets: .zero) == 400)
        var arbiter = SheetScrollArbiter()
        let up = top.towardEdge(CGPoint(x: 0, y: -10))
        #expect(arbiter.route(delta: up, sheetHeight: 300, largestHeight: 749, contentIsAtTop: true) == .sheet)
        // The bottom sheet's rule is the old one: at the top (the adjusted inset counts).
        #expect(
            SheetEdgeMapping.bottom.scrollDistanceFromHandOffEnd(
                contentOffset: CGPoint(x: 0, y: -20), contentSize: content, boundsSize: bounds,
                insets: LayoutInsets(top: 20)) == 0)
        // A vertical list in a side panel never scrolls along the axis: drags along it move the panel.
        let left = SheetEdgeMapping(edge: .left)
        #expect(
            left.scrollDistanceFromHandOffEnd(
                contentOffset: CGPoint(x: 0, y: 300), contentSize: content, boundsSize: bounds, insets: .zero) == 0)
        #expect(
            left.handOffContentOffset(
                contentOffset: CGPoint(x: 0, y: 300), contentSize: content, boundsSize: bounds, insets: .zero)
                == CGPoint(x: 0, y: 300))
        // Nonsense input stays finite.
        #expect(
            left.scrollDistanceFromHandOffEnd(
                contentOffset: CGPoint(x: CGFloat.nan, y: 0), contentSize: content, boundsSize: bounds,
                insets: LayoutInsets(top: .infinity)).isFinite)
        #expect(left.towardEdge(CGPoint(x: CGFloat.infinity, y: 0)) == 0)
    }

    @Test("Every edge's frame is the bottom sheet's in axis space, reflected or transposed (seed 7)")
    func framesAreTheAxisFrames() {
        var generator = SeededGenerator(seed: 7)
        print("edge frames seed 7")
        for edge in SheetPhysicalEdge.allCases {
            let (context, mapping) = Self.composition(edge, heights: [200, 300])
            let axisSize = context.layout.containerSize
            for _ in 0..<50 {
                let height = Double.random(in: context.metrics.hiddenHeight...400, using: &generator)
                let axis = context.layout.frame(forHeight: CGFloat(height), restingHeight: 200)
                let shown = SheetComposition(height: height, velocity: 0, context: context).frame
                #expect(shown == mapping.rect(axis, inAxisSpaceOf: axisSize))
                #expect(mapping.extent(of: shown.size) == axis.height)
            }
        }
    }
}
