#if os(Linux)
import Foundation

/// An immutable path (Core Graphics' `CGPath`), reduced to what HeadlessUIKit uses: its bounding box.
/// Nothing is drawn; a shadow path or a shape is stored, not rendered.
public final class CGPath: @unchecked Sendable {
    /// The smallest rectangle containing every point of the path (control points included); `.null` when
    /// empty.
    public let boundingBox: CGRect

    init(boundingBox: CGRect) {
        self.boundingBox = boundingBox
    }

    /// A rectangular path.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let box = transform.map { rect.applying($0.pointee) } ?? rect
        self.init(boundingBox: box.standardized)
    }

    /// A rounded-rectangle path (its bounding box is the rectangle's).
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init(rect: rect, transform: transform)
    }

    /// Whether the path has no points.
    public var isEmpty: Bool { boundingBox.isNull }
}
#endif
