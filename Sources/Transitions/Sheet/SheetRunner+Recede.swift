#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension SheetRunner {

    // MARK: Applying

    /// Applies the recede parts of a composed frame (`SheetComposition`): this sheet's own push-back transform,
    /// then the depth it passes on — to the sheet its presenter is shown in, or to the presenting view itself —
    /// and the status-bar capture. Allocation-free once the black view exists.
    func applyRecede(_ composition: SheetComposition) {
        guard !recedeState.isSuspendedForSizeChange else { return }
        // The presenting view and the sheets' push-back follow the sheet's own frames, never an app's animation
        // block around a change: a transform animated additively there and changed again outside (Reduce Motion
        // standing the screen back up) would show the screen behind enlarged until that animation ends.
        guard UIView.inheritedAnimationDuration == 0 else {
            UIView.performWithoutAnimation { applyRecede(composition) }
            return
        }
        observeReduceMotionIfNeeded()
        let push = composition.pushBack
        let transform =
            push.isIdentity
            ? CGAffineTransform.identity
            : CGAffineTransform(a: push.scale, b: 0, c: 0, d: push.scale, tx: push.translationX, ty: push.translationY)
        if sheetView.transform != transform { sheetView.transform = transform }
        if let parent = host?.sheetBehind {
            restorePresenter()
            recedeState.pushedSheet = parent
            parent.setPushedBack(composition.behindDepth)
        } else {
            releasePushedSheet()
            recedePresenter(composition.presenter)
        }
        // The depth shown behind: none when the presenting view was left as it is (`recedePresenter`).
        recedeState.appliedDepth =
            host?.sheetBehind != nil
            ? composition.behindDepth : recedeState.saved != nil ? composition.presenter.depth : 0
        updateStatusBarCapture(wants: composition.capturesStatusBarAppearance && screen.appliedPosition != nil)
    }

    /// Composes and applies the current frame again: the recede's inputs changed (Reduce Motion, the presenting
    /// screen came to rest, a size change ended).
    func applyRecede() {
        applyCurrentPosition(force: true)
    }

    /// The presenting screen finished a motion of its own (a zoom that sprang back under this sheet): recede it
    /// now if this sheet asks for it.
    func presenterDidComeToRest() {
        guard screen.appliedPosition != nil, recedeState.saved == nil else { return }
        applyRecede()
    }

    /// The presenting screen starts a motion of its own (the zoom it is flies back into its source): the recede lets
    /// go of it at once, and a settle playing its recede goes on without it — a view with a transform of its own is
    /// left alone, and two motions of one transform would show only the later one.
    func presenterWillMove() {
        guard recedeState.saved != nil else { return }
        let wasRendering = renderSettle.isRunning
        restorePresenter()
        recedeState.appliedDepth = 0
        guard wasRendering else { return }
        catchUpRenderedSettle()
        // The settle's presenter keyframes are still attached: the restart finds a transform in motion, leaves the
        // presenter out, and its start removes them.
        _ = playSettleOnRenderServer(restart: true)
    }

    /// Called by the sheet in front of this one with the depth it pushes this sheet to.
    func setPushedBack(_ depth: Double) {
        let clean = depth.isFinite ? max(depth, 0) : 0
        guard clean != recedeState.pushedBack else { return }
        recedeState.pushedBack = clean
        applyRecede()
    }

    /// Draws the presenting view as `geometry` says (its rest frame was measured for the composition), saving what
    /// it changes the first time; puts it back exactly at depth 0.
    private func recedePresenter(_ geometry: SheetRecedeGeometry) {
        guard !geometry.isIdentity, let view = host?.sheetPresenter?.viewIfLoaded, view.window != nil,
            let superview = view.superview
        else {
            restorePresenter()
            return
        }
        if recedeState.saved == nil {
            let layer = view.layer
            recedeState.saved = SheetRecedeState.SavedPresenter(
                view: view, transform: view.transform, cornerRadius: layer.cornerRadius,
                maskedCorners: layer.maskedCorners, masksToBounds: layer.masksToBounds, cornerCurve: layer.cornerCurve)
        }
        guard let saved = recedeState.saved, saved.view === view else {
            restorePresenter()
            return
        }
        view.transform = CGAffineTransform(
            a: geometry.scale, b: 0, c: 0, d: geometry.scale, tx: geometry.translationX, ty: geometry.translationY)
        let layer = view.layer
        layer.cornerRadius = geometry.cornerRadius
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        layer.masksToBounds = true
        layer.cornerCurve = .continuous
        let black = recedeState.blackView ?? makeBlackView()
        if black.superview !== superview {
            superview.insertSubview(black, belowSubview: view)
        }
        black.frame = superview.bounds
        black.alpha = geometry.backdropAlpha
    }

    private func makeBlackView() -> UIView {
        let black = UIView()
        black.backgroundColor = .black
        black.isUserInteractionEnabled = false
        black.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        recedeState.blackView = black
        return black
    }

    /// Puts the presenting view back exactly as it was and removes the black view.
    func restorePresenter() {
        if let saved = recedeState.saved, let view = saved.view {
            view.transform = saved.transform
            let layer = view.layer
            layer.cornerRadius = saved.cornerRadius
            layer.maskedCorners = saved.maskedCorners
            layer.masksToBounds = saved.masksToBounds
            layer.cornerCurve = saved.cornerCurve
        }
        recedeState.saved = nil
        recedeState.blackView?.removeFromSuperview()
        recedeState.blackView = nil
    }

    /// Stops pushing back the sheet behind this one.
    private func releasePushedSheet() {
        guard let pushed = recedeState.pushedSheet else { return }
        recedeState.pushedSheet = nil
        pushed.setPushedBack(0)
    }

    /// Hands status-bar appearance to the presented controller while the presenting screen is more than halfway
    /// receded (as the system card does), by `modalPresentationCapturesStatusBarAppearance`; gives it back below.
    /// A controller that captures it already is left alone.
    private func updateStatusBarCapture(wants: Bool) {
        guard let presented = host?.sheetContent else { return }
        if wants && !recedeState.capturedStatusBar && !presented.modalPresentationCapturesStatusBarAppearance {
            presented.modalPresentationCapturesStatusBarAppearance = true
            recedeState.capturedStatusBar = true
            presented.setNeedsStatusBarAppearanceUpdate()
        } else if !wants && recedeState.capturedStatusBar {
            releaseStatusBar()
        }
    }

    private func releaseStatusBar() {
        guard recedeState.capturedStatusBar else { return }
        recedeState.capturedStatusBar = false
        host?.sheetContent.modalPresentationCapturesStatusBarAppearance = false
        host?.sheetContent.setNeedsStatusBarAppearanceUpdate()
        host?.sheetPresenter?.setNeedsStatusBarAppearanceUpdate()
    }

    /// Reduce Motion switched on stands the screen behind back up at once (no scaling motion); switched off, it
    /// recedes again. Observed from the first frame until the tear-down.
    private func observeReduceMotionIfNeeded() {
        guard recedeState.reduceMotionObserver == nil, containerView != nil else { return }
        recedeState.reduceMotionObserver = NotificationCenter.default.addObserver(
            forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.applyRecede() }
        }
    }

    /// Undoes everything the recede changed (after dismissal or a cancelled presentation).
    func tearDownRecede() {
        if let observer = recedeState.reduceMotionObserver {
            NotificationCenter.default.removeObserver(observer)
            recedeState.reduceMotionObserver = nil
        }
        recedeState.isSuspendedForSizeChange = false
        sheetView.transform = .identity
        restorePresenter()
        releasePushedSheet()
        releaseStatusBar()
        recedeState.appliedDepth = 0
        recedeState.pushedBack = 0
    }

    // MARK: Size changes

    /// Before a rotation or resize: transforms go back to identity so UIKit resizes the views exactly; the
    /// recede is applied again for the new size alongside the size change and when it completes.
    func recedeWillTransition(with coordinator: any UIViewControllerTransitionCoordinator) {
        guard recedeState.saved != nil || sheetView.transform != .identity else { return }
        recedeState.isSuspendedForSizeChange = true
        sheetView.transform = .identity
        recedeState.saved?.view?.transform = .identity
        let resume: (any UIViewControllerTransitionCoordinatorContext) -> Void = { [weak self] _ in
            guard let self else { return }
            self.recedeState.isSuspendedForSizeChange = false
            self.applyRecede()
        }
        if !coordinator.animate(alongsideTransition: resume, completion: resume) {
            recedeState.isSuspendedForSizeChange = false
            applyRecede()
        }
    }

    /// Whether `rect` covers `bounds` (within a point).
    static func fills(_ rect: CGRect, _ bounds: CGRect) -> Bool {
        abs(rect.minX - bounds.minX) <= 1 && abs(rect.minY - bounds.minY) <= 1
            && abs(rect.maxX - bounds.maxX) <= 1 && abs(rect.maxY - bounds.maxY) <= 1
    }
}
#endif
