import Foundation
import Testing
import TransitionsCore

@Suite("Zoom interactive start policy")
struct ZoomInteractiveStartPolicyTests {
    typealias Scroll = ZoomInteractiveStartPolicy.TrackedScroll

    struct Row: CustomTestStringConvertible, Sendable {
        let velocity: CGPoint
        let translation: CGPoint
        let scroll: Scroll
        let expected: Bool
        let line: Int
        var testDescription: String { "v=\(velocity) t=\(translation) \(scroll) → \(expected) (line \(line))" }
    }

    static func row(
        _ vx: Double, _ vy: Double, _ scroll: Scroll, _ expected: Bool, translation: CGPoint = .zero, line: Int = #line
    ) -> Row {
        Row(velocity: CGPoint(x: vx, y: vy), translation: translation, scroll: scroll, expected: expected, line: line)
    }

    static let rows: [Row] = [
        // No scroll view: mostly vertical and downward only.
        row(0, 300, .none, true),
        row(-100, 300, .none, true),
        row(300, 300, .none, false),  // diagonal is not "mostly vertical"
        row(400, 100, .none, false),
        row(0, -300, .none, false),
        // A scroll view away from its top scrolls first.
        row(0, 300, .scrolled, false),
        row(300, 0, .scrolled, false),
        // At its top: any direction except up, which scrolls the content.
        row(0, 300, .atTop, true),
        row(300, 0, .atTop, true),
        row(-300, -200, .atTop, true),
        row(50, -300, .atTop, false),
        // Zero or unknown velocity: the translation gives the direction.
        row(0, 0, .none, true, translation: CGPoint(x: 1, y: 4)),
        row(.nan, 200, .none, false, translation: CGPoint(x: 5, y: -1)),
        row(.nan, .infinity, .none, false),
        row(0, 0, .atTop, false),
    ]

    @Test("Begin table", arguments: rows)
    func begin(row: Row) {
        let policy = ZoomInteractiveStartPolicy()
        let begins = policy.shouldBegin(translation: row.translation, velocity: row.velocity, trackedScroll: row.scroll)
        #expect(begins == row.expected, "row at line \(row.line)")
    }

    @Test("Any-direction starts at the scroll top can be turned off")
    func verticalOnly() {
        let policy = ZoomInteractiveStartPolicy(allowsAnyDirectionAtScrollTop: false)
        #expect(!policy.shouldBegin(translation: .zero, velocity: CGPoint(x: 300, y: 0), trackedScroll: .atTop))
        #expect(policy.shouldBegin(translation: .zero, velocity: CGPoint(x: 0, y: 300), trackedScroll: .atTop))
    }

    @Test("Tracked-scroll state from UIKit-style flags")
    func flags() {
        #expect(Scroll(tracksScrollView: false, isScrollAtTop: true) == .none)
        #expect(Scroll(tracksScrollView: true, isScrollAtTop: true) == .atTop)
        #expect(Scroll(tracksScrollView: true, isScrollAtTop: false) == .scrolled)
    }
}
