import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Shared arithmetic of the zoom models: sanitizing rects and interpolating them. Internal; every function
/// is total and allocation-free.
enum ZoomMath {
    /// The magnitude every coordinate and size is clamped to, pt. Far beyond any screen, small enough that
    /// sums and products of a few coordinates stay finite.
    static let coordinateLimit: CGFloat = 1e9

    /// `value` clamped into `±coordinateLimit`, or `nil` when it is NaN or infinite.
    static func finite(_ value: CGFloat) -> CGFloat? {
        guard value.isFinite else { return nil }
        return min(max(value, -coordinateLimit), coordinateLimit)
    }

    /// `value` if finite (clamped into `±coordinateLimit`), else `fallback`.
    static func finite(_ value: CGFloat, or fallback: CGFloat) -> CGFloat {
        finite(value) ?? fallback
    }

    /// The rect standardized (negative sizes flipped, as CoreGraphics' geometry functions read them) with
    /// its components clamped into `±coordinateLimit`; `nil` when any component is NaN or infinite.
    static func sanitizedRect(_ rect: CGRect) -> CGRect? {
        guard let x = finite(rect.origin.x), let y = finite(rect.origin.y),
            let width = finite(rect.size.width), let height = finite(rect.size.height)
        else { return nil }
        let minX = width < 0 ? x + width : x
        let minY = height < 0 ? y + height : y
        return CGRect(x: minX, y: minY, width: abs(width), height: abs(height))
    }

    /// The size with NaN, infinite and negative components replaced by 0 (and huge ones clamped).
    static func sanitizedSize(_ size: CGSize) -> CGSize {
        CGSize(width: max(finite(size.width, or: 0), 0), height: max(finite(size.height, or: 0), 0))
    }

    /// The point with NaN or infinite components replaced by those of `fallback` (huge ones clamped).
    static func sanitizedPoint(_ point: CGPoint, or fallback: CGPoint) -> CGPoint {
        CGPoint(x: finite(point.x, or: fallback.x), y: finite(point.y, or: fallback.y))
    }

    /// `a·(1 − t) + b·t`: exactly `a` at 0 and exactly `b` at 1.
    @inline(__always)
    static func lerp(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat {
        a * (1 - t) + b * t
    }

    /// `a·(1 − t) + b·t` in `Double`.
    @inline(__always)
    static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
        a * (1 - t) + b * t
    }

    /// Component-wise interpolation of origin and size.
    static func lerp(_ a: CGRect, _ b: CGRect, _ t: CGFloat) -> CGRect {
        CGRect(
            x: lerp(a.minX, b.minX, t), y: lerp(a.minY, b.minY, t),
            width: lerp(a.width, b.width, t), height: lerp(a.height, b.height, t))
    }

    /// `value` clamped into 0…1; NaN gives `nanValue`.
    @inline(__always)
    static func unit(_ value: Double, nan nanValue: Double) -> Double {
        value.isNaN ? nanValue : min(max(value, 0), 1)
    }

    /// A rect of `size` centered on `center`.
    static func rect(center: CGPoint, size: CGSize) -> CGRect {
        CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The image of `rect` under "scale by `factor` about `pivot`, then translate by `offset`".
    static func transform(_ rect: CGRect, scale factor: CGFloat, about pivot: CGPoint, offset: CGPoint) -> CGRect {
        CGRect(
            x: pivot.x + factor * (rect.minX - pivot.x) + offset.x,
            y: pivot.y + factor * (rect.minY - pivot.y) + offset.y,
            width: factor * rect.width, height: factor * rect.height)
    }

    /// A radius made usable on its own: NaN, infinite and negative become 0, huge values are clamped.
    static func radius(_ radius: CGFloat) -> CGFloat {
        guard radius.isFinite, radius > 0 else { return 0 }
        return min(radius, coordinateLimit)
    }

    /// A corner radius made usable: NaN, infinite and negative radii become 0, and no radius exceeds half of
    /// the shorter side of `rect` (what Core Animation would draw anyway).
    static func cornerRadius(_ radius: CGFloat, fitting rect: CGRect) -> CGFloat {
        min(self.radius(radius), max(min(rect.width, rect.height) / 2, 0))
    }
}
