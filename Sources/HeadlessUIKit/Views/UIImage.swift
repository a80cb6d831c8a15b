#if os(Linux)
import Foundation

/// An image (UIKit's `UIImage`), minimal: HeadlessUIKit draws nothing, so an image is a size and a scale.
///
/// Linux has no asset catalogs: `init?(named:)` finds nothing and answers `nil`. SF Symbols exist on every
/// iOS 13+ device, so `init?(systemName:)` answers an image (zero-sized: symbols are not rendered here).
open class UIImage: NSObject, @unchecked Sendable {
    let sizeStorage: CGSize
    let scaleStorage: CGFloat

    /// An empty image (zero size, scale 1).
    public override init() {
        sizeStorage = .zero
        scaleStorage = 1
        super.init()
    }

    init(size: CGSize, scale: CGFloat) {
        sizeStorage = size
        scaleStorage = scale
        super.init()
    }

    /// The asset named `name`: always `nil` (no asset catalogs on Linux).
    public convenience init?(named name: String) {
        return nil
    }

    /// The system symbol named `systemName`: an empty image at scale 1; `nil` for an empty name (iOS 13+).
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(size: .zero, scale: 1)
    }

    /// The size in points.
    open var size: CGSize { sizeStorage }

    /// Points-to-pixels scale.
    open var scale: CGFloat { scaleStorage }
}
#endif
