//: # A sheet with three detents
//: A `SheetTransition` with a 200 pt detent, `.medium()` and `.large()`, and a grabber. Drag the sheet, fling it,
//: pull it down to dismiss it; the button behind it shows the sheet's height on every frame (`onPositionChange`).
//:
//: Open `Package.swift` in Xcode, build the **Transitions** scheme for an iPhone simulator, then run this page and
//: show the live view (*Editor ▸ Live View*). This file is also compiled and exercised on Linux by
//: `Tests/PlaygroundTests`, so it always matches the library.
import Transitions

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The screen behind the sheet: one button that presents it, and shows the sheet's height while it is up.
@available(iOS 14.0, *)
final class DetentsDemoViewController: UIViewController {
    /// The button that presents the sheet; its title follows the sheet's height.
    let showButton = UIButton(type: .system)
    /// The controller shown in the sheet.
    let sheetContent = RowsViewController()
    /// Whether the sheet is presented as soon as this screen appears (the playground turns it on).
    var showsSheetOnAppear = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        showButton.setTitle("Show the sheet", for: .normal)
        showButton.frame = CGRect(x: 46, y: 120, width: 300, height: 44)
        showButton.addAction(UIAction { [weak self] _ in self?.showSheet() }, for: .touchUpInside)
        view.addSubview(showButton)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard showsSheetOnAppear else { return }
        showsSheetOnAppear = false
        showSheet()
    }

    /// Presents the sheet at its smallest detent, 200 pt above the home indicator.
    func showSheet() {
        let sheet = SheetTransition(detents: [.height(200, identifier: "peek"), .medium(), .large()])
        sheet.prefersGrabberVisible = true
        sheet.preferredCornerRadius = 16
        sheet.onPositionChange = { [weak self] position in
            let detent = position.lowerDetent.map(Self.name(of:)) ?? "hidden"
            self?.showButton.setTitle("\(Int(position.height.rounded())) pt · at or above \(detent)", for: .normal)
        }
        present(sheetContent, using: sheet)
    }

    /// A short name for a detent identifier ("medium" rather than UIKit's "com.apple.UIKit.medium").
    static func name(of identifier: Detent.Identifier) -> String {
        switch identifier {
        case .medium: return "medium"
        case .large: return "large"
        default: return identifier.rawValue
        }
    }
}

/// The sheet's content: a few rows of colored placeholders.
final class RowsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let colors = [(0.0, 0.48, 1.0), (1.0, 0.23, 0.19), (0.2, 0.78, 0.35), (1.0, 0.58, 0.0), (0.69, 0.32, 0.87)]
        for (index, (red, green, blue)) in colors.enumerated() {
            let row = UIView(frame: CGRect(x: 20, y: 30 + CGFloat(index) * 64, width: 353, height: 52))
            row.backgroundColor = UIColor(red: red, green: green, blue: blue, alpha: 0.25)
            row.layer.cornerRadius = 10
            view.addSubview(row)
        }
    }
}

/// The page's demo, sized like an iPhone 15.
@available(iOS 14.0, *)
@MainActor func makeDetentsDemo() -> DetentsDemoViewController {
    let demo = DetentsDemoViewController()
    demo.preferredContentSize = CGSize(width: 393, height: 852)
    return demo
}
#endif

//: Playground only: SwiftPM compiles this file as part of a test target, where these top-level statements are not
//: allowed, so they are fenced off there (`SWIFT_PACKAGE`; `compiler(>=6)` makes SwiftPM skip them unparsed).
#if canImport(PlaygroundSupport) && !SWIFT_PACKAGE && compiler(>=6)
import PlaygroundSupport

// The demos use UIAction (iOS 14); the package's deployment target is iOS 13.
if #available(iOS 14.0, *) {
    let detentsDemo = makeDetentsDemo()
    detentsDemo.showsSheetOnAppear = true
    PlaygroundPage.current.liveView = detentsDemo
}
#endif
//: [Next: the join sheet](@next)
