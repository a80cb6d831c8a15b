// What SwiftPM generates for a target with resources (resource_bundle_accessor.swift): `Bundle.module`. The iOS
// type-check compiles the sources alone, without that file, so .ci/ios-typecheck adds this stand-in to each module
// after TransitionsCore (which has no resources: there a `Bundle.module` fails, as it does with SwiftPM). Never
// shipped; only its declaration matters (a computed property: the 16.5 SDK's Bundle is not Sendable).
#if canImport(TransitionsCore)
import Foundation

private final class ResourceBundleFinder {}

extension Foundation.Bundle {
    /// The module's resource bundle.
    static var module: Bundle { Bundle(for: ResourceBundleFinder.self) }
}
#endif
