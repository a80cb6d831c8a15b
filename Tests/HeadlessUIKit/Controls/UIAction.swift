#if os(Linux)
import Foundation

/// The closure a `UIAction` runs (UIKit's `UIActionHandler`).
public typealias UIActionHandler = (UIAction) -> Void

/// A closure-based action for controls and menus (UIKit's `UIAction`, iOS 13+; on controls iOS 14+).
///
/// Register it with `UIControl.addAction(_:for:)` or `UIButton(primaryAction:)`; when the control sends
/// the event, `sender` is the control during the handler.
@preconcurrency @MainActor open class UIAction: UIMenuElement {
    /// A unique identifier of an action (UIKit's `UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier text.
        public let rawValue: String

        /// An identifier from text.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// An identifier from text.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// The identifier; a generated unique one when none was given.
    open private(set) var identifier: UIAction.Identifier

    /// Text for the keyboard-shortcut discoverability HUD.
    open var discoverabilityTitle: String?

    /// Display attributes.
    open var attributes: UIMenuElement.Attributes

    /// The check state.
    open var state: UIMenuElement.State

    /// The object that sent the action while its handler runs (the control), otherwise `nil`.
    open internal(set) var sender: Any?

    /// The closure run when the action is performed.
    let handler: UIActionHandler

    /// An action running `handler`. UIKit's `image:` parameter is left out (no `UIImage` on Linux).
    public init(
        title: String = "", identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? UIAction.Identifier(rawValue: "com.apple.action.dynamic." + UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title)
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
#endif
