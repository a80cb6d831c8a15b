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
    /// The current system style: partial-height sheets float inset from the screen's sides and bottom with large,
    /// display-concentric corners, and become edge-attached at the largest detent, morphing continuously as the
    /// sheet moves between the two (its numbers: ``SheetInsetStyle``).
    case inset
}

/// The numbers of the inset appearance: set `SheetConfiguration.insetStyle` to change the margin or the display
/// corner radius the inset sheet nests in.
///
/// Source: Apple's WWDC25 session 284, *Build a UIKit app with the new design*, describes the system sheet in
/// iOS 26: partial-height sheets are inset, their bottom edges pulled in to nest in the display's curved corners,
/// and a sheet moving to its full-height detent becomes anchored to the screen's edges. Apple gives no numbers;
/// the margin below is matched to that look (unconfirmed, listed in docs/sheets.md), and the corner radius follows
/// from it: a shape inset by `margin` inside a display corner of radius `R` is concentric with it at `R − margin`.
public struct SheetInsetStyle: Hashable, Sendable {
    /// Gap between the inset sheet and the screen's side and bottom edges, in points. Default 8.
    public var margin: CGFloat
    /// The display's corner radius, in points. Default 55 (an iPhone 15-class display; UIKit does not publish
    /// it). Sets the inset sheet's corner radius.
    public var displayCornerRadius: CGFloat

    /// The inset sheet's corner radius: `displayCornerRadius − margin`, concentric with the display; never
    /// negative.
    public var cornerRadius: CGFloat {
        let r = displayCornerRadius.isFinite ? displayCornerRadius : 0
        let m = margin.isFinite ? max(margin, 0) : 0
        return max(r - m, 0)
    }

    /// The system-like values (see the type's discussion).
    public static let system = SheetInsetStyle()

    /// Creates a style; defaults are the system-like values. Non-finite or negative values count as 0.
    public init(margin: CGFloat = 8, displayCornerRadius: CGFloat = 55) {
        self.margin = margin
        self.displayCornerRadius = displayCornerRadius
    }
}

extension SheetInsetStyle {
    /// Hashes every stored property.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(margin)
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
    }

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

    /// The sheet's frame at `height`, from its edge-attached `frame` (`SheetLayout.frame(forHeight:restingHeight:)`):
    /// the sides come in and the bottom lifts by `margin · insetFraction`; the top edge stays.
    public func frame(_ frame: CGRect, atHeight height: Double) -> CGRect {
        let inset = Self.sane(style.margin) * insetFraction(atHeight: height)
        guard inset > 0 else { return frame }
        return CGRect(
            x: frame.minX + inset, y: frame.minY, width: max(frame.width - 2 * inset, 0),
            height: max(frame.height - inset, 0))
    }

    /// A pinned footer's frame at `height`, from its edge-attached frame (`SheetLayout.footerFrame(height:sheetFrame:)`
    /// of the inset sheet frame): it ends where the lifted sheet ends, `margin · insetFraction` above the screen's
    /// bottom edge.
    public func footerFrame(_ frame: CGRect, atHeight height: Double) -> CGRect {
        let inset = Self.sane(style.margin) * insetFraction(atHeight: height)
        guard inset > 0 else { return frame }
        return CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: max(frame.height - inset, 0))
    }

    /// The corner radius at `height`: from the edge-attached radius to the inset style's, with the inset fraction.
    public func cornerRadius(atHeight height: Double) -> CGFloat {
        let f = insetFraction(atHeight: height)
        return attachedCornerRadius + (style.cornerRadius - attachedCornerRadius) * f
    }

    /// Whether the bottom corners are rounded at `height` (whenever the sheet is lifted off the bottom edge).
    public func roundsBottomCorners(atHeight height: Double) -> Bool {
        insetFraction(atHeight: height) > 0 && style.margin.isFinite && style.margin > 0
    }

    @inline(__always) static func sane(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }
}
