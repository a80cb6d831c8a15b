//: [Previous](@previous)
//: # Zoom in a navigation stack
//: Tap a tile: its photo is pushed, zooming open from the tile. Drag the photo down anywhere: it follows the
//: finger, shrinks, and on release pops by flying back into the tile (or springs back if you did not pull far
//: enough). The back button and the edge swipe go back too (the edge swipe with the standard slide).
//:
//: Touch the photo while it zooms — opening, springing back or flying home — and it stops under your finger;
//: lift to let it go on, or drag to take it (as iOS 18's zoom). It is the same engine as the modal zoom: every
//: option (a tracked list in the photo screen included) works the same pushed or presented. Throw the whole
//: navigation controller away at any moment and its transitions go with it.
//:
//: One line does it: `navigationController?.pushViewController(detail, using: zoom)`. Your navigation
//: controller keeps its own delegate. Compiled and exercised on Linux by `Tests/PlaygroundTests`.
import Transitions

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// A grid of colored tiles, three per row; tapping one pushes its photo with a zoom.
@available(iOS 14.0, *)
final class ZoomPushGridViewController: UIViewController {
    /// The tiles, in order.
    private(set) var tiles: [UIButton] = []
    /// The color of each tile: the pushed screen shows the same color, standing in for a photo.
    static let colors: [UIColor] = (0..<18).map { index in
        let shade = CGFloat(index % 6) / 6
        return UIColor(red: 0.95 - 0.6 * shade, green: 0.5, blue: 0.3 + 0.6 * shade, alpha: 1)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.backgroundColor = .white
        let side: CGFloat = 125
        for (index, color) in Self.colors.enumerated() {
            let tile = UIButton(type: .custom)
            tile.frame = CGRect(
                x: 8 + CGFloat(index % 3) * (side + 4), y: 110 + CGFloat(index / 3) * (side + 4), width: side,
                height: side)
            tile.backgroundColor = color
            tile.layer.cornerRadius = 8
            tile.addAction(UIAction { [weak self] _ in self?.openTile(at: index) }, for: .touchUpInside)
            view.addSubview(tile)
            tiles.append(tile)
        }
    }

    /// Pushes the photo of the tile at `index`, zooming from the tile.
    func openTile(at index: Int) {
        let detail = ZoomPushPhotoViewController(color: Self.colors[index])
        // Asked at the push and again at the pop: return the tile as it is then.
        let zoom = ZoomTransition { [weak self] _ in self?.tiles[index] }
        // The square photo, not the whole screen, lands on the tile.
        zoom.options.alignmentRectProvider = { context in
            (context.zoomedViewController as? ZoomPushPhotoViewController)?.photo.frame
        }
        navigationController?.pushViewController(detail, using: zoom)
    }
}

/// The pushed screen: a square "photo" below the navigation bar.
final class ZoomPushPhotoViewController: UIViewController {
    /// The photo, standing in for an image view.
    let photo = UIView()
    private let color: UIColor

    /// Creates the screen for a tile's color.
    init(color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        photo.backgroundColor = color
        view.addSubview(photo)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        photo.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: view.bounds.width)
    }
}

/// The page's demo: the grid in a navigation controller, sized like an iPhone 15.
@available(iOS 14.0, *)
@MainActor func makeZoomPushDemo() -> UINavigationController {
    let navigation = UINavigationController(rootViewController: ZoomPushGridViewController())
    navigation.preferredContentSize = CGSize(width: 393, height: 852)
    return navigation
}
#endif

//: Playground only (fenced off when SwiftPM compiles this file for the tests).
#if canImport(PlaygroundSupport) && !SWIFT_PACKAGE && compiler(>=6)
import PlaygroundSupport

// The demos use UIAction (iOS 14); the package's deployment target is iOS 13.
if #available(iOS 14.0, *) {
    PlaygroundPage.current.liveView = makeZoomPushDemo()
}
#endif
//: [Next: a custom transition](@next)
