#if os(Linux)
import Foundation

/// Linux-only: the line breaking of `UICollectionViewFlowLayout`, computed along an abstract "line" axis
/// (across the scroll direction) and "stack" axis (along it).
///
/// Rules (Apple's flow layout documentation; row alignment as reverse-engineered by PSTCollectionView,
/// steipete, and openradar 20825965): items fill a line while they fit with at least the minimum
/// interitem spacing (the first always does); the space left over is shared between the gaps
/// (justified), and a line holding one item centres it. The last line is justified as if it were full
/// of items like its last one — so a grid of equal items stays a grid — unless the section's items
/// differ in size, when it is left-aligned at the minimum spacing. Within a line, items are centred
/// across it; lines are `minimumLineSpacing` apart.
struct HeadlessFlowLayoutSolver {
    /// One laid-out section, in the line/stack frame (`x` across the scroll direction).
    struct Section {
        var header: CGRect = .zero
        var footer: CGRect = .zero
        var items: [CGRect] = []
        /// Per line: the range of item indexes and the line's rectangle.
        var lines: [(items: Range<Int>, rect: CGRect)] = []
        /// From the top of the header to the bottom of the footer (along the stack axis).
        var start: CGFloat = 0
        var end: CGFloat = 0
    }

    /// Lays out one section starting at `start` along the stack axis. Sizes are (across, along).
    static func layoutSection(
        start: CGFloat, lineLength: CGFloat, sizes: [CGSize], insetBefore: CGFloat, insetAfter: CGFloat,
        insetLeading: CGFloat, insetTrailing: CGFloat, lineSpacing: CGFloat, interitemSpacing: CGFloat,
        headerLength: CGFloat, footerLength: CGFloat
    ) -> Section {
        var section = Section()
        section.start = start
        var stack = start
        section.header = CGRect(x: 0, y: stack, width: lineLength, height: headerLength)
        stack += headerLength + insetBefore
        let available = max(0, lineLength - insetLeading - insetTrailing)
        let uniform = sizes.allSatisfy { $0 == sizes.first }
        section.items = Array(repeating: .zero, count: sizes.count)
        var index = 0
        var firstLine = true
        while index < sizes.count {
            if !firstLine { stack += lineSpacing }
            firstLine = false
            // Fill the line.
            var end = index
            var used: CGFloat = 0
            while end < sizes.count {
                let extra = sizes[end].width + (end > index ? interitemSpacing : 0)
                if end > index && used + extra > available { break }
                used += extra
                end += 1
            }
            let isLast = end == sizes.count
            let positions = linePositions(
                sizes: sizes[index..<end], available: available, spacing: interitemSpacing, isLast: isLast,
                uniform: uniform)
            let lineHeight = sizes[index..<end].map(\.height).max() ?? 0
            for (offset, item) in (index..<end).enumerated() {
                let size = sizes[item]
                section.items[item] = CGRect(
                    x: insetLeading + positions[offset], y: stack + (lineHeight - size.height) / 2,
                    width: size.width, height: size.height)
            }
            section.lines.append((index..<end, CGRect(x: insetLeading, y: stack, width: available, height: lineHeight)))
            stack += lineHeight
            index = end
        }
        stack += insetAfter
        section.footer = CGRect(x: 0, y: stack, width: lineLength, height: footerLength)
        stack += footerLength
        section.end = stack
        return section
    }

    /// Offsets of a line's items from the leading inset.
    static func linePositions(
        sizes: ArraySlice<CGSize>, available: CGFloat, spacing: CGFloat, isLast: Bool, uniform: Bool
    ) -> [CGFloat] {
        var widths = sizes.map(\.width)
        if isLast && !uniform {
            // Left-aligned at the minimum spacing.
            var x: CGFloat = 0
            return widths.map { width in
                defer { x += width + spacing }
                return x
            }
        }
        let realCount = widths.count
        if isLast, let last = widths.last, last > 0 {
            // Justify as if the line were full of items like the last one.
            var used = widths.reduce(0, +) + spacing * CGFloat(widths.count - 1)
            while used + spacing + last <= available {
                used += spacing + last
                widths.append(last)
            }
        }
        let total = widths.reduce(0, +) + spacing * CGFloat(max(0, widths.count - 1))
        let leftover = max(0, available - total)
        if widths.count == 1 { return [leftover / 2] }
        let gap = spacing + leftover / CGFloat(widths.count - 1)
        var x: CGFloat = 0
        var positions: [CGFloat] = []
        positions.reserveCapacity(realCount)
        for width in widths.prefix(realCount) {
            positions.append(x)
            x += width + gap
        }
        return positions
    }
}
#endif
