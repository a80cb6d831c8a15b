#if os(Linux)
import Foundation

/// A control that runs an action when tapped (UIKit's `UIButton`, iOS 2+).
///
/// A tap sends `.touchUpInside` and then `.primaryActionTriggered` (iOS 14 behaviour; the relative order
/// is HeadlessUIKit's choice). As UIKit documents, a button's default action wins over a single-tap
/// recognizer attached to one of its ancestors: that recognizer does not begin when the tap lands on the
/// button. Titles, title colors, images and background images are stored per state (falling back to `.normal`); nothing is
/// drawn.
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

    // MARK: - Per-state appearance (work in UIButton+Appearance.swift)

    /// Sets the title color for `state` (`nil` removes it).
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        appearance.titleColors[state.rawValue] = color
    }
    /// The title color for `state`, falling back to the `.normal` one; `nil` when none is set.
    open func titleColor(for state: UIControl.State) -> UIColor? { appearance.value(\.titleColors, state) }
    /// Sets the image for `state` (`nil` removes it).
    open func setImage(_ image: UIImage?, for state: UIControl.State) { setStateImage(image, for: state) }
    /// The image for `state`, falling back to the `.normal` one.
    open func image(for state: UIControl.State) -> UIImage? { appearance.value(\.images, state) }
    /// Sets the background image for `state` (`nil` removes it).
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        appearance.backgroundImages[state.rawValue] = image
    }
    /// The background image for `state`, falling back to the `.normal` one.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { appearance.value(\.backgroundImages, state) }
    /// Sets the attributed title for `state` (`nil` removes it); it takes precedence over the plain title.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        appearance.attributedTitles[state.rawValue] = title
    }
    /// The attributed title for `state`, falling back to the `.normal` one.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        appearance.value(\.attributedTitles, state)
    }
    /// The title color for the current state: the one set, else the tint color for `.system` buttons and
    /// white for the others, as UIKit draws them.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? (buttonType == .custom ? .white : tintColor) }
    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image for the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    /// The attributed title for the current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The label showing the current title (its `text` and `textColor` follow the state when read).
    open var titleLabel: UILabel? { syncedTitleLabel() }
    /// The image view showing the current image (its `image` follows the state when read).
    open var imageView: UIImageView? { syncedImageView() }
    /// Insets around the title and image, in points; default zero (iOS 2–15 layout; stored).
    open var contentEdgeInsets: UIEdgeInsets = .zero
    /// Insets of the title, in points; default zero (stored).
    open var titleEdgeInsets: UIEdgeInsets = .zero
    /// Insets of the image, in points; default zero (stored).
    open var imageEdgeInsets: UIEdgeInsets = .zero
    /// Whether the image darkens while highlighted; default `true` (stored).
    open var adjustsImageWhenHighlighted: Bool = true
    /// Whether the image dims while disabled; default `true` (stored).
    open var adjustsImageWhenDisabled: Bool = true
    /// Whether a glow shows while touched; default `false` (stored).
    open var showsTouchWhenHighlighted: Bool = false

    var appearance = HeadlessButtonAppearance()

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
