//: # SwiftUI: a sheet and a zoom
//: `transitionsSheet(isPresented:detents:)` with content modifiers, and a photo grid whose tiles zoom open with
//: `transitionsZoomSource(id:in:)` + `transitionsZoom(item:sourceID:in:)`. Drag the sheet, tap a tile, drag the
//: photo down to fly it back.
//:
//: SwiftUI exists only on Apple platforms, so unlike the other pages this one is not driven on Linux; CI
//: type-checks it against the iOS SDK as Xcode compiles it (`.ci/ios-typecheck`), and the decisions behind
//: it are tested on Linux (`Tests/TransitionsTests/Declarative`).
import Transitions

#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// A tile in the grid.
struct Tile: Identifiable {
    let id: Int
    var color: Color { [Color.orange, .blue, .green, .pink, .purple][id % 5] }
}

/// A grid of tiles that zoom open, and a button that shows a sheet with a grabber and a live height readout.
struct SwiftUIDemo: View {
    @State private var showsSheet = false
    @State private var sheetHeight: Double = 0
    @State private var opened: Tile?
    private let tiles = (0..<12).map(Tile.init)

    var body: some View {
        VStack(spacing: 12) {
            Button("Show the sheet (\(Int(sheetHeight)) pt)") { showsSheet = true }
            ForEach(0..<4) { row in
                HStack(spacing: 3) {
                    ForEach(tiles[(row * 3)..<(row * 3 + 3)]) { tile in
                        tile.color
                            .frame(width: 100, height: 100)
                            .transitionsZoomSource(id: tile.id, in: "tiles")
                            .onTapGesture { opened = tile }
                    }
                }
            }
        }
        .transitionsSheet(isPresented: $showsSheet, detents: [.height(200), .medium(), .large()]) {
            Text("Drag me")
                .sheetGrabberVisible()
                .sheetCornerRadius(20)
                .onSheetPositionChange { position in sheetHeight = position.height }
        }
        .transitionsZoom(item: $opened, sourceID: { $0.id }, in: "tiles") { tile in
            tile.color.edgesIgnoringSafeArea(.all)
        }
    }
}
#endif

#if canImport(PlaygroundSupport) && !SWIFT_PACKAGE && compiler(>=6)
import PlaygroundSupport

PlaygroundPage.current.liveView = UIHostingController(rootView: SwiftUIDemo())
#endif
//: [Previous: a custom transition](@previous)
//: [Next: a sheet that grows out of its button](@next)
