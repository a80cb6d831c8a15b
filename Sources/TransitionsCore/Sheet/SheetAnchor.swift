import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a floating sheet (regular width) sits relative to a source rect.
///
/// ``SheetSourcePlacement/centered`` is `UISheetPresentationController.sourceView`'s: "the sheet attempts to
/// visually center itself over this view", and with no source view UIKit "centers floating sheets vertically and
/// horizontally in the window" (the UIKit layer passes the container's bounds as the source then).
/// ``SheetSourcePlacement/beside`` is ours, a popover's placement: next to the source, below it when the
/// largest sheet fits there, else above when it fits there, else on the side with more room (then pushed on
/// screen); chosen once per layout from the sheet's *largest* height, so it never flips while the sheet is
/// dragged between detents, and per frame the sheet keeps its edge at the source and grows away from it.
///
/// Either way the sheet is centered horizontally on the source and kept inside the usable area: the safe area
/// (with the keyboard as its bottom when it is up) less ``margin`` — "the system only positions the sheet within
/// system-defined margins". Below its smallest detent the sheet slides off the bottom of the screen, reaching it
/// exactly when hidden. Pure arithmetic, allocation-free.
package struct SheetAnchor: Hashable, Sendable {
    /// Where the sheet is, relative to the source.
    package enum Side: Hashable, Sendable {
        /// Under the source, its top edge `gap` below the source's bottom.
        case below
        /// Over the source, its bottom edge `gap` above the source's top.
        case above
        /// Centered over the source, vertically and horizontally (UIKit's `sourceView` placement).
        case centered
    }

    /// The chosen side.
    public let side: Side
    /// The source rect in container coordinates (sanitized).
    public let sourceRect: CGRect
    /// The usable area: the container less its safe-area insets and ``margin``.
    public let bounds: CGRect
    /// The container's height, in points (where hidden sheets go).
    public let containerHeight: CGFloat
    /// Distance kept from the safe area's edges, in points.
    public let margin: CGFloat
    /// Distance between the source and the sheet, in points.
    public let gap: CGFloat

    /// The distance a floating sheet keeps from the safe area's edges (the keyboard's top when it is up), 20 pt:
    /// docs/sheets.md's promise for UIKit's "the system only positions the sheet within system-defined margins"
    /// (`UISheetPresentationController.sourceView`; UIKit gives no figure, DEVICE-FACTS.md has no row). The floating
    /// sheet's tallest detent (`SheetLayout.maximumDetentValue`) is the room this leaves.
    package static let defaultMargin: CGFloat = 20

    /// Places a sheet next to `sourceRect`, or returns `nil` when there is nothing to anchor to: a non-finite or
    /// empty-and-pointless rect, or one entirely outside the container (the sheet then floats as usual).
    /// - Parameters:
    ///   - sourceRect: The source in container coordinates. A zero-size rect (a point) is allowed.
    ///   - containerSize: The container's size, in points.
    ///   - safeAreaInsets: The container's safe area.
    ///   - largestSheetSize: The sheet's size at its largest detent (chooses the side).
    ///   - margin: Distance kept from the safe area's edges. Default ``defaultMargin`` (20 pt).
    ///   - gap: Distance between the source and the sheet (``SheetSourcePlacement/beside``). Default 8 pt.
    ///   - placement: Centered over the source (UIKit's, the default) or beside it.
    public init?(
        sourceRect: CGRect, containerSize: CGSize, safeAreaInsets: LayoutInsets, largestSheetSize: CGSize,
        margin: CGFloat = SheetAnchor.defaultMargin, gap: CGFloat = 8, placement: SheetSourcePlacement = .centered
    ) {
        // Checked one by one, not through an array: this runs on every frame and must not allocate.
        guard sourceRect.origin.x.isFinite, sourceRect.origin.y.isFinite, sourceRect.size.width.isFinite,
            sourceRect.size.height.isFinite, containerSize.width.isFinite, containerSize.height.isFinite,
            containerSize.width > 0, containerSize.height > 0
        else { return nil }
        let source = sourceRect.standardized
        let container = CGRect(origin: .zero, size: containerSize)
        guard source.maxX >= 0, source.maxY >= 0, source.minX <= container.maxX, source.minY <= container.maxY
        else { return nil }
        let m = Self.sane(margin)
        let g = Self.sane(gap)
        let top = Self.sane(safeAreaInsets.top) + m
        let bottom = containerSize.height - Self.sane(safeAreaInsets.bottom) - m
        let left = Self.sane(safeAreaInsets.left) + m
        let right = containerSize.width - Self.sane(safeAreaInsets.right) - m
        self.sourceRect = source
        bounds = CGRect(x: left, y: top, width: max(right - left, 0), height: max(bottom - top, 0))
        containerHeight = containerSize.height
        self.margin = m
        self.gap = g
        let height = largestSheetSize.height.isFinite ? max(largestSheetSize.height, 0) : 0
        let roomBelow = bottom - (source.maxY + g)
        let roomAbove = (source.minY - g) - top
        if placement == .centered {
            side = .centered
        } else if height <= roomBelow {
            side = .below
        } else if height <= roomAbove {
            side = .above
        } else {
            side = roomBelow >= roomAbove ? .below : .above
        }
    }

    /// The resting frame of a sheet of `size` (its current size at a detent or between detents).
    public func frame(forSize size: CGSize) -> CGRect {
        let width = size.width.isFinite ? max(size.width, 0) : 0
        let height = size.height.isFinite ? max(size.height, 0) : 0
        let x = Self.clamp(sourceRect.midX - width / 2, bounds.minX, bounds.maxX - width)
        let y: CGFloat
        switch side {
        case .below: y = Self.clamp(sourceRect.maxY + gap, bounds.minY, bounds.maxY - height)
        case .above: y = Self.clamp(sourceRect.minY - gap - height, bounds.minY, bounds.maxY - height)
        case .centered: y = Self.clamp(sourceRect.midY - height / 2, bounds.minY, bounds.maxY - height)
        }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// The anchored frame on one frame of motion, from the floating sheet's `frame` at detent-space `height`:
    /// at and above `smallestHeight` the anchored resting frame of the sheet's size; below it, that frame slid
    /// down so that it reaches the container's bottom edge exactly at `hiddenHeight`.
    public func frame(_ frame: CGRect, height: Double, smallestHeight: Double, hiddenHeight: Double) -> CGRect {
        var anchored = self.frame(forSize: frame.size)
        let h = height.isNaN ? hiddenHeight : height
        guard h < smallestHeight, smallestHeight > hiddenHeight else { return anchored }
        let hiddenFraction = CGFloat(min(max((smallestHeight - h) / (smallestHeight - hiddenHeight), 0), 1))
        anchored.origin.y += (containerHeight - anchored.minY) * hiddenFraction
        return anchored
    }

    @inline(__always) static func sane(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }

    /// `value` clamped to `low…high`; `low` wins when the range is empty (the sheet is larger than the room).
    @inline(__always) static func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        max(min(value, high), low)
    }
}

/// How a floating sheet (regular width) is placed relative to its source view or rectangle: set with
/// `SheetConfiguration.sourcePlacement`, beside `sourceView` and `sourceRect`.
public enum SheetSourcePlacement: Hashable, Sendable {
    /// Centered over the source, as `UISheetPresentationController.sourceView` documents: "the sheet attempts to
    /// visually center itself over this view". The default.
    case centered
    /// Next to the source like a popover: below it when the sheet at its largest detent fits there, else above;
    /// the sheet grows away from the source. Not a UIKit placement (Transitions' own).
    case beside
}

extension SheetAnchor {
    /// Hashes every stored property.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(side)
        hasher.combine(rect: sourceRect)
        hasher.combine(rect: bounds)
        hasher.combine(containerHeight)
        hasher.combine(margin)
        hasher.combine(gap)
    }
}
