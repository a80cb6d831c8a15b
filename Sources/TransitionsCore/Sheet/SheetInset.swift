import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a sheet sits at partial heights: choose iOS 26's inset look or the edge-attached sheet of earlier releases
/// with `SheetConfiguration.appearance` (`sheetAppearance(_:)` in SwiftUI).
public enum SheetAppearance: Hashable, Sendable {
    /// Attached to the screen's bottom and side edges at every height, top corners rounded: the look of iOS 13–18
    /// sheets. The default.
    case edgeAttached
    /// iOS 26's design: partial-height sheets float inset from the screen's sides and bottom with 38 pt top corners
    /// and bottom corners nesting in the display's, and become edge-attached at the largest detent, morphing
    /// continuously as the sheet moves between the two; floating sheets get 32 pt corners (its numbers:
    /// ``SheetInsetStyle``).
    case inset
}

/// The numbers of the inset appearance: iOS 26's by default (DEVICE-FACTS.md, "The sheet, as UIKit's code defines
/// it", "iOS 26": partial-height inset and corners, read by a third party from UIKit's 26.1 code).
///
/// UIKit scales the full-width sheet uniformly by 1 − 16/W at and below the detent under the largest, so it stands
/// `margin` (8 pt) in from the sides and the bottom there and 0 at the largest detent. Its top corners are 38 pt; its
/// bottom corners nest in the display's: max(display corner − 14·v, 20), v the inset fraction (0 at the largest
/// detent, 1 when fully inset). An iOS 26 floating sheet (regular width) has 32 pt corners.
public struct SheetInsetStyle: Hashable, Sendable {
    /// Gap between the fully inset sheet and the screen's side and bottom edges, in points: half of UIKit's 16 pt
    /// shrink of the full width. Default 8.
    public var margin: CGFloat
    /// The sheet's top corner radius at every height, in points. Default 38 (iOS 26).
    public var topCornerRadius: CGFloat
    /// The display's corner radius, in points, that the bottom corners nest in. Default `nil`: the display's own,
    /// looked up by the container's size in points among current iPhones (a full-screen container is the screen);
    /// an unlisted size (iPad, split view, home-button iPhone) counts as square-cornered, giving the 20 pt floor.
    public var displayCornerRadius: CGFloat?

    /// The system values (see the type's discussion).
    public static let system = SheetInsetStyle()

    /// Creates a style; defaults are iOS 26's values. Non-finite or negative values count as 0.
    public init(
        margin: CGFloat = SheetDeviceMetrics.insetShrinkPoints / 2,
        topCornerRadius: CGFloat = SheetDeviceMetrics.insetTopCornerRadius, displayCornerRadius: CGFloat? = nil
    ) {
        self.margin = margin
        self.topCornerRadius = topCornerRadius
        self.displayCornerRadius = displayCornerRadius
    }
}

extension SheetInsetStyle {
    /// Hashes every stored property.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(margin)
        hasher.combine(topCornerRadius)
        hasher.combine(displayCornerRadius)
    }
}

/// The inset appearance as a continuous function of the sheet's height: fully inset at and below the detent under
/// the largest (or hidden, with a single detent), edge-attached at the largest, linear between, so the sheet
/// morphs frame by frame while dragged or settling. The top edge never moves: detent heights keep their meaning;
/// the sheet comes in from the sides and lifts its bottom off the screen's edge. Pure arithmetic, allocation-free.
package struct SheetInset: Hashable, Sendable {
    /// Height at and below which the sheet is fully inset, in points (detent space).
    public let startHeight: Double
    /// Height at and above which it is edge-attached (the largest detent).
    public let fullHeight: Double
    /// Whether the sheet is ever inset (the ``SheetAppearance/inset`` appearance in an edge-attached layout).
    public let isEnabled: Bool
    /// The values.
    public let style: SheetInsetStyle
    /// The edge-attached corner radius (`SheetLayout.cornerRadius`).
    public let attachedCornerRadius: CGFloat
    /// The display corner the bottom corners nest in, in points: the style's, else the device's by the container's
    /// size (`ZoomDeviceLook.displayCornerRadius(screenSize:)`); 0 for an unlisted size.
    public let displayCornerRadius: CGFloat
    /// The full width the inset scales down from, in points (`SheetLayout.sheetWidth`).
    public let fullWidth: CGFloat
    /// Whether the appearance is ``SheetAppearance/inset`` on a floating layout, whose corners are then iOS 26's
    /// 32 pt (``floatingCornerRadius``).
    public let isFloatingInset: Bool

    /// Precomputes the morph for a layout and its detents.
    /// - Parameters:
    ///   - appearance: ``SheetAppearance/edgeAttached`` disables the inset.
    ///   - layout: The sheet's layout; only `SheetLayoutMode.edgeAttached` layouts are inset (a floating sheet
    ///     is inset already, a full-height one never).
    ///   - detents: The resolved detents (ascending).
    ///   - style: The values. Default ``SheetInsetStyle/system``.
    public init(
        appearance: SheetAppearance, layout: SheetLayout, detents: DetentResolution, style: SheetInsetStyle = .system
    ) {
        let list = detents.detents
        let largest = list.isEmpty ? 0 : Double(list[list.count - 1].height)
        let below = list.count >= 2 ? Double(list[list.count - 2].height) : Double(layout.hiddenHeight)
        startHeight = min(below, largest)
        fullHeight = largest
        isEnabled = appearance == .inset && layout.mode == .edgeAttached && !list.isEmpty
        self.style = style
        attachedCornerRadius = layout.cornerRadius
        displayCornerRadius =
            style.displayCornerRadius.map(Self.sane)
            ?? ZoomDeviceLook.displayCornerRadius(screenSize: layout.containerSize)
        fullWidth = layout.sheetWidth
        isFloatingInset = appearance == .inset && layout.mode == .floating
    }

    /// An iOS 26 floating or form sheet's corner radius, 32 pt (DEVICE-FACTS.md, "iOS 26", corners).
    public static var floatingCornerRadius: CGFloat { SheetDeviceMetrics.insetFloatingCornerRadius }

    /// How inset the sheet is at `height`: 1 fully inset … 0 edge-attached; 0 when disabled; NaN counts as fully
    /// inset. Monotonic (non-increasing) in `height`.
    @inline(__always)
    public func insetFraction(atHeight height: Double) -> CGFloat {
        guard isEnabled else { return 0 }
        guard !height.isNaN else { return 1 }
        if height >= fullHeight { return 0 }
        let span = fullHeight - startHeight
        guard span > 0 else { return 1 }
        return CGFloat(min(max((fullHeight - height) / span, 0), 1))
    }

    /// UIKit's uniform scale of the full-width frame at `height`: 1 − shrink, shrink = insetFraction · 2·margin / W
    /// (iOS 26: lerp(1 − percentFullHeight, 0, 16/W)); 1 at the largest detent, when disabled, and for a width that
    /// is not positive.
    @inline(__always)
    public func scale(atHeight height: Double) -> CGFloat {
        guard fullWidth.isFinite, fullWidth > 0 else { return 1 }
        return 1 - 2 * margin(atHeight: height) / fullWidth
    }

    /// How far in the sheet stands from the sides and the bottom at `height`, in points: the gap UIKit's uniform scale
    /// leaves at each side, (1 − scale) · W / 2 = margin · insetFraction (8 pt fully inset, 0 at the largest detent,
    /// whatever the width); at most half the width, 0 for a width that is not positive.
    @inline(__always)
    public func margin(atHeight height: Double) -> CGFloat {
        guard fullWidth.isFinite, fullWidth > 0 else { return 0 }
        return min(Self.sane(style.margin) * insetFraction(atHeight: height), fullWidth / 2)
    }

    /// The sheet's frame at `height`, from its edge-attached `frame` (`SheetLayout.frame(forHeight:restingHeight:)`):
    /// the sides come in and the bottom lifts by ``margin(atHeight:)``; the top edge stays where the detent puts it
    /// (UIKit scales the whole sheet, so its top comes down by (1 − scale) · H − margin too; docs/sheets.md argues
    /// keeping detent heights).
    public func frame(_ frame: CGRect, atHeight height: Double) -> CGRect {
        let inset = margin(atHeight: height)
        guard inset > 0 else { return frame }
        return CGRect(
            x: frame.minX + inset, y: frame.minY, width: max(frame.width - 2 * inset, 0),
            height: max(frame.height - inset, 0))
    }

    /// A pinned footer's frame at `height`, from its edge-attached frame (`SheetLayout.footerFrame(height:sheetFrame:)`
    /// of the inset sheet frame): it ends where the lifted sheet ends, `margin · insetFraction` above the screen's
    /// bottom edge.
    public func footerFrame(_ frame: CGRect, atHeight height: Double) -> CGRect {
        let inset = margin(atHeight: height)
        guard inset > 0 else { return frame }
        return CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: max(frame.height - inset, 0))
    }

    /// The top corner radius at every height: the style's (38 pt, iOS 26); non-finite or negative counts as 0.
    public var topCornerRadius: CGFloat { Self.sane(style.topCornerRadius) }

    /// The bottom corner radius at `height`: max(display corner − 14·v, 20), v = ``insetFraction(atHeight:)``, so
    /// 48 pt fully inset on a 62 pt display (iPhone 17) and the display's own corner at the largest detent (where the
    /// bottom corners are not rounded: the display clips them). iOS 26's blend toward a capsule for very short sheets
    /// (v above 1) is not modelled.
    public func bottomCornerRadius(atHeight height: Double) -> CGFloat {
        let v = insetFraction(atHeight: height)
        return max(
            displayCornerRadius - SheetDeviceMetrics.insetBottomCornerStep * v, SheetDeviceMetrics.insetBottomCornerMinimum)
    }

    /// Whether the bottom corners are rounded at `height` (whenever the sheet is lifted off the bottom edge).
    public func roundsBottomCorners(atHeight height: Double) -> Bool {
        margin(atHeight: height) > 0
    }

    @inline(__always) static func sane(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }
}
