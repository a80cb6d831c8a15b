#if canImport(SwiftUI) && os(iOS)
import SwiftUI
import UIKit

extension View {
    /// Presents `content` in a Transitions sheet while `isPresented` is `true` — SwiftUI's `sheet(isPresented:)`
    /// with detents on iOS 13 and later, and everything ``SheetTransition`` adds.
    ///
    /// A user dismissal (swipe, dimming tap, VoiceOver escape) sets `isPresented` to `false`; setting it to
    /// `false` dismisses; toggling it during a transition never presents twice (``PresentationCoordinator``).
    /// Configure the sheet with modifiers on `content`: `sheetGrabberVisible(_:)`, `sheetCornerRadius(_:)`,
    /// `sheetLargestUndimmedDetent(_:)`, `sheetInteractiveDismissDisabled(_:onAttempt:)`,
    /// `onSheetPositionChange(_:)`, `sheetBackground(_:)`, `sheetFooter(height:_:)` and the others.
    /// - Parameters:
    ///   - isPresented: Whether the sheet is shown.
    ///   - detents: The detents (default `[.large()]`); changing them while presented animates.
    ///   - edge: The screen edge the sheet is attached to (default `.bottom`; `SheetEdge`); detents measure along
    ///     its axis.
    ///   - selection: The selected detent, written when the user drags to another one (`nil` = the smallest).
    ///   - onDismiss: Called once the sheet is gone, however it was dismissed.
    ///   - content: The sheet's content.
    public func transitionsSheet<Content: View>(
        isPresented: Binding<Bool>, detents: [Detent] = [.large()], edge: SheetEdge = .bottom,
        selection: Binding<Detent.Identifier?>? = nil, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        background(
            SheetPresenterView(
                request: isPresented.wrappedValue ? AnyHashable(true) : nil,
                clearRequest: { isPresented.wrappedValue = false }, detents: detents, edge: edge, selection: selection,
                onDismiss: onDismiss, content: { _ in content() }))
    }

    /// Presents a Transitions sheet for `item` while it is not `nil` — SwiftUI's `sheet(item:)`. Replacing the
    /// item with another dismisses the current sheet completely, then presents the new one (a double
    /// sheet); a user dismissal sets `item` to `nil`.
    /// - Parameters:
    ///   - item: The item shown; its `id` identifies the sheet.
    ///   - detents: The detents (default `[.large()]`).
    ///   - edge: The screen edge the sheet is attached to (default `.bottom`; `SheetEdge`).
    ///   - selection: The selected detent, written when the user drags to another one.
    ///   - onDismiss: Called once each sheet is gone.
    ///   - content: The sheet's content for an item.
    public func transitionsSheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, detents: [Detent] = [.large()], edge: SheetEdge = .bottom,
        selection: Binding<Detent.Identifier?>? = nil, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        background(
            SheetPresenterView(
                request: item.wrappedValue.map { AnyHashable($0.id) },
                clearRequest: { item.wrappedValue = nil }, detents: detents, edge: edge, selection: selection,
                onDismiss: onDismiss,
                content: { id in item.wrappedValue.flatMap { AnyHashable($0.id) == id ? content($0) : nil } }))
    }
}

/// The sheet flavour of ``HostedPresentation``: one `DeclarativeSheet` per presentation, carried to the
/// content's modifiers through the environment.
@MainActor final class SheetPresentationState {
    private var sheets: [AnyHashable: DeclarativeSheet] = [:]

    nonisolated init() {}

    func presentation<Content: View>(
        request: AnyHashable?, clearRequest: @escaping () -> Void, detents: [Detent], edge: SheetEdge,
        selection: Binding<Detent.Identifier?>?, onDismiss: (() -> Void)?,
        content: @escaping (AnyHashable) -> Content
    ) -> HostedPresentation<Content> {
        var presentation = HostedPresentation(
            request: request, clearRequest: clearRequest, onDismiss: onDismiss, content: content,
            prepare: { [unowned self] id in
                let sheet = DeclarativeSheet()
                sheet.update {
                    $0.detents = detents
                    $0.edge = edge
                    $0.selectedDetentIdentifier = selection?.wrappedValue
                }
                self.sheets[id] = sheet
                return (sheet.makeTransition(), { AnyView($0.environment(\.transitionsSheet, sheet)) })
            })
        presentation.refresh = { [unowned self] id in
            self.sheets[id]?.update {
                $0.detents = detents
                $0.edge = edge
                if let selection { $0.selectedDetentIdentifier = selection.wrappedValue }
            }
        }
        presentation.didDismiss = { [unowned self] id in self.sheets[id] = nil }
        presentation.didLayOut = { [unowned self] id in self.sheets[id]?.contentDidLayOut() }
        presentation.attemptToDismiss = { [unowned self] id in self.sheets[id]?.options.onAttemptToDismiss?() }
        presentation.selectedDetentChanged = { detent in
            if let selection, selection.wrappedValue != detent { selection.wrappedValue = detent }
        }
        return presentation
    }
}

/// `transitionsSheet`'s view: the sheet state kept across updates, and the hosted presenter.
struct SheetPresenterView<Content: View>: View {
    let request: AnyHashable?
    let clearRequest: () -> Void
    let detents: [Detent]
    let edge: SheetEdge
    let selection: Binding<Detent.Identifier?>?
    let onDismiss: (() -> Void)?
    let content: (AnyHashable) -> Content

    @State private var state = SheetPresentationState()

    var body: some View {
        HostedPresenterView(
            presentation: state.presentation(
                request: request, clearRequest: clearRequest, detents: detents, edge: edge, selection: selection,
                onDismiss: onDismiss, content: content))
    }
}
#endif
