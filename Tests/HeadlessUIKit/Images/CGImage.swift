#if os(Linux)
import Foundation

/// A bitmap image's description, standing in for Core Graphics' `CGImage` (Linux has none).
///
/// HeadlessUIKit rasterizes nothing: a `CGImage` carries its pixel dimensions and the 8-bit RGBA layout
/// Core Graphics uses for UIKit's bitmaps (`bitsPerComponent` 8, `bitsPerPixel` 32, `bytesPerRow`
/// `4 × width`), never pixels. Equality compares the dimensions.
public final class CGImage: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// Width in pixels (never negative).
    public let width: Int
    /// Height in pixels (never negative).
    public let height: Int

    /// Linux-only: an image description of `width` × `height` pixels (negative values count as 0).
    public init(headlessWidth width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// Bits per color component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: 32 (RGBA).
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row: `4 × width`.
    public var bytesPerRow: Int { 4 * width }

    /// The part of the image inside `rect` (pixel coordinates, clipped to the image), or `nil` when the
    /// intersection is empty, as Core Graphics' `cropping(to:)` answers.
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let clipped = rect.standardized.integral.intersection(bounds)
        guard !clipped.isNull, clipped.width > 0, clipped.height > 0 else { return nil }
        return CGImage(headlessWidth: Int(clipped.width), height: Int(clipped.height))
    }

    /// Equal when the dimensions are equal.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
    }

    /// Hashes the dimensions.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
    }

    /// `CGImage(w × h)`.
    public var description: String { "CGImage(\(width) × \(height))" }
}
#endif
