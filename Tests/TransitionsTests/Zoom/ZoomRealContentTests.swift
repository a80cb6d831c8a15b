#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// The zoom as apps use it: a photo grid in a `UICollectionView` whose tapped cell zooms open into a detail
/// screen, which is dragged back into the cell.
@MainActor @Suite("Zoom from a collection view cell", .headlessHygiene)
struct ZoomRealContentTests {
    /// A grid of 90 square photos, three per line (129 pt, 3 pt apart), in the stage's root controller; a tap
    /// on a cell presents `detail` with a zoom whose source is that cell's content view, asked again whenever
    /// the zoom needs it (as the README's example does).
    @MainActor final class PhotoGrid: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        let stage: Stage
        let collection: UICollectionView
        let detail = RecordingViewController(name: "detail")
        private(set) var zoomedItem: IndexPath?
        /// The zoom view (the presentation controller's `presentedView`), captured when the zoom starts.
        private(set) var zoomView: UIView?

        init(stage: Stage) {
            self.stage = stage
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 129, height: 129)
            layout.minimumInteritemSpacing = 3
            layout.minimumLineSpacing = 3
            collection = UICollectionView(frame: stage.root.view.bounds, collectionViewLayout: layout)
            super.init()
            collection.contentInsetAdjustmentBehavior = .never
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
            collection.dataSource = self
            collection.delegate = self
            stage.root.view.addSubview(collection)
            stage.settle()
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 90 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
            cell.contentView.backgroundColor = .systemBlue
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            zoomedItem = indexPath
            let zoom = ZoomTransition { [unowned self] _ in
                self.collection.cellForItem(at: indexPath)?.contentView
            }
            stage.root.present(detail, using: zoom)
        }

        /// The on-screen frame of `item`'s cell (window coordinates), `nil` when it has no cell.
        func cellOnScreen(_ item: Int) -> CGRect? {
            collection.cellForItem(at: IndexPath(item: item, section: 0)).map { $0.convert($0.bounds, to: nil) }
        }

        /// Taps `item`'s cell and lets the zoom start (UIKit starts it on the next run-loop turn).
        func tap(_ item: Int) {
            guard let frame = cellOnScreen(item) else { return }
            stage.window.simulateTap(at: CGPoint(x: frame.midX, y: frame.midY))
            stage.advance(0)
            zoomView = detail.zoomPresentationController?.presentedView
        }

        /// The zoom view's frame on screen, mid-animation included.
        var zoomFrame: CGRect {
            guard let zoomView else { return .null }
            return zoomView.layer.presentation()?.frame ?? zoomView.frame
        }

        /// Drags the detail screen down by `distance` from its middle and lets go.
        func dragDown(_ distance: CGFloat) {
            let drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: 430))
            drag.move(by: CGPoint(x: 10, y: distance), duration: 0.4, steps: 24)
            drag.end()
        }
    }

    @Test("A tapped cell grows into the detail screen, hidden meanwhile; a drag down lands the screen back on it")
    func tapZoomsOpenAndDragLandsBack() throws {
        let stage = Stage()
        let grid = PhotoGrid(stage: stage)
        let cell = try #require(grid.cellOnScreen(4))
        grid.tap(4)
        #expect(grid.zoomedItem == IndexPath(item: 4, section: 0))
        expectApproximately(grid.zoomFrame, cell, tolerance: 0.01, "the first frame is the cell")
        #expect(grid.collection.cellForItem(at: IndexPath(item: 4, section: 0))?.contentView.isHidden == true)
        stage.settle()
        #expect(stage.root.presentedViewController === grid.detail)
        #expect(grid.zoomFrame == stage.window.bounds)
        #expect(grid.collection.cellForItem(at: IndexPath(item: 4, section: 0))?.contentView.isHidden == false)

        grid.dragDown(260)
        stage.settle()
        #expect(stage.root.presentedViewController == nil)
        expectApproximately(grid.zoomFrame, cell, tolerance: 0.01, "lands on the cell")
        #expect(grid.zoomView?.superview == nil, "the zoom is removed")
        #expect(grid.collection.visibleCells.allSatisfy { !$0.contentView.isHidden })
    }

    @Test("The grid scrolled while the detail was up: the zoom lands on the cell where it is now")
    func landsOnScrolledCell() throws {
        let stage = Stage()
        let grid = PhotoGrid(stage: stage)
        grid.tap(10)
        stage.settle()
        grid.collection.contentOffset.y += 132
        grid.collection.layoutIfNeeded()
        let moved = try #require(grid.cellOnScreen(10))
        grid.dragDown(260)
        stage.settle()
        #expect(stage.root.presentedViewController == nil)
        expectApproximately(grid.zoomFrame, moved, tolerance: 0.01)
    }

    @Test("The cell scrolled away and its view was reused: the screen shrinks toward the center, no cell is hidden")
    func reusedCellFallsBack() {
        let stage = Stage()
        let grid = PhotoGrid(stage: stage)
        grid.tap(1)
        stage.settle()
        grid.collection.contentOffset.y += 1200
        grid.collection.layoutIfNeeded()
        #expect(grid.cellOnScreen(1) == nil)
        grid.dragDown(260)
        stage.settle()
        #expect(stage.root.presentedViewController == nil)
        // UIKit's fallback source: 44 pt wide, the destination's shape, at the center.
        let fallback = CGRect(x: 196.5 - 22, y: 426 - 852.0 * 22 / 393, width: 44, height: 852.0 * 44 / 393)
        expectApproximately(grid.zoomFrame, fallback, tolerance: 0.01)
        #expect(grid.collection.visibleCells.allSatisfy { !$0.contentView.isHidden })
    }
}
#endif
