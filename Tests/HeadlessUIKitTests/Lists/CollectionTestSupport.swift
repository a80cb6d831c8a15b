#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit

/// A collection data source and delegate that records what the collection view asks and tells.
@MainActor class RecordingCollectionSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var itemCounts: [Int]
    private(set) var calls: [String] = []
    private(set) var createdCells: Set<ObjectIdentifier> = []
    let identifier = "item"

    init(itemCounts: [Int]) {
        self.itemCounts = itemCounts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        createdCells.insert(ObjectIdentifier(cell))
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.item)")
    }
}

/// A collection view in a key window, fed by a `RecordingCollectionSource`.
@MainActor struct CollectionScene {
    let window: UIWindow
    let collectionView: UICollectionView
    let source: RecordingCollectionSource

    init(items: [Int], layout: UICollectionViewLayout, size: CGSize = CGSize(width: 390, height: 844)) {
        window = InputTestSupport.makeWindow(width: size.width, height: size.height)
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        source = RecordingCollectionSource(itemCounts: items)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: source.identifier)
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        collectionView.dataSource = source
        collectionView.delegate = source
        window.addSubview(collectionView)
        window.layoutIfNeeded()
    }

    func frame(_ item: Int, section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
}

/// A flow layout of 100 × 100 items, 10 pt spacing and 16 pt section insets.
@MainActor func makeGridLayout() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 10
    layout.minimumInteritemSpacing = 10
    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    return layout
}
#endif
