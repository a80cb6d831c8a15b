//: [Previous: SwiftUI](@previous)
//: [Next: panels that are part of a screen](@next)
//: # A sheet that grows out of its toolbar button
//: Tap **New** in the navigation bar: a sheet grows out of the button to its medium detent (iOS 26's inset look),
//: and the button hides while the sheet covers it. Drag the sheet between medium and large: it is a sheet like any
//: other. Pull it down, or tap **Done**: it closes back into the button, wherever the button is then.
//:
//: One line does it: `configuration.zoomSource = .barButtonItem { … }` (or `.view { … }` for any view). On every
//: iOS from 13, not only iOS 26. Compiled and exercised on Linux by `Tests/PlaygroundTests`.
import Transitions

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// A list screen with a **New** button in its navigation bar that opens a compose sheet out of itself.
@available(iOS 14.0, *)
final class NotesViewController: UIViewController {
    /// The **New** button the sheet grows out of.
    private(set) lazy var addItem = UIBarButtonItem(
        title: "New", image: nil, primaryAction: UIAction { [weak self] _ in self?.compose() })

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        view.backgroundColor = .white
        navigationItem.rightBarButtonItem = addItem
    }

    /// Opens the compose sheet, growing out of the **New** button and closing back into it.
    func compose() {
        var configuration = SheetConfiguration()
        configuration.detents = [.medium(), .large()]
        configuration.appearance = .inset
        configuration.prefersGrabberVisible = true
        // Asked when the sheet opens and again when it closes.
        configuration.zoomSource = .barButtonItem { [weak self] _ in self?.addItem }
        present(ComposeViewController(), using: SheetTransition(configuration: configuration))
    }
}

/// The compose sheet: a text area and a Done button that closes it.
@available(iOS 14.0, *)
final class ComposeViewController: UIViewController {
    /// Closes the sheet (back into the button).
    let doneButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.97, alpha: 1)
        doneButton.setTitle("Done", for: .normal)
        doneButton.frame = CGRect(x: 16, y: 20, width: 80, height: 44)
        doneButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(doneButton)
    }
}

/// The page's demo: the notes screen in a navigation controller, sized like an iPhone 15.
@available(iOS 14.0, *)
@MainActor func makeSheetFromButtonDemo() -> UINavigationController {
    let navigation = UINavigationController(rootViewController: NotesViewController())
    navigation.preferredContentSize = CGSize(width: 393, height: 852)
    return navigation
}
#endif

//: Playground only (fenced off when SwiftPM compiles this file for the tests).
#if canImport(PlaygroundSupport) && !SWIFT_PACKAGE && compiler(>=6)
import PlaygroundSupport

// The demos use UIAction (iOS 14); the package's deployment target is iOS 13.
if #available(iOS 14.0, *) {
    PlaygroundPage.current.liveView = makeSheetFromButtonDemo()
}
#endif
