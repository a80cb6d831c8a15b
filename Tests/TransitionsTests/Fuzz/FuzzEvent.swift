#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Transitions
import TransitionsTestSupport

/// One step of a fuzz sequence. Values are chosen when the sequence is generated, so a sequence replays
/// exactly, and a failing one can be shrunk by dropping steps.
enum FuzzEvent: CustomStringConvertible, Sendable {
    /// Present a sheet (from the topmost presented controller when `stacked`).
    case present(detents: [FuzzDetent], selected: Int, modal: Bool, animated: Bool, stacked: Bool)
    /// Dismiss the topmost sheet.
    case dismiss(animated: Bool)
    /// Replace the root's presented sheet with a new one (a double sheet).
    case replace(detents: [FuzzDetent])
    /// Touch down at a fraction of the top sheet's height from its top edge (negative: above the sheet).
    case dragBegin(atFraction: Double)
    /// Move the finger by `dy` points over `steps` frames.
    case dragMove(dy: Double, steps: Int)
    /// Lift the finger.
    case dragEnd
    /// Fling at a velocity (pt/s) and lift.
    case dragFling(velocity: Double)
    /// The system cancels the touch.
    case dragCancel
    /// Tap above the top sheet (on the dimming or the background).
    case tapOutside
    /// Keyboard shows (height) or hides (nil).
    case keyboard(height: Double?)
    /// Rotate or resize the window.
    case resize(landscape: Bool)
    /// Change the top sheet's detents, animated or not.
    case changeDetents([FuzzDetent], animated: Bool)
    /// Select a detent of the top sheet by index (may be out of range), animated or not.
    case select(index: Int, animated: Bool)
    /// Re-resolve the top sheet's detents.
    case invalidate
    /// Toggle Reduce Motion.
    case reduceMotion(Bool)
    /// Scroll the top sheet's tracked list to an offset.
    case scroll(offset: Double)
    /// Let virtual time pass.
    case wait(Double)
    /// Give the top sheet a new footer of a fitting height (nil: remove it), or, when `explicit`, set its
    /// `footerHeight` (nil: back to Auto Layout's height).
    case footer(height: Double?, explicit: Bool)
    /// From now on the app calls `dismiss` from `presentationControllerWillDismiss` (or stops doing so).
    case dismissInWillDismiss(Bool)
    /// The root dismisses: every sheet above its first one is removed without a transition of its own.
    case dismissFromBelow(animated: Bool)
    /// The top sheet's recede style gets this maximum depth (0, negative, NaN and infinite mean no recede).
    case recedeDepth(Double)
    /// A keyboard that is not docked at the screen's bottom (an undocked or floating iPad keyboard) reports this
    /// frame (screen coordinates); it must not move any sheet.
    case floatingKeyboard(CGRect)
    /// The app asks its `PresentationCoordinator` for sheet `id` (nil: for nothing), as a SwiftUI state change does.
    case coordinator(Int?)

    var description: String {
        switch self {
        case .present(let d, let s, let m, let a, let st):
            return "present(\(d), selected: \(s), modal: \(m), animated: \(a), stacked: \(st))"
        case .dismiss(let a): return "dismiss(animated: \(a))"
        case .replace(let d): return "replace(\(d))"
        case .dragBegin(let f): return "dragBegin(\(f))"
        case .dragMove(let dy, let s): return "dragMove(\(dy), steps: \(s))"
        case .dragEnd: return "dragEnd"
        case .dragFling(let v): return "dragFling(\(v))"
        case .dragCancel: return "dragCancel"
        case .tapOutside: return "tapOutside"
        case .keyboard(let h): return "keyboard(\(h.map { "\($0)" } ?? "hide"))"
        case .resize(let l): return "resize(landscape: \(l))"
        case .changeDetents(let d, let a): return "changeDetents(\(d), animated: \(a))"
        case .select(let i, let a): return "select(\(i), animated: \(a))"
        case .invalidate: return "invalidate"
        case .reduceMotion(let on): return "reduceMotion(\(on))"
        case .scroll(let o): return "scroll(\(o))"
        case .wait(let t): return "wait(\(t))"
        case .footer(let h, let e): return "footer(height: \(h.map { "\($0)" } ?? "nil"), explicit: \(e))"
        case .dismissInWillDismiss(let on): return "dismissInWillDismiss(\(on))"
        case .dismissFromBelow(let a): return "dismissFromBelow(animated: \(a))"
        case .recedeDepth(let d): return "recedeDepth(\(d))"
        case .floatingKeyboard(let f): return "floatingKeyboard(\(f))"
        case .coordinator(let id): return "coordinator(\(id.map(String.init) ?? "nil"))"
        }
    }
}

/// A detent description that can be printed and replayed.
enum FuzzDetent: CustomStringConvertible, Sendable {
    case medium, large
    case height(Double)
    case fraction(Double)
    case fitting

    var detent: Detent {
        switch self {
        case .medium: return .medium()
        case .large: return .large()
        case .height(let h): return .height(CGFloat(h))
        case .fraction(let f): return .fraction(CGFloat(f))
        case .fitting: return .fitting()
        }
    }

    var description: String {
        switch self {
        case .medium: return ".medium"
        case .large: return ".large"
        case .height(let h): return ".height(\(h))"
        case .fraction(let f): return ".fraction(\(f))"
        case .fitting: return ".fitting"
        }
    }

    static func random(using random: inout SeededGenerator) -> FuzzDetent {
        switch random.int(in: 0...9) {
        case 0: return .medium
        case 1: return .large
        case 2: return .fraction(random.double(in: -0.2...1.3))
        case 3: return .fitting
        case 4: return .height([Double.nan, -50, 0, .infinity, 5000][random.int(in: 0...4)])
        default: return .height(random.double(in: 80...800).rounded())
        }
    }

    static func list(using random: inout SeededGenerator) -> [FuzzDetent] {
        (0..<random.int(in: 0...4)).map { _ in FuzzDetent.random(using: &random) }
    }
}

extension FuzzEvent {
    /// A random event, weighted toward drags and time passing, where most interesting interleavings happen.
    static func random(using random: inout SeededGenerator) -> FuzzEvent {
        switch random.int(in: 0...34) {
        case 0...2:
            return .present(
                detents: FuzzDetent.list(using: &random), selected: random.int(in: -1...4),
                modal: random.chance(0.2), animated: random.chance(0.85), stacked: random.chance(0.3))
        case 3...4: return .dismiss(animated: random.chance(0.8))
        case 5: return .replace(detents: FuzzDetent.list(using: &random))
        case 6...8: return .dragBegin(atFraction: random.double(in: -0.3...0.9))
        case 9...12: return .dragMove(dy: random.double(in: -500...600).rounded(), steps: random.int(in: 1...12))
        case 13...14: return .dragEnd
        case 15:
            // Mostly ordinary flicks; sometimes extreme ones (10,000 pt/s and far beyond), both ways.
            let extreme = random.chance(0.3)
            let speed = extreme ? random.double(in: 10_000...1_000_000) : random.double(in: 0...4000)
            return .dragFling(velocity: (random.chance(0.5) ? -speed : speed).rounded())
        case 16: return .dragCancel
        case 17: return .tapOutside
        case 18: return .keyboard(height: random.chance(0.6) ? random.double(in: 200...400).rounded() : nil)
        case 19: return .resize(landscape: random.chance(0.5))
        case 20: return .changeDetents(FuzzDetent.list(using: &random), animated: random.chance(0.5))
        case 21: return .select(index: random.int(in: -1...4), animated: random.chance(0.5))
        case 22: return .invalidate
        case 23: return .reduceMotion(random.chance(0.3))
        case 24: return .scroll(offset: random.double(in: -100...600).rounded())
        case 30:
            return .footer(
                height: random.chance(0.8) ? [0, 44, 56, 90, 300, -10, .nan][random.int(in: 0...6)] : nil,
                explicit: random.chance(0.4))
        case 31: return .dismissInWillDismiss(random.chance(0.6))
        case 32: return .dismissFromBelow(animated: random.chance(0.7))
        case 33: return .recedeDepth([0, -1, .nan, .infinity, 1, 3][random.int(in: 0...5)])
        case 34:
            let floating = CGRect(x: random.double(in: 0...80), y: random.double(in: 200...500), width: 320, height: 260)
            let undocked = CGRect(x: 0, y: random.double(in: 150...450), width: 393, height: 300)
            return .floatingKeyboard(random.chance(0.5) ? floating : undocked)
        default: return .wait([0, 1.0 / 60, 0.05, 0.15, 0.4, 1.0][random.int(in: 0...5)])
        }
    }
}
#endif
