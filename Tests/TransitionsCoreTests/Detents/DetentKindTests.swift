import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

@Suite("Detent kinds")
struct DetentKindTests {
    static let context = DetentResolutionContext(
        containerSize: CGSize(width: 390, height: 844),
        safeAreaInsets: LayoutInsets(top: 47, bottom: 34),
        maximumDetentValue: 753, fittingHeight: 312)

    struct Row: Sendable, CustomTestStringConvertible {
        let detent: Detent
        let identifier: Detent.Identifier
        /// `resolvedValue(in:)`: nil when inactive ("or nil if the detent is inactive in the provided context").
        let raw: CGFloat?
        var testDescription: String { identifier.rawValue }
    }

    static let rows: [Row] = [
        Row(detent: .medium(), identifier: "com.apple.UIKit.medium", raw: 0.56 * 753),  // UIKit: 0.56 above 568 pt
        Row(detent: .large(), identifier: "com.apple.UIKit.large", raw: 753),
        Row(detent: .height(198), identifier: "height.198", raw: 198),
        Row(detent: .height(198.5), identifier: "height.198.5", raw: 198.5),
        Row(detent: .height(-20), identifier: "height.-20", raw: nil),
        Row(detent: .height(198, identifier: "player"), identifier: "player", raw: 198),
        Row(detent: .fraction(0.25), identifier: "fraction.0.25", raw: 188.25),
        Row(detent: .fraction(1.5), identifier: "fraction.1.5", raw: 753),  // lowered to the maximum
        Row(detent: .fitting(), identifier: "fitting", raw: 312),
        Row(detent: .fitting(identifier: "content"), identifier: "content", raw: 312),
        Row(
            detent: .custom(identifier: "third") { context in context.containerSize.height / 3 },
            identifier: "third", raw: 844.0 / 3),
        Row(detent: .custom(identifier: "never") { _ in nil }, identifier: "never", raw: nil),
    ]

    @Test("Each kind resolves to its value (nil when inactive) and carries its identifier", arguments: rows)
    func kinds(row: Row) {
        #expect(row.detent.identifier == row.identifier)
        let raw = row.detent.resolvedValue(in: Self.context)
        if let expected = row.raw {
            expectApproximately(raw, expected, tolerance: 1e-9)
        } else {
            #expect(raw == nil)
        }
    }

    @Test("medium() is 0.56 of the largest value in a container taller than 568 pt, 0.63 at 568 pt and below")
    func mediumByContainerHeight() {
        func medium(height: CGFloat, maximum: CGFloat) -> CGFloat? {
            Detent.medium().resolvedValue(
                in: DetentResolutionContext(
                    containerSize: CGSize(width: 320, height: height), safeAreaInsets: LayoutInsets(top: 20),
                    maximumDetentValue: maximum))
        }
        expectApproximately(medium(height: 568, maximum: 538), 0.63 * 538, tolerance: 1e-9)
        expectApproximately(medium(height: 569, maximum: 539), 0.56 * 539, tolerance: 1e-9)
        expectApproximately(medium(height: 874, maximum: 768), 0.56 * 768, tolerance: 1e-9)
    }

    @Test("Default identifiers are deterministic and distinct per value")
    func defaultIdentifiers() {
        #expect(Detent.height(198).identifier == Detent.height(198).identifier)
        #expect(Detent.height(198).identifier != Detent.height(198.25).identifier)
        #expect(Detent.fraction(0.5).identifier == "fraction.0.5")
        #expect(Detent.fraction(0.5).identifier != Detent.height(0.5).identifier)
        #expect(Detent.fitting().identifier == Detent.fitting().identifier)
        let identifiers = Set((1...500).map { Detent.height(CGFloat($0) / 4).identifier })
        #expect(identifiers.count == 500)
    }

    /// UIKit: "If you don't provide an identifier, the system generates a random identifier."
    @Test("Unnamed custom detents get random identifiers: two made by one line in a loop both survive")
    func customIdentity() {
        let detents = (1...3).map { index in Detent.custom { _ in CGFloat(100 * index) } }
        #expect(Set(detents.map(\.identifier)).count == 3)
        #expect(detents.allSatisfy { $0.identifier.rawValue.hasPrefix("custom.") })
        let resolution = DetentResolver.resolve(detents, in: Self.context)
        #expect(resolution.detents.map(\.height) == [100, 200, 300], "none dropped as a duplicate")
        #expect(resolution.diagnostics.isEmpty)
    }

    /// UIKit: "The system-defined medium detent is inactive in compact height."
    @Test("medium() is inactive in compact height: resolvedValue is nil and the resolver leaves it out")
    func mediumInCompactHeight() {
        var landscape = Self.context
        landscape.verticalSizeClass = .compact
        #expect(Detent.medium().resolvedValue(in: landscape) == nil)
        #expect(Detent.large().resolvedValue(in: landscape) == 753)
        let resolution = DetentResolver.resolve([.medium(), .large()], in: landscape)
        #expect(resolution.detents.map(\.identifier) == [.large])
        #expect(resolution.diagnostics == [.inactiveInContext(.medium)])
        expectApproximately(
            Detent.medium().resolvedValue(in: Self.context), 0.56 * 753, tolerance: 1e-9, "active in regular height")
    }

    @Test("Identifiers behave like UIKit's: raw values, string literals, descriptions")
    func identifiers() {
        let literal: Detent.Identifier = "compact"
        #expect(literal == Detent.Identifier("compact"))
        #expect(literal == Detent.Identifier(rawValue: "compact"))
        #expect(literal.rawValue == "compact")
        #expect(literal.description == "compact")
        #expect(Detent.Identifier.medium.rawValue == "com.apple.UIKit.medium")
        #expect(Detent.Identifier.large.rawValue == "com.apple.UIKit.large")
        #expect(Detent.medium().description == "Detent(com.apple.UIKit.medium)")
    }
}
