import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

@Suite("DetentResolver")
struct DetentResolverTests {
    static let context = DetentResolutionContext(
        containerSize: CGSize(width: 390, height: 844), safeAreaInsets: LayoutInsets(top: 47, bottom: 34),
        maximumDetentValue: 753, fittingHeight: 312)

    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let detents: [Detent]
        var context = DetentResolverTests.context
        let expected: [ResolvedDetent]
        let diagnostics: [DetentDiagnostic]
        var testDescription: String { name }
    }

    static func resolved(_ identifier: Detent.Identifier, _ height: CGFloat) -> ResolvedDetent {
        ResolvedDetent(identifier: identifier, height: height)
    }

    /// UIKit's medium in this 844 pt container: 0.56 of the largest value.
    static let medium: CGFloat = 0.56 * 753

    static let rows: [Row] = [
        Row(
            name: "medium and large, given in any order, come out ascending",
            detents: [.large(), .medium()],
            expected: [resolved(.medium, medium), resolved(.large, 753)], diagnostics: []),
        Row(
            name: "every kind together",
            detents: [
                .fitting(), .height(100), .fraction(0.9), .custom(identifier: "c") { $0.maximumDetentValue - 50 },
            ],
            expected: [
                resolved("height.100", 100), resolved("fitting", 312), resolved("fraction.0.9", 677.7),
                resolved("c", 703),
            ],
            diagnostics: []),
        Row(
            name: "NaN and infinite heights are dropped",
            detents: [
                .height(.nan, identifier: "nan"), .height(.infinity, identifier: "inf"),
                .height(-.infinity, identifier: "-inf"), .medium(),
            ],
            expected: [resolved(.medium, medium)],
            diagnostics: [
                .nonFiniteHeight("nan", .nan), .nonFiniteHeight("inf", .infinity),
                .nonFiniteHeight("-inf", -.infinity),
            ]),
        Row(
            name: "zero and negative heights are dropped",
            detents: [.height(0), .height(-50), .fraction(-0.5), .large()],
            expected: [resolved(.large, 753)],
            diagnostics: [
                .negativeOrZeroHeight("height.0", 0), .negativeOrZeroHeight("height.-50", -50),
                .negativeOrZeroHeight("fraction.-0.5", -376.5),
            ]),
        Row(
            name: "a resolver returning nil is dropped",
            detents: [.custom(identifier: "nothing") { _ in nil }, .medium()],
            expected: [resolved(.medium, medium)], diagnostics: [.resolverReturnedNil("nothing")]),
        Row(
            name: "fitting without a fitting height is dropped",
            detents: [.fitting(), .large()],
            context: DetentResolutionContext(containerSize: CGSize(width: 390, height: 844), maximumDetentValue: 753),
            expected: [resolved(.large, 753)], diagnostics: [.missingFittingHeight("fitting")]),
        Row(
            name: "heights above the maximum are clamped",
            detents: [.height(2000), .fraction(0.5)],
            expected: [resolved("fraction.0.5", 376.5), resolved("height.2000", 753)],
            diagnostics: [.clampedToMaximum("height.2000", from: 2000, to: 753)]),
        Row(
            name: "equal heights merge into the first detent given",
            detents: [.fraction(0.56), .medium(), .height(medium, identifier: "medium-high"), .large()],
            expected: [resolved("fraction.0.56", medium), resolved(.large, 753)],
            diagnostics: [
                .mergedWithEqualHeight(.medium, kept: "fraction.0.56", height: medium),
                .mergedWithEqualHeight("medium-high", kept: "fraction.0.56", height: medium),
            ]),
        Row(
            name: "heights within a thousandth of a point merge; further apart they do not",
            detents: [
                .height(300.0004, identifier: "b"), .height(300, identifier: "a"), .height(300.01, identifier: "c"),
            ],
            expected: [resolved("b", 300.0004), resolved("c", 300.01)],
            diagnostics: [.mergedWithEqualHeight("a", kept: "b", height: 300.0004)]),
        Row(
            name: "a clamped detent merges with large",
            detents: [.large(), .height(900)],
            expected: [resolved(.large, 753)],
            diagnostics: [
                .clampedToMaximum("height.900", from: 900, to: 753),
                .mergedWithEqualHeight("height.900", kept: .large, height: 753),
            ]),
        Row(
            name: "duplicate identifiers: the first wins, the others are not even resolved",
            detents: [
                .height(200, identifier: "x"), .height(400, identifier: "x"),
                .custom(identifier: "x") { _ in
                    Issue.record("a dropped duplicate was resolved")
                    return 1
                },
                .large(), .large(),
            ],
            expected: [resolved("x", 200), resolved(.large, 753)],
            diagnostics: [
                .duplicateIdentifier("x", index: 1), .duplicateIdentifier("x", index: 2),
                .duplicateIdentifier(.large, index: 4),
            ]),
        Row(
            name: "an empty list falls back to large",
            detents: [], expected: [resolved(.large, 753)], diagnostics: [.emptyDetentList(fallbackHeight: 753)]),
        Row(
            name: "a list of only invalid detents falls back to large",
            detents: [.height(.nan), .custom(identifier: "nil") { _ in nil }],
            expected: [resolved(.large, 753)],
            diagnostics: [
                .nonFiniteHeight("height.nan", .nan), .resolverReturnedNil("nil"),
                .allDetentsInvalid(fallbackHeight: 753),
            ]),
        Row(
            name: "a NaN maximum is treated as 0: one detent of height 0",
            detents: [.medium(), .large()],
            context: DetentResolutionContext(containerSize: CGSize(width: 390, height: 844), maximumDetentValue: .nan),
            expected: [resolved(.large, 0)],
            diagnostics: [
                .invalidMaximumDetentValue(.nan), .negativeOrZeroHeight(.medium, 0), .negativeOrZeroHeight(.large, 0),
                .allDetentsInvalid(fallbackHeight: 0),
            ]),
        Row(
            name: "a negative maximum clamps fixed heights to 0 and keeps the first identifier",
            detents: [.height(100), .height(200)],
            context: DetentResolutionContext(containerSize: CGSize(width: -1, height: -1), maximumDetentValue: -5),
            expected: [resolved("height.100", 0)],
            diagnostics: [
                .invalidMaximumDetentValue(-5), .clampedToMaximum("height.100", from: 100, to: 0),
                .clampedToMaximum("height.200", from: 200, to: 0),
                .mergedWithEqualHeight("height.200", kept: "height.100", height: 0),
            ]),
        Row(
            name: "an infinite maximum is treated as 0 too",
            detents: [],
            context: DetentResolutionContext(containerSize: .zero, maximumDetentValue: .infinity),
            expected: [resolved(.large, 0)],
            diagnostics: [.invalidMaximumDetentValue(.infinity), .emptyDetentList(fallbackHeight: 0)]),
        Row(
            name: "a NaN fitting height is reported as a non-finite height",
            detents: [.fitting(), .large()],
            context: DetentResolutionContext(containerSize: .zero, maximumDetentValue: 600, fittingHeight: .nan),
            expected: [resolved(.large, 600)], diagnostics: [.nonFiniteHeight("fitting", .nan)]),
    ]

    @Test("Resolution table", arguments: rows)
    func resolution(row: Row) {
        let resolution = DetentResolver.resolve(row.detents, in: row.context)
        #expect(resolution.detents == row.expected)
        #expect(resolution.diagnostics == row.diagnostics)
        for diagnostic in resolution.diagnostics {
            #expect(!diagnostic.description.isEmpty)
        }
    }

    @Test("Custom resolvers see a sanitized context")
    func resolversSeeSanitizedContext() {
        let context = DetentResolutionContext(
            containerSize: CGSize(width: CGFloat.nan, height: -300),
            safeAreaInsets: LayoutInsets(top: .infinity, left: -3, bottom: .nan, right: 4),
            maximumDetentValue: -.infinity)
        let probe = Detent.custom(identifier: "probe") { context in
            #expect(context.containerSize == .zero)
            #expect(context.safeAreaInsets == LayoutInsets(right: 4))
            #expect(context.maximumDetentValue == 0)
            return 10
        }
        let resolution = DetentResolver.resolve([probe], in: context)
        #expect(resolution.detents == [ResolvedDetent(identifier: "probe", height: 0)])
    }

    @Test("Lookups by identifier, smallest and largest")
    func lookups() {
        let resolution = DetentResolver.resolve(
            [.large(), .height(200, identifier: "peek"), .medium()], in: Self.context)
        #expect(resolution.smallest == ResolvedDetent(identifier: "peek", height: 200))
        #expect(resolution.largest == ResolvedDetent(identifier: .large, height: 753))
        #expect(resolution.index(of: .medium) == 1)
        #expect(resolution.height(of: .medium) == Self.medium)
        #expect(resolution.index(of: "missing") == nil)
        #expect(resolution.height(of: "missing") == nil)
        let emptied = DetentResolution(detents: [])
        #expect(emptied.smallest == ResolvedDetent(identifier: .large, height: 0))
        #expect(emptied.largest == ResolvedDetent(identifier: .large, height: 0))
    }

    @Test("A resolution with a NaN diagnostic equals itself")
    func nanDiagnosticsCompareEqual() {
        let detents: [Detent] = [.height(.nan), .medium()]
        #expect(DetentResolver.resolve(detents, in: Self.context) == DetentResolver.resolve(detents, in: Self.context))
        #expect(
            DetentDiagnostic.nonFiniteHeight("a", .nan).hashValue
                == DetentDiagnostic.nonFiniteHeight("a", .nan).hashValue)
        #expect(DetentDiagnostic.negativeOrZeroHeight("a", 0) == .negativeOrZeroHeight("a", -0.0))
        #expect(DetentDiagnostic.nonFiniteHeight("a", .infinity) != .nonFiniteHeight("a", -.infinity))
        #expect(DetentDiagnostic.nonFiniteHeight("a", .nan).identifier == "a")
        #expect(DetentDiagnostic.emptyDetentList(fallbackHeight: 1).identifier == nil)
    }

    @Test("A thousand shuffled detents resolve sorted, distinct and complete")
    func manyDetents() {
        var random = SeededGenerator(seed: 0xD37E_0001)
        print("DetentResolverTests.manyDetents seed: \(random.seed)")
        let heights = (1...1000).map { CGFloat($0) * 0.8 }  // 59 of them above the maximum, 753
        let detents = heights.shuffled(using: &random).map { Detent.height($0) }
        let resolution = DetentResolver.resolve(detents, in: Self.context)
        #expect(resolution.detents.map(\.height) == heights.filter { $0 < 753 } + [753])
        // Each of the 59 is clamped; 58 of them merge into the first one given.
        #expect(resolution.diagnostics.count == 59 + 58)
    }

    @Test("Any detent list resolves to a non-empty, ascending list of finite heights within the maximum")
    func randomizedResolution() {
        var random = SeededGenerator(seed: 0xD37E_0002)
        print("DetentResolverTests.randomizedResolution seed: \(random.seed)")
        let specials: [CGFloat] = [.nan, .infinity, -.infinity, 0, -1, 1e300]
        for _ in 0..<300 {
            let count = Int.random(in: 0..<12, using: &random)
            let detents: [Detent] = (0..<count).map { _ in
                let value =
                    Bool.random(using: &random)
                    ? CGFloat(random.wideDouble(exponents: -1...4)) : specials.randomElement(using: &random)!
                switch Int.random(in: 0..<5, using: &random) {
                case 0: return .height(value)
                case 1: return .fraction(value / 1000)
                case 2: return .medium()
                case 3: return .fitting(identifier: Detent.Identifier("fit.\(Int.random(in: 0..<3, using: &random))"))
                default:
                    return .custom(identifier: Detent.Identifier("custom.\(Int.random(in: 0..<4, using: &random))")) {
                        _ in value
                    }
                }
            }
            let maximum =
                Bool.random(using: &random)
                ? CGFloat(random.wideDouble(exponents: 0...3)) : specials.randomElement(using: &random)!
            let context = DetentResolutionContext(
                containerSize: CGSize(width: 390, height: 844), maximumDetentValue: maximum,
                fittingHeight: Bool.random(using: &random) ? value(&random) : nil)
            let resolution = DetentResolver.resolve(detents, in: context)
            let heights = resolution.detents.map(\.height)
            let bound = maximum.isFinite && maximum >= 0 ? maximum : 0
            #expect(!heights.isEmpty)
            #expect(heights.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= bound })
            #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 < $1 })
            #expect(Set(resolution.detents.map(\.identifier)).count == heights.count)
        }
    }

    private func value(_ random: inout SeededGenerator) -> CGFloat {
        CGFloat(random.wideDouble(exponents: -1...4))
    }
}
