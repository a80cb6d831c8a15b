//: [Previous](@previous)
//: # The join sheet
//: KakaoTalk's "join open chat" sheet, which the system sheet cannot do:
//: - a full-screen picture behind the sheet moves with it (parallax, from `onPositionChange` on every frame);
//: - the close and share buttons behind the sheet stay tappable (`backgroundView` with an undimmed detent);
//: - a **Join** button pinned to the bottom of the screen stays put while the sheet moves (`footerView`);
//: - the sheet cannot be swiped away: at its lowest detent it resists like a rubber band (`isModalInPresentation`).
//:
//: Compiled and exercised on Linux by `Tests/PlaygroundTests`.
import Transitions

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The chat list behind everything: one button that opens the join sheet.
@available(iOS 14.0, *)
final class JoinDemoViewController: UIViewController {
    /// Opens the join sheet.
    let openButton = UIButton(type: .system)
    /// The full-screen background installed behind the sheet, with its picture and buttons.
    let background = JoinBackgroundView()
    /// The button pinned to the bottom of the screen.
    let joinButton = UIButton(type: .system)
    /// The sheet's content.
    let joinSheet = UIViewController()
    /// How many times Join and Share were tapped (the page's "actions").
    private(set) var joinTaps = 0
    private(set) var shareTaps = 0
    /// Whether the sheet opens as soon as this screen appears (the playground turns it on).
    var showsSheetOnAppear = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        openButton.setTitle("Open chat: Swift study group", for: .normal)
        openButton.frame = CGRect(x: 46, y: 120, width: 300, height: 44)
        openButton.addAction(UIAction { [weak self] _ in self?.showJoinSheet() }, for: .touchUpInside)
        view.addSubview(openButton)

        background.closeButton.addAction(
            UIAction { [weak self] _ in self?.presentedViewController?.dismiss(animated: true) }, for: .touchUpInside)
        background.shareButton.addAction(UIAction { [weak self] _ in self?.shareTaps += 1 }, for: .touchUpInside)

        joinButton.setTitle("Join", for: .normal)
        joinButton.backgroundColor = UIColor(red: 1, green: 0.86, blue: 0, alpha: 1)
        joinButton.layer.cornerRadius = 12
        joinButton.addAction(UIAction { [weak self] _ in self?.joinTaps += 1 }, for: .touchUpInside)

        joinSheet.view.backgroundColor = .white
        joinSheet.isModalInPresentation = true  // no swipe, no tap outside: the sheet resists at its lowest detent
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard showsSheetOnAppear else { return }
        showsSheetOnAppear = false
        showJoinSheet()
    }

    /// Presents the join sheet at `.medium()`; it can be dragged up to 650 pt, where nothing is dimmed either.
    func showJoinSheet() {
        let tall = Detent.height(650, identifier: "tall")
        let sheet = SheetTransition(detents: [.medium(), tall])
        sheet.largestUndimmedDetentIdentifier = "tall"  // never dimmed: the buttons behind stay usable
        sheet.preferredCornerRadius = 20
        sheet.backgroundView = background
        sheet.footerView = footer()
        sheet.configure = { $0.footerHeight = 72 }  // 72 pt above the home indicator
        sheet.onPositionChange = { [weak self] position in
            self?.background.follow(presentedFraction: position.presentedFraction)
        }
        present(joinSheet, using: sheet)
    }

    /// A footer filling the screen's width, with the Join button inset in it.
    private func footer() -> UIView {
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 72))
        footer.backgroundColor = .white
        joinButton.frame = CGRect(x: 16, y: 12, width: 361, height: 50)
        joinButton.autoresizingMask = [.flexibleWidth]
        footer.addSubview(joinButton)
        return footer
    }
}

/// The picture behind the sheet (stripes standing in for a photo) with a close and a share button on top.
final class JoinBackgroundView: UIView {
    /// Dismisses the sheet.
    let closeButton = UIButton(type: .system)
    /// Shares the chat.
    let shareButton = UIButton(type: .system)
    /// The picture that moves with the sheet.
    let picture = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .black
        for stripe in 0..<10 {
            let band = UIView()
            band.backgroundColor = UIColor(red: 0.2, green: 0.3 + 0.05 * CGFloat(stripe), blue: 0.6, alpha: 1)
            picture.addSubview(band)
        }
        addSubview(picture)
        closeButton.setTitle("✕", for: .normal)
        shareButton.setTitle("Share", for: .normal)
        addSubview(closeButton)
        addSubview(shareButton)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The picture is 10 % taller than the screen, so it can rise without showing its bottom edge.
        picture.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height * 1.1)
        picture.center = CGPoint(x: bounds.midX, y: bounds.height * 0.55)
        let band = picture.bounds.height / CGFloat(picture.subviews.count)
        for (index, stripe) in picture.subviews.enumerated() {
            stripe.frame = CGRect(x: 0, y: CGFloat(index) * band, width: bounds.width, height: band)
        }
        closeButton.frame = CGRect(x: 16, y: safeAreaInsets.top + 11, width: 44, height: 44)
        shareButton.frame = CGRect(x: bounds.width - 80, y: safeAreaInsets.top + 11, width: 64, height: 44)
    }

    /// Parallax: the picture rises by up to 88 pt as the sheet goes from hidden (0) to its largest detent (1).
    func follow(presentedFraction: Double) {
        picture.transform = CGAffineTransform(translationX: 0, y: -88 * CGFloat(presentedFraction))
    }
}

/// The page's demo, sized like an iPhone 15.
@available(iOS 14.0, *)
@MainActor func makeJoinSheetDemo() -> JoinDemoViewController {
    let demo = JoinDemoViewController()
    demo.preferredContentSize = CGSize(width: 393, height: 852)
    return demo
}
#endif

//: Playground only (fenced off when SwiftPM compiles this file for the tests).
#if canImport(PlaygroundSupport) && !SWIFT_PACKAGE && compiler(>=6)
import PlaygroundSupport

// The demos use UIAction (iOS 14); the package's deployment target is iOS 13.
if #available(iOS 14.0, *) {
    let joinDemo = makeJoinSheetDemo()
    joinDemo.showsSheetOnAppear = true
    PlaygroundPage.current.liveView = joinDemo
}
#endif
//: [Next: zoom from a grid](@next)
