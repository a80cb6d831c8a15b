#if canImport(SwiftUI) && os(iOS)
import SwiftUI
import UIKit

/// The sheet a view is shown in, for the content modifiers (set by `transitionsSheet`).
private struct TransitionsSheetKey: EnvironmentKey {
    static let defaultValue: DeclarativeSheet? = nil
}

extension EnvironmentValues {
    /// The `DeclarativeSheet` of the Transitions sheet this view is shown in, or `nil` outside one.
    package var transitionsSheet: DeclarativeSheet? {
        get { self[TransitionsSheetKey.self] }
        set { self[TransitionsSheetKey.self] = newValue }
    }
}

/// Writes one option into the enclosing sheet on every update (UIKit side effects belong in a representable's
/// update, not in `body`).
private struct SheetOptionWriter: UIViewRepresentable {
    let write: @MainActor (inout SheetOptions) -> Void
    let sheet: DeclarativeSheet?

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.isUserInteractionEnabled = false
        return view
    }

    func updateUIView(_ view: UIView, context: Context) {
        sheet?.update(write)
    }
}

private struct SheetOptionModifier: ViewModifier {
    @Environment(\.transitionsSheet) private var sheet
    let write: @MainActor (inout SheetOptions) -> Void

    func body(content: Content) -> some View {
        content.background(SheetOptionWriter(write: write, sheet: sheet).frame(width: 0, height: 0))
    }
}

/// Hosts a SwiftUI view in a UIKit view kept across updates, and writes that view into the sheet's options
/// (the background and the footer).
private struct SheetHostedViewWriter<Hosted: View>: UIViewRepresentable {
    let content: Hosted
    let sheet: DeclarativeSheet?
    let write: @MainActor (inout SheetOptions, UIView) -> Void

    final class Coordinator {
        var host: UIHostingController<Hosted>?
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.isUserInteractionEnabled = false
        return view
    }

    func updateUIView(_ view: UIView, context: Context) {
        let host: UIHostingController<Hosted>
        if let existing = context.coordinator.host {
            host = existing
            host.rootView = content
        } else {
            host = UIHostingController(rootView: content)
            host.view.backgroundColor = .clear
            context.coordinator.host = host
        }
        let hosted: UIView = host.view
        sheet?.update { write(&$0, hosted) }
        // A footer without a stated height is measured (its SwiftUI content's size): measure it again on each update,
        // as the content may have changed size.
        if let live = sheet?.sheet, live.footerView === hosted, live.footerHeight == nil { live.runner.layoutFooter() }
    }
}

private struct SheetHostedViewModifier<Hosted: View>: ViewModifier {
    @Environment(\.transitionsSheet) private var sheet
    let content: Hosted
    let write: @MainActor (inout SheetOptions, UIView) -> Void

    func body(content view: Content) -> some View {
        view.background(SheetHostedViewWriter(content: content, sheet: sheet, write: write).frame(width: 0, height: 0))
    }
}

extension View {
    private func sheetOption(_ write: @escaping @MainActor (inout SheetOptions) -> Void) -> some View {
        modifier(SheetOptionModifier(write: write))
    }

    /// Shows the grabber on the enclosing Transitions sheet (`prefersGrabberVisible`).
    public func sheetGrabberVisible(_ visible: Bool = true) -> some View {
        sheetOption { $0.prefersGrabberVisible = visible }
    }

    /// The enclosing sheet's top corner radius in points (`nil`: the default).
    public func sheetCornerRadius(_ radius: CGFloat?) -> some View {
        sheetOption { $0.preferredCornerRadius = radius }
    }

    /// The enclosing sheet's look: `.edgeAttached` (default) or `.inset`, the current system style that floats
    /// partial heights inset from the screen's edges.
    public func sheetAppearance(_ appearance: SheetAppearance) -> some View {
        sheetOption { $0.appearance = appearance }
    }

    /// Whether the presenting screen recedes like the system card when the sheet reaches its largest detent
    /// (iPhone; on by default).
    public func sheetPresenterRecedes(_ recedes: Bool) -> some View {
        sheetOption { $0.prefersPresentingViewRecedes = recedes }
    }

    /// A haptic when the user moves the enclosing sheet to another detent (off by default).
    public func sheetHapticFeedback(_ enabled: Bool = true) -> some View {
        sheetOption { $0.prefersHapticFeedbackOnDetentChange = enabled }
    }

    /// The largest detent at which the sheet does not dim and touches reach what is behind it.
    public func sheetLargestUndimmedDetent(_ identifier: Detent.Identifier?) -> some View {
        sheetOption { $0.largestUndimmedDetentIdentifier = identifier }
    }

    /// What the enclosing sheet does when the keyboard appears.
    public func sheetKeyboardBehavior(_ behavior: SheetKeyboardBehavior) -> some View {
        sheetOption { $0.keyboardBehavior = behavior }
    }

    /// The enclosing sheet's spring, deceleration and thresholds.
    public func sheetBehavior(_ behavior: SheetBehavior) -> some View {
        sheetOption { $0.behavior = behavior }
    }

    /// Every knob of the enclosing sheet at once (``SheetConfiguration``), so none is out of reach:
    /// ```swift
    /// content.transitionsSheetConfiguration { configuration in
    ///     configuration.prefersPageSizing = false
    ///     configuration.recedeStyle = .system
    /// }
    /// ```
    /// `configure` edits the sheet's configuration in place on every update: it changes only what it sets, so it
    /// composes with the convenience modifiers (``sheetGrabberVisible(_:)``, ``sheetDimming(_:dismissesOnTap:)``, …)
    /// in any order; where two set the same knob, the one applied last (the outermost) wins.
    public func transitionsSheetConfiguration(
        _ configure: @escaping @MainActor (inout SheetConfiguration) -> Void
    ) -> some View {
        sheetOption { configure(&$0.configuration) }
    }

    /// The enclosing sheet's dimming color at full dimming, and, when given, whether a tap on it dismisses
    /// (`nil`, the default, leaves that knob as it is: default `true`, or what another modifier set).
    public func sheetDimming(_ color: UIColor, dismissesOnTap: Bool? = nil) -> some View {
        sheetOption {
            $0.dimmingColor = color
            if let dismissesOnTap { $0.dismissesOnDimmingTap = dismissesOnTap }
        }
    }

    /// Refuses user dismissal of the enclosing sheet (SwiftUI's `interactiveDismissDisabled`, on iOS 13): at its
    /// smallest detent the sheet resists and springs back, and `onAttempt` runs (ask to discard changes, say).
    public func sheetInteractiveDismissDisabled(_ disabled: Bool = true, onAttempt: (@MainActor () -> Void)? = nil)
        -> some View
    {
        sheetOption {
            $0.isModalInPresentation = disabled
            $0.onAttemptToDismiss = onAttempt
        }
    }

    /// Makes the first scroll view in the content (a `ScrollView` or `List`) expand the sheet before it scrolls
    /// and dismiss only from its top, as UIKit's sheets do. On by default.
    public func sheetTracksScrollView(_ tracks: Bool = true) -> some View {
        sheetOption { $0.tracksContentScrollView = tracks }
    }

    /// Runs `action` with the enclosing sheet's position on every frame of drags and settles (parallax).
    public func onSheetPositionChange(_ action: @escaping @MainActor (SheetPosition) -> Void) -> some View {
        sheetOption { $0.onPositionChange = action }
    }

    /// A view installed behind the enclosing sheet, full screen (a picture with close and share buttons);
    /// its controls stay tappable while the sheet rests at an undimmed detent.
    public func sheetBackground<Background: View>(@ViewBuilder _ background: () -> Background) -> some View {
        modifier(SheetHostedViewModifier(content: background()) { options, view in options.backgroundView = view })
    }

    /// A footer pinned to the bottom of the screen in front of the enclosing sheet, which stays put while the
    /// sheet rubber-bands (a join button, say).
    /// - Parameters:
    ///   - height: The footer's height in points, above the home indicator; `nil` (default) sizes the footer to its
    ///     content (measured again on each update).
    ///   - footer: The footer's content.
    public func sheetFooter<Footer: View>(height: CGFloat? = nil, @ViewBuilder _ footer: () -> Footer) -> some View {
        modifier(
            SheetHostedViewModifier(content: footer()) { options, view in
                options.footerView = view
                options.footerHeight = height
            })
    }
}
#endif
