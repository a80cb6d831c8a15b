#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// `UIView.AnimationCurve` accepts the keyboard's raw value 7 like the imported C enum on Darwin.
@Suite("UIView.AnimationCurve", .headlessHygiene)
struct AnimationCurveTests {
    @Test("raw values 0…3 and 7 round-trip; others are nil", arguments: [0, 1, 2, 3, 7])
    func validRawValues(raw: Int) {
        #expect(UIView.AnimationCurve(rawValue: raw)?.rawValue == raw)
    }

    @Test("invalid raw values give nil", arguments: [-1, 4, 5, 6, 8, Int.max])
    func invalidRawValues(raw: Int) {
        #expect(UIView.AnimationCurve(rawValue: raw) == nil)
    }

    @Test("curve 7 is distinct from the named cases and falls into default branches")
    func keyboardCurveInSwitch() {
        let keyboard = UIView.AnimationCurve(rawValue: 7)
        #expect(keyboard != .easeInOut && keyboard != .easeIn && keyboard != .easeOut && keyboard != .linear)
        func name(_ curve: UIView.AnimationCurve) -> String {
            switch curve {
            case .easeInOut: return "easeInOut"
            case .easeIn: return "easeIn"
            case .easeOut: return "easeOut"
            case .linear: return "linear"
            @unknown default: return "other \(curve.rawValue)"
            }
        }
        #expect(keyboard.map(name) == "other 7")
        #expect(name(.linear) == "linear")
    }

    @Test("the keyboard idiom `options(rawValue: curve << 16)` builds options")
    func keyboardOptions() {
        let curve = UIView.AnimationCurve(rawValue: 7)!
        let options = UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)
        #expect(options.rawValue == 0x70000)
    }
}
#endif
