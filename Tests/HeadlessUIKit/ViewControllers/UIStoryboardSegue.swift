#if os(Linux)
import Foundation

/// A transition between two view controllers (UIKit's `UIStoryboardSegue`, iOS 5+).
///
/// Linux has no storyboards, so segues exist only when code makes them: subclasses override `perform()`
/// (the custom-segue pattern) and callers run `source.prepare(for:sender:)` and `perform()` themselves,
/// as a storyboard would.
@preconcurrency @MainActor open class UIStoryboardSegue: NSObject {
    /// The segue's identifier; `nil` when it has none.
    open var identifier: String? { identifierStorage }
    /// The controller the segue starts from.
    open var source: UIViewController { sourceStorage }
    /// The controller the segue leads to.
    open var destination: UIViewController { destinationStorage }

    private let identifierStorage: String?
    private let sourceStorage: UIViewController
    private let destinationStorage: UIViewController
    private var performHandler: (() -> Void)?

    /// A segue from `source` to `destination`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        identifierStorage = identifier
        sourceStorage = source
        destinationStorage = destination
        super.init()
    }

    /// A segue whose `perform()` runs `performHandler` (iOS 6+).
    public convenience init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Runs the transition: the perform handler when the segue has one, else nothing (subclasses override
    /// this, as with UIKit's base class).
    open func perform() {
        performHandler?()
    }
}

/// The keys of nib-loading options (UIKit's `UINib.OptionsKey`).
extension UINib {
    /// A nib-loading option key.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public var rawValue: String
        /// A key with the given raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects outside the nib that its proxies refer to.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }
}

/// A nib file's contents (UIKit's `UINib`, iOS 4+). Linux has no nibs: instantiating one gives no
/// objects and logs a warning to `HeadlessDiagnostics`.
@preconcurrency @MainActor open class UINib: NSObject {
    private let name: String

    /// The nib `name` in `bundleOrNil` (the main bundle when `nil`).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// A nib from archived `data` in `bundleOrNil`.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        self.name = "<data>"
        super.init()
    }

    /// The nib's top-level objects: always empty on Linux, with a warning in `HeadlessDiagnostics`.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        HeadlessDiagnostics.warn("UINib(nibName: \"\(name)\").instantiate: Linux loads no nibs; no objects")
        return []
    }
}

extension Bundle {
    /// Loads the nib `name`: `nil` on Linux (no nibs), with a warning in `HeadlessDiagnostics`.
    @preconcurrency @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        HeadlessDiagnostics.warn("Bundle.loadNibNamed(\"\(name)\"): Linux loads no nibs; returned nil")
        return nil
    }
}
#endif
