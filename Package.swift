// swift-tools-version:6.0
import PackageDescription

/// Transitions: custom view controller transitions and presentation controllers for iOS.
///
/// - `TransitionsCore`: pure Swift (Foundation only) physics, detents, layout and interaction models. Builds for
///   every platform listed below.
/// - `Transitions`: the thin UIKit layer, compiled for iOS and iPadOS (Mac Catalyst too: `os(iOS)` holds there)
///   against UIKit and on Linux against `HeadlessUIKit`, a deterministic stand-in with UIKit's Swift signatures
///   that is test infrastructure (it lives under `Tests/HeadlessUIKit` and is never a product).
///   On macOS, tvOS, watchOS and visionOS it only re-exports TransitionsCore (README: "Platforms").

// HeadlessUIKit exists only when the manifest is evaluated on Linux, so it is never built for an Apple platform
// and `canImport(HeadlessUIKit)` is false there for certain (not dependent on build order).
#if os(Linux)
let headlessUIKitTargets: [Target] = [
    // Test infrastructure, so it lives under Tests/ (as swift-collections keeps _CollectionsTestSupport): a
    // deterministic UIKit stand-in that the Linux build of `Transitions` and the tests compile against.
    .target(name: "HeadlessUIKit", path: "Tests/HeadlessUIKit"),
    .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit", "TransitionsTestSupport"]),
]
let headlessUIKit: [Target.Dependency] = [.target(name: "HeadlessUIKit", condition: .when(platforms: [.linux]))]
#else
let headlessUIKitTargets: [Target] = []
let headlessUIKit: [Target.Dependency] = []
#endif

let package = Package(
    name: "Transitions",
    // The strings users hear (VoiceOver) ship as resources of `Transitions`, English being the base.
    defaultLocalization: "en",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "Transitions", targets: ["Transitions"]),
        .library(name: "TransitionsCore", targets: ["TransitionsCore"]),
    ],
    targets: [
        .target(name: "TransitionsCore"),
        .target(
            name: "Transitions",
            dependencies: ["TransitionsCore"] + headlessUIKit,
            resources: [.process("Resources")]
        ),
        .executableTarget(name: "transitions-preview", dependencies: ["TransitionsCore"]),
        // Counts malloc-family calls for the benchmark's allocations-per-operation column (Linux; a C target
        // because only C can interpose the C library's allocator).
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "transitions-bench",
            dependencies: ["TransitionsCore", "Transitions", "CAllocationCounter"] + headlessUIKit
        ),
        // What every test target shares: the seeded generator and, on Linux, the `.headlessHygiene` trait.
        .target(name: "TransitionsTestSupport", dependencies: headlessUIKit, path: "Tests/TestSupport"),
        .testTarget(name: "TransitionsCoreTests", dependencies: ["TransitionsCore", "TransitionsTestSupport"]),
        .testTarget(
            name: "TransitionsTests",
            dependencies: ["Transitions", "TransitionsTestSupport"] + headlessUIKit
        ),
        // Compiles every Playground.playground page (Tests/PlaygroundTests/Pages/*.swift are symlinks to the
        // pages' Contents.swift) and drives each demo on HeadlessUIKit, so the playground cannot rot.
        .testTarget(
            name: "PlaygroundTests",
            dependencies: ["Transitions", "TransitionsTestSupport"] + headlessUIKit
        ),
    ] + headlessUIKitTargets,
    swiftLanguageModes: [.v6]
)
