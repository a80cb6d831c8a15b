#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// Dynamic Type: content size categories, preferred fonts at Apple's published sizes, `UIFontMetrics`, and
/// labels that follow a simulated change of the user's text size.
@MainActor @Suite("Appearance: content size categories and Dynamic Type", .headlessHygiene)
struct ContentSizeCategoryTests {
    @Test("categories order by size; the five accessibility sizes say so; the screen reports Large")
    func ordering() {
        #expect(UIContentSizeCategory.extraSmall < .large)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIScreen.main.traitCollection.preferredContentSizeCategory == .large)
        #expect(UITraitCollection().preferredContentSizeCategory == .unspecified)
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(preferredContentSizeCategory: .small), UITraitCollection(userInterfaceStyle: .dark),
        ])
        #expect(merged.preferredContentSizeCategory == .small && merged.userInterfaceStyle == .dark)
    }

    @Test("preferred fonts use the HIG's Dynamic Type sizes: body 14 / 17 / 23 / 53 pt at xS / L / xxxL / AX5")
    func preferredFontSizes() {
        func body(_ category: UIContentSizeCategory) -> CGFloat {
            UIFont.preferredFont(
                forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)
            ).pointSize
        }
        #expect(body(.extraSmall) == 14)
        #expect(body(.large) == 17)
        #expect(body(.extraExtraExtraLarge) == 23)
        #expect(body(.accessibilityExtraExtraExtraLarge) == 53)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        let caption = UIFont.preferredFont(
            forTextStyle: .caption2, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall))
        #expect(caption.pointSize == 11)
    }

    @Test("UIFontMetrics scales by the style's ratio and honours a maximum")
    func fontMetrics() {
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let metrics = UIFontMetrics(forTextStyle: .body)
        // Body is 17 pt at Large and 23 pt at xxxLarge: a 34-pt custom font becomes 46 pt.
        #expect(metrics.scaledFont(for: .systemFont(ofSize: 34), compatibleWith: xxxl).pointSize == 46)
        #expect(metrics.scaledValue(for: 8.5, compatibleWith: xxxl) == 11.5)
        #expect(metrics.scaledFont(for: .systemFont(ofSize: 34), maximumPointSize: 40).pointSize == 34)
        let capped = metrics.scaledFont(for: .systemFont(ofSize: 34), maximumPointSize: 40, compatibleWith: xxxl)
        #expect(capped.pointSize == 40)
        #expect(UIFontMetrics.default.scaledValue(for: .nan) == 0)
    }

    @Test(
        "a simulated text-size change reaches trait collections, adjusting labels and observers; others keep their font"
    )
    func simulatedChange() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer {
            UIScreen.main.simulatePreferredContentSizeCategory(.large)
            window.isHidden = true
        }
        let adjusting = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        adjusting.text = "Hello"
        let fixed = UILabel()
        fixed.font = .preferredFont(forTextStyle: .body)
        root.view.addSubview(adjusting)
        root.view.addSubview(fixed)
        window.layoutIfNeeded()
        let widthBefore = adjusting.intrinsicContentSize.width
        let recorder = NotificationRecorder(UIContentSizeCategory.didChangeNotification)
        defer { recorder.stop() }

        UIScreen.main.simulatePreferredContentSizeCategory(.accessibilityMedium)

        #expect(adjusting.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
        #expect(adjusting.font.pointSize == 28)
        #expect(adjusting.intrinsicContentSize.width > widthBefore)
        #expect(fixed.font.pointSize == 17)
        #expect(recorder.values == [UIContentSizeCategory.accessibilityMedium.rawValue])
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 28)
        UIScreen.main.simulatePreferredContentSizeCategory(.unspecified)
        #expect(recorder.values.count == 1)
    }
}

/// Records the new-value entries of a notification (posted on the main thread in these tests).
private final class NotificationRecorder: @unchecked Sendable {
    private(set) var values: [String] = []
    private var token: (any NSObjectProtocol)?

    init(_ name: Notification.Name) {
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
            self?.values.append(note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? String ?? "?")
        }
    }

    func stop() {
        if let token { NotificationCenter.default.removeObserver(token) }
    }
}
#endif
