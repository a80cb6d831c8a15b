#if os(Linux)
import Foundation

/// A method name, standing in for Objective-C's `Selector` so UIKit-style target–action code type-checks.
///
/// Linux has no Objective-C runtime: a selector is only recorded, never performed. Use the closure hooks
/// instead (`CADisplayLink(headlessHandler:)`, `UIGestureRecognizer(headlessHandler:)`, `UIControl.addAction`).
/// Write `Selector("handlePan:")` where Darwin code writes `#selector(handlePan(_:))`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method name as written.
    public let name: String

    /// A selector naming `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// A selector from a string literal.
    public init(stringLiteral value: String) {
        self.name = value
    }

    /// The method name.
    public var description: String { name }
}
#endif
