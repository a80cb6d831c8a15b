import Foundation

/// What the sheet does when the keyboard comes and goes (the UIKit layer's `SheetKeyboardBehavior`): how much of
/// the container the sheet avoids, and whether it expands to its largest detent while the keyboard is up and
/// returns to its earlier selection when it hides.
///
/// The UIKit layer measures the keyboard's overlap of the container (`KeyboardObstruction`) and passes each change
/// in with the current selection; it applies the ``Decision`` it gets back (a new layout with the keyboard's
/// timing, a new selection, animated). Pure value, allocation-free.
package struct SheetKeyboardPolicy: Hashable, Sendable {
    /// How the sheet treats the keyboard.
    package enum Mode: Hashable, Sendable {
        /// Stays above the keyboard at its detent.
        case avoids
        /// Stays above it and moves to the largest detent while it is up.
        case expands
        /// Ignores it.
        case ignores
    }

    /// What the UIKit layer does after a keyboard change.
    package struct Decision: Hashable, Sendable {
        /// Whether the layout changed (the overlap the sheet avoids moved by more than half a point): re-resolve
        /// with the keyboard's timing.
        package var relayout = false
        /// The selection to apply after the new layout, animated.
        package var selection = Selection.unchanged

        /// A decision; by default nothing changes.
        package init(relayout: Bool = false, selection: Selection = .unchanged) {
            self.relayout = relayout
            self.selection = selection
        }
    }

    /// A selection the keyboard asks for.
    package enum Selection: Hashable, Sendable {
        /// None.
        case unchanged
        /// The largest detent of the new layout (the keyboard came up).
        case largest
        /// The selection from before the keyboard (`nil`: the smallest detent).
        case restore(Detent.Identifier?)
    }

    /// The keyboard's overlap of the container now (pt, ≥ 0), whatever the mode.
    package private(set) var overlap: Double = 0
    /// Whether the keyboard expanded the sheet, and hiding it returns to ``selectionBeforeKeyboard``.
    package private(set) var expandedForKeyboard = false
    /// The selection before the keyboard expanded the sheet.
    package private(set) var selectionBeforeKeyboard: Detent.Identifier?

    package init() {}

    /// The overlap the sheet avoids in `mode` (0 when it ignores the keyboard).
    package func obstructingOverlap(_ mode: Mode) -> Double { mode == .ignores ? 0 : overlap }

    /// A keyboard that was up before the sheet was shown (`overlap` pt; non-finite or negative counts as 0): a
    /// layout fact; in `.expands` the sheet starts at its largest detent and returns to `selected` when the
    /// keyboard hides. The selection is applied at once (the sheet has not appeared yet).
    package mutating func adopt(overlap: Double, mode: Mode, selected: Detent.Identifier?) -> Decision {
        let clean = Self.clean(overlap)
        guard mode != .ignores, clean > 0.5 else { return Decision() }
        self.overlap = clean
        guard mode == .expands else { return Decision(relayout: true) }
        selectionBeforeKeyboard = selected
        expandedForKeyboard = true
        return Decision(relayout: true, selection: .largest)
    }

    /// The keyboard will change to cover `overlap` pt of the container (0 when it hides; non-finite or negative
    /// counts as 0). `isLocal` is UIKit's `keyboardIsLocalUserInfoKey`: another app's keyboard (iPad multitasking)
    /// is avoided but never expands the sheet, since nobody types here. `selected` is the selection now.
    package mutating func keyboardWillChange(
        overlap: Double, isLocal: Bool, mode: Mode, selected: Detent.Identifier?
    ) -> Decision {
        let clean = Self.clean(overlap)
        guard mode != .ignores, abs(clean - self.overlap) > 0.5 else { return Decision() }
        let wasUp = self.overlap > 0
        self.overlap = clean
        var decision = Decision(relayout: true)
        guard mode == .expands else { return decision }
        if clean > 0 && !wasUp {
            guard isLocal else { return decision }
            selectionBeforeKeyboard = selected
            expandedForKeyboard = true
            decision.selection = .largest
        } else if clean == 0 && wasUp && expandedForKeyboard {
            expandedForKeyboard = false
            decision.selection = .restore(selectionBeforeKeyboard)
        }
        return decision
    }

    private static func clean(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
}
