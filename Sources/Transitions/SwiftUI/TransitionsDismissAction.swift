#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// Closes the Transitions sheet or zoom a view is shown in, as SwiftUI's `DismissAction` closes a `.sheet`: the
/// presenting binding becomes `false` (or `nil`), the presentation animates away and `onDismiss` runs. Outside
/// content shown by `transitionsSheet` or `transitionsZoom` (or once its presentation was replaced) it does
/// nothing.
///
/// Read it with `@Environment(\.transitionsDismiss)` and call it: `dismiss()`. Content shown with
/// `transitionsSheet`/`transitionsZoom` sees the presenting view's environment, and SwiftUI gives libraries no
/// way to set `dismiss`, `isPresented` or `presentationMode` (they are read-only), so there those three are the
/// presenting view's own: its `dismiss` would close what the presenting view is in (pop it from a navigation
/// stack, close the sheet it is in). Use this action instead, or set the binding.
public struct TransitionsDismissAction: Sendable {
    private let action: @MainActor @Sendable () -> Void

    /// An action that runs `action`.
    init(_ action: @escaping @MainActor @Sendable () -> Void) {
        self.action = action
    }

    /// Closes the presentation (SwiftUI's `DismissAction.callAsFunction()`: "Dismisses the view if it is
    /// currently presented").
    @MainActor public func callAsFunction() {
        action()
    }
}

private struct TransitionsDismissKey: EnvironmentKey {
    static let defaultValue = TransitionsDismissAction {}
}

extension EnvironmentValues {
    /// Closes the Transitions sheet or zoom this view is shown in (``TransitionsDismissAction``); does nothing
    /// elsewhere. The counterpart of SwiftUI's `dismiss`, which in that content is the presenting view's.
    public var transitionsDismiss: TransitionsDismissAction {
        get { self[TransitionsDismissKey.self] }
        set { self[TransitionsDismissKey.self] = newValue }
    }
}
#endif
