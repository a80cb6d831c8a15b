// swift-tools-version:6.0
import PackageDescription

/// Transitions: custom view controller transitions and presentation controllers for iOS.
///
/// - `TransitionsCore`: pure Swift (Foundation only) physics, detents, layout and interaction models.
/// - `Transitions`: the thin UIKit layer. On Apple platforms it compiles against UIKit; on Linux it
///   compiles against `HeadlessUIKit`, a deterministic stand-in with UIKit's Swift signatures.
let package = Package(
    name: "Transitions",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "Transitions", targets: ["Transitions"]),
        .library(name: "TransitionsCore", targets: ["TransitionsCore"]),
    ],
    targets: [
        .target(name: "TransitionsCore"),
        .target(
            name: "HeadlessUIKit",
            path: "Sources/HeadlessUIKit"
        ),
        .target(
            name: "Transitions",
            dependencies: [
                "TransitionsCore",
                .target(name: "HeadlessUIKit", condition: .when(platforms: [.linux])),
            ]
        ),
        .executableTarget(name: "transitions-preview", dependencies: ["TransitionsCore"]),
        // Counts malloc-family calls for the benchmark's allocations-per-operation column (Linux; a C target
        // because only C can interpose the C library's allocator).
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "transitions-bench",
            dependencies: [
                "TransitionsCore",
                "Transitions",
                "CAllocationCounter",
                .target(name: "HeadlessUIKit", condition: .when(platforms: [.linux])),
            ]
        ),
        .testTarget(name: "TransitionsCoreTests", dependencies: ["TransitionsCore"]),
        .testTarget(
            name: "HeadlessUIKitTests",
            dependencies: [.target(name: "HeadlessUIKit", condition: .when(platforms: [.linux]))]
        ),
        .testTarget(
            name: "TransitionsTests",
            dependencies: [
                "Transitions",
                .target(name: "HeadlessUIKit", condition: .when(platforms: [.linux])),
            ]
        ),
        // Compiles every Playground.playground page (Tests/PlaygroundTests/Pages/*.swift are symlinks to the
        // pages' Contents.swift) and drives each demo on HeadlessUIKit, so the playground cannot rot.
        .testTarget(
            name: "PlaygroundTests",
            dependencies: [
                "Transitions",
                .target(name: "HeadlessUIKit", condition: .when(platforms: [.linux])),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
