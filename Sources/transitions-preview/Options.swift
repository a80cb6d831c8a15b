import Foundation
import TransitionsCore

/// One detent as written on the command line.
enum DetentChoice: Equatable {
    case medium
    case large
    case points(Double)
    case fraction(Double)

    var detent: Detent {
        switch self {
        case .medium: return .medium()
        case .large: return .large()
        case .points(let value): return .height(CGFloat(value))
        case .fraction(let value): return .fraction(CGFloat(value))
        }
    }
}

/// The pictures the tool can draw, in the order they are written.
enum PictureKind: String, CaseIterable {
    case sheet, plots, springs, zoom, recede
    /// The zoom as a navigation push and a drag-to-pop.
    case zoomPush = "zoom-push"
    /// A sheet growing out of a toolbar button and closing back into it.
    case sheetZoom = "sheet-zoom"
}

/// A spring chosen on the command line, with the name it is shown under.
struct SpringChoice: Equatable {
    var name: String
    var spring: SpringCurve
    /// Whether the choice is one of the four presets (already drawn in `springs.svg`).
    var isPreset: Bool

    static let presets: [SpringChoice] = [
        SpringChoice(name: "sheet", spring: .sheet, isPreset: true),
        SpringChoice(name: "smooth", spring: .smooth, isPreset: true),
        SpringChoice(name: "snappy", spring: .snappy, isPreset: true),
        SpringChoice(name: "bouncy", spring: .bouncy, isPreset: true),
    ]
}

/// A bad command line: the option and what it accepts, printed as one line.
struct OptionError: Error, Equatable {
    var message: String
}

/// The parsed command line.
struct Options {
    var detents: [DetentChoice] = [.medium, .large]
    var spring = SpringChoice.presets[0]
    /// Whether `--spring` was given (the zoom strip then uses it instead of the zoom's default spring).
    var springIsExplicit = false
    /// Speed of the upward fling, pt/s.
    var flingVelocity = 1500.0
    var framesPerSecond = 60.0
    var outputDirectory = "preview"
    var pictures: [PictureKind] = PictureKind.allCases
    var showsHelp = false

    static let usage = """
        USAGE: transitions-preview [options]

        Writes SVG pictures of the TransitionsCore motion engine and prints their paths:
          sheet-filmstrip.svg  an iPhone-sized sheet presented to its smallest detent, flung up one detent,
                               then dragged down and released to dismiss (12 evenly spaced frames)
          sheet-plots.svg      height and velocity of the same interaction over time
          springs.svg          step responses of the spring presets (and of --spring when it is custom)
          zoom-filmstrip.svg   a photo tile zooming open to full screen, then dragged down and released
                               so it flies back into the tile (12 evenly spaced frames)
          zoom-pinch-filmstrip.svg
                               the zoom pinched closed with a turn, landing back in the tile
          zoom-edge-swipe-filmstrip.svg
                               the zoom pushed, swiped back from the leading edge past the commit line,
                               landing back in the tile
          sheet-recede.svg     the screen behind a sheet receding as the sheet reaches its largest detent,
                               and a second sheet pushing the first one back (12 evenly spaced frames)
          zoom-push-filmstrip.svg
                               the same zoom in a navigation stack: pushed from the tile, dragged down
                               anywhere and popped back into it
          sheet-zoom-filmstrip.svg
                               a sheet growing out of a toolbar button to its smallest detent (iOS 26's
                               inset look), dragged down and released so it closes back into the button

        OPTIONS:
          --detents <list>          Comma-separated detents in any order: medium, large, a height in points
                                    above the bottom safe area (400, 1-10000), height:<pt>, or
                                    fraction:<0.001-1> of the large height. Heights above the large
                                    height are clamped (with a warning). Default: medium,large
          --spring <spring>         sheet, smooth, snappy, bouncy, or <response>,<dampingRatio> with the
                                    response in seconds (0.01-10) and the damping ratio in 0.01-10.
                                    Default: sheet for the sheet, the zoom's own default (flight spring,
                                    ω 19 rad/s critically damped) for the zoom unless given
          --fling-velocity <pt/s>   Speed of the upward fling, 1-20000 pt/s. Default: 1500
          --fps <n>                 Frames per second of the simulation and the plots, 1-240. Default: 60
          --output <dir>            Output folder, created if needed. Default: preview
          --only <kinds>            Write only these pictures: sheet, plots, springs, zoom, recede, zoom-push,
                                    sheet-zoom (comma-separated).
          -h, --help                Show this help.

        Bad options print one line on standard error and exit with status 2.
        """

    /// Parses `arguments` (without the program name). Accepts `--name value` and `--name=value`; a repeated
    /// option keeps its last value.
    static func parse(_ arguments: [String]) throws(OptionError) -> Options {
        var options = Options()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "-h" || argument == "--help" {
                options.showsHelp = true
                continue
            }
            guard argument.hasPrefix("--") else {
                throw OptionError(message: "unexpected argument '\(argument)'; options start with -- (see --help)")
            }
            var name = argument
            var inlineValue: String? = nil
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard Self.optionNames.contains(name) else {
                throw OptionError(
                    message: "unknown option '\(name)'; accepted: \(Self.optionNames.joined(separator: ", ")), --help")
            }
            let value: String
            if let inline = inlineValue {
                value = inline
            } else if index < arguments.count, !arguments[index].hasPrefix("--") || Double(arguments[index]) != nil {
                value = arguments[index]
                index += 1
            } else {
                throw OptionError(message: "\(name): missing value; expected \(Self.expectation(name))")
            }
            try options.apply(name, value)
        }
        return options
    }

    private static let optionNames = ["--detents", "--spring", "--fling-velocity", "--fps", "--output", "--only"]

    private static func expectation(_ name: String) -> String {
        switch name {
        case "--detents":
            return "a comma-separated list of medium, large, <points 1-10000>, height:<points>, fraction:<0.001-1>"
        case "--spring": return "sheet, smooth, snappy, bouncy or <response>,<dampingRatio> (e.g. 0.5,0.7)"
        case "--fling-velocity": return "a speed in pt/s from 1 to 20000"
        case "--fps": return "a frame rate from 1 to 240"
        case "--output": return "a folder path"
        default: return "a comma-separated list of sheet, plots, springs, zoom, recede, zoom-push, sheet-zoom"
        }
    }

    private mutating func apply(_ name: String, _ value: String) throws(OptionError) {
        func fail(_ got: String? = nil) -> OptionError {
            OptionError(message: "\(name): expected \(Self.expectation(name)); got '\(got ?? value)'")
        }
        switch name {
        case "--detents":
            let items = value.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard !value.isEmpty, !items.contains(where: \.isEmpty) else { throw fail() }
            var parsed: [DetentChoice] = []
            for item in items {
                guard let choice = Self.detent(item) else { throw fail(item) }
                parsed.append(choice)
            }
            detents = parsed
        case "--spring":
            springIsExplicit = true
            if let preset = SpringChoice.presets.first(where: { $0.name == value.lowercased() }) {
                spring = preset
                return
            }
            let parts = value.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let response = Self.number(parts[0], in: 0.01...10),
                let ratio = Self.number(parts[1], in: 0.01...10)
            else { throw fail() }
            spring = SpringChoice(
                name: "custom",
                spring: SpringCurve(response: response, dampingRatio: ratio), isPreset: false)
        case "--fling-velocity":
            guard let speed = Self.number(value, in: 1...20_000) else { throw fail() }
            flingVelocity = speed
        case "--fps":
            guard let fps = Self.number(value, in: 1...240) else { throw fail() }
            framesPerSecond = fps
        case "--output":
            guard !value.isEmpty else { throw fail() }
            outputDirectory = value
        default:
            var kinds: [PictureKind] = []
            for item in value.split(separator: ",", omittingEmptySubsequences: false) {
                let text = item.trimmingCharacters(in: .whitespaces).lowercased()
                guard let kind = PictureKind(rawValue: text) else { throw fail(String(item)) }
                if !kinds.contains(kind) { kinds.append(kind) }
            }
            pictures = PictureKind.allCases.filter(kinds.contains)
        }
    }

    private static func detent(_ text: String) -> DetentChoice? {
        let lower = text.lowercased()
        if lower == "medium" { return .medium }
        if lower == "large" { return .large }
        if lower.hasPrefix("fraction:") {
            return number(lower.dropFirst("fraction:".count), in: 0.001...1).map(DetentChoice.fraction)
        }
        let points = lower.hasPrefix("height:") ? Substring(lower.dropFirst("height:".count)) : Substring(lower)
        return number(points, in: 1...10_000).map(DetentChoice.points)
    }

    /// A finite decimal number inside `range`, or nil.
    private static func number<S: StringProtocol>(_ text: S, in range: ClosedRange<Double>) -> Double? {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, range.contains(value)
        else { return nil }
        return value
    }
}
