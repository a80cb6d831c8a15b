#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// Known answers for `UICollectionViewFlowLayout` (Apple's flow rules: lines fill while items fit with the
/// minimum interitem spacing, the leftover is shared between the gaps; lines are `minimumLineSpacing`
/// apart; the last line keeps the grid).
@MainActor
@Suite("UICollectionViewFlowLayout known answers", .headlessHygiene)
struct CollectionFlowLayoutTests {
    @Test("390 pt wide, 100 × 100 items, 10 pt spacing, 16 pt insets: three per line at x 16, 145, 274")
    func verticalGrid() {
        // Available width 390 − 2·16 = 358; four items need 4·100 + 3·10 = 430 > 358, three need 320.
        // Leftover 358 − 300 = 58 over two gaps: 29 pt each → x = 16, 16 + 100 + 29 = 145, 274.
        let scene = CollectionScene(items: [7], layout: makeGridLayout())
        #expect(scene.frame(0) == CGRect(x: 16, y: 16, width: 100, height: 100))
        #expect(scene.frame(1) == CGRect(x: 145, y: 16, width: 100, height: 100))
        #expect(scene.frame(2) == CGRect(x: 274, y: 16, width: 100, height: 100))
        #expect(scene.frame(3) == CGRect(x: 16, y: 126, width: 100, height: 100))
        // The last line (one item) stays on the grid.
        #expect(scene.frame(6) == CGRect(x: 16, y: 236, width: 100, height: 100))
        // 16 + 3·100 + 2·10 + 16.
        #expect(scene.collectionView.contentSize == CGSize(width: 390, height: 352))
        #expect(scene.collectionView.collectionViewLayout.collectionViewContentSize == CGSize(width: 390, height: 352))
        #expect(scene.frame(7) == nil)
    }

    @Test("a header and a second section: 50 pt header, insets per section")
    func headersAndSections() {
        let layout = makeGridLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 50)
        let scene = CollectionScene(items: [3, 2], layout: layout)
        // Section 0: header 0…50, items at 66, section ends at 50 + 16 + 100 + 16 = 182.
        #expect(scene.frame(0) == CGRect(x: 16, y: 66, width: 100, height: 100))
        let header1 = scene.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header1?.frame == CGRect(x: 0, y: 182, width: 390, height: 50))
        // Section 1's only line is its last: two items stay on the three-column grid.
        #expect(scene.frame(0, section: 1) == CGRect(x: 16, y: 248, width: 100, height: 100))
        #expect(scene.frame(1, section: 1) == CGRect(x: 145, y: 248, width: 100, height: 100))
        #expect(scene.collectionView.contentSize.height == 364)
        scene.collectionView.layoutIfNeeded()
        #expect(
            scene.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2
        )
    }

    @Test("an item too wide for two per line is centred in its line; mixed sizes: the last line is left-aligned")
    func centredAndLeftAligned() {
        final class Sizes: RecordingCollectionSource, UICollectionViewDelegateFlowLayout {
            var sizes: [CGSize] = []
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                sizeForItemAt indexPath: IndexPath
            ) -> CGSize { sizes[indexPath.item] }
        }
        let layout = makeGridLayout()
        let scene = CollectionScene(items: [4], layout: layout)
        let source = Sizes(itemCounts: [4])
        source.sizes = [
            CGSize(width: 200, height: 100), CGSize(width: 200, height: 40), CGSize(width: 60, height: 60),
            CGSize(width: 50, height: 50),
        ]
        scene.collectionView.dataSource = source
        scene.collectionView.delegate = source
        scene.collectionView.layoutIfNeeded()
        // Line 1: item 0 alone (200 + 10 + 200 > 358): centred, x = 16 + (358 − 200)/2 = 95.
        #expect(scene.frame(0) == CGRect(x: 95, y: 16, width: 200, height: 100))
        // Line 2 (last): 200, 60, 50 fit (330 ≤ 358); sizes differ, so left-aligned at 10 pt; items are
        // centred across the 60 pt line.
        #expect(scene.frame(1) == CGRect(x: 16, y: 126 + 10, width: 200, height: 40))
        #expect(scene.frame(2) == CGRect(x: 226, y: 126, width: 60, height: 60))
        #expect(scene.frame(3) == CGRect(x: 296, y: 131, width: 50, height: 50))
        #expect(scene.collectionView.contentSize.height == CGFloat(16 + 100 + 10 + 60 + 16))
    }

    @Test("horizontal scrolling: columns of one item, centred across a 200 pt tall view")
    func horizontal() {
        let layout = makeGridLayout()
        layout.scrollDirection = .horizontal
        let scene = CollectionScene(items: [5], layout: layout, size: CGSize(width: 390, height: 200))
        // Available height 200 − 32 = 168: one 100 pt item per column, centred: y = 16 + 34 = 50.
        #expect(scene.frame(0) == CGRect(x: 16, y: 50, width: 100, height: 100))
        #expect(scene.frame(1) == CGRect(x: 126, y: 50, width: 100, height: 100))
        #expect(scene.collectionView.contentSize == CGSize(width: 572, height: 200))  // 16 + 5·100 + 4·10 + 16
    }

    @Test("bad values: negative and NaN sizes and spacings count as 0; no items, no lines")
    func badValues() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: -10, height: CGFloat.nan)
        layout.minimumInteritemSpacing = -.infinity
        layout.sectionInset = UIEdgeInsets(top: .nan, left: -4, bottom: 0, right: 0)
        let scene = CollectionScene(items: [3, 0], layout: layout)
        #expect(scene.frame(0)?.size == .zero)
        #expect(scene.collectionView.contentSize.height == 0)
        #expect(scene.collectionView.visibleCells.isEmpty)
        #expect(scene.frame(0, section: 1) == nil)
    }
}
#endif
