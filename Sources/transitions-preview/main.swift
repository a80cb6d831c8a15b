import Foundation
import TransitionsCore

// transitions-preview: draws SVG pictures of the TransitionsCore motion engine (see `Options.usage` and
// docs/preview.md). Exit status: 0 on success, 1 when a file cannot be written, 2 for bad options.

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("transitions-preview: \(message)\n".utf8))
    exit(status)
}

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail(error.message, status: 2)
}
if options.showsHelp {
    print(Options.usage)
    exit(0)
}

let directory = options.outputDirectory
do {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
} catch {
    fail("cannot create output folder '\(directory)': \(error.localizedDescription)", status: 1)
}

func write(_ name: String, _ contents: String) {
    let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
    do {
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
        fail("cannot write '\(path)': \(error.localizedDescription)", status: 1)
    }
    print(path)
}

let needsSheet = options.pictures.contains(.sheet) || options.pictures.contains(.plots)
let scenario = needsSheet ? SheetScenario(options: options) : nil
for diagnostic in scenario?.detents.diagnostics ?? [] {
    FileHandle.standardError.write(Data("transitions-preview: warning: --detents: \(diagnostic)\n".utf8))
}

for picture in options.pictures {
    switch picture {
    case .sheet:
        if let scenario { write("sheet-filmstrip.svg", FilmStrip.render(scenario)) }
    case .plots:
        if let scenario { write("sheet-plots.svg", Plot.render(scenario)) }
    case .springs:
        write("springs.svg", SpringCurves.render(options))
    case .zoom:
        write("zoom-filmstrip.svg", ZoomStrip.render(ZoomScenario(options: options)))
        write("zoom-pinch-filmstrip.svg", ZoomStrip.render(ZoomScenario(pinchWith: options), heading: ZoomStrip.pinchHeading))
        write(
            "zoom-edge-swipe-filmstrip.svg",
            ZoomStrip.render(
                ZoomScenario(edgeSwipeWith: options), style: .navigation, heading: ZoomStrip.edgeSwipeHeading))
    case .recede:
        write("sheet-recede.svg", RecedeStrip.render(options))
    case .zoomPush:
        write("zoom-push-filmstrip.svg", ZoomStrip.render(ZoomScenario(options: options), style: .navigation))
    case .sheetZoom:
        write("sheet-zoom-filmstrip.svg", SheetZoomStrip.render(SheetZoomScenario(options: options)))
    }
}
