#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The live options of one sheet driven by state (the SwiftUI modifiers keep one per presentation): options
/// may change at any time, before or while the sheet is up, and each change reaches the sheet at once —
/// detent and selection changes animated, like ``SheetPresentationController/animateChanges(_:)``.
@MainActor package final class DeclarativeSheet {
    /// The options as last updated.
    public private(set) var options: SheetOptions
    /// The presented sheet the options apply to, once it exists (held weakly).
    public private(set) weak var sheet: SheetPresentationController?

    /// A sheet model starting from `options`.
    public init(options: SheetOptions = SheetOptions()) {
        self.options = options
    }

    /// A transition carrying the current options, which connects this model to the sheet it creates.
    public func makeTransition() -> SheetTransition {
        let transition = options.makeTransition()
        let configure = transition.configure
        transition.configure = { [weak self] sheet in
            configure?(sheet)
            self?.sheet = sheet
        }
        return transition
    }

    /// Changes the options; a presented sheet follows (unchanged values are left alone).
    public func update(_ change: (inout SheetOptions) -> Void) {
        let old = options
        change(&options)
        guard let sheet else { return }
        options.apply(to: sheet, replacing: old)
        options.trackContentScrollView(of: sheet)
    }

    /// Looks for the content's scroll view again (SwiftUI builds its scroll views lazily, after layout).
    public func contentDidLayOut() {
        guard let sheet else { return }
        options.trackContentScrollView(of: sheet)
    }
}
#endif
