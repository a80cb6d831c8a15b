#if os(Linux)
import Foundation

/// Linux-only: the asset catalog that `UIImage(named:)` reads (Linux has no asset catalogs or bundles of
/// images).
///
/// Register the names your code loads, with their size in points and scale; an unregistered name gives
/// `nil`, as UIKit does for a missing asset. Registrations are per bundle (`nil` means `Bundle.main`, as
/// in UIKit) and thread-safe, since `UIImage(named:)` may run on any thread.
///
/// ```swift
/// HeadlessImageCatalog.register(named: "chevron", size: CGSize(width: 12, height: 20))
/// UIImage(named: "chevron")?.size   // (12, 20), scale 3
/// ```
public enum HeadlessImageCatalog {
    struct Entry {
        let size: CGSize
        let scale: CGFloat
        let renderingMode: UIImage.RenderingMode
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [String: Entry] = [:]

    /// The scale of a registered image when none is given: 3, the simulated `UIScreen.main` scale.
    public static let defaultScale: CGFloat = 3

    /// Registers (or replaces) an image named `name`.
    ///
    /// - Parameters:
    ///   - name: the asset name `UIImage(named:)` is called with.
    ///   - size: the size in points; negative or non-finite components count as 0.
    ///   - scale: pixels per point (default 3); a trait collection's `displayScale` passed to
    ///     `UIImage(named:in:compatibleWith:)` picks that scale instead, as an asset catalog's 1x/2x/3x
    ///     variants do. Values ≤ 0 or non-finite count as the default.
    ///   - renderingMode: the asset's rendering mode ("Render As" in the catalog); default `.automatic`.
    ///   - bundle: the bundle holding the asset; `nil` (default) is `Bundle.main`.
    public static func register(
        named name: String, size: CGSize, scale: CGFloat = defaultScale,
        renderingMode: UIImage.RenderingMode = .automatic, in bundle: Bundle? = nil
    ) {
        let entry = Entry(
            size: CGSize(width: sanitized(size.width), height: sanitized(size.height)),
            scale: scale.isFinite && scale > 0 ? scale : defaultScale, renderingMode: renderingMode)
        lock.lock()
        entries[key(name, bundle)] = entry
        lock.unlock()
    }

    /// Removes the image named `name` from `bundle` (`nil`: the main bundle).
    public static func unregister(named name: String, in bundle: Bundle? = nil) {
        lock.lock()
        entries[key(name, bundle)] = nil
        lock.unlock()
    }

    /// Removes every registered image.
    public static func removeAll() {
        lock.lock()
        entries = [:]
        lock.unlock()
    }

    static func entry(named name: String, in bundle: Bundle?) -> Entry? {
        lock.lock()
        defer { lock.unlock() }
        return entries[key(name, bundle)]
    }

    private static func key(_ name: String, _ bundle: Bundle?) -> String {
        (bundle ?? .main).bundlePath + "\u{0}" + name
    }

    private static func sanitized(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(0, value) : 0
    }
}
#endif
