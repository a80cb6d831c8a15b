#if os(Linux)
import Foundation

/// A control that runs an action when tapped (UIKit's `UIButton`, iOS 2+).
///
/// A tap sends `.touchUpInside` and then `.primaryActionTriggered` (iOS 14 behaviour; the relative order
/// is HeadlessUIKit's choice). As UIKit documents, a button's default action wins over a single-tap
/// recognizer attached to one of its ancestors: that recognizer does not begin when the tap lands on the
/// button. Titles are stored per state; nothing is drawn (no `UILabel`/`UIImage` on Linux).
@preconcurrency @MainActor open class UIButton: UIControl {
    /// Button styles (UIKit's `UIButton.ButtonType`).
    public enum ButtonType: Int, Sendable {
        /// No system style.
        case custom = 0
        /// The standard system button (iOS 7+).
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// An information button on a light background.
        case infoLight = 3
        /// An information button on a dark background.
        case infoDark = 4
        /// An add-contact button.
        case contactAdd = 5
        /// A close button (iOS 13+).
        case close = 7

        /// Same as `.system` (deprecated in UIKit).
        public static var roundedRect: ButtonType { .system }
    }

    private var titles: [UInt: String] = [:]
    private var storedButtonType: ButtonType = .custom

    /// A `.custom` button with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decoding is not supported on Linux: a `.custom` button with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A button of `buttonType` with a zero frame.
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        storedButtonType = buttonType
    }

    /// A `.system` button whose tap runs `primaryAction`, titled with the action's title (iOS 14+).
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            setTitle(primaryAction.title, for: .normal)
        }
    }

    /// The button's type.
    open var buttonType: UIButton.ButtonType { storedButtonType }

    /// Sets the title shown in `state` (`nil` removes it).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
    }

    /// The title for `state`, falling back to the `.normal` title as UIKit does.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }

    /// A single-finger single-tap recognizer on an ancestor may not begin for a tap on the button (UIKit's
    /// "controls win over overlapping gesture recognizers", iOS 6+).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self,
            tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1, isEnabled
        {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    override func headlessDidTouchUpInside() {
        sendActions(for: .primaryActionTriggered)
    }
}
#endif
