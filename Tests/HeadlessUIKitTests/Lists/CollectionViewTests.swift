#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// A custom layout as apps write them: a single row of 80 pt squares, computed in `prepare()`, with
/// paging-like snapping in `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
@MainActor final class StripLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []
    private(set) var prepareCount = 0
    private(set) var queriedRects: [CGRect] = []
    let side: CGFloat = 80

    override func prepare() {
        super.prepare()
        prepareCount += 1
        cache = []
        guard let collectionView else { return }
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: CGFloat(item) * side, y: 0, width: side, height: side)
            cache.append(attributes)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: CGFloat(cache.count) * side, height: side)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        queriedRects.append(rect)
        return cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        CGPoint(x: (proposedContentOffset.x / side).rounded() * side, y: proposedContentOffset.y)
    }
}

@MainActor
@Suite("UICollectionView with custom and flow layouts", .headlessHygiene)
struct CollectionViewTests {
    @Test("a custom layout: prepare, content size, only intersecting items become cells, reuse while scrolling")
    func customLayout() {
        let layout = StripLayout()
        let scene = CollectionScene(items: [200], layout: layout, size: CGSize(width: 390, height: 80))
        let collection = scene.collectionView
        #expect(layout.collectionView === collection)
        #expect(layout.prepareCount == 1)
        #expect(collection.contentSize == CGSize(width: 16_000, height: 80))
        // 390 / 80 = 4.9: items 0…4.
        #expect(collection.indexPathsForVisibleItems == (0...4).map { IndexPath(item: $0, section: 0) })
        #expect(layout.queriedRects.last == collection.bounds)
        #expect(
            collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 240, y: 0, width: 80, height: 80))
        for step in 1...100 {
            collection.contentOffset = CGPoint(x: CGFloat(step) * 37, y: 0)
            collection.layoutIfNeeded()
        }
        let first = 46  // ⌊3700 / 80⌋
        let last = 51  // ⌈(3700 + 390) / 80⌉ − 1
        #expect(collection.indexPathsForVisibleItems == (first...last).map { IndexPath(item: $0, section: 0) })
        #expect(scene.source.createdCells.count <= 7)
        #expect(layout.prepareCount == 1)  // scrolling does not invalidate a layout that did not ask
        #expect(collection.indexPathForItem(at: CGPoint(x: 3700 + 10, y: 40)) == IndexPath(item: 46, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 10, y: 90)) == nil)
    }

    @Test("a drag's resting offset comes from the layout's targetContentOffset, before the delegate")
    func layoutChoosesTarget() {
        let layout = StripLayout()
        let scene = CollectionScene(items: [200], layout: layout, size: CGSize(width: 390, height: 80))
        let drag = scene.window.beginSimulatedDrag(at: CGPoint(x: 300, y: 40))
        drag.move(by: CGPoint(x: -150, y: 0), duration: 0.2, steps: 12)
        drag.fling(velocity: CGPoint(x: -900, y: 0))
        HeadlessClock.main.runUntilIdle()
        let x = scene.collectionView.contentOffset.x
        #expect(x > 150)
        #expect(x.truncatingRemainder(dividingBy: 80) == 0)
    }

    @Test(
        "a tap selects through the delegate; selectItem does not call it; a second tap in multiple selection deselects")
    func selection() {
        let scene = CollectionScene(items: [20], layout: makeGridLayout())
        scene.window.simulateTap(at: CGPoint(x: 160, y: 60))
        #expect(scene.source.calls == ["didHighlight 1", "didUnhighlight 1", "didSelect 1"])
        #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        scene.collectionView.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        #expect(scene.source.calls.count == 3)
        #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        scene.collectionView.allowsMultipleSelection = true
        scene.window.simulateTap(at: CGPoint(x: 60, y: 60))
        scene.window.simulateTap(at: CGPoint(x: 60, y: 60))
        #expect(scene.source.calls.suffix(1) == ["didDeselect 0"])
        #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        scene.collectionView.deselectItem(at: IndexPath(item: 4, section: 0), animated: false)
        #expect(scene.collectionView.indexPathsForSelectedItems == [])
    }

    @Test("scrollToItem and batch updates")
    func scrollAndUpdates() {
        let scene = CollectionScene(items: [60], layout: makeGridLayout())
        let collection = scene.collectionView
        // Item 30 is on line 10: y = 16 + 10·110 = 1116.
        collection.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: false)
        #expect(collection.contentOffset.y == 1116)
        collection.scrollToItem(at: IndexPath(item: 30, section: 0), at: .centeredVertically, animated: false)
        #expect(collection.contentOffset.y == CGFloat(1166 - 422))
        let cell = collection.cellForItem(at: IndexPath(item: 30, section: 0))
        var completed = false
        collection.performBatchUpdates({
            scene.source.itemCounts = [63]
            collection.insertItems(at: [0, 1, 2].map { IndexPath(item: $0, section: 0) })
        }) { completed = $0 }
        #expect(collection.numberOfItems(inSection: 0) == 63)
        #expect(collection.cellForItem(at: IndexPath(item: 33, section: 0)) === cell)
        #expect(collection.contentSize.height == 2332)  // 16 + 21·100 + 20·10 + 16
        HeadlessClock.main.advance(by: 0)
        #expect(completed)
    }

    @Test("self-sizing: estimatedItemSize asks cells, which answer from their Auto Layout content")
    func selfSizing() {
        final class Sized: UICollectionViewCell {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let box = UIView()
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: contentView.topAnchor),
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    box.widthAnchor.constraint(equalToConstant: 120),
                    box.heightAnchor.constraint(equalToConstant: 70),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        let layout = makeGridLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        let window = InputTestSupport.makeWindow(width: 390, height: 844)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let source = RecordingCollectionSource(itemCounts: [2])
        collection.register(Sized.self, forCellWithReuseIdentifier: source.identifier)
        collection.dataSource = source
        window.addSubview(collection)
        window.layoutIfNeeded()
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size
                == CGSize(width: 120, height: 70))
        #expect(
            collection.cellForItem(at: IndexPath(item: 1, section: 0))?.bounds.size == CGSize(width: 120, height: 70))
    }

    @Test("UICollectionViewController: view, data source, delegate, selection cleared on appearance")
    func controller() {
        final class Grid: UICollectionViewController {
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
            {
                12
            }
            override func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            ) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
            }
        }
        let window = InputTestSupport.makeWindow(width: 390, height: 844)
        let layout = makeGridLayout()
        let controller = Grid(collectionViewLayout: layout)
        window.rootViewController = controller
        HeadlessClock.main.runUntilIdle()
        #expect(controller.view === controller.collectionView)
        #expect(controller.collectionViewLayout === layout)
        #expect(controller.collectionView.dataSource === controller)
        #expect(controller.collectionView.visibleCells.count == 12)
        controller.collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        controller.viewWillAppear(false)
        #expect(controller.collectionView.indexPathsForSelectedItems == [])
    }

    @Test("no leaks: collection view, layout and cells go away; the layout's back reference is weak")
    func noLeaks() {
        weak var weakCollection: UICollectionView?
        weak var weakLayout: UICollectionViewLayout?
        weak var weakCell: UICollectionViewCell?
        do {
            let scene = CollectionScene(items: [10], layout: makeGridLayout())
            weakCollection = scene.collectionView
            weakLayout = scene.collectionView.collectionViewLayout
            weakCell = scene.collectionView.visibleCells.first
            scene.collectionView.removeFromSuperview()
        }
        HeadlessClock.main.runUntilIdle()
        #expect(weakCollection == nil)
        #expect(weakLayout == nil)
        #expect(weakCell == nil)
    }

    @Test("bad input: nil data source, out-of-range paths, unregistered identifiers, inconsistent updates")
    func badInput() {
        HeadlessDiagnostics.resetWarnings()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: makeGridLayout())
        collection.layoutIfNeeded()
        #expect(collection.numberOfSections == 1)
        #expect(collection.numberOfItems(inSection: 0) == 0)
        #expect(collection.visibleCells.isEmpty)
        let source = RecordingCollectionSource(itemCounts: [4])
        collection.dataSource = source
        for path in [IndexPath(item: 4, section: 0), IndexPath(item: 0, section: 1), IndexPath(index: 0)] {
            #expect(collection.layoutAttributesForItem(at: path) == nil)
            #expect(collection.cellForItem(at: path) == nil)
            collection.scrollToItem(at: path, at: .top, animated: false)
            collection.selectItem(at: path, animated: false, scrollPosition: .top)
        }
        #expect(collection.contentOffset == .zero)
        // The source dequeues "item", which is not registered here: UIKit raises; a warning and a fresh cell.
        #expect(collection.visibleCells.count == 4)
        #expect(HeadlessDiagnostics.warnings.filter { $0.contains("could not dequeue") }.count == 4)
        #expect(collection.visibleCells.allSatisfy { $0.reuseIdentifier == "item" })
        source.itemCounts = [2]
        collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(
            HeadlessDiagnostics.warnings.contains {
                $0.contains("Invalid update: invalid number of items in section 0")
            })
        #expect(collection.numberOfItems(inSection: 0) == 2)
        #expect(collection.indexPathForItem(at: CGPoint(x: CGFloat.nan, y: 0)) == nil)
        _ = UICollectionView(frame: .zero)
        #expect(HeadlessDiagnostics.warnings.last?.contains("non-nil layout") == true)
    }
}
#endif
