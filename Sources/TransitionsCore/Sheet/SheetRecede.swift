import Foundation

/// How much the screen behind a sheet recedes, as a continuous function of the sheet's height.
///
/// The system card (iPhone, compact width) pushes the presenting screen back only when a dimmed sheet reaches its
/// largest detent. Between the detent below the largest (or hidden, with a single detent) and the largest, the
/// recede follows the sheet's height linearly, so it tracks drags, settles, presentation and dismissal frame by
/// frame and never jumps. Nothing recedes below that range, when the largest detent is undimmed
/// (`largestUndimmedDetentIdentifier`), or in layouts where the system does not recede (regular width, compact
/// height): pass `isEnabled: false`.
///
/// Stacks: a sheet at its largest detent pushes everything behind it back one step; ``depth(progress:pushedBack:)``
/// adds the steps of the sheets in front. Pure arithmetic, allocation-free.
package struct SheetRecede: Hashable, Sendable {
    /// The height at and below which nothing recedes, in points (detent space).
    public let startHeight: Double
    /// The height at and above which the recede is complete (the largest detent), in points.
    public let fullHeight: Double
    /// Whether this sheet recedes what is behind it at all.
    public let isEnabled: Bool

    /// Precomputes the recede range.
    /// - Parameters:
    ///   - detents: The resolved detents (ascending, non-empty).
    ///   - dimming: The sheet's dimming; a largest detent that is undimmed never recedes.
    ///   - hiddenHeight: The height at which the sheet is hidden (`SheetLayout.hiddenHeight`); the start of the
    ///     range when there is a single detent.
    ///   - isEnabled: `false` where the system does not recede (regular width, compact height, Reduce Motion,
    ///     switched off): ``progress(atHeight:)`` is then always 0.
    public init(detents: DetentResolution, dimming: SheetDimming, hiddenHeight: Double, isEnabled: Bool = true) {
        let list = detents.detents
        let largest = list.isEmpty ? 0 : Double(list[list.count - 1].height)
        let below = list.count >= 2 ? Double(list[list.count - 2].height) : (hiddenHeight.isFinite ? hiddenHeight : 0)
        let undimmedAtLargest = dimming.undimmedHeight.map { $0 >= largest - 0.5 } ?? false
        startHeight = min(below, largest)
        fullHeight = largest
        self.isEnabled = isEnabled && !undimmedAtLargest && !list.isEmpty && largest.isFinite
    }

    /// Creates a range directly (tests, previews): recedes from `startHeight` to `fullHeight`.
    public init(startHeight: Double, fullHeight: Double, isEnabled: Bool = true) {
        self.startHeight = startHeight.isFinite ? startHeight : 0
        self.fullHeight = fullHeight.isFinite ? fullHeight : 0
        self.isEnabled = isEnabled
    }

    /// The recede progress at `height`, 0…1: `clamp((height − start) / (full − start), 0, 1)`; 1 above the largest
    /// detent (rubber band); 0 when disabled or for NaN. Monotonic in `height`.
    @inline(__always)
    public func progress(atHeight height: Double) -> Double {
        guard isEnabled, !height.isNaN else { return 0 }
        if height >= fullHeight { return 1 }
        let span = fullHeight - startHeight
        guard span > 0 else { return 0 }
        return min(max((height - startHeight) / span, 0), 1)
    }

    /// The depth a sheet pushes the view behind it to: `progress · (1 + pushedBack)`.
    ///
    /// `progress` is the sheet's own ``progress(atHeight:)``; `pushedBack` is how far the sheets in front of it
    /// push the sheet itself back (0 when it is the top sheet). A sheet at its largest detent with one sheet in
    /// front at its largest puts its presenter two steps back; a sheet that does not recede passes nothing on.
    /// Non-finite or negative inputs count as 0.
    @inline(__always)
    public static func depth(progress: Double, pushedBack: Double) -> Double {
        let p = progress.isFinite ? min(max(progress, 0), 1) : 0
        let b = pushedBack.isFinite ? max(pushedBack, 0) : 0
        return p * (1 + b)
    }

    /// Whether the system recedes the screen behind a sheet in this environment: only an edge-attached sheet in
    /// compact width and regular height (iPhone portrait), and never under Reduce Motion, where the sheet
    /// cross-fades without any scaling motion. Regular width shows a floating sheet over a screen that stays put,
    /// as `UIModalPresentationStyle.pageSheet` does on iPad; compact height (iPhone landscape) fills the height.
    public static func applies(
        layoutMode: SheetLayoutMode, horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass,
        isReduceMotionEnabled: Bool
    ) -> Bool {
        layoutMode == .edgeAttached && horizontalSizeClass != .regular && verticalSizeClass != .compact
            && !isReduceMotionEnabled
    }
}
