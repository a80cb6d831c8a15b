import Foundation
import Testing
import TransitionsCore

@Suite("Sheet keyboard policy")
struct SheetKeyboardPolicyTests {
    @Test("Avoiding: the sheet re-lays out for the keyboard and its selection stays")
    func avoids() {
        var policy = SheetKeyboardPolicy()
        let up = policy.keyboardWillChange(overlap: 336, isLocal: true, mode: .avoids, selected: "medium")
        #expect(up.relayout && up.selection == .unchanged)
        #expect(policy.obstructingOverlap(.avoids) == 336)
        let down = policy.keyboardWillChange(overlap: 0, isLocal: true, mode: .avoids, selected: "medium")
        #expect(down.relayout && down.selection == .unchanged)
        #expect(policy.obstructingOverlap(.avoids) == 0)
    }

    @Test("Expanding: up goes to the largest detent, down returns to the selection from before")
    func expands() {
        var policy = SheetKeyboardPolicy()
        let up = policy.keyboardWillChange(overlap: 336, isLocal: true, mode: .expands, selected: "medium")
        #expect(up.relayout && up.selection == .largest)
        // The keyboard changes height while up (a predictive bar): no new expansion.
        let taller = policy.keyboardWillChange(overlap: 380, isLocal: true, mode: .expands, selected: "large")
        #expect(taller.relayout && taller.selection == .unchanged)
        let down = policy.keyboardWillChange(overlap: 0, isLocal: true, mode: .expands, selected: "large")
        #expect(down.selection == .restore("medium"))
        #expect(!policy.expandedForKeyboard)
    }

    @Test("Another app's keyboard is avoided but never expands the sheet, and hiding it restores nothing")
    func otherAppsKeyboard() {
        var policy = SheetKeyboardPolicy()
        let up = policy.keyboardWillChange(overlap: 300, isLocal: false, mode: .expands, selected: nil)
        #expect(up.relayout && up.selection == .unchanged)
        let down = policy.keyboardWillChange(overlap: 0, isLocal: false, mode: .expands, selected: nil)
        #expect(down.relayout && down.selection == .unchanged)
    }

    @Test("Ignoring: nothing moves and nothing is avoided; changes under half a point are no change")
    func ignoresAndSlack() {
        var policy = SheetKeyboardPolicy()
        let ignored = policy.keyboardWillChange(overlap: 336, isLocal: true, mode: .ignores, selected: nil)
        #expect(ignored == .init())
        #expect(policy.obstructingOverlap(.ignores) == 0)
        _ = policy.keyboardWillChange(overlap: 336, isLocal: true, mode: .avoids, selected: nil)
        let nudge = policy.keyboardWillChange(overlap: 336.4, isLocal: true, mode: .avoids, selected: nil)
        #expect(!nudge.relayout)
    }

    @Test("A keyboard already up when the sheet appears: it rests above it, at the largest detent when expanding")
    func adopt() {
        var avoiding = SheetKeyboardPolicy()
        let avoided = avoiding.adopt(overlap: 336, mode: .avoids, selected: nil)
        #expect(avoided == .init(relayout: true))
        var expanding = SheetKeyboardPolicy()
        let expanded = expanding.adopt(overlap: 336, mode: .expands, selected: "medium")
        #expect(expanded.selection == .largest)
        let hidden = expanding.keyboardWillChange(overlap: 0, isLocal: true, mode: .expands, selected: nil)
        #expect(hidden.selection == .restore("medium"))
        var none = SheetKeyboardPolicy()
        let tiny = none.adopt(overlap: 0.3, mode: .expands, selected: nil)
        #expect(tiny == .init())
    }

    @Test("NaN, infinite and negative overlaps count as no keyboard")
    func badOverlaps() {
        for bad in [Double.nan, .infinity, -.infinity, -50] {
            var policy = SheetKeyboardPolicy()
            let decision = policy.keyboardWillChange(overlap: bad, isLocal: true, mode: .expands, selected: nil)
            #expect(decision == .init())
            #expect(policy.obstructingOverlap(.avoids) == 0)
        }
    }
}
