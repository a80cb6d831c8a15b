#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// Sheets placed by a source view on iPad: centered over it (UIKit's `sourceView`) or beside it (`.beside`) in
/// regular width, following it through rotation, the normal bottom sheet in compact width.
@MainActor @Suite("Sheet anchored to a source view", .headlessHygiene)
struct SheetAnchoredPresentationTests {
    func padStage() -> Stage {
        let stage = Stage(device: .iPadPro12_9)  // regular width and height
        return stage
    }

    func button(in stage: Stage, frame: CGRect) -> UIView {
        let button = UIView(frame: frame)
        button.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleBottomMargin]
        stage.root.view.addSubview(button)
        return button
    }

    func present(
        _ stage: Stage, from source: UIView?, rect: CGRect = .null, placement: SheetSourcePlacement = .beside
    ) -> UIViewController {
        let controller = UIViewController()
        let transition = SheetTransition(detents: [.height(300), .height(500)])
        transition.sourceView = source
        transition.sourceRect = rect
        transition.sourcePlacement = placement
        stage.present(controller, using: transition)
        return controller
    }

    @Test("In regular width the sheet sits 8 pt below its source, centered on it, at each detent")
    func belowSource() {
        let stage = padStage()
        let source = button(in: stage, frame: CGRect(x: 440, y: 120, width: 80, height: 44))
        let controller = present(stage, from: source)
        // UIKit's form sheet width on this iPad (longest side 1366 pt): 580 pt.
        #expect(stage.sheetFrame(controller) == CGRect(x: 190, y: 172, width: 580, height: 300))
        controller.sheet?.animateChanges {
            controller.sheet?.selectedDetentIdentifier = Detent.Identifier("height.500")
        }
        stage.settle()
        #expect(stage.sheetFrame(controller).minY == 172, "grows away from the source")
        #expect(stage.sheetFrame(controller).height == 500)
        #expect(controller.sheet?.position?.frame == stage.sheetFrame(controller))
    }

    @Test("A source near the bottom puts the sheet above it; sourceRect narrows the anchor")
    func aboveSourceAndRect() {
        let stage = padStage()
        let source = button(in: stage, frame: CGRect(x: 0, y: 1200, width: 1024, height: 60))
        let controller = present(stage, from: source, rect: CGRect(x: 900, y: 0, width: 40, height: 60))
        let frame = stage.sheetFrame(controller)
        #expect(frame.maxY == 1192)
        #expect(frame.maxX == 1004, "kept on screen")
    }

    @Test("Rotation: the sheet follows its source")
    func followsThroughRotation() {
        let stage = padStage()
        let source = button(in: stage, frame: CGRect(x: 440, y: 120, width: 80, height: 44))
        let controller = present(stage, from: source)
        stage.window.simulateSizeChange(
            to: CGSize(width: 1366, height: 1024), safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            horizontalSizeClass: .regular, verticalSizeClass: .regular)
        stage.settle()
        let moved = source.convert(source.bounds, to: nil)
        let frame = stage.sheetFrame(controller)
        #expect(isApproximately(frame.midX, moved.midX, tolerance: 0.5))
        #expect(isApproximately(frame.minY, moved.maxY + 8, tolerance: 0.5))
    }

    @Test("Compact width: the normal bottom sheet; back to regular width: anchored again")
    func compactWidth() {
        let stage = padStage()
        let source = button(in: stage, frame: CGRect(x: 440, y: 120, width: 80, height: 44))
        let controller = present(stage, from: source)
        // Split View: the app's window narrows to compact width, then widens again.
        stage.window.simulateSizeChange(
            to: CGSize(width: 507, height: 1366), horizontalSizeClass: .compact, verticalSizeClass: .regular,
            duration: 0)
        stage.settle()
        let compact = stage.sheetFrame(controller)
        #expect(compact.minX == 0 && compact.width == 507 && compact.maxY == 1366)
        stage.window.simulateSizeChange(
            to: CGSize(width: 1024, height: 1366), horizontalSizeClass: .regular, verticalSizeClass: .regular,
            duration: 0)
        stage.settle()
        #expect(stage.sheetFrame(controller).minY == 172)
    }

    @Test("Dismissal slides the anchored sheet off the bottom of the screen")
    func dismissal() {
        let stage = padStage()
        let source = button(in: stage, frame: CGRect(x: 440, y: 120, width: 80, height: 44))
        let controller = present(stage, from: source)
        var tops: [CGFloat] = []
        controller.sheet?.onPositionChange = { tops.append($0.frame.minY) }
        controller.dismiss(animated: true)
        stage.settle()
        #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })
        #expect((tops.last ?? 0) >= 1366)
        #expect(stage.window.subviews.count == 1)
    }

    @Test("Default placement: \"the sheet attempts to visually center itself over this view\"")
    func centeredOverSource() {
        let stage = padStage()
        let source = button(in: stage, frame: CGRect(x: 440, y: 900, width: 80, height: 44))
        let controller = present(stage, from: source, placement: .centered)
        let frame = stage.sheetFrame(controller)
        #expect(frame.midX == 480 && frame.midY == 922)
        controller.dismiss(animated: false)
        stage.settle()
    }

    @Test("Bad input: no source, a source without a window, a non-finite rect: centered in the window")
    func badSources() {
        let stage = padStage()
        let plain = present(stage, from: nil)
        let floating = stage.sheetFrame(plain)
        // `sourceView` nil: UIKit "centers floating sheets vertically and horizontally in the window".
        #expect(floating.midX == 512 && floating.midY == 683)
        plain.dismiss(animated: false)
        stage.settle()
        let orphan = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        let second = present(stage, from: orphan)
        #expect(stage.sheetFrame(second) == floating)
        second.sheet?.sourceView = button(in: stage, frame: CGRect(x: 440, y: 120, width: 80, height: 44))
        #expect(stage.sheetFrame(second).minY == 172)
        second.sheet?.sourceRect = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        #expect(stage.sheetFrame(second) == floating)
        second.dismiss(animated: false)
        stage.settle()
    }

    @Test("At .large() the floating sheet fits inside the safe area less 20 pt, portrait and landscape")
    func largeFitsTheMargins() {
        let stage = padStage()
        let controller = UIViewController()
        stage.present(controller, using: SheetTransition(detents: [.large()]))
        func check(_ size: CGSize) {
            let frame = stage.sheetFrame(controller)
            // 24 pt status bar and 20 pt home indicator on this iPad; 20 pt kept from each edge of the safe area.
            #expect(frame.minY >= 24 + 20 - 0.001, "\(size): \(frame)")
            #expect(frame.maxY <= size.height - 20 - 20 + 0.001, "\(size): \(frame)")
            #expect(
                isApproximately(frame.height, size.height - 24 - 20 - 40, tolerance: 0.001), "the whole room: \(frame)")
            #expect(controller.sheet?.position?.frame == frame)
        }
        check(CGSize(width: 1024, height: 1366))
        stage.window.simulateSizeChange(
            to: CGSize(width: 1366, height: 1024), safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            horizontalSizeClass: .regular, verticalSizeClass: .regular)
        stage.settle()
        check(CGSize(width: 1366, height: 1024))
        controller.dismiss(animated: false)
        stage.settle()
    }
}
#endif
