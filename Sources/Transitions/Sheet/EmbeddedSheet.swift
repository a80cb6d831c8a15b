#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// A sheet that is part of a screen, not a presentation: FloatingPanel's `addPanel(toParent:)`, Maps' search panel.
///
/// `embed(_:in:)` makes the content a child view controller of the screen whose view sits inside the screen's view
/// at its selected detent, above the screen's content and below whatever the screen presents. It runs the same
/// engine as a presented sheet and takes the same ``SheetConfiguration`` (edges, detents, grabber, dimming,
/// behavior, keyboard, tracked scroll view, `onPositionChange`), but it never takes the screen's presentation slot:
/// the screen can present alerts and sheets while the panel shows. Touches outside the panel reach the screen's
/// views wherever the configuration does not dim (`largestUndimmedDetentIdentifier`). It lays out again when the
/// screen rotates, changes size class or safe area (a tab bar appearing).
///
/// The panel keeps itself alive while it is embedded (the screen's view holds it), so it need not be stored; a
/// removed panel can be embedded again.
@MainActor public final class EmbeddedSheet {
    /// Every knob of the panel; setting it applies the difference, animated inside ``animateChanges(_:)``.
    public var configuration: SheetConfiguration {
        didSet { runner.configurationDidChange(from: oldValue) }
    }

    /// The detent the panel rests at; `nil` is the smallest. Written when the user drags to another detent.
    public var selectedDetentIdentifier: Detent.Identifier? {
        get { configuration.selectedDetentIdentifier }
        set { configuration.selectedDetentIdentifier = newValue }
    }

    /// The scroll view whose drags move the panel when scrolled to its end in the edge's direction (`nil`: the
    /// panel finds one in its content, as ``SheetConfiguration/discoversContentScrollView`` says).
    public var trackedScrollView: UIScrollView? {
        didSet { runner.hookTrackedScrollView() }
    }

    /// Whether a drag or fling toward the panel's edge removes it (as ``remove(animated:completion:)`` would).
    /// Default `false`: the panel resists past its smallest detent, as FloatingPanel's does without a removal
    /// interaction.
    public var allowsRemovalByDragging = false

    /// Called when the user changes the selected detent (a drag, VoiceOver): a presented sheet's
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`.
    public var selectedDetentIdentifierDidChange: (@MainActor (EmbeddedSheet) -> Void)?

    /// Called when a drag ends, with the finger's velocity (pt/s, in the screen's coordinates) and the detent the
    /// panel will settle at, which it may change (`nil`: removed, only when ``allowsRemovalByDragging``): a
    /// presented sheet's `sheetPresentationControllerWillEndDragging(_:withVelocity:targetDetentIdentifier:)`.
    public var willEndDragging: (@MainActor (EmbeddedSheet, CGPoint, inout Detent.Identifier?) -> Void)?

    /// The panel's position as shown now; `nil` while it is not embedded.
    public var position: SheetPosition? { runner.position }

    /// Called once the panel is gone, however it was removed (the SwiftUI modifier clears its binding).
    package var onRemoval: (@MainActor () -> Void)?

    /// The controller shown in the panel, while embedded.
    public private(set) var content: UIViewController?
    /// The screen the panel is embedded in (held weakly).
    public private(set) weak var parent: UIViewController?

    let runner = SheetRunner()
    /// The view the panel is drawn in, filling the parent's view (held weakly: the parent's view holds it, and it
    /// holds the panel).
    private(set) weak var containerView: EmbeddedSheetContainerView?
    /// Whether the panel is on its way out (``remove(animated:completion:)`` or a drag's removal).
    private var removal: Removal?
    /// Whether the embedding's settle is still running (the appearance ends when it rests).
    private var isAppearing = false
    /// What the engine sees as content while none is embedded.
    private lazy var placeholder = UIViewController()

    private struct Removal {
        var isInteractive: Bool
        var completion: (() -> Void)?
    }

    /// A panel with `configuration` (default: UIKit's defaults, a `.large()` detent at the bottom).
    public init(configuration: SheetConfiguration = SheetConfiguration()) {
        self.configuration = configuration
        runner.host = self
        runner.backdropView.dimmingColor = configuration.dimmingColor
    }

    /// Embeds `content` in `parent` at the selected detent: `parent.addChild(content)`, the panel's view added on top
    /// of `parent.view`'s subviews, then `content.didMove(toParent: parent)`, in UIKit's order; the content's
    /// appearance callbacks are balanced (will-appear now, did-appear when the panel rests, or at once when not
    /// `animated`). Embedding an embedded panel again moves it to the new parent.
    /// - Parameters:
    ///   - content: The panel's content.
    ///   - parent: The screen that hosts the panel.
    ///   - animated: Whether the panel rises from its edge (default) or appears at rest.
    public func embed(_ content: UIViewController, in parent: UIViewController, animated: Bool = true) {
        if self.content != nil { finishRemoval() }
        self.content = content
        self.parent = parent
        parent.addChild(content)
        let container = EmbeddedSheetContainerView(frame: parent.view.bounds)
        container.sheet = self
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.view.addSubview(container)
        containerView = container
        let appears = parent.viewIfLoaded?.window != nil
        if appears { content.beginAppearanceTransition(true, animated: animated) }
        runner.install()
        isAppearing = appears
        let moving = runner.present(animated: animated)
        content.didMove(toParent: parent)
        if !moving { endAppearanceIfNeeded() }
    }

    /// Removes the panel: it settles out past its edge (or goes at once when not `animated`), then
    /// `content.willMove(toParent: nil)`, its view leaves the screen and `content.removeFromParent()`, with
    /// balanced appearance callbacks. `completion` runs once it is gone. Does nothing when not embedded.
    public func remove(animated: Bool = true, completion: (() -> Void)? = nil) {
        guard content != nil else {
            completion?()
            return
        }
        removal = Removal(isInteractive: false, completion: completion)
        if !runner.dismiss(animated: animated) { finishRemoval() }
    }

    /// Runs `changes` (detents, selection, any knob) and animates the panel to the result, as
    /// ``SheetPresentationController/animateChanges(_:)`` does.
    public func animateChanges(_ changes: () -> Void) {
        runner.animateChanges(changes)
    }

    /// Re-resolves the detents in the next layout pass (a custom detent's inputs changed).
    public func invalidateDetents() {
        runner.invalidateDetents()
    }

    private func endAppearanceIfNeeded() {
        guard isAppearing else { return }
        isAppearing = false
        content?.endAppearanceTransition()
    }

    /// Takes the panel out: the content's disappearance, UIKit's removal calls in order, the views gone.
    private func finishRemoval() {
        guard let content else { return }
        let completion = removal?.completion
        removal = nil
        let disappears = content.viewIfLoaded?.window != nil
        content.willMove(toParent: nil)
        if disappears {
            if isAppearing { content.endAppearanceTransition() }
            content.beginAppearanceTransition(false, animated: false)
        }
        isAppearing = false
        runner.stop()
        runner.sheetView.removeFromSuperview()
        content.viewIfLoaded?.removeFromSuperview()
        containerView?.sheet = nil
        containerView?.removeFromSuperview()
        containerView = nil
        if disappears { content.endAppearanceTransition() }
        content.removeFromParent()
        self.content = nil
        parent = nil
        completion?()
        onRemoval?()
    }
}

extension EmbeddedSheet: SheetRunnerHost {
    var sheetContainer: UIView? { containerView }
    var sheetContent: UIViewController { content ?? placeholder }
    var sheetConfiguration: SheetConfiguration {
        get { configuration }
        set { configuration = newValue }
    }
    var sheetTrackedScrollView: UIScrollView? { trackedScrollView }
    /// Nothing recedes behind a panel, and touches it lets through fall to the screen's views beneath it.
    var sheetPresenter: UIViewController? { nil }
    var sheetBehind: SheetRunner? { nil }
    var sheetStackPlace: SheetStackPlace { .front }
    var isDismissingProgrammatically: Bool { removal.map { !$0.isInteractive } ?? false }
    var isDismissingInteractively: Bool { removal?.isInteractive ?? false }
    var allowsUserDismissal: Bool { allowsRemovalByDragging }
    var wantsPositionUpdates: Bool { configuration.onPositionChange != nil }

    func sheetDidMove(to position: SheetPosition) { configuration.onPositionChange?(position) }
    func sheetUserDidChangeSelection() { selectedDetentIdentifierDidChange?(self) }
    func sheetDragWillBegin() { endAppearanceIfNeeded() }
    func sheetDragDidChange(dismissalProgress: Double) {}
    func sheetDragDidEnd() {}

    func sheetMotionDidReport(_ outcome: SheetMotionOutcome) {
        switch outcome {
        case .none, .selectedDetentChanged, .dismissalDragBegan, .dismissalAttempted:
            break
        case .dismissalRequested:
            if removal == nil { removal = Removal(isInteractive: true, completion: nil) }
        case .settled:
            endAppearanceIfNeeded()
            if removal?.isInteractive == true { removal = nil }  // caught on its way out and put back
        case .becameHidden:
            finishRemoval()
        }
    }

    func sheetUserDidRequestDismissal() {
        if allowsRemovalByDragging { remove(animated: true) }
    }

    func sheetLayOutStack() { containerView?.layoutIfNeeded() }
    func sheetViewDidLeaveWindow() {}
    var wantsReleaseTarget: Bool { willEndDragging != nil }

    func sheetWillEndDragging(velocity: CGPoint, targetDetentIdentifier: inout Detent.Identifier?) {
        willEndDragging?(self, velocity, &targetDetentIdentifier)
    }
}

/// The view an ``EmbeddedSheet`` is drawn in: it fills the parent's view, follows its size, safe area and traits,
/// and lets every touch that lands on none of the panel's views through to the parent's views beneath it.
final class EmbeddedSheetContainerView: UIView {
    /// The panel (held strongly: the parent's view keeps the panel alive while it is embedded).
    var sheet: EmbeddedSheet?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        sheet?.runner.containerWillLayout()
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }
}
#endif
