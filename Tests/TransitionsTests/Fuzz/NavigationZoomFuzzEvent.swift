#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import TransitionsTestSupport

/// One step of a navigation-zoom fuzz sequence, every value drawn at generation so a sequence replays exactly.
enum NavigationZoomFuzzEvent: CustomStringConvertible, Sendable {
    /// Push a new detail with a zoom from `tile` (any `PushPopTransition` when `fade`), animated or not.
    case push(tile: Int, animated: Bool, fade: Bool)
    /// Push a plain controller without a transition.
    case pushPlain(animated: Bool)
    /// `popViewController` / `popToRootViewController`.
    case pop(animated: Bool, toRoot: Bool)
    /// A drag on the screen from (x, y) (fractions of the window) by (dx, dy) over `steps` frames; lifted unless
    /// `cancel` (the system cancels it).
    case drag(x: Double, y: Double, dx: Double, dy: Double, steps: Int, cancel: Bool)
    /// A swipe from the leading edge by `dx` over `steps` frames.
    case edgeSwipe(dx: Double, steps: Int)
    /// Scroll the grid (the source moves).
    case scrollGrid(offset: Double)
    /// The provider answers nothing (`nil`) or tile `index` again.
    case source(Int?)
    /// Remove the source tile from the grid, or put it back.
    case removeSource(Bool)
    /// Reduce Motion on or off.
    case reduceMotion(Bool)
    /// Replace the navigation controller's delegate with the app's own.
    case replaceDelegate
    /// Let time pass (s).
    case wait(Double)
    /// Push a detail whose content is one tall list at its top, tracked by the zoom (`options.trackedScrollView`).
    case pushList(tile: Int, animated: Bool)
    /// A finger rests at (x, y) (fractions of the window) for `hold` seconds, then lifts (catches a moving zoom).
    case touch(x: Double, y: Double, hold: Double)

    var description: String {
        switch self {
        case .push(let tile, let animated, let fade): return "push(tile: \(tile), animated: \(animated), fade: \(fade))"
        case .pushPlain(let animated): return "pushPlain(animated: \(animated))"
        case .pop(let animated, let toRoot): return "pop(animated: \(animated), toRoot: \(toRoot))"
        case .drag(let x, let y, let dx, let dy, let steps, let cancel):
            return "drag(x: \(x), y: \(y), dx: \(dx), dy: \(dy), steps: \(steps), cancel: \(cancel))"
        case .edgeSwipe(let dx, let steps): return "edgeSwipe(dx: \(dx), steps: \(steps))"
        case .scrollGrid(let offset): return "scrollGrid(offset: \(offset))"
        case .source(let index): return "source(\(index.map(String.init) ?? "nil"))"
        case .removeSource(let removed): return "removeSource(\(removed))"
        case .reduceMotion(let on): return "reduceMotion(\(on))"
        case .replaceDelegate: return "replaceDelegate"
        case .wait(let seconds): return "wait(\(seconds))"
        case .pushList(let tile, let animated): return "pushList(tile: \(tile), animated: \(animated))"
        case .touch(let x, let y, let hold): return "touch(x: \(x), y: \(y), hold: \(hold))"
        }
    }

    static func random(using random: inout SeededGenerator) -> NavigationZoomFuzzEvent {
        switch random.int(in: 0...21) {
        case 0...3: return .push(tile: random.int(in: 0...11), animated: random.chance(0.8), fade: random.chance(0.2))
        case 4: return .pushPlain(animated: random.chance(0.5))
        case 5...6: return .pop(animated: random.chance(0.8), toRoot: random.chance(0.2))
        case 7...10:
            let big = random.chance(0.5)
            return .drag(
                x: random.double(in: 0.1...0.9), y: random.double(in: 0.1...0.9),
                dx: random.double(in: -80...80), dy: big ? random.double(in: 150...500) : random.double(in: -200...200),
                steps: random.int(in: 0...30), cancel: random.chance(0.15))
        case 11...12: return .edgeSwipe(dx: random.double(in: 0...390), steps: random.int(in: 1...25))
        case 13: return .scrollGrid(offset: random.double(in: -50...600))
        case 14: return .source(random.chance(0.3) ? nil : random.int(in: 0...11))
        case 15: return .removeSource(random.chance(0.5))
        case 16: return .reduceMotion(random.chance(0.3))
        case 17: return random.chance(0.2) ? .replaceDelegate : .wait(random.double(in: 0...0.2))
        case 20: return .pushList(tile: random.int(in: 0...11), animated: random.chance(0.8))
        case 21:
            return .touch(
                x: random.double(in: 0.1...0.9), y: random.double(in: 0.1...0.9), hold: random.double(in: 0...0.3))
        default: return .wait(random.double(in: 0...0.6))
        }
    }
}
#endif
