extension Detent {
    /// The name of a detent, mirroring `UISheetPresentationController.Detent.Identifier`.
    ///
    /// A string wrapper: `"compact"` can be written as a string literal wherever an identifier is
    /// expected.
    public struct Identifier: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral,
        CustomStringConvertible
    {
        /// The identifier's text.
        public var rawValue: String

        /// Creates an identifier from its text.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates an identifier from its text (never fails).
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates an identifier from a string literal.
        public init(stringLiteral value: String) {
            self.rawValue = value
        }

        /// The raw value.
        public var description: String { rawValue }

        /// The identifier of ``Detent/medium()``, `"com.apple.UIKit.medium"` as in UIKit.
        public static let medium = Identifier("com.apple.UIKit.medium")

        /// The identifier of ``Detent/large()``, `"com.apple.UIKit.large"` as in UIKit.
        public static let large = Identifier("com.apple.UIKit.large")
    }
}
