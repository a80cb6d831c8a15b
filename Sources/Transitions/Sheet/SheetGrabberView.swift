#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The grabber: a 36 × 5 pt capsule at the top of the sheet. For VoiceOver it is an adjustable element:
/// swipe up/down (increment/decrement) moves to the next larger/smaller detent and announces it. Its label and
/// value are localized (``TransitionsLocalization``) and read when spoken.
final class SheetGrabberView: UIView {
    weak var runner: SheetRunner?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.55, alpha: 0.5)
        layer.cornerRadius = 2.5
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }

    required init?(coder: NSCoder) { nil }

    override var accessibilityLabel: String? {
        get { TransitionsLocalization.string(.grabberLabel) }
        set {}
    }

    override var accessibilityValue: String? {
        get { runner?.accessibilityDetentDescription }
        set {}
    }

    override func accessibilityIncrement() { runner?.selectAdjacentDetent(by: 1) }

    override func accessibilityDecrement() { runner?.selectAdjacentDetent(by: -1) }
}
#endif
