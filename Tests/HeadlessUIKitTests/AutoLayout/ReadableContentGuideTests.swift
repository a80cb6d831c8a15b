#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// `readableContentGuide`, by Apple's three rules: it "never extends beyond the view’s layout margin guide", "is
/// vertically centered inside the layout margin guide", and its "width is equal to or less than the readable width
/// defined for the current dynamic text size" (672 pt at Large in HeadlessUIKit's model).
@MainActor @Suite("Auto Layout: the readable content guide", .headlessHygiene)
struct ReadableContentGuideTests {
    @Test("A wide view: the guide is the readable width, centered inside the margins; a narrow one: the margins")
    func readableWidthInsideMargins() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let wide = UIView(frame: window.bounds)
        window.addSubview(wide)
        wide.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let frame = wide.readableContentGuide.layoutFrame
        #expect(frame.width == 672)
        #expect(frame.midX == 512, "centered")
        #expect(frame.minY == 10 && frame.maxY == 758, "as tall as the margins guide")
        let narrow = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        window.addSubview(narrow)
        narrow.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        #expect(narrow.readableContentGuide.layoutFrame == narrow.layoutMarginsGuide.layoutFrame)
    }

    @Test("The readable width grows with the text size and stays inside the margins")
    func followsDynamicType() {
        #expect(UIView.readableWidth(for: .large) == 672)
        #expect(UIView.readableWidth(for: .extraSmall) < 672)
        #expect(UIView.readableWidth(for: .extraExtraExtraLarge) > 672)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        UIScreen.main.simulatePreferredContentSizeCategory(.extraExtraExtraLarge)
        defer { UIScreen.main.simulatePreferredContentSizeCategory(.large) }
        let wide = view.readableContentGuide.layoutFrame.width
        #expect(wide == UIView.readableWidth(for: .extraExtraExtraLarge))
        UIScreen.main.simulatePreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge)
        #expect(view.readableContentGuide.layoutFrame == view.layoutMarginsGuide.layoutFrame, "capped by the margins")
    }

    @Test("A subview constrained to the guide gets its frame")
    func constrainable() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let text = UIView()
        text.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(text)
        let guide = container.readableContentGuide
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            text.topAnchor.constraint(equalTo: guide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 40),
        ])
        container.layoutIfNeeded()
        #expect(text.frame.width == 672)
        #expect(text.frame.midX == 512)
    }
}
#endif
