#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import TransitionsTestSupport

/// What the zoom's source view provider answers, from the step that sets it on.
enum ZoomFuzzSource: CustomStringConvertible, Sendable, Equatable {
    /// A tile of the grid (whether or not it is still in the window).
    case tile(Int)
    /// No source.
    case none
    /// A view that was never in a window.
    case detached
    /// The window itself (an ancestor of the container).
    case window
    /// A view inside the topmost zoomed controller.
    case insideZoom

    var description: String {
        switch self {
        case .tile(let index): return ".tile(\(index))"
        case .none: return ".none"
        case .detached: return ".detached"
        case .window: return ".window"
        case .insideZoom: return ".insideZoom"
        }
    }
}

/// The options a fuzzed zoom is presented with.
enum ZoomFuzzOptions: String, CustomStringConvertible, Sendable, CaseIterable {
    /// Every default.
    case standard
    /// `interactiveDismissShouldBegin` always agrees (sideways and upward drags dismiss too).
    case anyDirection
    /// An alignment rect provider answering a small rect near the detail's corner, rounded corners.
    case aligned
    /// Nonsense everywhere: NaN radii and springs, a broken drag behavior, a NaN alignment rect, no dimming.
    case nonsense

    var description: String { "." + rawValue }
}

/// One step of a zoom fuzz sequence. Every value is drawn when the sequence is generated, so a sequence
/// replays exactly and a failing one can be shrunk by dropping steps.
enum ZoomFuzzEvent: CustomStringConvertible, Sendable {
    /// Present a zoom from `tile` (on the root, or on the topmost zoom when `stacked`); `modal` sets
    /// `isModalInPresentation`, `allows` is the delegate's should-dismiss answer, `tracked` gives the detail a
    /// tracked list.
    case present(
        tile: Int, animated: Bool, stacked: Bool, modal: Bool, allows: Bool, tracked: Bool, options: ZoomFuzzOptions)
    /// Programmatic dismissal of the topmost zoom (or of everything, from the root).
    case dismiss(animated: Bool, fromRoot: Bool)
    /// VoiceOver's escape gesture on the topmost zoom (a user dismissal).
    case escape
    /// Touch down at a point given as fractions of the window's size.
    case dragBegin(x: Double, y: Double)
    /// Move the finger by (dx, dy) points over `steps` frames (none: all at one instant).
    case dragMove(dx: Double, dy: Double, steps: Int, timed: Bool)
    /// Lift the finger.
    case dragEnd
    /// A whole drag in one step: touch down at (x, y) (fractions of the window), move by (dx, dy) over `steps`
    /// frames, lift (or fling at `dy` per second when `fling`).
    case swipe(x: Double, y: Double, dx: Double, dy: Double, steps: Int, fling: Bool)
    /// Fling at a velocity (pt/s) and lift.
    case dragFling(vx: Double, vy: Double)
    /// The system cancels the touch.
    case dragCancel
    /// Tap at a point given as fractions of the window's size (a tap on a tile presents a zoom from it).
    case tap(x: Double, y: Double)
    /// Scroll the grid behind the zoom (the source moves), animated or not.
    case scrollGrid(offset: Double, animated: Bool)
    /// Scroll the topmost detail's tracked list.
    case scrollDetail(offset: Double)
    /// Change what the provider answers (a reused cell, a vanished one, nonsense).
    case source(ZoomFuzzSource)
    /// Remove the tile the provider currently answers from the window.
    case removeSource
    /// Move tile `index` by `dy` in the grid (a cell reused for another item).
    case moveTile(index: Int, dy: Double)
    /// Put every tile back where it belongs.
    case restoreTiles
    /// Rotate the window.
    case rotate(landscape: Bool)
    /// Toggle Reduce Motion.
    case reduceMotion(Bool)
    /// Let virtual time pass.
    case wait(Double)
    /// From now on the app calls `dismiss` from `presentationControllerWillDismiss` (or stops doing so).
    case dismissInWillDismiss(Bool)
    /// The topmost zoomed screen presents a sheet (at `.large()`, receding the zoom, or at `.medium()`).
    case sheetOverZoom(large: Bool)

    var description: String {
        switch self {
        case .present(let tile, let animated, let stacked, let modal, let allows, let tracked, let options):
            return
                "present(tile: \(tile), animated: \(animated), stacked: \(stacked), modal: \(modal), allows: \(allows), tracked: \(tracked), options: \(options))"
        case .dismiss(let animated, let fromRoot): return "dismiss(animated: \(animated), fromRoot: \(fromRoot))"
        case .escape: return "escape"
        case .dragBegin(let x, let y): return "dragBegin(x: \(x), y: \(y))"
        case .dragMove(let dx, let dy, let steps, let timed):
            return "dragMove(dx: \(dx), dy: \(dy), steps: \(steps), timed: \(timed))"
        case .dragEnd: return "dragEnd"
        case .swipe(let x, let y, let dx, let dy, let steps, let fling):
            return "swipe(x: \(x), y: \(y), dx: \(dx), dy: \(dy), steps: \(steps), fling: \(fling))"
        case .dragFling(let vx, let vy): return "dragFling(vx: \(vx), vy: \(vy))"
        case .dragCancel: return "dragCancel"
        case .tap(let x, let y): return "tap(x: \(x), y: \(y))"
        case .scrollGrid(let offset, let animated): return "scrollGrid(offset: \(offset), animated: \(animated))"
        case .scrollDetail(let offset): return "scrollDetail(offset: \(offset))"
        case .source(let source): return "source(\(source))"
        case .removeSource: return "removeSource"
        case .moveTile(let index, let dy): return "moveTile(index: \(index), dy: \(dy))"
        case .restoreTiles: return "restoreTiles"
        case .rotate(let landscape): return "rotate(landscape: \(landscape))"
        case .reduceMotion(let on): return "reduceMotion(\(on))"
        case .wait(let seconds): return "wait(\(seconds))"
        case .dismissInWillDismiss(let on): return "dismissInWillDismiss(\(on))"
        case .sheetOverZoom(let large): return "sheetOverZoom(large: \(large))"
        }
    }
}

extension ZoomFuzzEvent {
    /// Tiles in the fuzz grid (12 rows of 3).
    static let tileCount = 36

    /// A random event, weighted toward drags and short waits, where events land mid-animation.
    static func random(using random: inout SeededGenerator) -> ZoomFuzzEvent {
        switch random.int(in: 0...38) {
        case 0...2:
            return .present(
                tile: random.int(in: 0...(tileCount - 1)), animated: random.chance(0.85), stacked: random.chance(0.25),
                modal: random.chance(0.1), allows: random.chance(0.85), tracked: random.chance(0.3),
                options: random.chance(0.6) ? .standard : ZoomFuzzOptions.allCases[random.int(in: 1...3)])
        case 3...4: return .dismiss(animated: random.chance(0.8), fromRoot: random.chance(0.2))
        case 5: return .escape
        case 6...7: return .dragBegin(x: random.double(in: 0.05...0.95), y: random.double(in: 0.05...0.95))
        case 8...10:
            return .dragMove(
                dx: random.double(in: -250...250).rounded(), dy: random.double(in: -400...600).rounded(),
                steps: random.int(in: 1...12), timed: random.chance(0.9))
        case 11...12: return .dragEnd
        case 13:
            return .dragFling(
                vx: random.double(in: -3000...3000).rounded(), vy: random.double(in: -4000...4000).rounded())
        case 14: return .dragCancel
        case 15...18:
            return .swipe(
                x: random.double(in: 0.05...0.95), y: random.double(in: 0.05...0.7),
                dx: random.double(in: -150...150).rounded(), dy: random.double(in: -200...500).rounded(),
                steps: random.int(in: 1...20), fling: random.chance(0.3))
        case 19: return .tap(x: random.double(in: 0.02...0.98), y: random.double(in: 0.1...0.95))
        case 20: return .scrollGrid(offset: random.double(in: -100...900).rounded(), animated: random.chance(0.5))
        case 21: return .scrollDetail(offset: random.double(in: -50...400).rounded())
        case 22...23: return .source(randomSource(using: &random))
        case 24: return .removeSource
        case 25:
            return .moveTile(index: random.int(in: 0...(tileCount - 1)), dy: random.double(in: -900...900).rounded())
        case 26: return .restoreTiles
        case 27: return .rotate(landscape: random.chance(0.5))
        case 28: return .reduceMotion(random.chance(0.3))
        case 38: return .dismissInWillDismiss(random.chance(0.6))
        default: return .wait([0, 1.0 / 60, 0.05, 0.1, 0.2, 0.4, 1.0][random.int(in: 0...6)])
        }
    }

    private static func randomSource(using random: inout SeededGenerator) -> ZoomFuzzSource {
        switch random.int(in: 0...9) {
        case 0: return .none
        case 1: return .detached
        case 2: return .window
        case 3: return .insideZoom
        default: return .tile(random.int(in: 0...(tileCount - 1)))
        }
    }
}
#endif
