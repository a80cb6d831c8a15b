//: [Previous](@previous)
//: # Zoom from a grid of tiles
//: Tap a tile: it zooms open into a full-screen "photo" screen. Drag that screen down: it follows the finger and
//: shrinks, and on release flies back into its tile (or springs back if you did not pull far enough). The tile is
//: asked for again at dismissal, so scrolling the grid in between is fine. Touch the screen while it moves and it
//: stops under your finger; lift to let it go on, or drag to take it.
//:
//: A `ZoomTransition`, iOS 18's `.zoom(sourceViewProvider:)` on iOS 13 and later. The tiles are plain views, so
//: the page compiles everywhere; in an app the provider returns `collectionView.cellForItem(at:)?.contentView`.
//: Compiled and exercised on Linux by `Tests/PlaygroundTests`.
import Transitions

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// A scrolling grid of colored tiles, three per row; tapping one zooms it open.
@available(iOS 14.0, *)
final class ZoomGridDemoViewController: UIViewController {
    /// The scrolling grid.
    let grid = UIScrollView()
    /// The tiles, in order.
    private(set) var tiles: [UIButton] = []
    /// The hue of each tile: the detail screen shows the same color, standing in for a photo.
    static let colors: [UIColor] = (0..<24).map { index in
        let shade = CGFloat(index % 6) / 6
        return UIColor(red: 0.25 + 0.6 * shade, green: 0.45, blue: 0.95 - 0.6 * shade, alpha: 1)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        grid.frame = view.bounds
        grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(grid)
        let side: CGFloat = 125
        for (index, color) in Self.colors.enumerated() {
            let tile = UIButton(type: .custom)
            tile.frame = CGRect(
                x: 8 + CGFloat(index % 3) * (side + 4), y: 70 + CGFloat(index / 3) * (side + 4), width: side,
                height: side)
            tile.backgroundColor = color
            tile.layer.cornerRadius = 8
            tile.addAction(UIAction { [weak self] _ in self?.openTile(at: index) }, for: .touchUpInside)
            grid.addSubview(tile)
            tiles.append(tile)
        }
        grid.contentSize = CGSize(width: 393, height: 70 + CGFloat(Self.colors.count / 3) * (side + 4))
    }

    /// Zooms the tile at `index` open into a detail screen.
    func openTile(at index: Int) {
        let detail = PhotoViewController(color: Self.colors[index])
        // Asked now and again when the dismissal starts: return the tile as it is then.
        let zoom = ZoomTransition { [weak self] _ in self?.tiles[index] }
        zoom.options.destinationCornerRadius = 40
        // The square photo, not the whole screen, is what lands on the tile.
        zoom.options.alignmentRectProvider = { context in
            (context.zoomedViewController as? PhotoViewController)?.photo.frame
        }
        present(detail, using: zoom)
    }
}

/// The zoomed screen: a square "photo" at the top and a caption area below.
final class PhotoViewController: UIViewController {
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

/// The page's demo, sized like an iPhone 15.
@available(iOS 14.0, *)
@MainActor func makeZoomGridDemo() -> ZoomGridDemoViewController {
    let demo = ZoomGridDemoViewController()
    demo.preferredContentSize = CGSize(width: 393, height: 852)
    return demo
}
#endif

//: Playground only (fenced off when SwiftPM compiles this file for the tests).
#if canImport(PlaygroundSupport) && !SWIFT_PACKAGE && compiler(>=6)
import PlaygroundSupport

// The demos use UIAction (iOS 14); the package's deployment target is iOS 13.
if #available(iOS 14.0, *) {
    PlaygroundPage.current.liveView = makeZoomGridDemo()
}
#endif
//: [Next: zoom in a navigation stack](@next)
