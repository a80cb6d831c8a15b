#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension UIViewController {
    /// Whether this controller presents itself as a ``SheetPresentationController`` set up ahead of time, as
    /// `modalPresentationStyle = .pageSheet` does for UIKit's `sheetPresentationController` ("Access this instance
    /// to customize or adjust the sheet before or after it presents"). Default `false`.
    ///
    /// Setting `true` makes `sheet` a live controller at once (in `init`, in `viewDidLoad`, before `present`);
    /// a plain `present(controller, animated: true)` then presents it with what was set, and the same object
    /// stays `sheet` while presented:
    /// ```swift
    /// editor.usesSheetPresentation = true
    /// editor.sheet?.detents = [.medium(), .large()]
    /// editor.sheet?.prefersGrabberVisible = true
    /// present(editor, animated: true)
    /// ```
    /// It sets `modalPresentationStyle = .custom` and a `transitioningDelegate` that this controller keeps alive
    /// (UIKit holds delegates weakly). It reads `false` again once either is changed, or after
    /// `present(_:using:animated:completion:)` presents this controller with another transition (that
    /// transition wins). Setting `false` puts back `.automatic` and no delegate; a sheet that is presented stays.
    ///
    /// Between presentations: after a presentation ends, the next read of `sheet` makes a new controller
    /// carrying the ended one's configuration, delegate and ``SheetPresentationController/trackedScrollView`` (UIKit
    /// releases a presentation controller when its presentation ends). Like UIKit's own, a controller made before
    /// presentation holds this view controller until it is presented and dismissed, or until this property is set
    /// to `false`.
    public var usesSheetPresentation: Bool {
        get { activeSheetSetup != nil }
        set {
            if newValue {
                guard activeSheetSetup == nil else { return }
                let setup = SheetSetupTransition()
                objc_setAssociatedObject(self, &sheetSetupKey, setup, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                modalPresentationStyle = .custom
                transitioningDelegate = setup
            } else {
                guard let setup = activeSheetSetup else {
                    objc_setAssociatedObject(self, &sheetSetupKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                    return
                }
                setup.prepared = nil
                objc_setAssociatedObject(self, &sheetSetupKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                if presentingViewController == nil {
                    transitioningDelegate = nil
                    modalPresentationStyle = .automatic
                }
            }
        }
    }

    /// The setup transition `usesSheetPresentation` installed, while it is still this controller's delegate
    /// with the custom style.
    var activeSheetSetup: SheetSetupTransition? {
        guard let setup = objc_getAssociatedObject(self, &sheetSetupKey) as? SheetSetupTransition,
            modalPresentationStyle == .custom, transitioningDelegate === setup
        else { return nil }
        return setup
    }
}

/// The key of `UIViewController.usesSheetPresentation`'s transition (the address is the key; never written).
nonisolated(unsafe) private var sheetSetupKey: UInt8 = 0

/// The transitioning delegate behind `UIViewController.usesSheetPresentation`: a ``SheetTransition`` that makes
/// the presented controller's sheet before presentation and hands that same object to UIKit when it asks.
///
/// Ownership: the view controller holds this transition; this transition holds the prepared sheet only until
/// UIKit takes it (the sheet holds the view controller, as every presentation controller does), then only
/// weakly. When the presentation ends the sheet's configuration, delegate and tracked scroll view are kept here
/// for the next one, and the sheet itself is released with UIKit's reference.
final class SheetSetupTransition: SheetTransition {
    /// The sheet made before presentation, held until UIKit takes it.
    var prepared: SheetPresentationController?
    /// The sheet UIKit presents (or was handed), until its presentation ends.
    private weak var live: SheetPresentationController?
    /// The tracked scroll view of the last presentation, handed to the next sheet.
    private weak var trackedScrollView: UIScrollView?

    init() { super.init(configuration: SheetConfiguration()) }

    /// The sheet of `presented`: the live one, or the prepared one (made now if needed).
    func sheet(for presented: UIViewController) -> SheetPresentationController? {
        if let live { return live }
        if let prepared { return prepared }
        let made = super.makePresentationController(presented: presented, presenting: nil)
        guard let sheet = made as? SheetPresentationController else { return nil }
        if let trackedScrollView { sheet.trackedScrollView = trackedScrollView }
        prepared = sheet
        return sheet
    }

    /// The prepared sheet, handed to UIKit (UIKit sets its presenting controller when the presentation starts).
    override func makePresentationController(presented: UIViewController, presenting: UIViewController?)
        -> UIPresentationController?
    {
        guard let sheet = sheet(for: presented) else { return nil }
        prepared = nil
        live = sheet
        return sheet
    }

    /// Called by `sheet` when its presentation ended (dismissed, cancelled, or removed from below): keeps what was
    /// set for the next presentation and lets the sheet go.
    func presentationDidEnd(_ sheet: SheetPresentationController) {
        guard sheet === live else { return }
        configuration = sheet.configuration
        delegate = sheet.delegate as? any SheetPresentationControllerDelegate
        trackedScrollView = sheet.trackedScrollView
        live = nil
    }
}
#endif
