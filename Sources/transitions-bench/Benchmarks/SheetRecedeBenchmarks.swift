import Foundation
import TransitionsCore

/// The presenter recede's per-frame math, as the UIKit layer runs it on every frame the sheet moves: the recede
/// range from the detents and dimming, the progress at the height, the depth through a two-sheet stack and the
/// geometry of the presenting screen and of a pushed-back sheet. Same iPhone set-up as ``SheetBenchmarks``.
enum SheetRecedeBenchmarks {
    static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
    static let sheet = CGRect(x: 0, y: 69, width: 393, height: 783)

    /// A height sweeping from medium to a little above large and back, in 64 steps each way.
    @inline(__always) static func height(_ i: Int) -> Double {
        let phase = i & 127
        let step = phase < 64 ? phase : 128 - phase
        return 374 + 6.5 * Double(step)
    }

    /// The benchmarks, in report order.
    static let all: [Benchmark] = [
        .batch("sheet.recede-frame (SheetRecede + depth + SheetRecedeGeometry)") { iterations in
            for i in 0..<iterations {
                let recede = SheetRecede(
                    detents: SheetBenchmarks.resolution, dimming: SheetBenchmarks.dimming,
                    hiddenHeight: Double(SheetBenchmarks.layout.hiddenHeight))
                let progress = recede.progress(atHeight: height(i))
                let depth = SheetRecede.depth(progress: progress, pushedBack: Double(i & 1))
                blackHole(SheetRecedeGeometry(restFrame: screen, depth: depth, safeAreaTop: 59))
            }
        },
        .batch("sheet.recede-frame, stacked (presenter + pushed-back sheet)") { iterations in
            let recede = SheetRecede(
                detents: SheetBenchmarks.resolution, dimming: SheetBenchmarks.dimming,
                hiddenHeight: Double(SheetBenchmarks.layout.hiddenHeight))
            for i in 0..<iterations {
                let pushedBack = recede.progress(atHeight: height(i))
                let depth = SheetRecede.depth(progress: 1, pushedBack: pushedBack)
                blackHole(
                    SheetRecedeGeometry(restFrame: sheet, depth: pushedBack, safeAreaTop: 59, restCornerRadius: 10))
                blackHole(SheetRecedeGeometry(restFrame: screen, depth: depth, safeAreaTop: 59))
            }
        },
        .batch("sheet.inset-frame (SheetInset: frame + corners)") { iterations in
            for i in 0..<iterations {
                let inset = SheetInset(
                    appearance: .inset, layout: SheetBenchmarks.layout, detents: SheetBenchmarks.resolution)
                let h = height(i) - 200
                let frame = SheetBenchmarks.layout.frame(forHeight: CGFloat(h), restingHeight: 374)
                blackHole(inset.frame(frame, atHeight: h))
                blackHole(inset.bottomCornerRadius(atHeight: h))
            }
        },
        .batch("sheet.anchor-frame (SheetAnchor: placement + frame)") { iterations in
            let pad = CGSize(width: 1024, height: 1366)
            for i in 0..<iterations {
                let source = CGRect(x: 100 + Double(i & 255), y: 120, width: 80, height: 44)
                let anchor = SheetAnchor(
                    sourceRect: source, containerSize: pad, safeAreaInsets: LayoutInsets(top: 24, bottom: 20),
                    largestSheetSize: CGSize(width: 540, height: 500))
                let frame = CGRect(x: 242, y: 0, width: 540, height: 300)
                blackHole(anchor?.frame(frame, height: height(i) - 200, smallestHeight: 300, hiddenHeight: -40))
            }
        },
    ]
}
