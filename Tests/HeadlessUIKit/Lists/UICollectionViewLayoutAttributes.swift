#if os(Linux)
import Foundation

/// Where and how one element of a collection view appears (UIKit's `UICollectionViewLayoutAttributes`,
/// iOS 6+).
///
/// `frame`, `center`, `size` and `bounds` describe the same geometry (setting one updates the others;
/// the transform is not folded into `frame`). `copy()` makes an instance of the same class — subclasses
/// with extra properties override `copy(with:)` and `isEqual(_:)`, as in UIKit.
@preconcurrency @MainActor open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    private var categoryStorage: UICollectionView.ElementCategory = .cell
    private var kindStorage: String?

    /// Blank attributes (index path `[0, 0]`, a cell).
    public override init() {
        indexPath = IndexPath(item: 0, section: 0)
        super.init()
    }

    /// Linux-only: how `copy(with:)` creates an instance of the receiver's class (UIKit's runtime does
    /// `[[self class] alloc]`); inherited by every subclass that provides or inherits `init()`.
    public required convenience init(headlessCopying: Void) {
        self.init()
    }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        categoryStorage = .supplementaryView
        kindStorage = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        categoryStorage = .decorationView
        kindStorage = decorationViewKind
    }

    /// The element's frame in the collection view's content; setting it sets `center` and `size`.
    open var frame: CGRect {
        get {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            let rect = newValue.standardized
            size = rect.size
            center = CGPoint(x: rect.midX, y: rect.midY)
        }
    }
    /// The element's centre, in content coordinates; default `.zero`.
    open var center: CGPoint = .zero
    /// The element's size; default `.zero`.
    open var size: CGSize = .zero
    /// The element's bounds: origin zero, `size` (iOS 7+).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// A 3D transform; default identity.
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// An affine transform (iOS 7+); default identity.
    open var transform: CGAffineTransform = .identity
    /// The element's opacity; default 1.
    open var alpha: CGFloat = 1
    /// Stacking order: higher is in front; default 0.
    open var zIndex: Int = 0
    /// Whether the element is hidden (no view is made for it); default `false`.
    open var isHidden: Bool = false
    /// The element's index path.
    open var indexPath: IndexPath
    /// Cell, supplementary or decoration.
    open var representedElementCategory: UICollectionView.ElementCategory { categoryStorage }
    /// The element kind; `nil` for cells.
    open var representedElementKind: String? { kindStorage }

    /// A copy of the same class with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init(headlessCopying: ())
        copy.categoryStorage = categoryStorage
        copy.kindStorage = kindStorage
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        return copy
    }

    /// Equal when every attribute matches (subclasses add theirs).
    /// (`NSObject.isEqual` is nonisolated; attributes are main-actor objects, so this assumes the main actor.)
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return MainActor.assumeIsolated {
            other.categoryStorage == categoryStorage && other.kindStorage == kindStorage
                && other.center == center && other.size == size && other.alpha == alpha && other.zIndex == zIndex
                && other.isHidden == isHidden && other.indexPath == indexPath && other.transform == transform
        }
    }
}
#endif
