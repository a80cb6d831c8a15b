#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// UIButton's per-state appearance, UILabel's text rectangles and the extra UIFont constructors.
@MainActor @Suite("Controls: button appearance, label and font members", .headlessHygiene)
struct ButtonAppearanceTests {
    @Test("per-state title colors and images fall back to .normal; the subviews follow the state")
    func perState() {
        let button = UIButton(type: .custom)
        #expect(button.currentTitleColor == .white && button.titleColor(for: .normal) == nil)
        button.setTitle("Go", for: .normal)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.blue, for: .highlighted)
        let icon = UIImage(systemName: "star")
        button.setImage(icon, for: .normal)
        #expect(button.titleColor(for: .disabled) == .red && button.image(for: .selected) === icon)
        #expect(button.titleLabel?.text == "Go" && button.titleLabel?.textColor == .red)
        button.isHighlighted = true
        #expect(button.currentTitleColor == .blue && button.titleLabel?.textColor == .blue)
        #expect(button.imageView?.image === icon)
        button.setAttributedTitle(NSAttributedString(string: "Styled"), for: .normal)
        #expect(button.titleLabel?.text == "Styled")
        #expect(UIButton(type: .system).currentTitleColor == UIColor.systemBlue)
        #expect(button.contentHorizontalAlignment == .center && button.adjustsImageWhenHighlighted)
        button.contentHorizontalAlignment = .leading
        #expect(button.effectiveContentHorizontalAlignment == .left)
    }

    @Test("labels: attributed text mirrors text; textRect measures within the bounds")
    func labelMembers() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Hello, sheet")
        #expect(label.text == "Hello, sheet")
        let rect = label.textRect(forBounds: CGRect(x: 5, y: 5, width: 300, height: 100), limitedToNumberOfLines: 1)
        #expect(rect == CGRect(x: 5, y: 5, width: 102, height: 21))
        let narrow = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 60, height: 100), limitedToNumberOfLines: 0)
        #expect(narrow.width <= 60 && narrow.height == 41)  // two lines of 20.4 pt, rounded up
    }

    @Test("fonts: named fonts exist except the empty name; italic and monospaced keep their size")
    func fonts() {
        #expect(UIFont(name: "Menlo", size: 12)?.fontName == "Menlo" && UIFont(name: "", size: 12) == nil)
        #expect(UIFont.italicSystemFont(ofSize: 15).pointSize == 15)
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .bold).weight == .bold)
        #expect(UIFont.monospacedSystemFont(ofSize: 11, weight: .regular).fontName == ".SFMono-Regular")
    }
}
#endif
