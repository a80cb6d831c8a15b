/// A coarse description of the space available along one axis, mirroring `UIUserInterfaceSizeClass`.
///
/// Sheets use it the way UIKit does: a compact horizontal size class gives an edge-attached sheet, a
/// regular one (iPad, large iPhones in landscape) a centered floating sheet.
package enum SizeClass: Hashable, Sendable {
    /// Not known yet (UIKit's `.unspecified`).
    case unspecified
    /// Constrained space, e.g. an iPhone's width in portrait.
    case compact
    /// Expansive space, e.g. an iPad's width.
    case regular
}
