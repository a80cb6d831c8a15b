import Foundation

#if os(iOS) || canImport(HeadlessUIKit)
extension Bundle {
    /// The package's resource bundle (the strings' English base and translations): SwiftPM's `Bundle.module`.
    /// Sources compiled without SwiftPM (a framework target holding them) look in the framework's bundle, where
    /// its resources go.
    static var transitionsResources: Bundle? {
        #if SWIFT_PACKAGE
        return .module
        #else
        return Bundle(for: TransitionsResourcesToken.self)
        #endif
    }
}

#if !SWIFT_PACKAGE
/// A class of this module, to find its bundle.
private final class TransitionsResourcesToken {}
#endif
#endif
