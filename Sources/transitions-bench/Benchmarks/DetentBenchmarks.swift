import Foundation
import TransitionsCore

/// Detent resolution for growing detent counts; the report's ns/(n log₂ n) column shows the scaling.
enum DetentBenchmarks {
    static let context = DetentResolutionContext(
        containerSize: CGSize(width: 390, height: 844), safeAreaInsets: LayoutInsets(top: 47, bottom: 34),
        maximumDetentValue: 753, fittingHeight: 312)

    /// `count` fixed-height detents in a scrambled order (a fixed permutation, so runs are comparable),
    /// all valid and distinct, so the resolver sorts and checks every one.
    static func scrambledDetents(_ count: Int) -> [Detent] {
        (0..<count).map { index in
            let position = (index * 7919) % count  // 7919 is prime, so this permutes 0..<count
            return Detent.height(1 + CGFloat(position) * 700 / CGFloat(count))
        }
    }

    static let three: [Detent] = [.large(), .height(198), .medium()]
    static let hundred = scrambledDetents(100)
    static let thousand = scrambledDetents(1000)

    static let all: [Benchmark] = [
        Benchmark("detents.resolve (3)", n: 3) { _ in blackHole(DetentResolver.resolve(three, in: context)) },
        Benchmark("detents.resolve (100)", n: 100) { _ in blackHole(DetentResolver.resolve(hundred, in: context)) },
        Benchmark("detents.resolve (1000)", n: 1000) { _ in blackHole(DetentResolver.resolve(thousand, in: context)) },
    ]
}
